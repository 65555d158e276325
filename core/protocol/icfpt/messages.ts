/**
 * The messages of the ICFPT protocol and their bytes (PROTOCOL.md). A {@link HostMessage} is what
 * the host (referee) sends; the board answers with a team code or a move code. Encoders throw
 * {@link IcfptUsageError} for messages the dialect cannot express; they never see wire input.
 */
import { encodeMoveCode, type MoveCode } from '../../blokus/codec.ts';
import type { StartSquare } from '../../blokus/position.ts';
import type { IcfptDialect } from './dialect.ts';
import { IcfptUsageError } from './errors.ts';

export type HostMessage =
  /** `0`: new game, identify yourself. Reply: `1XX`. */
  | { readonly type: 'identify' }
  /** `25`/`2A`: make your first move; your start square is (5,5)/(a,a). Reply: a move. */
  | { readonly type: 'first-move'; readonly start: StartSquare }
  /** HEART 2014 only, `35xxxx`/`3Axxxx`: you move second; `opponent` is the first mover's move. */
  | { readonly type: 'second-move'; readonly start: StartSquare; readonly opponent: MoveCode }
  /**
   * Your turn; `opponent` holds the opponent's moves you have not seen, oldest first (passes as
   * pass). One move: HEART `4xxxx`, ICFPT 2013 `3xxxx`. Two moves: ICFPT 2013 `4xxxxyyyy` only.
   */
  | { readonly type: 'turn'; readonly opponent: readonly MoveCode[] }
  /** `9`: game over. No reply. */
  | { readonly type: 'game-over' };

export type HostMessageType = HostMessage['type'];

/** What the board owes after a message: `team` (3 bytes), `move` (4 bytes) or nothing. */
export type ReplyKind = 'team' | 'move';

export const TEAM_REPLY_LENGTH = 3;
export const MOVE_REPLY_LENGTH = 4;

export const CR = 0x0d;
export const LF = 0x0a;

/** The reply a message asks for; null for `game-over`. */
export function replyTo(message: HostMessage): ReplyKind | null {
  switch (message.type) {
    case 'identify':
      return 'team';
    case 'game-over':
      return null;
    default:
      return 'move';
  }
}

/** The protocol's byte helpers are core/bytes.ts's, under the names this protocol's code uses. */
import { latin1ToBytes as asciiBytes, bytesToLatin1 as bytesToAscii } from '../../bytes.ts';
export { asciiBytes, bytesToAscii };

/** The start-square byte: `5`, or uppercase `A` for (a,a) although move codes are lowercase. */
export function startChar(start: StartSquare): string {
  if (start === '5') return '5';
  if (start === 'a') return 'A';
  throw new IcfptUsageError(`start square ${JSON.stringify(start)} is neither '5' nor 'a'`, { start });
}

function moveText(move: MoveCode): string {
  try {
    return encodeMoveCode(move);
  } catch (e) {
    throw new IcfptUsageError(`cannot encode move ${JSON.stringify(move)}: ${(e as Error).message}`, { move });
  }
}

/** The text of a host message in a dialect (ASCII, no terminator). */
export function hostMessageText(message: HostMessage, dialect: IcfptDialect): string {
  switch (message.type) {
    case 'identify':
      return '0';
    case 'game-over':
      return '9';
    case 'first-move':
      return '2' + startChar(message.start);
    case 'second-move':
      if (dialect !== 'heart-2014') {
        throw new IcfptUsageError(`'second-move' (3Sxxxx) does not exist in ${dialect}: both movers get '2S' first`, {
          dialect,
        });
      }
      return '3' + startChar(message.start) + moveText(message.opponent);
    case 'turn': {
      const n = message.opponent.length;
      if (dialect === 'heart-2014') {
        if (n !== 1) throw new IcfptUsageError(`a heart-2014 turn carries exactly 1 move, got ${n}`, { dialect, n });
        return '4' + moveText(message.opponent[0] as MoveCode);
      }
      if (n === 1) return '3' + moveText(message.opponent[0] as MoveCode);
      if (n === 2) return '4' + moveText(message.opponent[0] as MoveCode) + moveText(message.opponent[1] as MoveCode);
      throw new IcfptUsageError(`an icfpt-2013 turn carries 1 or 2 moves, got ${n}`, { dialect, n });
    }
    default:
      throw new IcfptUsageError(`unknown host message ${JSON.stringify(message)}`);
  }
}

export function encodeHostMessage(message: HostMessage, dialect: IcfptDialect): Uint8Array {
  return asciiBytes(hostMessageText(message, dialect));
}

/**
 * The board's identification `1XX`. `team` is the 2-byte code the host keeps: printable ASCII
 * (0x21..0x7e), since the host would discard CR/LF and cannot frame anything else reliably.
 */
export function encodeTeamReply(team: string): Uint8Array {
  if (team.length !== 2 || ![...team].every((c) => c.charCodeAt(0) >= 0x21 && c.charCodeAt(0) <= 0x7e)) {
    throw new IcfptUsageError(`team code ${JSON.stringify(team)} is not 2 printable ASCII characters`, { team });
  }
  return asciiBytes('1' + team);
}

/** The board's 4-byte move reply (`0000` for a pass). */
export function encodeMoveReply(move: MoveCode): Uint8Array {
  return asciiBytes(moveText(move));
}

/** Which mover a board is in a game: `first` moves at index 0, 2, …; `second` at 1, 3, …. */
export type Mover = 'first' | 'second';

/**
 * The message the host sends a board when it is that board's turn, given the moves so far
 * (`moves`, both sides, from the start; the board's turn means `moves.length` is even for the
 * first mover and odd for the second — in ICFPT 2013 the second mover's first prompt may also be
 * sent at length 0, since it does not see the first mover's move).
 */
export function hostMessageFor(
  dialect: IcfptDialect,
  firstMoverStart: StartSquare,
  mover: Mover,
  moves: readonly MoveCode[],
): HostMessage {
  const n = moves.length;
  const ownStart: StartSquare = mover === 'first' ? firstMoverStart : firstMoverStart === '5' ? 'a' : '5';
  const parityOk = mover === 'first' ? n % 2 === 0 : n % 2 === 1 || (dialect === 'icfpt-2013' && n === 0);
  if (!parityOk) {
    throw new IcfptUsageError(`it is not the ${mover} mover's turn after ${n} moves`, { dialect, mover, n });
  }
  const last = (): MoveCode => moves[n - 1] as MoveCode;
  if (mover === 'first') {
    return n === 0 ? { type: 'first-move', start: ownStart } : { type: 'turn', opponent: [last()] };
  }
  if (dialect === 'heart-2014') {
    return n === 1 ? { type: 'second-move', start: ownStart, opponent: last() } : { type: 'turn', opponent: [last()] };
  }
  if (n <= 1) return { type: 'first-move', start: ownStart };
  // Once only: the second mover has seen neither of the first mover's first two moves.
  if (n === 3) return { type: 'turn', opponent: [moves[0] as MoveCode, moves[2] as MoveCode] };
  return { type: 'turn', opponent: [last()] };
}
