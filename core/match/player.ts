/**
 * A Player is anything that produces moves: a protocol session over a transport (a board, an
 * emulated board, an external engine) or a human in the GUI. Promise-based with `onX` events, so
 * the GUI can implement it too. A player is never trusted: the referee validates what it answers.
 */
import type { RuleCheck } from '../referee/rules.ts';
import type { GameKind, GameSettings, MoveOf, MoveTiming, Side } from './types.ts';

export const PLAYER_KINDS = ['board', 'emulator', 'engine', 'human'] as const;
export type PlayerKind = (typeof PLAYER_KINDS)[number];

export interface PlayerIdentity {
  /** Short name for tables: `emu`, `serial:/dev/ttyUSB0`, `Pentobi 26.1`. */
  readonly name: string;
  readonly kind: PlayerKind;
  /** Where the bytes go: the transport description, or the command line. */
  readonly description: string;
  /** The two team-code bytes a board sends after `0` (ICFPT), else null. */
  readonly teamCode: string | null;
  /** What the other end said it is (`name="…", version="…"`, a GTP name), else null. */
  readonly about: string | null;
}

/** Sent once per game, before the first turn. */
export interface GameStart {
  readonly settings: GameSettings;
  /** The side this player plays in this game. */
  readonly side: Side;
  /** 0 = no limit. */
  readonly timeLimitMs: number;
}

/** "Your move": the whole game so far (passes included) so stateless players can rebuild it. */
export interface TurnRequest<G extends GameKind> {
  readonly moves: readonly MoveOf[G][];
  readonly side: Side;
  readonly timeLimitMs: number;
  /** The referee's legality check for this side now (a human player uses it to refuse a misclick). */
  check?(move: MoveOf[G]): RuleCheck;
  /** The side's only move when it has just one (a Blokus pass with no placement left): a human plays it without asking. */
  readonly forced?: MoveOf[G] | null;
}

/** What a protocol error's `position` counts: bytes read (ICFPT), lines read (Piskvork, GTP), or moves sent (GTP). */
export type PositionUnit = 'byte' | 'line' | 'move';

/**
 * Why a player produced no usable move. The referee turns each into a verdict. `message` says
 * why in words and does not repeat `bytes` or `position`, which the descriptions add.
 */
export type PlayerFault =
  | { readonly kind: 'malformed-code'; readonly bytes: string; readonly index: number; readonly message: string }
  | { readonly kind: 'protocol-error'; readonly bytes: string; readonly position: number; readonly unit: PositionUnit; readonly message: string }
  | { readonly kind: 'link-lost'; readonly detail: string }
  /** `stderrTail`: the program's last stderr lines, when it has any (why it would not start). */
  | { readonly kind: 'program-exited'; readonly code: number | null; readonly signal: string | null; readonly detail: string; readonly stderrTail?: readonly string[] }
  | { readonly kind: 'resigned'; readonly detail: string };

/** Every fault kind, for checks at run time (a new kind added above must be added here: the type says so). */
export const PLAYER_FAULT_KINDS = ['malformed-code', 'protocol-error', 'link-lost', 'program-exited', 'resigned'] as const satisfies readonly PlayerFault['kind'][];
type MissingFaultKind = Exclude<PlayerFault['kind'], (typeof PLAYER_FAULT_KINDS)[number]>;
// A compile error here names a fault kind missing from PLAYER_FAULT_KINDS.
const _allFaultKinds: [MissingFaultKind] extends [never] ? true : MissingFaultKind = true;

export function isPlayerFault(v: unknown): v is PlayerFault {
  return typeof v === 'object' && v !== null && 'kind' in v && (PLAYER_FAULT_KINDS as readonly unknown[]).includes(v.kind);
}

export type TurnAnswer<G extends GameKind> =
  | {
      readonly kind: 'move';
      readonly move: MoveOf[G];
      /** The move exactly as the player sent it (for verdicts that must name the bytes). */
      readonly text: string;
      readonly timing: MoveTiming;
    }
  | { readonly kind: 'fault'; readonly fault: PlayerFault; readonly timing: MoveTiming | null };

export type PlayerEvent =
  | { readonly kind: 'sent'; readonly text: string }
  | { readonly kind: 'received'; readonly text: string }
  /** A side channel line: Piskvork `MESSAGE`/`DEBUG`, GTP stderr, a board's chatter. */
  | { readonly kind: 'log'; readonly text: string }
  /** A human player is being asked for a move (the GUI shows the board as clickable). */
  | { readonly kind: 'turn'; readonly side: Side; readonly ply: number }
  /** A human player's only move was played for them (`text` says which and why). */
  | { readonly kind: 'auto-move'; readonly side: Side; readonly ply: number; readonly text: string };

export type Unsubscribe = () => void;

export interface Player<G extends GameKind> {
  readonly game: G;
  readonly identity: PlayerIdentity;
  /** Connect and identify (ICFPT `0` → `1XX`, Piskvork `ABOUT`, GTP `name`). */
  open(): Promise<void>;
  newGame(start: GameStart): Promise<void>;
  /** Ask for a move. Resolves with a move or a fault; rejects only on a bug. */
  play(request: TurnRequest<G>): Promise<TurnAnswer<G>>;
  /**
   * Abandon the pending `play` (the referee ruled a timeout or the match was stopped). The
   * pending promise resolves with a fault or is left unresolved; either way it is ignored.
   */
  cancel(): void;
  /** The game is over (ICFPT `9`, Piskvork `END` is only sent on close). */
  endGame(): Promise<void>;
  /**
   * Forget the last `plies` moves of this game (a take-back). Present only on players that can:
   * those that are sent the whole game each turn, or whose protocol can reset and replay. A board
   * protocol (ICFPT) has no undo and leaves it out.
   */
  takeBack?(plies: number): Promise<void>;
  close(): Promise<void>;
  onEvent(listener: (event: PlayerEvent) => void): Unsubscribe;
}
