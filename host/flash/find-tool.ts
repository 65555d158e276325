/**
 * Finding a flashing tool: a path the user set wins; otherwise PATH, then the folders the vendors'
 * installers use. A tool that cannot be found becomes an error that says where to get it.
 */
import { access, constants, readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import type { ToolName } from '../../core/boards/profiles.ts';
import { FlashError } from './errors.ts';

export type { ToolName };

/** Executable names tried for each tool, in order. */
export const EXECUTABLES: Record<ToolName, readonly string[]> = {
  openFPGALoader: ['openFPGALoader'],
  quartus_pgm: ['quartus_pgm'],
  quartus_cpf: ['quartus_cpf'],
  gdb: ['riscv64-unknown-elf-gdb', 'riscv32-unknown-elf-gdb', 'gdb-multiarch'],
};

export const INSTALL_HINTS: Record<ToolName, string> = {
  openFPGALoader:
    'install openFPGALoader: `sudo apt install openfpgaloader` (Debian/Ubuntu), `brew install openfpgaloader`, or a release from https://github.com/trabucayre/openFPGALoader/releases',
  quartus_pgm:
    'quartus_pgm comes with Intel Quartus Prime (the free Lite edition, or the stand-alone "Quartus Prime Programmer and Tools" download from Intel FPGA); it is usually in ~/intelFPGA_lite/<version>/quartus/bin — or use --tool openfpgaloader with an .rbf',
  quartus_cpf: 'quartus_cpf comes with Intel Quartus Prime (Lite edition or the stand-alone Programmer and Tools), in <install>/quartus/bin',
  gdb: 'install a RISC-V GDB: `sudo apt install gdb-multiarch`, or riscv64-unknown-elf-gdb from T-Head\'s XuanTie toolchain',
};

/** Settings that change where tools are looked for. */
export interface ToolSearch {
  /** Explicit paths, e.g. from the user's settings; checked, never second-guessed. */
  readonly paths?: Partial<Record<ToolName, string>>;
  /** The PATH to search; default process.env.PATH. */
  readonly pathEnv?: string;
  /** Extra folders after PATH; default `usualFolders()`. */
  readonly folders?: readonly string[];
}

async function isExecutable(path: string): Promise<boolean> {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** `base/<version>/quartus/bin` for every version folder under each base, newest name first. */
async function quartusBins(bases: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const base of bases) {
    let names: string[];
    try {
      names = await readdir(base);
    } catch {
      continue;
    }
    for (const v of names.sort().reverse()) out.push(join(base, v, 'quartus', 'bin'), join(base, v, 'qprogrammer', 'quartus', 'bin'));
  }
  return out;
}

/** Where installers put these tools when PATH does not say. */
export async function usualFolders(): Promise<string[]> {
  const home = homedir();
  return [
    '/usr/local/bin',
    '/usr/bin',
    '/opt/openFPGALoader/bin',
    '/opt/riscv/bin',
    join(home, '.local', 'bin'),
    ...(await quartusBins([join(home, 'intelFPGA_lite'), join(home, 'intelFPGA'), '/opt/intelFPGA_lite', '/opt/intelFPGA', '/opt/altera'])),
  ];
}

/** The absolute path of `tool`, or a `flash-tool-missing` error with where to get it. */
export async function findTool(tool: ToolName, search: ToolSearch = {}): Promise<string> {
  const explicit = search.paths?.[tool];
  if (explicit) {
    if (await isExecutable(explicit)) return explicit;
    throw new FlashError('flash-tool-missing', `${tool}: the configured path ${explicit} is not an executable file`, { tool, path: explicit }, INSTALL_HINTS[tool]);
  }
  const pathDirs = (search.pathEnv ?? process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const dirs = [...pathDirs, ...(search.folders ?? (await usualFolders()))];
  for (const name of EXECUTABLES[tool]) {
    for (const dir of dirs) {
      const candidate = join(dir, name);
      if (await isExecutable(candidate)) return candidate;
    }
  }
  throw new FlashError('flash-tool-missing', `${tool} not found (looked for ${EXECUTABLES[tool].join(', ')} in PATH and ${dirs.length - pathDirs.length} usual folders)`, {
    tool,
    searched: dirs,
  }, INSTALL_HINTS[tool]);
}

/** Like findTool, but null instead of an error (for optional helpers such as quartus_cpf). */
export async function findOptionalTool(tool: ToolName, search: ToolSearch = {}): Promise<string | null> {
  try {
    return await findTool(tool, search);
  } catch (e) {
    if (e instanceof FlashError && e.code === 'flash-tool-missing') return null;
    throw e;
  }
}
