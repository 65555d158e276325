// An emulated core stands in for hardware: under a match its move time is its predicted hardware
// time, judged against the limit, whatever the emulation itself costs on this machine. Real
// emulated boards over the real ICFPT player; no stand-ins.
import { describe, it, expect } from 'vitest';
import { EmulatedBlokusBoard } from '../../../host/boards/emulated-blokus.ts';
import { createPlayer } from '../../../host/players/create-player.ts';
import { playGame } from '../../../host/match/run-game.ts';
import type { SettingsOf } from '../../../core/games/types.ts';
import { useHarness } from './harness.ts';

const SETTINGS: SettingsOf<'blokus'> = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' };
const { cleanup } = useHarness();

async function heldEmulator(board: EmulatedBlokusBoard, name: string) {
  const p = createPlayer('blokus', { kind: 'held', transport: board, name, playerKind: 'emulator', predictMs: () => board.lastCoreReport?.stats.predictedMs ?? null }, SETTINGS);
  cleanup.push(() => p.close());
  await p.open();
  return p;
}

describe('emulated cores under a match limit', () => {
  // v2 with a 1 M-clock deadline predicts at most 20 ms a move at 50 MHz, while emulating a move
  // (about 1 M unit-clocks) takes tens of ms here: the game must end normally, not on time.
  it('a v2 core slower to emulate than the limit but predicted within it plays the whole game', async () => {
    const v2 = await heldEmulator(new EmulatedBlokusBoard({ version: 2, units: 1, deadlineCycles: 1_000_000 }), 'emu:version=2');
    const v1 = await heldEmulator(new EmulatedBlokusBoard({ version: 1, depth: 1, units: 1 }), 'emu:version=1,depth=1');
    const limit = 21;
    const g = await playGame([v2, v1], { settings: SETTINGS, timeLimitMs: limit, recordDir: null });
    expect(g.verdict.kind).toBe('normal-end');
    const own = g.moves.filter((m) => m.side === 0);
    expect(own.every((m) => m.timing !== null && m.timing.predictedMs !== null && m.timing.predictedMs <= limit)).toBe(true);
    // The point of the rule: some of these moves took longer than the limit to emulate.
    expect(Math.max(...own.map((m) => m.timing!.wallMs))).toBeGreaterThan(limit);
  }, 60_000);

  it('a core whose predicted time passes the limit loses on predicted time, so labelled', async () => {
    // At 100 kHz the first move's few thousand clocks predict tens of ms; the limit is 5 ms.
    const board = new EmulatedBlokusBoard({ depth: 1, units: 1, clockHz: 100_000 });
    const slow = await heldEmulator(board, 'emu:clock=100kHz');
    const other = await heldEmulator(new EmulatedBlokusBoard({ depth: 1, units: 1 }), 'emu');
    const g = await playGame([slow, other], { settings: SETTINGS, timeLimitMs: 5, recordDir: null });
    expect(g.verdict).toMatchObject({ kind: 'timeout', loser: 0, limitMs: 5, clock: 'predicted', elapsedMs: board.lastCoreReport!.stats.predictedMs });
    expect(g.text).toMatch(/no move within 5 ms of predicted hardware time/);
  }, 30_000);
});
