/**
 * What the in-process engine players (`uct:`, `mcts:`) share: the identity, the game's settings,
 * the log events and the timed search on the caller's thread. A subclass says how its engine is
 * asked (`search`) and what the answer says of the search (`account`).
 *
 * The search runs on the caller's thread: a move blocks the event loop for its budget, so the
 * referee's clock reads the true thinking time but cannot cut a search short.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ArenaError } from '../../core/errors.ts';
import { GAMES, settingsFor } from '../../core/games/registry.ts';
import type { GameKind, MoveOf, SettingsOf } from '../../core/games/types.ts';
import { Listeners } from '../../core/match/listeners.ts';
import type { GameStart, Player, PlayerEvent, PlayerIdentity, TurnAnswer, TurnRequest, Unsubscribe } from '../../core/match/player.ts';
import { makeTiming, type EngineMoveInfo } from '../../core/match/types.ts';

/** An engine's answer: the move and its own account of the search (I). */
export interface EngineAnswer<G extends GameKind, I> {
  readonly move: MoveOf[G];
  readonly info: I;
}

export abstract class InProcessEnginePlayer<G extends GameKind, I> implements Player<G> {
  readonly identity: PlayerIdentity;
  protected settings: SettingsOf<G> | null = null;
  protected readonly events = new Listeners<PlayerEvent>();

  constructor(
    readonly game: G,
    name: string,
    /** The engine's canonical spec, for the description. */
    spec: string,
    /** The engine as a refused position's message names it ("UCT", "MCTS"). */
    private readonly engineLabel: string,
  ) {
    this.identity = { name, kind: 'engine', description: `in-process ${spec}`, teamCode: null, about: null };
  }

  /** The engine's answer to the position after `moves`; an ArenaError refuses the position. */
  protected abstract search(settings: SettingsOf<G>, moves: readonly MoveOf[G][]): EngineAnswer<G, I>;

  /** The search's account for the move's timing, and the log line's tail after the move's text. */
  protected abstract account(info: I): { readonly engine: EngineMoveInfo; readonly log: string };

  async open(): Promise<void> {}

  async newGame(start: GameStart): Promise<void> {
    this.settings = settingsFor(this.game, start.settings);
  }

  async play(request: TurnRequest<G>): Promise<TurnAnswer<G>> {
    const settings = this.settings ?? GAMES[this.game].defaultSettings;
    // Let pending I/O (the UI's update of the last move) go out before the search holds the thread.
    await nextTurn();
    const t0 = performance.now();
    let answer: EngineAnswer<G, I>;
    try {
      answer = this.search(settings, request.moves);
    } catch (e) {
      if (!(e instanceof ArenaError)) throw e;
      return { kind: 'fault', fault: { kind: 'protocol-error', bytes: '', position: request.moves.length, unit: 'move', message: `the ${this.engineLabel} engine refused the position: ${e.message}` }, timing: null };
    }
    const wallMs = performance.now() - t0;
    const { engine, log } = this.account(answer.info);
    const timing = { ...makeTiming(wallMs, 0, 0, null), engine };
    const text = GAMES[this.game].encodeMove(answer.move);
    this.events.emit({ kind: 'log', text: `${text} ${log}` });
    return { kind: 'move', move: answer.move, text, timing };
  }

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
