/**
 * A person at the GUI. `play` emits a `turn` event and waits; the GUI calls `submitText` (or
 * `resign`). The text is read with the game's notation (core/games) and checked by the referee
 * (the request's `check`): a refused move throws HumanMoveError and the turn stays open, since
 * a person misclicking is not a board sending garbage. What is accepted goes to the referee like
 * any player's move. The clock is injected because core has no timers or clocks of its own.
 */
import { ArenaError } from '../errors.ts';
import { GAMES } from '../games/registry.ts';
import { Listeners } from './listeners.ts';
import type { GameStart, Player, PlayerEvent, PlayerIdentity, TurnAnswer, TurnRequest, Unsubscribe } from './player.ts';
import type { GameKind, MoveOf } from './types.ts';

/** A move the person may not make now (`move-malformed`, `move-illegal`); the turn stays open. */
export class HumanMoveError extends ArenaError {
  constructor(code: 'move-malformed' | 'move-illegal', message: string, context: Record<string, unknown>) {
    super(code, message, context);
    this.name = 'HumanMoveError';
  }
}
import { makeTiming } from './types.ts';

interface Pending<G extends GameKind> {
  readonly request: TurnRequest<G>;
  readonly startedMs: number;
  readonly resolve: (answer: TurnAnswer<G>) => void;
}

export class HumanPlayer<G extends GameKind> implements Player<G> {
  readonly identity: PlayerIdentity;
  private pending: Pending<G> | null = null;
  private readonly events = new Listeners<PlayerEvent>();

  constructor(
    readonly game: G,
    name: string,
    private readonly now: () => number,
  ) {
    this.identity = { name, kind: 'human', description: `human:${name}`, teamCode: null, about: null };
  }

  /** The request waiting for the person, if any (what the GUI should show). */
  get waiting(): TurnRequest<G> | null {
    return this.pending?.request ?? null;
  }

  async open(): Promise<void> {}
  async newGame(_start: GameStart): Promise<void> {}

  play(request: TurnRequest<G>): Promise<TurnAnswer<G>> {
    if (this.pending) throw new ArenaError('player-busy', 'human player asked for a move while one is pending');
    if (request.forced) return Promise.resolve(this.autoMove(request, request.forced));
    return new Promise((resolve) => {
      this.pending = { request, startedMs: this.now(), resolve };
      this.events.emit({ kind: 'turn', side: request.side, ply: request.moves.length });
    });
  }

  /** The person's move in the game's notation (`55t2`, `7,7`). */
  submitText(text: string): void {
    const parsed = GAMES[this.game].parseMove(text);
    if (!parsed.ok) throw new HumanMoveError('move-malformed', parsed.message, { text });
    this.submit(parsed.move);
  }

  /** The person's move; refused (HumanMoveError) when the referee's check says it is illegal now. */
  submit(move: MoveOf[G]): void {
    const p = this.pending;
    if (!p) throw new ArenaError('no-pending-turn', 'no move was asked of the human player');
    const text = GAMES[this.game].encodeMove(move);
    const check = p.request.check?.(move);
    if (check && !check.ok) throw new HumanMoveError('move-illegal', check.message, { text, rule: check.rule });
    this.take();
    p.resolve({ kind: 'move', move, text, timing: makeTiming(this.now() - p.startedMs, 0, 0, null) });
  }

  /** The person's only move, played at once: nothing to choose, and no clock to run down. */
  private autoMove(request: TurnRequest<G>, move: MoveOf[G]): TurnAnswer<G> {
    const text = GAMES[this.game].encodeMove(move);
    this.events.emit({ kind: 'auto-move', side: request.side, ply: request.moves.length, text });
    return { kind: 'move', move, text, timing: makeTiming(0, 0, 0, null) };
  }

  /** A human takes back by being asked again: nothing is kept between turns. */
  async takeBack(_plies: number): Promise<void> {
    this.pending = null;
  }

  resign(): void {
    const p = this.take();
    p.resolve({ kind: 'fault', fault: { kind: 'resigned', detail: 'resigned' }, timing: null });
  }

  cancel(): void {
    this.pending = null;
  }

  async endGame(): Promise<void> {
    this.pending = null;
  }

  async close(): Promise<void> {
    this.pending = null;
    this.events.clear();
  }

  onEvent(listener: (event: PlayerEvent) => void): Unsubscribe {
    return this.events.add(listener);
  }

  private take(): Pending<G> {
    const p = this.pending;
    if (!p) throw new ArenaError('no-pending-turn', 'no move was asked of the human player');
    this.pending = null;
    return p;
  }
}
