import { describe, it, expect } from 'vitest';
import { HumanPlayer } from '../../../core/match/human-player.ts';
import { encodeMoveCode, decodeMoveCode } from '../../../core/blokus/codec.ts';
import type { PlayerEvent } from '../../../core/match/player.ts';

describe('HumanPlayer', () => {
  it('announces the turn, waits for the GUI, and times the move with the injected clock', async () => {
    let now = 1000;
    const p = new HumanPlayer('blokus', 'alice', () => now, encodeMoveCode);
    const events: PlayerEvent[] = [];
    p.onEvent((e) => events.push(e));
    const pending = p.play({ moves: [], side: 0, timeLimitMs: 0 });
    expect(events).toEqual([{ kind: 'turn', request: { moves: [], side: 0, timeLimitMs: 0 } }]);
    expect(p.waiting).toEqual({ moves: [], side: 0, timeLimitMs: 0 });
    now += 2500;
    p.submit(decodeMoveCode('55a0'));
    const answer = await pending;
    expect(answer).toMatchObject({ kind: 'move', text: '55a0', timing: { wallMs: 2500, wireMs: null, computeMs: 2500 } });
    expect(p.waiting).toBeNull();
  });
  it('resigns, refuses a second pending turn and a move nobody asked for', async () => {
    const p = new HumanPlayer('gomoku', 'bob', () => 0, (m) => `${m.x},${m.y}`);
    const pending = p.play({ moves: [], side: 0, timeLimitMs: 0 });
    expect(() => p.play({ moves: [], side: 0, timeLimitMs: 0 })).toThrow(/pending/);
    p.resign();
    expect(await pending).toMatchObject({ kind: 'fault', fault: { kind: 'resigned' } });
    expect(() => p.submit({ x: 1, y: 1 })).toThrow(/no move was asked/);
    p.play({ moves: [], side: 1, timeLimitMs: 0 });
    p.cancel();
    expect(p.waiting).toBeNull();
  });
});
