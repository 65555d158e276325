/**
 * The UCT engine (core/engines/uct) as a player of any game, in this process: `uct` (the paper's
 * defaults) or `uct:playouts=2000,seed=3`. The game's registry entry replays the moves onto its board
 * and asks the engine; each move carries the engine's account (playouts, visits, win-rate) in its
 * timing, which records and the UI's move list show.
 *
 * The search runs on the caller's thread: a move blocks the event loop for its budget, so the
 * referee's clock reads the true thinking time but cannot cut a search short.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ArenaError } from '../../core/errors.ts';
import { GAMES, settingsFor } from '../../core/games/registry.ts';
import type { GameKind, SettingsOf } from '../../core/games/types.ts';
import { UctEngine, type UctOptions } from '../../core/engines/uct/index.ts';
import { Listeners } from '../../core/match/listeners.ts';
import type { GameStart, Player, PlayerEvent, PlayerIdentity, TurnAnswer, TurnRequest, Unsubscribe } from '../../core/match/player.ts';
import { makeTiming } from '../../core/match/types.ts';
import { formatUctSpec } from '../../core/engines/uct/spec.ts';

export class UctPlayer<G extends GameKind> implements Player<G> {
  readonly identity: PlayerIdentity;
  private readonly engine: UctEngine;
  private settings: SettingsOf<G> | null = null;
  private readonly events = new Listeners<PlayerEvent>();

  constructor(
    readonly game: G,
    options: UctOptions,
    name: string = formatUctSpec(options),
  ) {
    this.engine = new UctEngine(options, () => performance.now());
    this.identity = { name, kind: 'engine', description: `in-process ${formatUctSpec(options)}`, teamCode: null, about: null };
  }

  async open(): Promise<void> {}

  async newGame(start: GameStart): Promise<void> {
    this.settings = settingsFor(this.game, start.settings);
  }

  async play(request: TurnRequest<G>): Promise<TurnAnswer<G>> {
    const settings = this.settings ?? GAMES[this.game].defaultSettings;
    // Let pending I/O (the UI's update of the last move) go out before the search holds the thread.
    await nextTurn();
    const t0 = performance.now();
    let answer;
    try {
      answer = GAMES[this.game].uctMove(this.engine, settings, request.moves);
    } catch (e) {
      if (!(e instanceof ArenaError)) throw e;
      return { kind: 'fault', fault: { kind: 'protocol-error', bytes: '', position: request.moves.length, unit: 'move', message: `the UCT engine refused the position: ${e.message}` }, timing: null };
    }
    const { playouts, visits, winRate } = answer.info;
    const timing = { ...makeTiming(performance.now() - t0, 0, 0, null), engine: { playouts, visits, winRate } };
    const text = GAMES[this.game].encodeMove(answer.move);
    this.events.emit({ kind: 'log', text: `${text} playouts=${playouts} visits=${visits} winrate=${winRate.toFixed(3)} nodes=${answer.info.nodes}` });
    return { kind: 'move', move: answer.move, text, timing };
  }

  /** Each turn brings the whole game, and the engine keeps no tree between moves: nothing to forget. */
  async takeBack(_plies: number): Promise<void> {}

  /** The search is synchronous: there is nothing pending to abandon. */
  cancel(): void {}

  async endGame(): Promise<void> {}

  async close(): Promise<void> {
    this.events.clear();
  }

  onEvent(listener: (event: PlayerEvent) => void): Unsubscribe {
    return this.events.add(listener);
  }
}
