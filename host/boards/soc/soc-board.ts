/**
 * The wujian100 SoC RTL board: the Verilator model of the SoC (build.ts) running this repository's
 * firmware, built with `make -C firmware` and loaded into the instruction SRAM from a .pat image
 * (host/flash/firmware-image.ts), its console UART on stdio. `arena serve --game gomoku --core soc
 * --soc-rtl DIR` serves it like any other board program.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArenaError } from '../../../core/errors.ts';
import { parseElf32 } from '../../flash/elf.ts';
import { buildMemoryImage, toReadmemhWords } from '../../flash/firmware-image.ts';
import { runTool } from '../../flash/run-tool.ts';
import { BoardSetupError } from '../board-factory.ts';
import { buildSocBoard, defaultSocCacheDir } from './build.ts';

const FIRMWARE_DIR = fileURLToPath(new URL('../../../firmware/', import.meta.url));
const SEARCH_DIR = fileURLToPath(new URL('../../../hdl/gomoku/src/', import.meta.url));

/** What sits in slot s9: the IP, the empty placeholder, or an IP that never finishes. */
export const SOC_IP_MODES = ['present', 'absent', 'hung'] as const;
export type SocIpMode = (typeof SOC_IP_MODES)[number];

export interface SocBoardOptions {
  /** A wujian100 checkout. */
  readonly socRtl: string;
  readonly ip?: SocIpMode;
  /** Cache root for the model and the firmware build (default ~/.cache/fpga-arena/soc-rtl). */
  readonly cacheDir?: string;
  /** Also log every AXI transaction on the IP's port to this file (see gomoku_soc_main.cpp). */
  readonly busTrace?: string;
  readonly log?: (line: string) => void;
}

/** A hash of everything the firmware build reads: a stale build from other sources is never reused. */
async function firmwareKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const root of [join(FIRMWARE_DIR, 'wujian100'), SEARCH_DIR]) {
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
    for (const f of files) hash.update(f.slice(root.length)).update(await readFile(f));
  }
  hash.update(await readFile(join(FIRMWARE_DIR, 'Makefile')));
  return hash.digest('hex').slice(0, 16);
}

/** Builds the firmware for the wujian100 outside the repository and writes its instruction SRAM as a .pat. */
export async function socFirmwareImage(cacheDir: string, log: (line: string) => void = () => {}): Promise<string> {
  const build = join(cacheDir, `firmware-${await firmwareKey()}`);
  await mkdir(build, { recursive: true });
  log(`soc-rtl: building the firmware (make -C ${FIRMWARE_DIR} BUILD=${build})`);
  const out: string[] = [];
  const end = await runTool({ program: 'make', args: ['-s', '-C', FIRMWARE_DIR, `BUILD=${build}`], onLine: (l) => out.push(l), timeoutMs: 300_000 });
  if (end.kind !== 'exited' || end.code !== 0) {
    throw new BoardSetupError(`the wujian100 firmware did not build (make -C ${FIRMWARE_DIR}): ${out.slice(-8).join('\n')}; it needs gcc-riscv64-unknown-elf and picolibc`, {
      build,
    });
  }
  const elfPath = join(build, 'wujian100-gomoku.elf');
  const image = buildMemoryImage(parseElf32(new Uint8Array(await readFile(elfPath)), elfPath), 'isram');
  const pat = join(build, 'isram.pat');
  await writeFile(pat, toReadmemhWords(image));
  return pat;
}

/** The argv of the SoC RTL board on stdio, building the model and the firmware first when needed. */
export async function socBoardCommand(options: SocBoardOptions): Promise<string[]> {
  const cacheDir = options.cacheDir ?? defaultSocCacheDir();
  const binary = await buildSocBoard({ socRtl: options.socRtl, cacheDir, log: options.log });
  const pat = await socFirmwareImage(cacheDir, options.log);
  const trace = options.busTrace !== undefined ? ['--bus-trace', options.busTrace] : [];
  return [binary, '--pat', pat, '--ip', options.ip ?? 'present', ...trace, '--stdio'];
}

/**
 * `arena serve`'s `--core soc --soc-rtl DIR`: the board program to serve as a firmware board, or
 * undefined when --core is not soc. Typed errors for the combinations that make no sense.
 */
export async function socServeProgram(o: {
  readonly core: string;
  readonly game: string;
  readonly socRtl: string | undefined;
  readonly program: string | undefined;
  readonly log?: (line: string) => void;
}): Promise<string[] | undefined> {
  if (o.core !== 'soc') {
    if (o.socRtl !== undefined) throw new ArenaError('bad-arguments', '--soc-rtl applies to --core soc only', { core: o.core });
    return undefined;
  }
  if (o.game !== 'gomoku') throw new ArenaError('bad-arguments', `--core soc is the wujian100 Gomoku board: use --game gomoku, not ${o.game}`, { game: o.game });
  if (o.program !== undefined) throw new ArenaError('bad-arguments', '--core soc builds its own board program: drop --program', {});
  if (o.socRtl === undefined) throw new ArenaError('bad-arguments', '--core soc needs --soc-rtl DIR, a wujian100 checkout (XUANTIE-RV/wujian100_open)', {});
  return socBoardCommand({ socRtl: o.socRtl, log: o.log });
}

if (process.argv[1] && import.meta.url === new URL(process.argv[1], 'file://').href) {
  const [dir, ip] = process.argv.slice(2);
  if (!dir) throw new ArenaError('bad-arguments', 'usage: soc-board.ts WUJIAN100_DIR [present|absent|hung]', {});
  console.log((await socBoardCommand({ socRtl: dir, ip: (ip as SocIpMode | undefined) ?? 'present', log: (l) => console.error(l) })).join(' '));
}
