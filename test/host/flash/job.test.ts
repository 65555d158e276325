import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { FlashEvent, FlashResult } from '../../../host/flash/job.ts';
import { FlashJob, startFlashJob } from '../../../host/flash/job.ts';
import type { FlashRequest } from '../../../host/flash/plan.ts';
import { SVF_TEXT, bitBytes, fakeTools, rbfBytes, sofBytes, type FakeTools } from '../../fixtures/flash/fake-tools.ts';
import { compileFirmware } from '../../fixtures/flash/elf-builder.ts';

let t: FakeTools;
let rbf: string;
let svf: string;
let sof: string;
let bit: string;
let elf: string;

beforeAll(async () => {
  t = await fakeTools();
  rbf = await t.file('design.rbf', rbfBytes());
  svf = await t.file('design.svf', SVF_TEXT);
  sof = await t.file('design.sof', sofBytes());
  bit = await t.file('wujian100.bit', bitBytes('7a200tfbg484'));
  elf = await compileFirmware(t.dir);
});
afterAll(async () => {
  await t.remove();
});

/** No tool on PATH or in usual folders unless the test names it. */
const isolated = (paths: NonNullable<FlashRequest['tools']>['paths'] = {}) => ({ paths, pathEnv: '', folders: [] });

async function runJob(request: FlashRequest, hooks = true, onEvent?: (e: FlashEvent, job: FlashJob) => void) {
  const calls: string[] = [];
  const job = new FlashJob(request, {
    ...(hooks
      ? {
          beforeFlash: async () => void calls.push('before'),
          afterFlash: async () => void calls.push('after'),
        }
      : {}),
    killGraceMs: 300,
  });
  const events: FlashEvent[] = [];
  job.on((e) => {
    events.push(e);
    if (e.type === 'phase' && e.phase === 'start') calls.push(`step:${e.step}`);
    onEvent?.(e, job);
  });
  const result = await job.start().done;
  return { result, events, calls };
}

const failure = (r: FlashResult) => (r.ok ? 'succeeded' : r.error.code);
const percents = (events: FlashEvent[]) => events.flatMap((e) => (e.type === 'progress' ? [e.percent] : []));

describe('flash job with openFPGALoader', () => {
  it('loads an .rbf into the DE2-115 over the USB-Blaster, with phases and rising percentages', async () => {
    const ofl = await t.openFPGALoader('sram');
    const { result, events, calls } = await runJob({ board: 'de2-115', bitstream: rbf, tools: isolated({ openFPGALoader: ofl }) });
    expect(result).toMatchObject({ ok: true, steps: ['load bitstream'] });
    expect(await t.argsOf(ofl)).toEqual(['-c', 'usb-blaster', '-m', rbf]);
    expect(calls).toEqual(['before', 'step:load bitstream', 'after']);
    const p = percents(events);
    expect(p).toEqual([...p].sort((a, b) => a - b));
    expect(p.at(-1)).toBe(100);
    expect(events.some((e) => e.type === 'phase' && e.phase === 'Flash SRAM')).toBe(true);
    // Progress redraws are progress, not log lines.
    expect(events.some((e) => e.type === 'log' && e.line.includes('%'))).toBe(false);
    expect(events.at(-1)).toEqual({ type: 'result', result });
  });

  it('takes an .svf as well', async () => {
    const ofl = await t.openFPGALoader('sram');
    const { result } = await runJob({ board: 'de2-115', bitstream: svf, tools: isolated({ openFPGALoader: ofl }) });
    expect(result.ok).toBe(true);
    expect((await t.argsOf(ofl))!.at(-1)).toBe(svf);
  });

  it('writes an Artix-7 .bit to flash with -f and the part from the header', async () => {
    const ofl = await t.openFPGALoader('flash');
    const { result, events } = await runJob({ board: 'wujian100', bitstream: bit, to: 'flash', tools: isolated({ openFPGALoader: ofl }) });
    expect(result).toMatchObject({ ok: true, steps: ['write bitstream to flash'] });
    expect(await t.argsOf(ofl)).toEqual(['-c', 'digilent', '-f', '--fpga-part', 'xc7a200tfbg484', bit]);
    const phases = events.flatMap((e) => (e.type === 'phase' ? [e.phase] : []));
    expect(phases).toEqual(expect.arrayContaining(['Erasing', 'Writing']));
    expect(phases.indexOf('Erasing')).toBeLessThan(phases.indexOf('Writing'));
  });

  it('checks for the SPI-over-JTAG bridge beside the tool before writing flash', async () => {
    const prefix = join(t.dir, 'prefix');
    await mkdir(join(prefix, 'bin'), { recursive: true });
    await mkdir(join(prefix, 'share', 'openFPGALoader'), { recursive: true });
    await writeFile(join(prefix, 'share', 'openFPGALoader', 'spiOverJtag_xc7a35tcsg324.bit.gz'), '');
    const ofl = join(prefix, 'bin', 'openFPGALoader');
    await copyFile(await t.openFPGALoader('flash'), ofl);
    const missing = await runJob({ board: 'wujian100', bitstream: bit, to: 'flash', tools: isolated({ openFPGALoader: ofl }) });
    expect(failure(missing.result)).toBe('flash-bad-request');
    if (!missing.result.ok) expect(missing.result.error.message).toMatch(/no spiOverJtag bridge for it \(it has xc7a35tcsg324\)/);
    expect(missing.calls).toEqual([]);
    const present = await runJob({ board: 'wujian100', bitstream: bit, to: 'flash', fpgaPart: 'xc7a35tcsg324', tools: isolated({ openFPGALoader: ofl }) });
    expect(present.result.ok).toBe(true);
  });

  it.each([
    ['no-cable', 'flash-no-cable', /no usb-blaster cable found.*09fb:6001/],
    ['permission', 'flash-permission', /udev[\s\S]*plugdev[\s\S]*09fb/],
    ['no-device', 'flash-no-device', /no FPGA on its JTAG chain/],
    ['early-exit', 'flash-tool-failed', /exited with status 3/],
    ['fail-line', 'flash-tool-failed', /Fail/],
  ] as const)('reports %s clearly', async (scenario, code, message) => {
    const ofl = await t.openFPGALoader(scenario);
    const { result, calls } = await runJob({ board: 'de2-115', bitstream: rbf, tools: isolated({ openFPGALoader: ofl }) });
    expect(failure(result)).toBe(code);
    if (!result.ok) expect(result.error.message).toMatch(message);
    expect(calls.at(-1)).toBe('after');
  });

  it('stops a hung tool and says so', async () => {
    const ofl = await t.openFPGALoader('hang');
    const { result, calls } = await runJob({ board: 'de2-115', bitstream: rbf, idleTimeoutMs: 400, tools: isolated({ openFPGALoader: ofl }) });
    expect(failure(result)).toBe('flash-timeout');
    if (!result.ok) expect(result.error.message).toMatch(/printed nothing for 0.4 s during load bitstream/);
    expect(calls).toEqual(['before', 'step:load bitstream', 'after']);
  });

  it('can be cancelled mid-way; the board is still looked for afterwards', async () => {
    const ofl = await t.openFPGALoader('slow');
    const { result, events, calls } = await runJob({ board: 'de2-115', bitstream: rbf, tools: isolated({ openFPGALoader: ofl }) }, true, (e, job) => {
      if (e.type === 'progress' && e.percent >= 20) job.cancel();
    });
    expect(failure(result)).toBe('flash-cancelled');
    expect(Math.max(...percents(events))).toBeLessThan(100);
    expect(calls.at(-1)).toBe('after');
  });
});

describe('checks before anything runs', () => {
  type Case = { board: 'de2-115' | 'wujian100'; bitstream?: string; to?: 'flash'; tool?: 'quartus'; firmware?: true };
  const cases: [string, Case, string][] = [
    ['a missing file', { board: 'de2-115', bitstream: '/nonexistent/x.rbf' }, 'flash-file-missing'],
    ['a .bit for the DE2-115', { board: 'de2-115', bitstream: 'BIT' }, 'flash-bad-request'],
    ['an .rbf for the wujian100', { board: 'wujian100', bitstream: 'RBF' }, 'flash-bad-request'],
    ['an .svf to flash', { board: 'de2-115', bitstream: 'SVF', to: 'flash' }, 'flash-bad-request'],
    ['quartus with an .rbf', { board: 'de2-115', bitstream: 'RBF', tool: 'quartus' }, 'flash-bad-request'],
    ['firmware for the DE2-115', { board: 'de2-115', bitstream: 'RBF', firmware: true }, 'flash-bad-request'],
    ['nothing at all', { board: 'wujian100' }, 'flash-bad-request'],
  ];
  it.each(cases)('refuses %s without touching the board', async (_name, c, code) => {
    const ofl = await t.openFPGALoader('sram');
    const files: Record<string, string> = { BIT: bit, RBF: rbf, SVF: svf };
    const request: FlashRequest = {
      board: c.board,
      bitstream: c.bitstream && (files[c.bitstream] ?? c.bitstream),
      firmware: c.firmware ? elf : undefined,
      to: c.to,
      tool: c.tool,
      tools: isolated({ openFPGALoader: ofl }),
    };
    const { result, calls } = await runJob(request);
    expect(failure(result)).toBe(code);
    expect(calls).toEqual([]);
    expect(await t.argsOf(ofl)).toBeNull();
  });

  it('says where to get a missing tool', async () => {
    const { result } = await runJob({ board: 'de2-115', bitstream: rbf, tools: isolated() });
    expect(failure(result)).toBe('flash-tool-missing');
    if (!result.ok) expect(result.error.message).toMatch(/apt install openfpgaloader/);
  });

  it('refuses a .bit for another Xilinx family on the wujian100', async () => {
    const kintex = await t.file('k7.bit', bitBytes('7k325tffg900'));
    const { result } = await runJob({ board: 'wujian100', bitstream: kintex, tools: isolated({ openFPGALoader: await t.openFPGALoader('sram') }) });
    expect(failure(result)).toBe('flash-file-header');
  });
});

describe('flash job with quartus_pgm', () => {
  it('programs a .sof (quartus is the default for .sof) and needs the success line', async () => {
    const pgm = await t.quartusPgm('success');
    const { result, events } = await runJob({ board: 'de2-115', bitstream: sof, tools: isolated({ quartus_pgm: pgm }) });
    expect(result.ok).toBe(true);
    expect(await t.argsOf(pgm)).toEqual(['-c', 'USB-Blaster', '-m', 'JTAG', '-o', `p;${sof}`]);
    expect(percents(events).at(-1)).toBe(100);
  });

  it.each([
    ['no-success-line', 'flash-tool-failed', /never printed "Programmer was successful"/],
    ['no-cable', 'flash-no-cable', /cable not detected/],
    ['permission', 'flash-permission', /udev rule for the USB-Blaster/],
  ] as const)('reports %s', async (scenario, code, message) => {
    const { result } = await runJob({ board: 'de2-115', bitstream: sof, tool: 'quartus', tools: isolated({ quartus_pgm: await t.quartusPgm(scenario) }) });
    expect(failure(result)).toBe(code);
    if (!result.ok) expect(result.error.message).toMatch(message);
  });

  it('refuses a .sof for openFPGALoader, offering quartus_cpf when it is there', async () => {
    const ofl = await t.openFPGALoader('sram');
    const without = await runJob({ board: 'de2-115', bitstream: sof, tool: 'openfpgaloader', tools: isolated({ openFPGALoader: ofl }) });
    expect(failure(without.result)).toBe('flash-bad-request');
    if (!without.result.ok) expect(without.result.error.message).toMatch(/does not take \.sof[\s\S]*Convert Programming Files/);
    const cpf = await t.quartusCpf();
    const offered = await runJob({ board: 'de2-115', bitstream: sof, tool: 'openfpgaloader', tools: isolated({ openFPGALoader: ofl, quartus_cpf: cpf }) });
    if (!offered.result.ok) expect(offered.result.error.message).toMatch(/--convert/);
    expect(await t.argsOf(ofl)).toBeNull();
  });

  it('converts with quartus_cpf, loads the .rbf, then removes it', async () => {
    const ofl = await t.openFPGALoader('sram');
    const cpf = await t.quartusCpf();
    const { result, calls } = await runJob({ board: 'de2-115', bitstream: sof, tool: 'openfpgaloader', convertSof: true, tools: isolated({ openFPGALoader: ofl, quartus_cpf: cpf }) });
    expect(result).toMatchObject({ ok: true, steps: ['convert .sof to .rbf', 'load bitstream'] });
    expect(calls).toEqual(['before', 'step:convert .sof to .rbf', 'step:load bitstream', 'after']);
    const [, input, output] = (await t.argsOf(cpf))!;
    expect(input).toBe(sof);
    expect((await t.argsOf(ofl))!.at(-1)).toBe(output);
    expect(existsSync(output!)).toBe(false);
  });
});

describe('wujian100 firmware through GDB', () => {
  it('loads the bitstream, then the ELF, with progress from the loaded sections', async () => {
    const ofl = await t.openFPGALoader('sram');
    const gdb = await t.gdb('success');
    const { result, events } = await runJob({ board: 'wujian100', bitstream: bit, firmware: elf, tools: isolated({ openFPGALoader: ofl, gdb }) });
    expect(result).toMatchObject({ ok: true, steps: ['load bitstream', 'load firmware'] });
    const args = (await t.argsOf(gdb))!;
    expect(args.at(-1)).toBe(elf);
    expect(args).toEqual(expect.arrayContaining(['-batch', 'target remote localhost:1025', 'load', 'detach']));
    expect(args.indexOf('load')).toBeLessThan(args.indexOf('detach'));
    expect(events.some((e) => e.type === 'phase' && e.step === 'load bitstream' && e.phase === 'Load SRAM')).toBe(true);
    const fw = events.flatMap((e) => (e.type === 'progress' && e.step === 'load firmware' ? [e.percent] : []));
    expect(fw[0]).toBe(0);
    expect(fw.at(-1)).toBe(100);
  });

  it.each([
    ['refused', 'flash-no-debug-server', /DebugServer at localhost:1025[\s\S]*CKLink/],
    ['lost', 'flash-tool-failed', /lost the board/],
  ] as const)('reports a %s connection', async (scenario, code, message) => {
    const { result } = await runJob({ board: 'wujian100', firmware: elf, tools: isolated({ gdb: await t.gdb(scenario) }) });
    expect(failure(result)).toBe(code);
    if (!result.ok) expect(result.error.message).toMatch(message);
  });

  it('refuses firmware outside the memory map before running GDB', async () => {
    const gdb = await t.gdb('success');
    const far = await compileFirmware(t.dir, 'far', 'void _start(void) { for (;;); }', 'SECTIONS { . = 0x30000000; .text : { *(.text*) } }');
    const { result } = await runJob({ board: 'wujian100', firmware: far, tools: isolated({ gdb }) });
    expect(failure(result)).toBe('image-out-of-range');
    expect(await t.argsOf(gdb)).toBeNull();
  });

  it.skipIf(!existsSync('/usr/bin/gdb-multiarch'))('with the real gdb-multiarch and no DebugServer, says the DebugServer is not there', async () => {
    // A port that was free a moment ago: nothing listens on it.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const { result } = await runJob({ board: 'wujian100', firmware: elf, gdbServer: `127.0.0.1:${port}`, tools: { paths: { gdb: '/usr/bin/gdb-multiarch' } } });
    expect(failure(result)).toBe('flash-no-debug-server');
    if (!result.ok) expect(result.error.message).toMatch(/Connection refused/);
  });
});

describe('events', () => {
  it('can be iterated from the start, ending with the result', async () => {
    const job = startFlashJob({ board: 'de2-115', bitstream: rbf, tools: isolated({ openFPGALoader: await t.openFPGALoader('sram') }) });
    const seen: FlashEvent['type'][] = [];
    for await (const e of job) seen.push(e.type);
    expect(seen[0]).toBe('phase');
    expect(seen.at(-1)).toBe('result');
    expect(seen).toContain('progress');
    expect((await job.done).ok).toBe(true);
  });
});
