import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { main } from '../../../host/cli/main.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { parseElf32 } from '../../../host/flash/elf.ts';
import { parseIntelHex } from '../../../host/flash/intel-hex.ts';
import { parseReadmemhWords } from '../../../host/flash/firmware-image.ts';
import { compileFirmware } from '../../fixtures/flash/elf-builder.ts';
import { fakeTools, type FakeTools } from '../../fixtures/flash/fake-tools.ts';

let t: FakeTools;
let elf: string;
beforeAll(async () => {
  t = await fakeTools();
  elf = await compileFirmware(t.dir);
});
afterAll(async () => {
  await t.remove();
});

describe('arena firmware-image', () => {
  it('writes Intel HEX, $readmemh words, byte lanes and .coe that hold the ELF bytes', async () => {
    const io = memoryIo();
    const base = join(t.dir, 'out', 'fw');
    await import('node:fs/promises').then((fs) => fs.mkdir(join(t.dir, 'out')));
    expect(await main(['firmware-image', elf, '--out', base], io)).toBe(0);
    expect(io.stdout()).toMatch(/^instruction SRAM: \d+ of 65536 bytes used/);
    for (const ext of ['.hex', '.pat', '.lane0.mem', '.lane1.mem', '.lane2.mem', '.lane3.mem', '.coe']) expect(existsSync(base + ext), ext).toBe(true);

    const parsed = parseElf32(new Uint8Array(await readFile(elf)));
    const hex = parseIntelHex(await readFile(`${base}.hex`, 'utf8'));
    const words = parseReadmemhWords(await readFile(`${base}.pat`, 'utf8'));
    for (const s of parsed.segments.filter((s) => s.paddr < 0x1_0000)) {
      s.data.forEach((b, i) => {
        expect(hex.bytes.get(s.paddr + i)).toBe(b);
        expect(words[s.paddr + i]).toBe(b);
      });
    }
  });

  it('writes only the format asked for', async () => {
    const io = memoryIo();
    const base = join(t.dir, 'only');
    expect(await main(['firmware-image', elf, '--out', base, '--format', 'coe'], io)).toBe(0);
    expect(existsSync(`${base}.coe`)).toBe(true);
    expect(existsSync(`${base}.hex`)).toBe(false);
  });

  it('fails with the reason for a file that is not an ELF, or one outside the memory map', async () => {
    const notElf = join(t.dir, 'readme.elf');
    await writeFile(notElf, 'hello, this is text and not an ELF file at all, really not one');
    let io = memoryIo();
    expect(await main(['firmware-image', notElf], io)).toBe(1);
    expect(io.stderr()).toMatch(/readme\.elf: not an ELF file \(starts with 68 65 6c 6c/);

    const far = await compileFirmware(t.dir, 'far', 'void _start(void) { for (;;); }', 'SECTIONS { . = 0x40000000; .text : { *(.text*) } }');
    io = memoryIo();
    expect(await main(['firmware-image', far], io)).toBe(1);
    expect(io.stderr()).toMatch(/0x40000000 .* outside the wujian100 memory map/);
  });

  it('needs exactly one ELF', async () => {
    const io = memoryIo();
    expect(await main(['firmware-image'], io)).toBe(1);
    expect(io.stderr()).toMatch(/exactly one ELF/);
  });
});
