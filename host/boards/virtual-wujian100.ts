/**
 * The virtual wujian100 board: the real firmware (firmware/wujian100) built for Linux, speaking the
 * Piskvork protocol on stdio (`wujian100-virtual --stdio`). `arena serve --core firmware` uses it when no
 * other board program is named, building it with `make -C firmware linux` on demand.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BoardSetupError } from './board-factory.ts';

export const FIRMWARE_DIR = fileURLToPath(new URL('../../firmware/', import.meta.url));

/** Where `make -C <firmwareDir> linux` puts the board program. */
export function virtualWujian100Path(firmwareDir: string = FIRMWARE_DIR): string {
  return path.join(firmwareDir, 'build/linux/wujian100-virtual');
}

export interface VirtualWujian100Options {
  /** Default: this repository's firmware/ folder. */
  readonly firmwareDir?: string;
  /** `make` to run (default `make` on PATH). */
  readonly make?: string;
  /** Progress lines (building…). */
  readonly log?: (line: string) => void;
}

type MakeError = NodeJS.ErrnoException & { killed?: boolean };

function runMake(make: string, firmwareDir: string): Promise<{ error: MakeError | null; output: string }> {
  return new Promise((resolve) => {
    execFile(make, ['-s', '-C', firmwareDir, 'linux'], { timeout: 300_000, maxBuffer: 8 << 20 }, (error, stdout, stderr) =>
      resolve({ error: error as MakeError | null, output: `${stdout}${stderr}`.trim() }),
    );
  });
}

/**
 * The argv of the virtual board, built (or brought up to date) with make first. Without make, an
 * existing build is used as it is. Typed error (`bad-board-setup`) when it cannot be built.
 */
export async function virtualWujian100Command(options: VirtualWujian100Options = {}): Promise<string[]> {
  const dir = options.firmwareDir ?? FIRMWARE_DIR;
  const exe = virtualWujian100Path(dir);
  const had = existsSync(exe);
  options.log?.(had ? `checking the virtual wujian100 board (make -C ${dir} linux)` : `building the virtual wujian100 board (make -C ${dir} linux)`);
  const { error, output } = await runMake(options.make ?? 'make', dir);
  if (error) {
    if (error.code === 'ENOENT' && had) return [exe, '--stdio'];
    const why =
      error.code === 'ENOENT'
        ? `'${options.make ?? 'make'}' was not found`
        : `make failed (${error.killed ? 'timed out' : `exit ${String(error.code)}`})${output ? `:\n${output.split('\n').slice(-12).join('\n')}` : ''}`;
    throw new BoardSetupError(
      `--core firmware needs the virtual wujian100 board ${exe}, which could not be built: ${why}. ` +
        'It needs make, gcc and g++ (Debian: build-essential); or name a board program with --program.',
      { firmwareDir: dir, exe, code: error.code ?? null },
    );
  }
  if (!existsSync(exe)) {
    throw new BoardSetupError(`make -C ${dir} linux succeeded but ${exe} is missing`, { firmwareDir: dir, exe });
  }
  return [exe, '--stdio'];
}
