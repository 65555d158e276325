// The import direction of shared/DESIGN.md §2 is enforced by eslint.config.js; this proves the rule
// fires for each forbidden direction and stays quiet for the allowed ones.
import { describe, it, expect } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (DESIGN §2)', () => {
  it.each([
    ['core/blokus/x.ts', "import { a } from '../../host/cli/main.ts';"],
    ['core/x.ts', "import { a } from '../renderer/app.tsx';"],
    ['core/x.ts', "import { a } from '../electron/main.ts';"],
    ['core/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['core/x.ts', "import { SerialPort } from 'serialport';"],
    ['host/x.ts', "import { a } from '../electron/main.ts';"],
    ['host/x.ts', "import { a } from '../renderer/app.tsx';"],
    ['renderer/x.tsx', "import { a } from '../host/cli/main.ts';"],
    ['renderer/x.tsx', "import { readFile } from 'node:fs';"],
    ['electron/x.ts', "import { a } from '../renderer/app.tsx';"],
    ['hdl/blokus/gen/x.ts', "import { a } from '../../../host/cli/main.ts';"],
    ['hdl/x.ts', "import { a } from '../renderer/app.tsx';"],
  ])('%s may not: %s', async (file, source) => {
    const messages = await restrictedImports(file, source + '\nexport const keep = a ?? readFile ?? SerialPort;\n');
    expect(messages.length).toBe(1);
    expect(messages[0]).toMatch(/DESIGN\.md §2/);
  });

  it.each([
    ['renderer/x.tsx', "import { decodeMoveCode } from '../core/blokus/codec.ts';"],
    ['host/x.ts', "import { decodeMoveCode } from '../core/blokus/codec.ts';"],
    ['electron/x.ts', "import { main } from '../host/cli/main.ts';"],
    ['core/blokus/x.ts', "import { ArenaError } from '../errors.ts';"],
    ['hdl/blokus/gen/x.ts', "import { SHAPES } from '../../../core/engines/blokus-core/shapes.ts';"],
  ])('%s may: %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
