import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { parseElf32 } from '../../../host/flash/elf.ts';
import { FlashError } from '../../../host/flash/errors.ts';
import { makeElf } from '../../fixtures/flash/elf-builder.ts';

const one = makeElf({ entry: 0x40, segments: [{ paddr: 0x40, data: new Uint8Array([1, 2, 3, 4]), memSize: 8 }] });

describe('parseElf32', () => {
  it('reads entry, flags and PT_LOAD segments, skipping other program headers', () => {
    const elf = parseElf32(
      makeElf({
        entry: 0x10,
        segments: [
          { paddr: 0, data: new Uint8Array([7]), type: 0x7000_0003 }, // PT_RISCV_ATTRIBUTES
          { paddr: 0x10, vaddr: 0x2000_0000, data: new Uint8Array([1, 2]), memSize: 6 },
        ],
      }),
    );
    expect(elf.entry).toBe(0x10);
    expect(elf.rve && elf.rvc).toBe(true);
    expect(elf.segments).toHaveLength(1);
    expect(elf.segments[0]).toMatchObject({ index: 1, paddr: 0x10, vaddr: 0x2000_0000, memSize: 6 });
    expect(Array.from(elf.segments[0]!.data)).toEqual([1, 2]);
  });

  it.each([
    ['a short file', one.slice(0, 20), /too short for an ELF header/],
    ['a wrong magic', Uint8Array.from([0x4d, 0x5a, ...one.slice(2)]), /not an ELF file \(starts with 4d 5a 4c 46/],
    ['a 64-bit ELF', makeElf({ elfClass: 2, segments: [{ paddr: 0, data: new Uint8Array(4) }] }), /not ELFCLASS32/],
    ['an x86 ELF', makeElf({ machine: 3, segments: [{ paddr: 0, data: new Uint8Array(4) }] }), /machine 3 is not RISC-V/],
    ['no loadable segment', makeElf({ segments: [{ paddr: 0, data: new Uint8Array(4), type: 4 }] }), /no loadable/],
    ['a truncated segment', one.slice(0, one.length - 2), /segment 0 .* runs past the end of the file/],
  ])('refuses %s with a typed error', (_name, bytes, message) => {
    expect(() => parseElf32(bytes, 'fw.elf')).toThrow(FlashError);
    expect(() => parseElf32(bytes, 'fw.elf')).toThrow(message);
  });

  it('never throws anything but a FlashError on corrupted input', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: one.length - 1 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: one.length }), (at, byte, cut) => {
        const bytes = one.slice(0, cut);
        if (at < bytes.length) bytes[at] = byte;
        try {
          parseElf32(bytes);
        } catch (e) {
          expect(e).toBeInstanceOf(FlashError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
