// The referee's Hex adapter: random games end in a connection, with the winner and a chain the
// board agrees with; turns and occupied cells are refused without touching the board.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRules } from '../../../core/games/registry.ts';
import { BLUE, RED, neighbours, replayHexTexts } from '../../../core/hex/index.ts';
import type { HexMove } from '../../../core/hex/index.ts';
import { HexRules } from '../../../core/referee/hex-rules.ts';
import { Referee } from '../../../core/referee/referee.ts';
import type { Side } from '../../../core/match/types.ts';

const game = fc.integer({ min: 5, max: 9 }).chain((size) => fc.tuple(fc.constant(size), fc.shuffledSubarray([...Array(size * size).keys()], { minLength: size * size })));

describe('HexRules', () => {
  it('plays any random game to a connection whose chain joins the winner\'s edges', () => {
    fc.assert(
      fc.property(game, ([size, order]) => {
        const rules = new HexRules({ size, swap: false });
        let ply = 0;
        for (const i of order) {
          if (rules.end()) break;
          expect(rules.play((ply % 2) as Side, { kind: 'cell', x: i % size, y: Math.floor(i / size) })).toEqual({ ok: true });
          ply++;
        }
        const end = rules.end();
        expect(end).not.toBeNull();
        expect(end!.reason).toBe('connection');
        expect(end!.winner).toBe(rules.board.winner === RED ? 0 : 1);
        const colour = end!.winner === 0 ? RED : BLUE;
        const chain = end!.line!;
        const along = (p: { x: number; y: number }) => (colour === RED ? p.y : p.x);
        expect(along(chain[0]!)).toBe(0);
        expect(along(chain.at(-1)!)).toBe(size - 1);
        chain.forEach((p, k) => {
          expect(rules.board.at(p.x, p.y)).toBe(colour);
          if (k > 0) expect(neighbours(size, chain[k - 1]!.y * size + chain[k - 1]!.x)).toContain(p.y * size + p.x);
        });
        // The record's text replays to the same winner (records hold HTP text).
        expect(replayHexTexts({ size, swap: false }, rules.board.moves.map((m) => rules.encode(m))).winner).toBe(rules.board.winner);
      }),
      { numRuns: 60 },
    );
  });

  it('refuses a move out of turn, an occupied cell and a swap when the rule is off, leaving the board as it was', () => {
    const rules = createRules('hex', { game: 'hex', size: 5, swap: 'off' });
    const c3: HexMove = { kind: 'cell', x: 2, y: 2 };
    expect(rules.check(1, c3)).toMatchObject({ ok: false, rule: 'out-of-turn' });
    expect(rules.play(0, c3)).toEqual({ ok: true });
    expect(rules.play(1, c3)).toMatchObject({ ok: false, rule: 'occupied' });
    expect(rules.play(1, { kind: 'swap' })).toMatchObject({ ok: false, rule: 'swap-not-allowed' });
    expect(rules.end()).toBeNull();
    expect(rules.scores()).toBeNull();
  });

  it('with the swap rule on, blue may swap once, and the referee keeps red as side 0', () => {
    const rules = createRules('hex', { game: 'hex', size: 5, swap: 'on' });
    expect(rules.play(0, { kind: 'cell', x: 1, y: 0 })).toEqual({ ok: true });
    expect(rules.play(1, { kind: 'swap' })).toEqual({ ok: true });
    expect(rules.encode({ kind: 'swap' })).toBe('swap-pieces');
    expect(rules.check(0, { kind: 'cell', x: 0, y: 1 })).toMatchObject({ ok: false, rule: 'occupied' }); // b1 mirrored to a2
  });

  it('the referee turns a connection into a normal end naming the winner', () => {
    const referee = new Referee(createRules('hex', { game: 'hex', size: 5, swap: 'off' }), { timeLimitMs: 0 });
    const timing = { wallMs: 1, wireMs: null, computeMs: 1, predictedMs: null, promptBytes: 0, replyBytes: 0 };
    let step;
    // Red plays down column a, blue along row 5 from e5 leftwards never blocks it.
    for (let y = 0; y < 5; y++) {
      step = referee.judge({ kind: 'move', move: { kind: 'cell', x: 0, y }, text: `a${y + 1}`, timing });
      if (step.kind === 'over') break;
      step = referee.judge({ kind: 'move', move: { kind: 'cell', x: 4, y }, text: `e${y + 1}`, timing });
    }
    expect(step).toMatchObject({ kind: 'over', verdict: { kind: 'normal-end', reason: 'connection', winner: 0 } });
  });
});
