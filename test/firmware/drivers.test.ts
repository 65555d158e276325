/**
 * The USI UART and Gomoku IP drivers, compiled for the PC against a scripted MMIO bus
 * (test/firmware/c/mock_mmio.c): each case lists the exact register reads and writes a driver must make.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { compileC, run, tempBuild } from './build.ts';

const CASES = [
  'uart divisor',
  'uart init',
  'uart init rejects bad arguments before touching registers',
  'uart getc reads the FIFO directly and never re-enables it',
  'uart write waits while the TX FIFO is full',
  'ip probe: an empty slot reads 0, an idle IP has ap_idle',
  'ip search: board words, arguments, start, poll done, results',
  'ip search rejects bad arguments before touching registers',
  'ip search gives up after the poll budget',
  'ip search refuses a busy IP',
  'ip search: move register not valid',
  'ip search: move off the board',
];

describe('firmware drivers against expected register traffic', () => {
  const build = tempBuild('fw-drivers-');
  let output = '';
  let code: number | null = null;

  beforeAll(() => {
    const exe = path.join(build.dir, 'driver_tests');
    compileC(exe, [
      'test/firmware/c/driver_tests.c',
      'test/firmware/c/mock_mmio.c',
      'firmware/wujian100/drivers/usi_uart.c',
      'firmware/wujian100/drivers/gomoku_ipdrv.c',
    ]);
    const r = run(exe, []);
    output = r.stdout + r.stderr;
    code = r.code;
  });
  afterAll(() => build.remove());

  it.each(CASES)('%s', (name) => {
    const lines = output.split('\n');
    const failed = lines.find((l) => l.startsWith(`not ok ${name}:`));
    expect(failed ?? null).toBeNull();
    expect(lines).toContain(`ok ${name}`);
  });

  it('runs every case and exits 0', () => {
    expect(output.split('\n').filter((l) => /^(not )?ok /.test(l))).toHaveLength(CASES.length);
    expect(code).toBe(0);
  });
});
