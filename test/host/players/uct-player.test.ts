// The `uct:` player spec for every game: parsed into the paper's defaults or named options, refused
// with the bad key named, and played in process with the engine's account on the move.
import { describe, expect, it } from 'vitest';
import { PAPER_DEFAULTS } from '../../../core/engines/uct/index.ts';
import { GAMES, GAME_KINDS } from '../../../core/games/registry.ts';
import { createPlayer, describeSpec } from '../../../host/players/create-player.ts';
import { parsePlayerSpec, PlayerSpecError } from '../../../host/players/spec.ts';
import type { GameKind } from '../../../core/games/types.ts';
import { playEngineMoves } from './engine-game.ts';

describe('uct: player specs', () => {
  it('bare `uct` is the paper\'s parameters; options override them and write back the same', () => {
    expect(parsePlayerSpec('uct')).toEqual({ kind: 'uct', options: PAPER_DEFAULTS });
    const p = parsePlayerSpec(' uct:playouts=500,c=0.5,seed=7 ');
    expect(p).toMatchObject({ kind: 'uct', options: { ...PAPER_DEFAULTS, playouts: 500, c: 0.5, seed: 7 } });
    expect(parsePlayerSpec(describeSpec(p))).toEqual(p);
  });

  it.each([
    ['uct:playouts=0', /playouts=0/],
    ['uct:depth=3', /unknown key "depth"/],
    ['uct:strategy=maybe', /strategy=maybe: expected on or off/],
  ])('%s is refused as a bad player spec naming the key', (spec, why) => {
    expect(() => parsePlayerSpec(spec)).toThrow(PlayerSpecError);
    expect(() => parsePlayerSpec(spec)).toThrow(why);
  });

  it.each(GAME_KINDS)('plays legal %s moves with playouts, visits and win-rate on each', async (game) => {
    await playFourMoves(game);
  }, 30_000);
});

/** Two moves a side, so the adapters replay a game with stones of both sides; the referee judges each. */
async function playFourMoves<G extends GameKind>(game: G): Promise<void> {
  const player = createPlayer(game, 'uct:playouts=64,seed=3', GAMES[game].defaultSettings);
  await playEngineMoves(player, game, 4, (answer) => {
    expect(answer.text).toBe(GAMES[game].encodeMove(answer.move));
    expect(answer.timing.engine!.playouts).toBe(64);
    expect(answer.timing.engine!.visits).toBeLessThanOrEqual(64);
  });
  await player.close();
}
