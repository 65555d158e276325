/**
 * What the host needs per game kind beyond core/games: the emulated board that stands in for the
 * hardware, the player that speaks the game's board protocol on a byte link, and the external
 * engine protocols the game has. registry.ts holds one entry per game.
 */
import type { GameKind, SettingsOf } from '../../core/games/types.ts';
import type { Player, PlayerKind } from '../../core/match/player.ts';
import type { EngineMoveInfo } from '../../core/match/types.ts';
import type { EngineProtocol } from '../players/spec.ts';
import type { Transport } from '../transports/transport.ts';

/** The emulated core's options, checked against the game's `emulatorOptions` (core/games). */
export interface EmulatorSettings {
  readonly options: Readonly<Record<string, number>>;
  readonly realtime: boolean;
  /** Text options the game's `emulatorTextOptions` allow (Blokus: `team`, the code the board sends). */
  readonly text: Readonly<Record<string, string>>;
  /** Core clock for the predicted hardware time (default: the board's). */
  readonly clockHz?: number;
}

export interface EmulatedBoardHandle {
  /** Closed; the caller opens it (it is a Transport like a serial port). */
  readonly transport: Transport;
  /** The core's predicted hardware time for the move just answered, ms (null before one). */
  readonly predictMs: () => number | null;
  /** The core's own account of that move (cycles, nodes, depth), when the protocol cannot carry it. */
  readonly engineInfo?: () => EngineMoveInfo | null;
}

export interface LinkPlayerOptions {
  readonly name: string;
  readonly kind: PlayerKind;
  /** How long the first identification may take (a program's start-up is part of it). */
  readonly identifyTimeoutMs?: number;
  readonly predictMs?: () => number | null;
  readonly engineInfo?: () => EngineMoveInfo | null;
}

/** An external engine protocol other than the board protocol (`gtp:` for Blokus, `piskvork:` for Gomoku). */
export type EngineFactory<G extends GameKind> = (argv: readonly string[], name: string) => Player<G>;

export interface HostGame<G extends GameKind> {
  /** A fresh emulated board for `settings`; throws a typed error for options it refuses. */
  emulatedBoard(settings: SettingsOf<G>, emulator: EmulatorSettings): EmulatedBoardHandle;
  /** A player speaking the game's board protocol over `transport` (a board, `arena serve`, an `exec:` program). */
  linkPlayer(transport: Transport, settings: SettingsOf<G>, options: LinkPlayerOptions): Player<G>;
  /** Engine protocols by spec prefix. */
  readonly engines: Readonly<Partial<Record<EngineProtocol, EngineFactory<G>>>>;
}
