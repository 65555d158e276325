/**
 * The USI UART driver against a register-level model of soc/usi0.v (test/firmware/c/usi0_model.c): the
 * enable bits and FIFO status fields behave as the RTL defines them, so a driver that enables the USI
 * without bit 1 (the 0xD the firmware once wrote) receives and transmits nothing and fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FW_SRC, REPO, compileC, run, tempBuild, type RunResult } from './build.ts';

const CASES = [
  'uart receives what arrives on its pin',
  'uart transmits what is written, waiting on TX full',
  'uart reads a full RX FIFO (count in bits 20:16)',
];
const HARNESS = ['test/firmware/c/usi_model_tests.c', 'test/firmware/c/usi0_model.c'];

function runWith(dir: string, name: string, driver: string): RunResult {
  const exe = path.join(dir, name);
  compileC(exe, [...HARNESS, driver]);
  return run(exe, []);
}

describe('USI UART driver on a model of soc/usi0.v', () => {
  const build = tempBuild('fw-usi-model-');
  let real: RunResult;
  let withoutBit1: RunResult;

  beforeAll(() => {
    real = runWith(build.dir, 'usi_real', 'firmware/wujian100/drivers/usi_uart.c');
    // The old driver: the same source with the enable value the SDK does not use.
    const source = readFileSync(path.join(FW_SRC, 'drivers/usi_uart.c'), 'utf8');
    expect(source).toContain('USI_EN_UART_ON');
    const mutant = path.join(build.dir, 'usi_uart_0xd.c');
    writeFileSync(mutant, source.replace('USI_EN_UART_ON', '(USI_EN_USI | USI_EN_TX_FIFO | USI_EN_RX_FIFO)'));
    withoutBit1 = runWith(build.dir, 'usi_0xd', path.relative(REPO, mutant));
  });
  afterAll(() => build.remove());

  it.each(CASES)('%s', (name) => {
    expect(real.stdout.split('\n')).toContain(`ok ${name}`);
  });

  it('exits 0 with every case run', () => {
    expect(real.stdout.split('\n').filter((l) => /^(not )?ok /.test(l))).toHaveLength(CASES.length);
    expect(real.code).toBe(0);
  });

  it('fails a driver that writes USI_EN = 0xD (bit 1 missing)', () => {
    expect(withoutBit1.code).toBe(1);
    expect(withoutBit1.stdout).toContain('not ok uart receives what arrives on its pin: the RX FIFO took no bytes');
    expect(withoutBit1.stdout).toContain('not ok uart transmits what is written');
  });
});
