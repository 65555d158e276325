import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { main } from '../../../host/cli/main.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { fakeTools, rbfBytes, type FakeTools } from '../../fixtures/flash/fake-tools.ts';

let t: FakeTools;
let rbf: string;
beforeAll(async () => {
  t = await fakeTools();
  rbf = await t.file('design.rbf', rbfBytes());
});
afterAll(async () => {
  await t.remove();
});

describe('arena flash', () => {
  it('prints its options with --help', async () => {
    const io = memoryIo();
    expect(await main(['flash', '--help'], io)).toBe(0);
    expect(io.stdout()).toMatch(/--board de2-115\|wujian100[\s\S]*--to sram\|flash[\s\S]*--tool openfpgaloader\|quartus/);
  });

  it('flashes with a line per 10% when stderr is not a terminal', async () => {
    const io = memoryIo();
    const ofl = await t.openFPGALoader('sram');
    expect(await main(['flash', '--board', 'de2-115', '--bitstream', rbf, '--openfpgaloader', ofl], io)).toBe(0);
    expect(io.stdout()).toMatch(/^flashed de2-115: load bitstream \(\d+\.\d s\)\n$/);
    const bar = io.stderr().split('\n').filter((l) => l.includes('Flash SRAM:'));
    expect(bar[0]).toBe('  Flash SRAM: 0%');
    expect(bar.at(-1)).toBe('  Flash SRAM: 100%');
    expect(await t.argsOf(ofl)).toEqual(['-c', 'usb-blaster', '-m', rbf]);
  });

  it('passes --to flash, --cable and --fpga-part through', async () => {
    const io = memoryIo();
    const ofl = await t.openFPGALoader('flash');
    const args = ['flash', '--board', 'de2-115', '--bitstream', rbf, '--to', 'flash', '--cable', 'usb-blasterII', '--fpga-part', 'ep4ce11529', '--openfpgaloader', ofl];
    expect(await main(args, io)).toBe(0);
    expect(await t.argsOf(ofl)).toEqual(['-c', 'usb-blasterII', '-f', '--fpga-part', 'ep4ce11529', rbf]);
  });

  it('ends with the cause and the fix when the cable is missing', async () => {
    const io = memoryIo();
    expect(await main(['flash', '--board', 'de2-115', '--bitstream', rbf, '--openfpgaloader', await t.openFPGALoader('no-cable')], io)).toBe(1);
    expect(io.stderr()).toMatch(/arena flash: openFPGALoader found no usb-blaster cable: unable to open ftdi device: -3[\s\S]*hint: /);
  });

  it.each([
    [['--bitstream', 'x.rbf'], /--board must be de2-115 or wujian100/],
    [['--board', 'de1'], /not 'de1'/],
    [['--board', 'de2-115', '--to', 'rom'], /--to must be sram or flash/],
    [['--board', 'de2-115', '--tool', 'vivado'], /--tool must be openfpgaloader or quartus/],
    [['--board', 'de2-115', '--idle-timeout', 'soon'], /--idle-timeout must be a positive number/],
  ])('refuses bad options %j', async (args, message) => {
    const io = memoryIo();
    expect(await main(['flash', ...args], io)).toBe(1);
    expect(io.stderr()).toMatch(message);
  });

  it('runs as `node bin/arena.js flash` and stops a hung tool after --idle-timeout', async () => {
    const hang = await t.openFPGALoader('hang');
    const run = promisify(execFile);
    const e = await run('node', ['bin/arena.js', 'flash', '--board', 'de2-115', '--bitstream', rbf, '--openfpgaloader', hang, '--idle-timeout', '0.5'], {
      cwd: process.cwd(),
    }).catch((err: { code: number; stderr: string }) => err);
    expect('code' in e && e.code).toBe(1);
    expect((e as { stderr: string }).stderr).toMatch(/openFPGALoader printed nothing for 0.5 s during load bitstream and was stopped/);
  });
});
