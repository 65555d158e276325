import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { Referee } from '../../../core/referee/referee.ts';
import { BlokusRules } from '../../../core/referee/blokus-rules.ts';
import { GomokuRules } from '../../../core/referee/gomoku-rules.ts';
import { describeVerdict, winnerOf } from '../../../core/referee/verdict.ts';
import { BlokusBoard, canonicalCode, decodeMoveCode, legalPlacements, PASS, encodeMoveCode } from '../../../core/blokus/index.ts';
import type { MoveCode } from '../../../core/blokus/codec.ts';
import type { TurnAnswer } from '../../../core/match/player.ts';
import { createRng } from '../../../core/random.ts';
import { makeTiming } from '../../../core/match/types.ts';

const timing = makeTiming(5, 4, 2, 115200);
const blokusMove = (move: MoveCode): TurnAnswer<'blokus'> => ({ kind: 'move', move, text: encodeMoveCode(move), timing });
const code = (text: string): TurnAnswer<'blokus'> => blokusMove(decodeMoveCode(text));

/** Plays a random legal game through the referee; a side with no placement passes. */
function randomGame(seed: number) {
  const rng = createRng(seed);
  const referee = new Referee(new BlokusRules(seed % 2 ? 'a' : '5'), { timeLimitMs: 1000 });
  const shadow = new BlokusBoard({ firstMoverStart: seed % 2 ? 'a' : '5' });
  for (;;) {
    const ids = legalPlacements(shadow);
    const move = ids.length ? canonicalCode(rng.pick(ids)) : PASS;
    shadow.apply(move);
    const step = referee.judge(blokusMove(move));
    if (step.kind === 'over') return { referee, shadow, step };
  }
}

describe('Referee (Blokus)', () => {
  it('ends random legal games normally with the board\'s scores and winner', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 << 30 }), (seed) => {
        const { referee, shadow, step } = randomGame(seed);
        expect(step.verdict.kind).toBe('normal-end');
        const r = shadow.result();
        if (step.verdict.kind !== 'normal-end') return;
        expect(step.verdict.scores).toEqual(r.scores);
        expect(step.verdict.winner).toBe(r.winner);
        expect(winnerOf(step.verdict)).toBe(r.winner);
        expect(referee.moves.map((m) => m.text)).toEqual(shadow.moves.map(encodeMoveCode));
        expect(referee.moves.every((m, i) => m.side === i % 2)).toBe(true);
      }),
      { numRuns: 8 },
    );
  });

  it('rules an illegal move a loss for the mover, naming the rule and the bytes', () => {
    const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 0 });
    expect(ref.judge(code('55a0')).kind).toBe('continue');
    const step = ref.judge(code('11a0'));
    expect(step).toMatchObject({ kind: 'over', played: null, verdict: { kind: 'illegal-move', loser: 1, rule: 'must-cover-start', bytes: '11a0' } });
    expect(describeVerdict(step.kind === 'over' ? step.verdict : ({} as never))).toMatch(/player 2 loses: illegal move "11a0" \(must-cover-start\)/);
    expect(ref.moves).toHaveLength(1); // the illegal move never reaches the record
    expect(() => ref.judge(code('aaa0'))).toThrow(/already over/);
  });

  it('rejects a pass as a first move', () => {
    const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 0 });
    expect(ref.judge(blokusMove(PASS))).toMatchObject({ verdict: { kind: 'illegal-move', loser: 0, rule: 'pass-on-first-move', bytes: '0000' } });
  });

  it('turns every player fault into the matching verdict against the side to move', () => {
    const faults = [
      [{ kind: 'malformed-code', bytes: '5z!0', index: 1, message: 'bad' }, { kind: 'malformed-code', bytes: '5z!0' }],
      [{ kind: 'protocol-error', bytes: 'Q', position: 7, unit: 'byte', message: 'stray' }, { kind: 'protocol-error', bytes: 'Q', position: 7, unit: 'byte' }],
      [{ kind: 'link-lost', detail: 'EIO' }, { kind: 'link-lost', detail: 'EIO' }],
      [{ kind: 'program-exited', code: 3, signal: null, detail: 'exit 3' }, { kind: 'program-exited', code: 3 }],
      [{ kind: 'resigned', detail: 'resign' }, { kind: 'resigned' }],
    ] as const;
    for (const [fault, expected] of faults) {
      const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 0 });
      ref.judge(code('55a0'));
      const step = ref.judge({ kind: 'fault', fault, timing: null });
      expect(step).toMatchObject({ kind: 'over', verdict: { ...expected, loser: 1 } });
      if (step.kind === 'over') expect(winnerOf(step.verdict)).toBe(0);
    }
  });

  it('rules a timeout when the timer fires or when the measured wall time exceeds the limit', () => {
    const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 100 });
    expect(ref.timeout(100.4)).toMatchObject({ verdict: { kind: 'timeout', loser: 0, limitMs: 100, elapsedMs: 100.4 } });
    const late = new Referee(new BlokusRules('5'), { timeLimitMs: 100 });
    const step = late.judge({ ...code('55a0'), timing: makeTiming(100.5, 4, 2, null) } as TurnAnswer<'blokus'>);
    expect(step).toMatchObject({ verdict: { kind: 'timeout', loser: 0, elapsedMs: 100.5 } });
    const unlimited = new Referee(new BlokusRules('5'), { timeLimitMs: 0 });
    expect(unlimited.judge({ ...code('55a0'), timing: makeTiming(1e6, 4, 2, null) } as TurnAnswer<'blokus'>).kind).toBe('continue');
  });
});

describe('Referee (Gomoku)', () => {
  const at = (x: number, y: number): TurnAnswer<'gomoku'> => ({ kind: 'move', move: { x, y }, text: `${x},${y}`, timing });

  it('ends with five in a row and the line', () => {
    const ref = new Referee(new GomokuRules(15, 'freestyle'), { timeLimitMs: 0 });
    for (let i = 0; i < 4; i++) {
      expect(ref.judge(at(i, 0)).kind).toBe('continue');
      expect(ref.judge(at(i, 5)).kind).toBe('continue');
    }
    const step = ref.judge(at(4, 0));
    expect(step).toMatchObject({ kind: 'over', verdict: { kind: 'normal-end', reason: 'five-in-a-row', winner: 0 } });
    if (step.kind === 'over' && step.verdict.kind === 'normal-end') expect(step.verdict.line).toHaveLength(5);
    expect(step.kind === 'over' && step.played?.text).toBe('4,0');
  });

  it('does not count six under the standard rule, and rules occupied and off-board moves illegal', () => {
    const ref = new Referee(new GomokuRules(15, 'standard'), { timeLimitMs: 0 });
    for (const x of [0, 1, 2, 4, 5]) {
      ref.judge(at(x, 0));
      ref.judge(at(x, 9));
    }
    expect(ref.judge(at(3, 0)).kind).toBe('continue'); // six in a row: not a win here
    expect(ref.judge(at(3, 0))).toMatchObject({ verdict: { kind: 'illegal-move', loser: 1, rule: 'occupied', bytes: '3,0' } });
    const off = new Referee(new GomokuRules(15, 'freestyle'), { timeLimitMs: 0 });
    expect(off.judge(at(15, 2))).toMatchObject({ verdict: { kind: 'illegal-move', loser: 0, rule: 'off-board' } });
  });

  it('calls a full board without five a draw', () => {
    // On a 5×5 board, fill rows in the pattern that never makes five: columns shifted per row pair.
    const ref = new Referee(new GomokuRules(5, 'freestyle'), { timeLimitMs: 0 });
    const black: [number, number][] = [];
    const white: [number, number][] = [];
    const pattern = ['XXOOX', 'OOXXO', 'XXOOX', 'OOXXO', 'XXOOX'];
    pattern.forEach((row, y) => [...row].forEach((c, x) => (c === 'X' ? black : white).push([x, y])));
    expect(black.length).toBe(13);
    let step;
    for (let i = 0; i < 25; i++) {
      const [x, y] = (i % 2 === 0 ? black[i / 2] : white[(i - 1) / 2])!;
      step = ref.judge(at(x, y));
    }
    expect(step).toMatchObject({ kind: 'over', verdict: { kind: 'normal-end', reason: 'full-board', winner: null } });
  });
});

describe('Referee.playOpeningMove (a book line the game starts from)', () => {
  it('plays for the side to move without timing; the first turn after it is the next side', () => {
    const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 1000 });
    expect(ref.playOpeningMove(decodeMoveCode('55t2'))).toMatchObject({ side: 0, text: '55t2', timing: null });
    expect(ref.toMove).toBe(1);
    expect(ref.judge(code('aan0')).kind).toBe('continue');
    expect(ref.moves.map((m) => m.timing)).toEqual([null, timing]);
  });

  it('throws, ruling no verdict, on an illegal move or one that ends the game', () => {
    const ref = new Referee(new BlokusRules('5'), { timeLimitMs: 1000 });
    expect(() => ref.playOpeningMove(decodeMoveCode('aan0'))).toThrow(/opening move 1 'aan0' is illegal/);
    expect(ref.verdict).toBeNull();
    const five = new Referee(new GomokuRules(15, 'freestyle'), { timeLimitMs: 0 });
    const stones: [number, number][] = [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0], [2, 1], [3, 0], [3, 1]];
    for (const [x, y] of stones) five.playOpeningMove({ x, y });
    expect(() => five.playOpeningMove({ x: 4, y: 0 })).toThrow(/the game is over after opening move 9/);
  });
});
