import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseElf32 } from '../../../host/flash/elf.ts';
import { FlashError } from '../../../host/flash/errors.ts';
import {
  WUJIAN100_MEMORY,
  buildMemoryImage,
  checkMemoryMap,
  parseReadmemhWords,
  toByteLanes,
  toCoe,
  toReadmemhWords,
} from '../../../host/flash/firmware-image.ts';
import { parseIntelHex, toIntelHex } from '../../../host/flash/intel-hex.ts';
import { compileFirmware, makeElf, objcopyHex } from '../../fixtures/flash/elf-builder.ts';

/** Every (address, byte) a loader writes: segments with file contents, their zero fill included. */
function segmentBytes(elf: ReturnType<typeof parseElf32>, region = WUJIAN100_MEMORY[0]!): Map<number, number> {
  const m = new Map<number, number>();
  for (const s of elf.segments) {
    if (s.data.length === 0) continue;
    if (s.paddr < region.base || s.paddr >= region.base + region.size) continue;
    for (let i = 0; i < s.memSize; i++) m.set(s.paddr + i, i < s.data.length ? s.data[i]! : 0);
  }
  return m;
}

describe('firmware image from a real rv32emc ELF', () => {
  let dir: string;
  let elfPath: string;
  let elf: ReturnType<typeof parseElf32>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'arena-fwimg-'));
    elfPath = await compileFirmware(dir);
    elf = parseElf32(new Uint8Array(await readFile(elfPath)), elfPath);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads the ELF as rv32e with compressed instructions and loadable segments', () => {
    expect(elf.rve).toBe(true);
    expect(elf.rvc).toBe(true);
    const inIsram = elf.segments.filter((s) => s.paddr < 0x1_0000 && s.data.length > 0);
    expect(inIsram.length).toBeGreaterThan(0);
    // .data is loaded into instruction SRAM but runs from data SRAM.
    expect(elf.segments.some((s) => s.paddr < 0x1_0000 && s.vaddr >= 0x2000_0000)).toBe(true);
  });

  it('Intel HEX holds exactly the bytes of the loadable segments, as objcopy writes them', async () => {
    const image = buildMemoryImage(elf, 'isram');
    const ours = parseIntelHex(toIntelHex(image.bytes, image.region.base, image.ranges, elf.entry));
    const expected = segmentBytes(elf);
    expect(ours.bytes.size).toBe(expected.size);
    for (const [addr, byte] of expected) expect(ours.bytes.get(addr), `byte at 0x${addr.toString(16)}`).toBe(byte);
    expect(ours.entry).toBe(elf.entry);

    const reference = parseIntelHex(await readFile(await objcopyHex(elfPath, join(dir, 'ref.hex')), 'utf8'));
    for (const [addr, byte] of reference.bytes) if (addr < 0x1_0000) expect(ours.bytes.get(addr), `objcopy byte at 0x${addr.toString(16)}`).toBe(byte);
  });

  it('$readmemh words, byte lanes and .coe all decode to the same bytes', () => {
    const image = buildMemoryImage(elf, 'isram');
    const expected = segmentBytes(elf);
    const words = parseReadmemhWords(toReadmemhWords(image));
    const lanes = toByteLanes(image).map((t) =>
      t
        .split('\n')
        .filter((l) => l && !l.startsWith('//'))
        .map((h) => parseInt(h, 16)),
    );
    const coe = toCoe(image)
      .split('memory_initialization_vector=')[1]!
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((w) => parseInt(w, 16));
    for (const [addr, byte] of expected) {
      expect(words[addr], `words at 0x${addr.toString(16)}`).toBe(byte);
      expect(lanes[addr & 3]![addr >> 2], `lane at 0x${addr.toString(16)}`).toBe(byte);
      expect((coe[addr >> 2]! >>> (8 * (addr & 3))) & 0xff, `coe at 0x${addr.toString(16)}`).toBe(byte);
    }
  });

  it('lists the data SRAM segment it leaves out', () => {
    const image = buildMemoryImage(elf, 'isram');
    expect(image.skipped.every((s) => s.region === 'dsram')).toBe(true);
    const dsram = buildMemoryImage(elf, 'dsram');
    expect(dsram.skipped.some((s) => s.region === 'isram')).toBe(true);
  });

  it('refuses firmware linked outside the memory map or too big for the instruction SRAM', async () => {
    const elsewhere = await compileFirmware(dir, 'elsewhere', 'void _start(void) { for (;;); }', 'SECTIONS { . = 0x10000000; .text : { *(.text*) } }');
    const outside = parseElf32(new Uint8Array(readFileSync(elsewhere)));
    expect(() => checkMemoryMap(outside)).toThrow(FlashError);
    expect(() => checkMemoryMap(outside)).toThrow(/0x10000000.*outside the wujian100 memory map/);

    const big = await compileFirmware(dir, 'big', 'const char blob[70000] = {1}; void _start(void) { for (;;) ((volatile char*)0x20000000)[0] = blob[5]; }', 'SECTIONS { . = 0; .text : { *(.text*) *(.rodata*) *(.srodata*) } }');
    expect(() => buildMemoryImage(parseElf32(new Uint8Array(readFileSync(big))))).toThrow(/runs \d+ bytes past the end of the 64 KB instruction SRAM/);
  });
});

describe('memory image from hand-made ELFs', () => {
  it('zero-fills p_memsz beyond p_filesz and pads to whole words', () => {
    const elf = parseElf32(makeElf({ segments: [{ paddr: 0x100, data: new Uint8Array([1, 2, 3]), memSize: 9 }] }));
    const image = buildMemoryImage(elf);
    expect(image.bytes.length).toBe(0x10c);
    expect(Array.from(image.bytes.subarray(0x100, 0x10c))).toEqual([1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(image.ranges).toEqual([[0x100, 0x109]]);
  });

  it('leaves out segments without file contents (.bss, .stack placed after .data AT > ISRAM)', () => {
    const elf = parseElf32(
      makeElf({
        segments: [
          { paddr: 0x0, data: new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]) },
          { paddr: 0x8, data: new Uint8Array(0), memSize: 0x3000 },
          { paddr: 0xfff0, data: new Uint8Array(0), memSize: 0x2000 }, // would run past 64 KB if counted
        ],
      }),
    );
    const image = buildMemoryImage(elf);
    expect(image.bytes.length).toBe(8);
    expect(image.ranges).toEqual([[0, 8]]);
    expect(() => checkMemoryMap(elf)).not.toThrow();
  });

  it('accepts a segment ending exactly at 64 KB and refuses one byte more', () => {
    const fits = makeElf({ segments: [{ paddr: 0xfffc, data: new Uint8Array([9, 9, 9, 9]) }] });
    expect(buildMemoryImage(parseElf32(fits)).bytes.length).toBe(0x1_0000);
    const over = makeElf({ segments: [{ paddr: 0xfffc, data: new Uint8Array([9, 9, 9, 9, 9]) }] });
    expect(() => buildMemoryImage(parseElf32(over))).toThrow(/runs 1 bytes past the end/);
  });

  it('for any segments inside the instruction SRAM, every format round-trips to the segment bytes', () => {
    const segment = fc
      .record({ offset: fc.integer({ min: 0, max: 0xff00 }), data: fc.uint8Array({ minLength: 0, maxLength: 200 }), extra: fc.integer({ min: 0, max: 40 }) })
      .filter((s) => s.offset + s.data.length + s.extra <= 0x1_0000 && s.data.length + s.extra > 0);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (specs) => {
        // Keep segments apart: overlapping segments are a linker bug, not our case.
        const sorted = [...specs].sort((a, b) => a.offset - b.offset);
        for (let i = 1; i < sorted.length; i++) if (sorted[i]!.offset < sorted[i - 1]!.offset + sorted[i - 1]!.data.length + sorted[i - 1]!.extra) return;
        const elf = parseElf32(makeElf({ segments: sorted.map((s) => ({ paddr: s.offset, data: s.data, memSize: s.data.length + s.extra })) }));
        const image = buildMemoryImage(elf);
        const expected = segmentBytes(elf);
        const hex = parseIntelHex(toIntelHex(image.bytes, 0, image.ranges));
        const words = parseReadmemhWords(toReadmemhWords(image));
        expect(hex.bytes.size).toBe(expected.size);
        for (const [a, b] of expected) {
          expect(hex.bytes.get(a)).toBe(b);
          expect(words[a]).toBe(b);
        }
      }),
      { numRuns: 80 },
    );
  });
});

describe('Intel HEX', () => {
  it('splits records at 64 KB boundaries and emits extended linear address records', () => {
    const bytes = new Uint8Array(0x20).map((_, i) => i);
    const text = toIntelHex(bytes, 0x2000_fff0, [[0x2000_fff0, 0x2001_0010]]);
    expect(text.split('\n').filter((l) => l.startsWith(':02000004'))).toEqual([':020000042000DA', ':020000042001D9']);
    const back = parseIntelHex(text);
    for (let i = 0; i < 0x20; i++) expect(back.bytes.get(0x2000_fff0 + i)).toBe(i);
  });

  it('rejects a bad checksum and names the line', () => {
    expect(() => parseIntelHex(':020000040000FA\n:0100000001FF\n')).toThrow(/line 2: bad checksum/);
  });
});
