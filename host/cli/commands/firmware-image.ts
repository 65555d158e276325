/**
 * `arena firmware-image FIRMWARE.elf [--out BASE] [--format all|hex|words|lanes|coe] [--region isram|dsram]`:
 * the initial contents of a wujian100 SRAM, for baking firmware into a bitstream (host/flash/FIRMWARE-IMAGE.md).
 * Writes BASE.hex (Intel HEX), BASE.pat ($readmemh 32-bit words, tb/tb.v order),
 * BASE.lane0.mem … BASE.lane3.mem ($readmemh bytes per byte lane) and BASE.coe (Xilinx COE).
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import { ArenaError } from '../../../core/errors.ts';
import { hex32, parseElf32 } from '../../flash/elf.ts';
import { FlashError } from '../../flash/errors.ts';
import type { MemoryImage, RegionName } from '../../flash/firmware-image.ts';
import { buildMemoryImage, toByteLanes, toCoe, toReadmemhWords } from '../../flash/firmware-image.ts';
import { toIntelHex } from '../../flash/intel-hex.ts';

const USAGE = 'usage: arena firmware-image FIRMWARE.elf [--out BASE] [--format all|hex|words|lanes|coe] [--region isram|dsram]\n';
const FORMATS = ['all', 'hex', 'words', 'lanes', 'coe'] as const;

type Format = (typeof FORMATS)[number];

/** The files `format` asks for, from one image. */
function imageFiles(image: MemoryImage, entry: number, base: string, format: Format): [string, string][] {
  const files: [string, string][] = [];
  const want = (f: Format) => format === 'all' || format === f;
  if (want('hex')) files.push([`${base}.hex`, toIntelHex(image.bytes, image.region.base, image.ranges, entry)]);
  if (want('words')) files.push([`${base}.pat`, toReadmemhWords(image)]);
  if (want('lanes')) toByteLanes(image).forEach((text, k) => files.push([`${base}.lane${k}.mem`, text]));
  if (want('coe')) files.push([`${base}.coe`, toCoe(image)]);
  return files;
}

async function readElf(elfPath: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(elfPath));
  } catch (e) {
    throw new FlashError('flash-file-missing', `${elfPath}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { path: elfPath });
  }
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'firmware-image',
    args,
    {
      out: { type: 'string' },
      format: { type: 'string', default: 'all' },
      region: { type: 'string', default: 'isram' },
      help: { type: 'boolean', default: false },
    },
    true,
  );
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new ArenaError('bad-arguments', `give exactly one ELF file (got ${positionals.length})`, { positionals });
  const format = values.format as Format;
  if (!FORMATS.includes(format)) throw new ArenaError('bad-arguments', `--format must be one of ${FORMATS.join(', ')}, not '${values.format}'`, {});
  if (values.region !== 'isram' && values.region !== 'dsram') throw new ArenaError('bad-arguments', `--region must be isram or dsram, not '${values.region}'`, {});
  const elfPath = positionals[0]!;
  const elf = parseElf32(await readElf(elfPath), elfPath);
  const image = buildMemoryImage(elf, values.region as RegionName);
  const files = imageFiles(image, elf.entry, values.out ?? elfPath.replace(/\.elf$/i, ''), format);
  for (const [path, text] of files) await writeFile(path, text);

  // Only bytes a loader writes count (segments with file contents; see buildMemoryImage).
  const used = image.ranges.reduce((n, [a, b]) => n + (b - a), 0);
  io.out(`${image.region.title}: ${used} of ${image.region.size} bytes used (${((100 * used) / image.region.size).toFixed(1)}%), entry 0x${hex32(elf.entry)}\n`);
  for (const s of image.skipped) {
    if (s.fileSize > 0) io.err(`warning: segment ${s.index} at 0x${hex32(s.paddr)} (${s.fileSize} initialised bytes) is in ${s.region}, not in this image; generate it with --region ${s.region}\n`);
  }
  for (const [path] of files) io.out(`wrote ${path}\n`);
  return 0;
}
