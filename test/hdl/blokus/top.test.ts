/**
 * DE2-115 top level in iverilog, through its UART pins: identify, a first move, game over; the
 * move must be the emulator's, and the seven-segment displays and LEDs must show it and the state.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { readdirSync } from 'node:fs';
import { runIverilog, RTL_DIR } from './sim.ts';

// Active-low segment patterns (gfedcba) the displays must show for these characters.
const SEG: Record<string, number> = { '0': 0x40, '1': 0x79, '2': 0x24, '3': 0x30, '4': 0x19, '5': 0x12, '6': 0x02, '7': 0x78, '8': 0x00, '9': 0x10 };

describe('blokus_de2_115_top (iverilog, UART pins)', () => {
  let out = '';
  beforeAll(async () => {
    const rtl = readdirSync(RTL_DIR).filter((f) => f.endsWith('.v')).map((f) => `rtl/${f}`);
    out = await runIverilog([...rtl, 'tb/blokus_tb_uart_sender.v', 'tb/blokus_top_tb.v'], 'blokus_top_tb', { includeDirs: [RTL_DIR], timeoutMs: 120_000 });
  }, 180_000);

  const rx = (): string => String.fromCharCode(...[...out.matchAll(/^RX ([0-9a-f]{2})$/gm)].map((m) => parseInt(m[1]!, 16)));

  it('answers identify with the team code and 25 with the emulator move', () => {
    expect(out).toContain('DONE');
    expect(out).not.toContain('FAIL');
    const expected = encodeMoveCode(blokusCoreMove({ setup: { firstMoverStart: '5' }, moves: [] }, { depth: 1, units: 3 }).move);
    expect(rx()).toBe('101' + expected);
  });

  it('shows the move on HEX3..HEX0 and the state on the green LEDs', () => {
    const move = rx().slice(3);
    const hex = /^HEX (\w+) (\w+) (\w+) (\w+)$/m.exec(out)!.slice(1).map((h) => parseInt(h, 16));
    // Column, row and orientation are digits here (a first move from (5,5) sits in columns 1..9).
    expect(hex[0]).toBe(SEG[move[0]!]);
    expect(hex[1]).toBe(SEG[move[1]!]);
    expect(hex[3]).toBe(SEG[move[3]!]);
    expect(/^DARK 7f 7f 7f 7f$/m.test(out)).toBe(true);
    const ledg = [...out.matchAll(/^LEDG ([01]{9})$/gm)].map((m) => m[1]!);
    expect(ledg).toEqual(['000000000', '000000001']); // in a game and idle; after `9`, idle
  });
});
