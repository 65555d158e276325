import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { FlashError } from '../../../host/flash/errors.ts';
import { checkBitstream, inspectBitstream, kindOfPath, parseBitHeader } from '../../../host/flash/bitstream.ts';
import { SVF_TEXT, bitBytes, fakeTools, rbfBytes, sofBytes, type FakeTools } from '../../fixtures/flash/fake-tools.ts';
import { makeElf } from '../../fixtures/flash/elf-builder.ts';

const check = (path: string, bytes: Uint8Array, size = bytes.length) => checkBitstream(path, bytes.subarray(0, 64 * 1024), size);
const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof FlashError ? e.code : `not a FlashError: ${String(e)}`;
  }
  return 'no error';
};

describe('bitstream checks', () => {
  it('names kinds by extension, case-insensitively', () => {
    expect(['a.RBF', 'b.svf', 'c.bit', 'd.Sof', 'e.jic', 'f'].map(kindOfPath)).toEqual(['rbf', 'svf', 'bit', 'sof', null, null]);
  });

  it('reads the design and part from a .bit header and checks the data length against the size', () => {
    const bit = bitBytes('7a35tcsg324', 40_000);
    const h = parseBitHeader(bit, 'x.bit');
    expect(h.part).toBe('7a35tcsg324');
    expect(h.design).toMatch(/^wujian100_open_top/);
    expect(h.dataOffset + h.dataLength).toBe(bit.length);
    expect(check('x.bit', bit)).toMatchObject({ kind: 'bit', part: '7a35tcsg324' });
    expect(codeOf(() => check('x.bit', bit.slice(0, bit.length - 100)))).toBe('flash-file-size');
  });

  it('accepts plausible .rbf, .sof and .svf files', () => {
    expect(check('d.rbf', rbfBytes()).kind).toBe('rbf');
    expect(check('d.sof', sofBytes()).kind).toBe('sof');
    expect(check('d.svf', new TextEncoder().encode(SVF_TEXT)).kind).toBe('svf');
  });

  it('says what a mislabelled file looks like', () => {
    const elf = makeElf({ segments: [{ paddr: 0, data: rbfBytes(20_000) }] });
    expect(() => check('design.rbf', elf)).toThrow(/expected a raw binary \.rbf, but the file looks like an ELF executable/);
    expect(() => check('design.rbf', bitBytes())).toThrow(/looks like a Xilinx \.bit/);
    expect(() => check('design.sof', rbfBytes())).toThrow(/expected a Quartus \.sof/);
    expect(() => check('design.bit', sofBytes())).toThrow(/looks like a Quartus \.sof/);
    expect(() => check('design.svf', new TextEncoder().encode('hello world\n'))).toThrow(/looks like a text file/);
    expect(codeOf(() => check('zeros.rbf', new Uint8Array(64 * 1024)))).toBe('flash-file-header');
  });

  it('refuses sizes no EP4CE115 or Artix-7 bitstream has', () => {
    expect(() => check('tiny.rbf', rbfBytes(1000))).toThrow(/1000 bytes is not a sane size for a \.rbf/);
    expect(codeOf(() => check('huge.rbf', rbfBytes(64 * 1024), 5 * 1024 * 1024))).toBe('flash-file-size');
    expect(codeOf(() => check('tiny.bit', bitBytes('7a35t', 100)))).toBe('flash-file-size');
  });

  describe('on disk', () => {
    let t: FakeTools;
    beforeAll(async () => {
      t = await fakeTools();
    });
    afterAll(async () => {
      await t.remove();
    });

    it('reports a missing file and a folder as flash-file-missing', async () => {
      await expect(inspectBitstream(`${t.dir}/nope.rbf`)).rejects.toMatchObject({ code: 'flash-file-missing' });
      await expect(inspectBitstream(t.dir + '/')).rejects.toMatchObject({ code: 'flash-file-missing' });
    });

    it('reads only the head of a large file', async () => {
      const path = await t.file('big.rbf', rbfBytes(3_571_392));
      await expect(inspectBitstream(path)).resolves.toMatchObject({ kind: 'rbf', size: 3_571_392 });
    });
  });
});
