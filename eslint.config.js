// Lint rules, including the import boundaries of shared/DESIGN.md §2:
//   renderer → core,  electron → host → core,  hdl → core (its generators).  Never the other way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const DESIGN = 'see shared/DESIGN.md §2 (layout: one folder per runtime boundary)';

/** An import-boundary rule: `folder` may not import from any of `forbidden`. */
function boundary(folder, forbidden, extra = []) {
  const alt = forbidden.join('|');
  return {
    files: [`${folder}/**/*.{ts,tsx,js,mjs}`],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          {
            regex: `(^|/)(${alt})(/|$)`,
            message: `${folder}/ may not import from ${forbidden.join(', ')}/: ${DESIGN}.`,
          },
          ...extra,
        ],
      }],
    },
  };
}

const NODE_BUILTINS = {
  regex: '^(node:.*|fs|path|os|child_process|net|tty|crypto|stream|events|buffer|util|url|http|https|worker_threads|serialport|ws|electron)(/.*)?$',
  message: `core/ is pure TypeScript with no Node or Electron APIs: ${DESIGN}.`,
};

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'out/**', 'build/**', 'release/**', 'test-artifacts/**', '**/obj_dir/**', 'firmware/**', 'hdl/**/build/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  boundary('core', ['host', 'electron', 'renderer'], [NODE_BUILTINS]),
  boundary('host', ['electron', 'renderer']),
  boundary('renderer', ['host', 'electron'], [{
    regex: '^(node:.*|fs|path|os|child_process|net|serialport|electron)(/.*)?$',
    message: `renderer/ never touches Node or the file system; everything goes through the API: ${DESIGN}.`,
  }]),
  boundary('electron', ['renderer']),
  // hdl/ holds hardware and its generators: they read core's tables, never the host or the UI.
  boundary('hdl', ['host', 'electron', 'renderer']),
  // Small functions: a branchy one is split by what it decides (ARCHITECTURE.md).
  {
    files: ['core/**/*.ts', 'host/**/*.ts', 'electron/**/*.ts'],
    rules: { complexity: ['error', 15] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
