/**
 * The Verilator cache key must change when any file the build reads changes, or an edit to a
 * header would run the old program. Works on a copy of the sources; runs no Verilator.
 */
import { cp, mkdtemp, readdir, rm, writeFile, appendFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RTL_DIR, SIM_MAIN, buildInputs, buildKey } from '../../../../host/boards/rtl/build.ts';

const P = { DEPTH: 3, UNITS: 3, TEAM: 0x3031 };
const VERSION = 'Verilator 5.000';
let root: string;
let rtl: string;
let main: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rtl-key-'));
  rtl = join(root, 'rtl');
  await cp(RTL_DIR, rtl, { recursive: true });
  main = join(root, basename(SIM_MAIN));
  await cp(SIM_MAIN, main);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const key = async (): Promise<string> => buildKey(await buildInputs(rtl, main), P, VERSION);

describe('RTL build cache key', () => {
  it('covers every Verilog file and header of the RTL folder and the C++ harness', async () => {
    const inputs = (await buildInputs(rtl, main)).map((f) => basename(f));
    const all = (await readdir(RTL_DIR)).filter((n) => /\.vh?$/.test(n));
    const topOnly = ['blokus_de2_115_top.v', 'blokus_seg7.v'];
    expect(new Set(inputs)).toEqual(new Set([...all.filter((n) => !topOnly.includes(n)), basename(SIM_MAIN)]));
  });

  it('changes when blokus_proto.vh alone changes', async () => {
    const before = await key();
    await appendFile(join(rtl, 'blokus_proto.vh'), '\n// edited\n');
    expect(await key()).not.toBe(before);
  });

  it('changes when any one input changes, and not otherwise', async () => {
    for (const f of await buildInputs(rtl, main)) {
      const before = await key();
      expect(await key()).toBe(before);
      await appendFile(f, '\n');
      expect(await key(), basename(f)).not.toBe(before);
    }
  });

  it('changes when a new header appears', async () => {
    const before = await key();
    await writeFile(join(rtl, 'blokus_new.vh'), 'localparam [0:0] X = 1\'b0;\n');
    expect(await key()).not.toBe(before);
  });

  it('depends on the parameters and the Verilator version', async () => {
    const inputs = await buildInputs(rtl, main);
    const base = await buildKey(inputs, P, VERSION);
    expect(await buildKey(inputs, { ...P, UNITS: 4 }, VERSION)).not.toBe(base);
    expect(await buildKey(inputs, P, 'Verilator 5.001')).not.toBe(base);
  });
});
