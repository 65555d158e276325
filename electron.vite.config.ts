/**
 * One build for the three parts (out/main, out/preload, out/renderer): `npm run build` runs it
 * without the Electron binary. The preload is CommonJS because sandboxed preloads cannot be ES
 * modules; the renderer uses relative asset paths so the same build loads from file:// in
 * Electron and from http://127.0.0.1 in browser mode (`arena web`).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { META_CONTENT_SECURITY_POLICY, CSP_PLACEHOLDER } from './core/api/csp.ts';

/** Writes the one Content-Security-Policy (core/api/csp.ts) into the page's meta tag. */
const cspMeta = {
  name: 'arena-csp-meta',
  transformIndexHtml: (html: string) => {
    if (!html.includes(CSP_PLACEHOLDER)) throw new Error(`renderer/index.html has no ${CSP_PLACEHOLDER} for the Content-Security-Policy`);
    return html.split(CSP_PLACEHOLDER).join(META_CONTENT_SECURITY_POLICY);
  },
};

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'electron/main.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      // Bundle everything (zod, the contract): a sandboxed preload can require only 'electron'.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'electron/preload.ts') },
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'renderer'),
    base: './',
    plugins: [react(), cspMeta],
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      emptyOutDir: true,
      chunkSizeWarningLimit: 2000,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'renderer/index.html') } },
    },
  },
});
