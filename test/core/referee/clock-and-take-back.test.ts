import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Referee } from '../../../core/referee/referee.ts';
import { BlokusRules } from '../../../core/referee/blokus-rules.ts';
import { GomokuRules } from '../../../core/referee/gomoku-rules.ts';
import { describeVerdict } from '../../../core/referee/verdict.ts';
import { BlokusBoard, canonicalCode, encodeMoveCode, legalPlacements, PASS } from '../../../core/blokus/index.ts';
import type { MoveCode } from '../../../core/blokus/codec.ts';
import type { TurnAnswer } from '../../../core/match/player.ts';
import { HumanPlayer } from '../../../core/match/human-player.ts';
import type { PlayerEvent } from '../../../core/match/player.ts';
import { makeTiming } from '../../../core/match/types.ts';
import { createRng } from '../../../core/random.ts';

const blokus = (move: MoveCode, wallMs = 5): TurnAnswer<'blokus'> => ({ kind: 'move', move, text: encodeMoveCode(move), timing: makeTiming(wallMs, 0, 0, null) });
const stone = (x: number, y: number, wallMs: number): TurnAnswer<'gomoku'> => ({ kind: 'move', move: { x, y }, text: `${x},${y}`, timing: makeTiming(wallMs, 0, 0, null) });

describe('Referee: per-game time control', () => {
  it('charges each move, adds the increment, and rules a loss on time when the game time runs out', () => {
    const ref = new Referee(new GomokuRules(15, 'freestyle'), { timeLimitMs: 0, timeControl: { baseMs: 1000, incrementMs: 100 } });
    expect(ref.turnLimitMs).toBe(1000);
    expect(ref.judge(stone(7, 7, 400)).kind).toBe('continue');
    expect(ref.clocks).toEqual([700, 1000]);
    expect(ref.judge(stone(8, 8, 50)).kind).toBe('continue');
    expect(ref.clocks).toEqual([700, 1050]);
    const step = ref.judge(stone(9, 9, 700.5));
    expect(step).toMatchObject({ kind: 'over', played: null, verdict: { kind: 'timeout', loser: 0, clock: 'game', limitMs: 700, elapsedMs: 700.5 } });
    if (step.kind === 'over') expect(describeVerdict(step.verdict)).toBe('player 1 loses on time: its game time ran out (700.0 ms left, 700.5 ms used)');
    expect(ref.clocks).toEqual([0, 1050]);
  });

  it('gives the host the tighter of the per-move limit and the game time, and says which one a timer timeout missed', () => {
    const ref = new Referee(new GomokuRules(15, 'freestyle'), { timeLimitMs: 300, timeControl: { baseMs: 1000, incrementMs: 0 } });
    expect(ref.turnLimitMs).toBe(300);
    ref.judge(stone(7, 7, 290));
    ref.judge(stone(8, 8, 290));
    ref.judge(stone(7, 8, 290));
    ref.judge(stone(8, 7, 290));
    expect(ref.clocks).toEqual([420, 420]);
    ref.judge(stone(6, 6, 290));
    expect(ref.turnLimitMs).toBe(300); // side 2 has 420 left: the move limit is tighter
    ref.judge(stone(9, 9, 290));
    expect(ref.turnLimitMs).toBe(130); // side 1 has 130 left
    expect(ref.timeout(136)).toMatchObject({ verdict: { kind: 'timeout', loser: 0, clock: 'game', limitMs: 130 } });
    expect(ref.clocks).toEqual([0, 130]); // the flagged side has none left; the other keeps its own
    const perMove = new Referee(new GomokuRules(15, 'freestyle'), { timeLimitMs: 300, timeControl: { baseMs: 1000, incrementMs: 0 } });
    const step = perMove.timeout(305);
    expect(step).toMatchObject({ verdict: { kind: 'timeout', limitMs: 300 } });
    expect(step.kind === 'over' && 'clock' in step.verdict).toBe(false);
  });

  it('has no clocks and no game-time verdict without a time control', () => {
    const ref = new Referee(new GomokuRules(15, 'freestyle'), { timeLimitMs: 0 });
    expect(ref.clocks).toBeNull();
    expect(ref.turnLimitMs).toBe(0);
    expect(ref.judge(stone(7, 7, 1e7)).kind).toBe('continue');
  });
});

/** Random legal Blokus moves (a side with no placement passes) until over or `plies` are played. */
function randomMoves(seed: number, plies: number): MoveCode[] {
  const rng = createRng(seed);
  const board = new BlokusBoard({ firstMoverStart: '5' });
  const out: MoveCode[] = [];
  while (out.length < plies && !board.isOver()) {
    const ids = legalPlacements(board);
    const move = ids.length ? canonicalCode(rng.pick(ids)) : PASS;
    board.apply(move);
    out.push(move);
  }
  return out;
}

describe('Referee: take-back', () => {
  it('returns to exactly the earlier position and clocks, and the game goes on from there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 6 }), (seed, plies, back) => {
        const moves = randomMoves(seed, plies);
        const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 0, timeControl: { baseMs: 600_000, incrementMs: 7 } });
        const clocks: (readonly [number, number] | null)[] = [];
        let over = false;
        for (const [i, m] of moves.entries()) {
          clocks.push(ref.clocks);
          if (ref.judge(blokus(m, 10 + i)).kind === 'over') over = true;
        }
        if (over) {
          expect(() => ref.takeBack(1, new BlokusRules('5'))).toThrow(/already over/);
          return;
        }
        const n = Math.min(back, moves.length);
        ref.takeBack(n, new BlokusRules('5'));
        expect(ref.moves.map((m) => m.text)).toEqual(moves.slice(0, moves.length - n).map(encodeMoveCode));
        expect(ref.toMove).toBe((moves.length - n) % 2);
        expect(ref.clocks).toEqual(clocks[moves.length - n]);
        // The same moves are legal again: replay them and reach the same position.
        expect(ref.check(ref.toMove, moves[moves.length - n]!)).toEqual({ ok: true });
        for (const m of moves.slice(moves.length - n)) ref.judge(blokus(m));
        expect(ref.moves.map((m) => m.text)).toEqual(moves.map(encodeMoveCode));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses to take back more than was played, or with another game\'s rules', () => {
    const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 0 });
    expect(() => ref.takeBack(1, new BlokusRules('5'))).toThrow(/cannot take back 1 move\(s\): 0 played/);
    ref.judge(blokus({ kind: 'place', x: 5, y: 5, piece: 0, orientation: 0 }));
    expect(() => ref.takeBack(1, new GomokuRules(15, 'freestyle') as never)).toThrow(/gomoku, not blokus/);
    expect(() => ref.takeBack(0, new BlokusRules('5'))).toThrow(/cannot take back 0/);
  });
});

describe('Referee: forced moves (Blokus auto-pass)', () => {
  it('names a pass as the only move exactly when the side to move has no placement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), (seed) => {
        const moves = randomMoves(seed, 200);
        const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 0 });
        const shadow = new BlokusBoard({ firstMoverStart: '5' });
        for (const m of moves) {
          if (ref.verdict) break;
          const stuck = !shadow.isOver() && legalPlacements(shadow).length === 0;
          expect(ref.forcedMove()).toEqual(stuck ? PASS : null);
          shadow.apply(m);
          ref.judge(blokus(m));
        }
        expect(ref.forcedMove()).toBeNull(); // over
      }),
      { numRuns: 10 },
    );
  });

  it('plays a human\'s forced move at once and says so, without a turn', async () => {
    const p = new HumanPlayer('blokus', 'dana', () => 0);
    const events: PlayerEvent[] = [];
    p.onEvent((e) => events.push(e));
    const answer = await p.play({ moves: [], side: 1, timeLimitMs: 0, forced: PASS });
    expect(answer).toMatchObject({ kind: 'move', text: '0000', timing: { wallMs: 0 } });
    expect(events).toEqual([{ kind: 'auto-move', side: 1, ply: 0, text: '0000' }]);
    expect(p.waiting).toBeNull();
  });
});
