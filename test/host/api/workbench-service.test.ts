// The workbench's match controls through the UI API's dispatcher, with the real emulated boards:
// a Blokus person with no legal placement is passed for automatically with a notice (never asked
// "your move" with nothing to play); take-back is refused with the reason against a board protocol
// and works against the Gomoku emulator; a machine game started paused plays nothing until a step,
// and Stop ends it while paused.
import { describe, expect, it } from 'vitest';
import type { MatchState } from '../../../core/api/schemas.ts';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { decodeMoveCode, encodeMoveCode } from '../../../core/blokus/codec.ts';
import { legalPlacements } from '../../../core/blokus/movegen.ts';
import { canonicalCode } from '../../../core/blokus/placements.ts';
import { useArenaService } from './service-harness.ts';

const { call, until, matches } = useArenaService('arena-wb-api-', 20_000);
const last = () => matches().at(-1);

describe('workbench match controls through the API', () => {
  it('passes automatically, with a notice, for a Blokus person with no legal placement', async () => {
    const start = (await call('startMatch', [{ settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'emulator', depth: 1, units: 1 }] }])) as MatchState;
    for (let i = 0; i < 60; i++) {
      const m = await until(() => {
        const s = last();
        return s && (s.status === 'over' || s.awaitingHuman === 0) ? s : undefined;
      });
      if (m.status === 'over') break;
      const board = new BlokusBoard();
      for (const mv of m.moves) board.apply(decodeMoveCode(mv.text));
      const ids = legalPlacements(board);
      // Never asked with nothing to play.
      expect(ids.length).toBeGreaterThan(0);
      const before = m.moves.length;
      // The smallest-numbered placement: a weak player, who runs out of room early.
      await call('submitMove', [start.id, encodeMoveCode(canonicalCode(ids[0]!))]);
      await until(() => ((last()?.moves.length ?? 0) > before || last()?.status === 'over' ? true : undefined));
    }
    const over = await until(() => (last()?.status === 'over' ? last() : undefined));
    const humanPasses = over.moves.filter((m) => m.side === 0 && m.text === '0000');
    expect(humanPasses.length).toBeGreaterThan(0);
    const notices = matches().map((s) => s.notice).filter((n): n is string => !!n);
    expect(notices.some((n) => /had no legal move: passed automatically \(move \d+\)/.test(n))).toBe(true);
  }, 90_000);

  it('refuses a take-back against a board protocol, naming why, and takes back against the Gomoku emulator', async () => {
    const blokus = (await call('startMatch', [{ settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'board', boardId: 'emu:blokus' }] }])) as MatchState;
    await until(() => (last()?.awaitingHuman === 0 ? true : undefined));
    expect(last()!.takeBack).toEqual({ available: false, reason: expect.stringMatching(/board protocol \(ICFPT\)/) });
    await expect(call('takeBack', [blokus.id])).rejects.toMatchObject({ code: 'take-back-unavailable' });
    await call('stopMatch', [blokus.id]);

    const gomoku = (await call('startMatch', [{ settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'emulator', depth: 1, units: 1 }] }])) as MatchState;
    await until(() => (last()?.id === gomoku.id && last()?.awaitingHuman === 0 ? true : undefined));
    await expect(call('takeBack', [gomoku.id])).rejects.toMatchObject({ code: 'take-back-nothing' });
    await call('submitMove', [gomoku.id, '7,7']);
    await until(() => (last()?.moves.length === 2 && last()?.awaitingHuman === 0 ? true : undefined));
    await call('takeBack', [gomoku.id]);
    await until(() => (last()?.moves.length === 0 && last()?.awaitingHuman === 0 ? true : undefined));
    await call('submitMove', [gomoku.id, '3,3']);
    const after = await until(() => (last()?.moves.length === 2 ? last() : undefined));
    expect(after.moves[0]!.text).toBe('3,3');
    await call('stopMatch', [gomoku.id]);
  }, 60_000);

  it('a machine game started paused plays nothing until a step, and Stop ends it while paused', async () => {
    const m = (await call('startMatch', [{ settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, timeLimitMs: 0, players: [{ kind: 'emulator', depth: 1, units: 1 }, { kind: 'board', boardId: 'emu:gomoku' }], watch: { paused: true, minIntervalMs: 200 } }])) as MatchState;
    await until(() => (last()?.status === 'playing' ? true : undefined));
    expect(last()!.watch).toEqual({ paused: true, minIntervalMs: 200 });
    await new Promise((r) => setTimeout(r, 500));
    expect(last()!.moves).toHaveLength(0);
    await call('watchMatch', [m.id, { action: 'step' }]);
    await until(() => (last()?.moves.length === 1 ? true : undefined));
    await new Promise((r) => setTimeout(r, 500));
    expect(last()!.moves).toHaveLength(1);
    await expect(call('watchMatch', [m.id, { action: 'interval', ms: 10 ** 6 }])).rejects.toThrow();
    await call('stopMatch', [m.id]);
    expect(last()).toMatchObject({ status: 'over', verdict: { kind: 'aborted' } });
  }, 60_000);
});
