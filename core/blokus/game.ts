/**
 * Replaying a recorded position: setup + move list → board, or a typed error naming the first
 * illegal move's index.
 */
import { ArenaError } from '../errors.ts';
import type { MoveCode } from './codec.ts';
import { encodeMoveCode, tryDecodeMoveCode } from './codec.ts';
import type { BlokusPosition, BlokusSetup } from './position.ts';
import { DEFAULT_SETUP } from './position.ts';
import { BlokusBoard } from './board.ts';
import type { MoveLegality } from './verdict.ts';

/** Move `index` (0-based) of a replayed position was malformed or illegal. */
export class ReplayError extends ArenaError {
  constructor(
    readonly index: number,
    readonly verdict: MoveLegality,
    readonly text: string,
  ) {
    super('illegal-move-in-replay', `move ${index} (${JSON.stringify(text)}) is ${verdict.kind === 'malformed-code' ? 'malformed' : 'illegal'}: ${verdict.reason}`, {
      index,
      code: text,
      kind: verdict.kind,
      reason: verdict.reason,
    });
    this.name = 'ReplayError';
  }
}

export class Game {
  private constructor(readonly board: BlokusBoard) {}

  static create(setup: BlokusSetup = DEFAULT_SETUP): Game {
    return new Game(new BlokusBoard(setup));
  }

  /** Replay a position; throws {@link ReplayError} at the first illegal move. */
  static replay(position: BlokusPosition): Game {
    const game = Game.create(position.setup);
    position.moves.forEach((m, i) => {
      const v = game.board.legality(m);
      if (!v.legal) throw new ReplayError(i, v, describe(m));
      game.board.apply(m);
    });
    return game;
  }

  /** Replay wire codes (as typed on a command line or read from a record). */
  static replayCodes(setup: BlokusSetup, codes: readonly string[]): Game {
    const game = Game.create(setup);
    codes.forEach((text, i) => {
      const v = game.board.playCode(text);
      if (!v.legal) throw new ReplayError(i, v, text);
    });
    return game;
  }

  /** The game so far as a position (moves as they were played). */
  position(): BlokusPosition {
    return { setup: this.board.setup, moves: [...this.board.moves] };
  }
}

function describe(m: MoveCode): string {
  try {
    return encodeMoveCode(m);
  } catch {
    return JSON.stringify(m);
  }
}

/** Decode a list of wire codes, or throw the codec's error for the first bad one with its index. */
export function decodeCodes(codes: readonly string[]): MoveCode[] {
  return codes.map((text, i) => {
    const r = tryDecodeMoveCode(text);
    if (!r.ok) throw new ReplayError(i, { kind: 'malformed-code', legal: false, reason: r.error.message, side: (i & 1) as 0 | 1, error: r.error }, text);
    return r.move;
  });
}
