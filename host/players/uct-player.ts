/**
 * The UCT engine (core/engines/uct) as a player of any game, in this process: `uct` (the paper's
 * defaults) or `uct:playouts=2000,seed=3`. The game's registry entry replays the moves onto its board
 * and asks the engine; each move carries the engine's account (playouts, visits, win-rate) in its
 * timing, which records and the UI's move list show. Identity, timing and the search on the
 * caller's thread: in-process-engine-player.ts.
 */
import { performance } from 'node:perf_hooks';
import { GAMES } from '../../core/games/registry.ts';
import type { GameKind, MoveOf, SettingsOf } from '../../core/games/types.ts';
import { UctEngine, type UctEngineInfo, type UctOptions } from '../../core/engines/uct/index.ts';
import { formatUctSpec } from '../../core/engines/uct/spec.ts';
import type { EngineMoveInfo } from '../../core/match/types.ts';
import { InProcessEnginePlayer, type EngineAnswer } from './in-process-engine-player.ts';

export class UctPlayer<G extends GameKind> extends InProcessEnginePlayer<G, UctEngineInfo> {
  private readonly engine: UctEngine;

  constructor(game: G, options: UctOptions, name: string = formatUctSpec(options)) {
    super(game, name, formatUctSpec(options), 'UCT');
    this.engine = new UctEngine(options, () => performance.now());
  }

  protected search(settings: SettingsOf<G>, moves: readonly MoveOf[G][]): EngineAnswer<G, UctEngineInfo> {
    return GAMES[this.game].uctMove(this.engine, settings, moves);
  }

  protected account({ playouts, visits, winRate, nodes }: UctEngineInfo): { engine: EngineMoveInfo; log: string } {
    return { engine: { playouts, visits, winRate }, log: `playouts=${playouts} visits=${visits} winrate=${winRate.toFixed(3)} nodes=${nodes}` };
  }

  /** Each turn brings the whole game, and the engine keeps no tree between moves: nothing to forget. */
  async takeBack(_plies: number): Promise<void> {}
}
