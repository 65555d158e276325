// The `mcts:` player: parsed from a spec string by the one player factory, written back the same,
// refused for games without a net, and played in process (Gomoku) with its account on each move.
import { describe, expect, it } from 'vitest';
import { MCTS_DEFAULTS } from '../../../core/engines/mcts/index.ts';
import { GAMES } from '../../../core/games/registry.ts';
import type { PlayerEvent } from '../../../core/match/player.ts';
import { createPlayer, describeSpec } from '../../../host/players/create-player.ts';
import { PlayerSpecError, parsePlayerSpec } from '../../../host/players/spec.ts';
import { playEngineMoves } from './engine-game.ts';

describe('mcts: player specs', () => {
  it('`mcts:threshold=2` is complete; options write back the same', () => {
    expect(parsePlayerSpec('mcts:threshold=2')).toEqual({ kind: 'mcts', options: MCTS_DEFAULTS });
    const p = parsePlayerSpec('mcts:net=gomoku15,threshold=inf,playouts=400,time=1000');
    expect(p).toEqual({ kind: 'mcts', options: { ...MCTS_DEFAULTS, threshold: Infinity, playouts: 400, timeMs: 1000 } });
    expect(parsePlayerSpec(describeSpec(p))).toEqual(p);
  });

  it('a bad key or value is a bad player spec naming it', () => {
    expect(() => parsePlayerSpec('mcts:threshold=x')).toThrow(/threshold=x/);
    expect(() => parsePlayerSpec('mcts:net=hex11')).toThrow(/net=hex11/);
  });

  it.each(['blokus', 'hex'] as const)('refuses %s, which has no net, naming the games that have one', (game) => {
    expect(() => createPlayer(game, 'mcts:threshold=1', GAMES[game].defaultSettings)).toThrow(PlayerSpecError);
    expect(() => createPlayer(game, 'mcts:threshold=1', GAMES[game].defaultSettings)).toThrow(/plays Gomoku only/);
  });

  it('plays legal Gomoku moves with playouts, visits and win-rate, reusing its tree, and logs evaluations and MACs by precision', async () => {
    const settings = GAMES.gomoku.defaultSettings;
    const player = createPlayer('gomoku', 'mcts:threshold=1,playouts=24', settings);
    const logs: string[] = [];
    player.onEvent((e: PlayerEvent) => {
      if (e.kind === 'log') logs.push(e.text);
    });
    await playEngineMoves(player, 'gomoku', 4, (answer) => expect(answer.timing.engine).toMatchObject({ playouts: 24 }));
    expect(logs).toHaveLength(4);
    expect(logs[0]).toMatch(/evals fp32=\d+ int8=\d+ macs fp32=\d+ int8=\d+/);
    // From the second move on the engine plays on from its own last move: the reply was in its tree.
    expect(logs.slice(1).some((l) => /reused=[1-9]/.test(l))).toBe(true);
    await player.close();
  }, 60_000);
});
