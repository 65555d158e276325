import { describe, it, expect } from 'vitest';
import { HumanPlayer } from '../../../core/match/human-player.ts';
import { decodeMoveCode } from '../../../core/blokus/codec.ts';
import { HumanMoveError } from '../../../core/match/human-player.ts';
import { createRules } from '../../../core/games/registry.ts';
import { Referee } from '../../../core/referee/referee.ts';
import type { PlayerEvent } from '../../../core/match/player.ts';

describe('HumanPlayer', () => {
  it('announces the turn, waits for the GUI, and times the move with the injected clock', async () => {
    let now = 1000;
    const p = new HumanPlayer('blokus', 'alice', () => now);
    const events: PlayerEvent[] = [];
    p.onEvent((e) => events.push(e));
    const pending = p.play({ moves: [], side: 0, timeLimitMs: 0 });
    expect(events).toEqual([{ kind: 'turn', side: 0, ply: 0 }]);
    expect(p.waiting).toEqual({ moves: [], side: 0, timeLimitMs: 0 });
    now += 2500;
    p.submit(decodeMoveCode('55a0'));
    const answer = await pending;
    expect(answer).toMatchObject({ kind: 'move', text: '55a0', timing: { wallMs: 2500, wireMs: null, computeMs: 2500 } });
    expect(p.waiting).toBeNull();
  });
  it('resigns, refuses a second pending turn and a move nobody asked for', async () => {
    const p = new HumanPlayer('gomoku', 'bob', () => 0);
    const pending = p.play({ moves: [], side: 0, timeLimitMs: 0 });
    expect(() => p.play({ moves: [], side: 0, timeLimitMs: 0 })).toThrow(/pending/);
    p.resign();
    expect(await pending).toMatchObject({ kind: 'fault', fault: { kind: 'resigned' } });
    expect(() => p.submit({ x: 1, y: 1 })).toThrow(/no move was asked/);
    p.play({ moves: [], side: 1, timeLimitMs: 0 });
    p.cancel();
    expect(p.waiting).toBeNull();
  });
  it('reads text with the game notation and lets the referee refuse a misclick, keeping the turn open', async () => {
    const referee = new Referee(createRules('blokus', { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }), { timeLimitMs: 0 });
    const p = new HumanPlayer('blokus', 'carol', () => 0);
    const pending = p.play({ moves: [], side: 0, timeLimitMs: 0, check: (m) => referee.check(0, m) });
    expect(() => p.submitText('zz')).toThrow(HumanMoveError);
    // (a,a) is the second mover's start square: the referee's rules refuse it for player 1.
    expect(() => p.submitText('aaa0')).toThrow(expect.objectContaining({ code: 'move-illegal' }));
    expect(p.waiting).not.toBeNull();
    p.submitText('55a0');
    const answer = await pending;
    expect(answer).toMatchObject({ kind: 'move', text: '55a0' });
    expect(referee.judge(answer)).toMatchObject({ kind: 'continue' });
  });
  it('reads Gomoku points and refuses an occupied one through the referee', async () => {
    const referee = new Referee(createRules('gomoku', { game: 'gomoku', size: 15, rule: 'freestyle' }), { timeLimitMs: 0 });
    const black = new HumanPlayer('gomoku', 'b', () => 0);
    const first = black.play({ moves: [], side: 0, timeLimitMs: 0, check: (m) => referee.check(0, m) });
    black.submitText('7,7');
    expect(referee.judge(await first)).toMatchObject({ kind: 'continue' });
    const white = new HumanPlayer('gomoku', 'w', () => 0);
    const second = white.play({ moves: [{ x: 7, y: 7 }], side: 1, timeLimitMs: 0, check: (m) => referee.check(1, m) });
    expect(() => white.submitText('7,7')).toThrow(expect.objectContaining({ code: 'move-illegal' }));
    expect(() => white.submitText('7;7')).toThrow(expect.objectContaining({ code: 'move-malformed' }));
    white.submitText(' 8 , 7 ');
    expect(await second).toMatchObject({ kind: 'move', text: '8,7' });
  });
});
