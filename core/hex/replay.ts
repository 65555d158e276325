/** Replaying a recorded Hex position onto a fresh board. */
import { HexBoard } from './board.ts';
import { formatHexMove, tryParseHexMove } from './notation.ts';
import type { HexPosition, HexSetup } from './position.ts';
import { IllegalHexMoveError } from './verdict.ts';

/**
 * Play every move of `position` onto a new board. Throws HexSetupError for a bad setup and
 * IllegalHexMoveError naming the index (0-based) of the first move the rules refuse.
 */
export function replayHex(position: HexPosition): HexBoard {
  const board = new HexBoard(position.setup);
  position.moves.forEach((move, index) => {
    const verdict = board.check(move);
    if (!verdict.ok) {
      throw new IllegalHexMoveError(verdict.reason, formatMoveSafe(move), index, `position move index ${index}: ${verdict.message}`);
    }
    board.play(move);
  });
  return board;
}

/** Replay HTP move texts (as a record or a command line holds them). */
export function replayHexTexts(setup: HexSetup, texts: readonly string[]): HexBoard {
  const board = new HexBoard(setup);
  texts.forEach((text, index) => {
    const parsed = tryParseHexMove(text, board.size);
    const verdict = parsed.ok ? board.check(parsed.move) : { ok: false as const, reason: 'malformed' as const, message: parsed.error.message };
    if (!verdict.ok) throw new IllegalHexMoveError(verdict.reason, text, index, `position move index ${index}: ${verdict.message}`);
    board.play(verdict.move);
  });
  return board;
}

function formatMoveSafe(move: HexPosition['moves'][number]): string {
  try {
    return formatHexMove(move);
  } catch {
    return JSON.stringify(move);
  }
}
