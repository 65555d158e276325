import { describe, it, expect, beforeAll } from 'vitest';
import { parseVerdicts, runIverilog } from './sim.ts';

const SOURCES = [
  'rtl/blokus_baud_tick.v',
  'rtl/blokus_uart_rx.v',
  'rtl/blokus_uart_tx.v',
  'tb/blokus_tb_uart_sender.v',
  'tb/blokus_uart_tb.v',
];

describe('blokus_uart_rx / blokus_uart_tx (iverilog)', () => {
  let output = '';
  let verdicts = new Map<string, boolean>();

  beforeAll(async () => {
    output = await runIverilog(SOURCES, 'blokus_uart_tb');
    verdicts = parseVerdicts(output);
  }, 30_000);

  it('runs every testbench case', () => {
    expect([...verdicts.keys()].sort()).toEqual(
      ['control_10pct_detected', 'loopback', 'rx_minus_2pct', 'rx_minus_3pct', 'rx_plus_2pct', 'rx_plus_3pct', 'tx_timing'],
    );
  });

  it('loops bytes back from tx to rx at 115200 baud with exact bit timing', () => {
    expect(verdicts.get('loopback'), output).toBe(true);
    expect(verdicts.get('tx_timing'), output).toBe(true);
  });

  it('receives back-to-back frames from a sender 2% fast and 2% slow (and 3%)', () => {
    for (const c of ['rx_plus_2pct', 'rx_minus_2pct', 'rx_plus_3pct', 'rx_minus_3pct']) {
      expect(verdicts.get(c), `${c}\n${output}`).toBe(true);
    }
  });

  it('detects corruption at 10% baud error, so the checks are able to fail', () => {
    expect(verdicts.get('control_10pct_detected'), output).toBe(true);
  });
});
