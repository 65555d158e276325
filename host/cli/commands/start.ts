/**
 * `arena start` (what `npm start` runs): the Electron app when its binary is installed, else
 * browser mode with the URL printed. Builds the UI first when it is missing or stale.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';
import { ensureUiBuilt, REPO_ROOT } from '../../web/ui-build.ts';
import { interrupted, startBrowserMode } from './web.ts';

/** The Electron executable, when the package's binary was downloaded; else null (never downloads). */
export function electronBinary(root = REPO_ROOT): string | null {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return process.env.ELECTRON_OVERRIDE_DIST_PATH;
  const dir = path.join(root, 'node_modules', 'electron');
  const pathFile = path.join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const exe = path.join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(exe) ? exe : null;
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('start', args, { browser: { type: 'boolean' }, port: { type: 'string' }, help: { type: 'boolean', short: 'h' } });
  if (values.help) {
    io.out('usage: arena start [--browser] [--port N]\n\nRuns the desktop app; without the Electron binary (or with --browser) serves the UI on 127.0.0.1 and prints its URL.\n');
    return 0;
  }
  const exe = values.browser ? null : electronBinary();
  if (exe) {
    await ensureUiBuilt((t) => io.err(t));
    const env = { ...process.env };
    delete env.ELECTRON_RUN_AS_NODE; // set, it would make Electron a plain Node
    const child = spawn(exe, [path.join(REPO_ROOT, 'out', 'main', 'index.js')], { stdio: 'inherit', env });
    return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
  }
  if (!values.browser) io.out('The Electron binary is not installed; starting browser mode instead.\n');
  const port = values.port && /^\d+$/.test(values.port) ? Number(values.port) : 0;
  const web = await startBrowserMode({ port, build: true, io });
  io.out(`FPGA Arena is at ${web.url}\n(open it in a browser on this machine; Ctrl+C stops)\n`);
  await interrupted();
  await web.stop();
  return 0;
}
