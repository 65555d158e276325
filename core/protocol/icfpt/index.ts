/**
 * The ICFPT Blokus Duo serial protocol, both ends, as pure byte state machines (PROTOCOL.md).
 *
 * Host (referee) side:
 *   const host = new IcfptHostSide({ dialect });          // default 'heart-2014'
 *   write(host.send({ type: 'identify' }));               // → arms a 3-byte team reply
 *   for (const ev of host.feed(chunk)) …                  // 'team' | 'move' | 'error'
 *   host.expecting();                                     // { reply, received, missing } | null
 *   hostMessageFor(dialect, firstMoverStart, mover, moves) // which prompt to send now
 *
 * Board side (FPGA, emulated board):
 *   const board = new IcfptBoardSide({ dialect });
 *   for (const ev of board.feed(chunk)) …                 // 'identify' | 'first-move' | 'second-move'
 *                                                         // | 'turn' | 'game-over' | 'error'
 *   write(encodeTeamReply('01')); write(encodeMoveReply(move));
 */
export { DEFAULT_DIALECT, DIALECTS, isDialect, type IcfptDialect } from './dialect.ts';
export {
  IcfptProtocolError,
  IcfptUsageError,
  type IcfptProtocolErrorCode,
  type IcfptSide,
} from './errors.ts';
export {
  encodeHostMessage,
  encodeMoveReply,
  encodeTeamReply,
  hostMessageFor,
  hostMessageText,
  replyTo,
  MOVE_REPLY_LENGTH,
  TEAM_REPLY_LENGTH,
  type HostMessage,
  type HostMessageType,
  type Mover,
  type ReplyKind,
} from './messages.ts';
export { IcfptBoardSide, startsHostMessage, type BoardEvent, type BoardSideOptions, type LocatedHostMessage } from './board-side.ts';
export {
  IcfptHostSide,
  STRAY_EXCERPT_BYTES,
  type ChunkPosition,
  type Expectation,
  type HostEvent,
  type HostSideOptions,
} from './host-side.ts';
