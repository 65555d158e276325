// What the in-process engine players' tests share: a few moves of a game played by one player for
// both sides, each judged by the referee's rules and carrying the engine's account.
import { expect } from 'vitest';
import { GAMES, createRules } from '../../../core/games/registry.ts';
import type { GameKind, MoveOf } from '../../../core/games/types.ts';
import type { Player, TurnAnswer } from '../../../core/match/player.ts';
import type { Side } from '../../../core/match/types.ts';

/**
 * Opens `player`, starts a game of `game` at its default settings and plays `plies` moves (two a
 * side at least, so an engine replays stones of both sides); each must be legal with visits and a
 * win-rate in 0..1, and `check` looks further. The player is left open (its log may be read).
 */
export async function playEngineMoves<G extends GameKind>(player: Player<G>, game: G, plies: number, check: (answer: Extract<TurnAnswer<G>, { kind: 'move' }>) => void): Promise<void> {
  const settings = GAMES[game].defaultSettings;
  await player.open();
  await player.newGame({ settings, side: 0, timeLimitMs: 0 });
  const rules = createRules(game, settings);
  const moves: MoveOf[G][] = [];
  for (let ply = 0; ply < plies; ply++) {
    const side = (ply % 2) as Side;
    const answer = await player.play({ moves, side, timeLimitMs: 0 });
    expect(answer.kind).toBe('move');
    if (answer.kind !== 'move') return;
    expect(rules.play(side, answer.move)).toEqual({ ok: true });
    const engine = answer.timing.engine!;
    expect(engine.visits).toBeGreaterThan(0);
    expect(engine.winRate).toBeGreaterThanOrEqual(0);
    expect(engine.winRate).toBeLessThanOrEqual(1);
    check(answer);
    moves.push(answer.move);
  }
}
