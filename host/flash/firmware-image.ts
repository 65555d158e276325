/**
 * From a firmware ELF to the contents of one wujian100 SRAM, and from there to the files that
 * initialise it when a bitstream is built (see FIRMWARE-IMAGE.md). Pure: no Node APIs.
 *
 * Memory map (shared/DESIGN.md §6): 64 KB instruction SRAM at 0x0000_0000 (code + rodata), 192 KB
 * data SRAM at 0x2000_0000. Segments are placed by their load address (p_paddr), which is what a
 * loader writes; a segment outside both memories is refused, and one that starts inside a memory but
 * runs past its end is refused too (the linker script is wrong, and silently cutting code is worse).
 */
import type { Elf32, LoadSegment } from './elf.ts';
import { hex32 } from './elf.ts';
import { FlashError } from './errors.ts';

export interface MemoryRegion {
  readonly name: 'isram' | 'dsram';
  readonly title: string;
  readonly base: number;
  readonly size: number;
}

export const WUJIAN100_MEMORY: readonly MemoryRegion[] = [
  { name: 'isram', title: 'instruction SRAM', base: 0x0000_0000, size: 64 * 1024 },
  { name: 'dsram', title: 'data SRAM', base: 0x2000_0000, size: 192 * 1024 },
];

export type RegionName = MemoryRegion['name'];

export interface SkippedSegment {
  readonly index: number;
  readonly paddr: number;
  readonly fileSize: number;
  readonly region: RegionName;
}

/** The initial contents of one SRAM. */
export interface MemoryImage {
  readonly region: MemoryRegion;
  /** Bytes from region.base; its length is the used extent rounded up to whole 32-bit words. */
  readonly bytes: Uint8Array;
  /** Address ranges [start, end) the ELF defines (data and zero fill); the rest of `bytes` is padding. */
  readonly ranges: readonly (readonly [number, number])[];
  readonly entry: number;
  /** Segments that belong to the other memory (left out of this image). */
  readonly skipped: readonly SkippedSegment[];
}

function describeMap(): string {
  return WUJIAN100_MEMORY.map((r) => `${r.title} 0x${hex32(r.base)}–0x${hex32(r.base + r.size - 1)}`).join(', ');
}

/** The region a segment lies in, or a typed error naming the segment and the map. */
export function regionOf(paddr: number, memSize: number, segment: number): MemoryRegion {
  for (const r of WUJIAN100_MEMORY) {
    if (paddr >= r.base && paddr < r.base + r.size) {
      const over = paddr + memSize - (r.base + r.size);
      if (over > 0) {
        throw new FlashError(
          'image-out-of-range',
          `segment ${segment} at 0x${hex32(paddr)} (${memSize} bytes) runs ${over} bytes past the end of the ${r.size / 1024} KB ${r.title} (ends at 0x${hex32(r.base + r.size - 1)})`,
          { segment, paddr, memSize, region: r.name, over },
          r.name === 'isram' ? 'the program is too big for the instruction SRAM: build with -Os, drop printf, or move rodata to data SRAM' : '',
        );
      }
      return r;
    }
  }
  throw new FlashError('image-out-of-range', `segment ${segment} at 0x${hex32(paddr)} (${memSize} bytes) is outside the wujian100 memory map (${describeMap()})`, {
    segment,
    paddr,
    memSize,
  }, 'check the linker script: code and rodata at 0x00000000, data and bss at 0x20000000');
}

/** Checks every segment a loader writes against the memory map (used before a GDB load as well). */
export function checkMemoryMap(elf: Elf32): void {
  for (const s of loadedSegments(elf)) regionOf(s.paddr, s.memSize, s.index);
}

/**
 * The segments whose bytes a loader writes: PT_LOAD with file contents. A segment of zero fill only
 * (.bss, .stack) is cleared by the start-up code where it runs; its load address is a linker artefact
 * (after `.data AT > ISRAM` it lands in the instruction SRAM) and must not count as used there.
 */
export function loadedSegments(elf: Elf32): LoadSegment[] {
  return elf.segments.filter((s) => s.data.length > 0);
}

/** The contents `region` must start with for the ELF to run without a loader. */
export function buildMemoryImage(elf: Elf32, regionName: RegionName = 'isram'): MemoryImage {
  const region = WUJIAN100_MEMORY.find((r) => r.name === regionName)!;
  const inside = [];
  const skipped: SkippedSegment[] = [];
  for (const s of loadedSegments(elf)) {
    const r = regionOf(s.paddr, s.memSize, s.index);
    if (r.name === region.name) inside.push(s);
    else skipped.push({ index: s.index, paddr: s.paddr, fileSize: s.data.length, region: r.name });
  }
  const end = inside.reduce((m, s) => Math.max(m, s.paddr + s.memSize - region.base), 0);
  const bytes = new Uint8Array(Math.ceil(end / 4) * 4);
  const ranges: [number, number][] = [];
  for (const s of inside) {
    // Zero fill (.bss) is already zero in a fresh array; later segments win where they overlap.
    bytes.fill(0, s.paddr - region.base, s.paddr - region.base + s.memSize);
    bytes.set(s.data, s.paddr - region.base);
    ranges.push([s.paddr, s.paddr + s.memSize]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return { region, bytes, ranges, entry: elf.entry, skipped };
}

const hex2 = (b: number) => b.toString(16).padStart(2, '0');

/**
 * `$readmemh` file of 32-bit words from the region's base, one per line, in the byte order of
 * wujian100_open's tb/tb.v (`test.pat`): the byte at the lowest address is the word's bits 31:24.
 */
export function toReadmemhWords(image: MemoryImage): string {
  const lines = [
    `// ${image.region.title} of the wujian100 from 0x${hex32(image.region.base)}: ${image.bytes.length / 4} 32-bit words`,
    '// byte order of wujian100_open tb/tb.v test.pat: lowest address = bits 31:24',
  ];
  const b = image.bytes;
  for (let i = 0; i < b.length; i += 4) lines.push(hex2(b[i]!) + hex2(b[i + 1]!) + hex2(b[i + 2]!) + hex2(b[i + 3]!));
  return lines.join('\n') + '\n';
}

/**
 * Four `$readmemh` files of bytes, one per byte lane (lane k holds the bytes at addresses 4·i + k):
 * the form that initialises fpga_spram's four fpga_byte_spram instances (lane k drives Q[8k+7:8k]).
 */
export function toByteLanes(image: MemoryImage): [string, string, string, string] {
  const b = image.bytes;
  const lanes: string[][] = [[], [], [], []];
  for (let i = 0; i < b.length; i++) lanes[i & 3]!.push(hex2(b[i]!));
  return lanes.map((l, k) => `// ${image.region.title} byte lane ${k} (Q[${8 * k + 7}:${8 * k}]), ${l.length} bytes\n${l.join('\n')}\n`) as [
    string,
    string,
    string,
    string,
  ];
}

/**
 * Xilinx .coe for a 32-bit-wide Block Memory Generator: one word per address, as the core reads it
 * (little-endian: the byte at the lowest address is bits 7:0). Format from Xilinx UG896 / PG058
 * "COE file syntax": `memory_initialization_radix=16;` then `memory_initialization_vector=` a
 * comma-separated list ending with `;`. Lines starting with `;` are comments.
 */
export function toCoe(image: MemoryImage): string {
  const b = image.bytes;
  const words: string[] = [];
  for (let i = 0; i < b.length; i += 4) words.push(hex2(b[i + 3]!) + hex2(b[i + 2]!) + hex2(b[i + 1]!) + hex2(b[i]!));
  if (words.length === 0) words.push('00000000');
  return (
    `; ${image.region.title} of the wujian100 from 0x${hex32(image.region.base)}, 32-bit words, little-endian\n` +
    'memory_initialization_radix=16;\nmemory_initialization_vector=\n' +
    words.join(',\n') +
    ';\n'
  );
}

/** Reads a `toReadmemhWords` file back into bytes (tests and tools that edit images). */
export function parseReadmemhWords(text: string): Uint8Array {
  const words = text
    .split('\n')
    .map((l) => l.replace(/\/\/.*$/, '').trim())
    .filter((l) => l.length > 0);
  const out = new Uint8Array(words.length * 4);
  words.forEach((w, i) => {
    if (!/^[0-9a-fA-F]{8}$/.test(w)) throw new FlashError('image-invalid', `readmemh line ${i + 1}: '${w}' is not a 32-bit hex word`, { line: i + 1, text: w });
    const n = parseInt(w, 16);
    out.set([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff], i * 4);
  });
  return out;
}
