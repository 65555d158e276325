/**
 * The Gomocup (Piskvork) protocol, both sides, as pure line-based state machines (PROTOCOL.md).
 *
 * Manager (host) side:
 *   const m = new PiskvorkManager();
 *   transport.write(encodeAscii(m.command({ kind: 'start', size: 15 })));   // "START 15\r\n"; awaits OK
 *   transport.onData((bytes) => { for (const e of m.push(bytes)) ... });     // ok | move | about | refused | message | debug | error
 *
 * Brain (board) side:
 *   const b = new BrainParser();
 *   for (const e of b.push(bytes)) ...     // { kind: 'command', command } | { kind: 'error', error }
 *   write(formatReply.move({ x: 7, y: 7 }));  // "7,7\r\n"
 *   write(formatReply.message(formatCycleReport(12345)));   // "MESSAGE cycles=12345\r\n"
 */
export { PiskvorkError, excerptOf, excerptOfText } from './errors.ts';
export type { PiskvorkErrorCode } from './errors.ts';
export { LineSplitter, DEFAULT_MAX_LINE_BYTES, encodeAscii, decodeAscii } from './lines.ts';
export type { LineItem, LineSplitterOptions } from './lines.ts';
export { parsePoint, parseStoneField, formatPoint } from './coords.ts';
export { CRLF, formatCommand, boardStonesFor } from './commands.ts';
export type { BoardField, BoardStone, PiskvorkCommand } from './commands.ts';
export { BrainParser, parseCommandLine } from './brain.ts';
export type { BrainCommand, BrainEvent } from './brain.ts';
export { parseReply, formatReply, lineSafe } from './replies.ts';
export type { PiskvorkReply } from './replies.ts';
export { PiskvorkManager, awaitedReplyOf } from './manager.ts';
export type { AwaitedReply, ManagerEvent } from './manager.ts';
export { parseAbout, formatAbout } from './about.ts';
export type { AboutFields } from './about.ts';
export { parseCycleReport, formatCycleReport } from './cycles.ts';
export type { CycleReport } from './cycles.ts';
export { INFO_RULE, INFO_TIMEOUT_MATCH, INFO_TIMEOUT_TURN, ruleFromInfoValue, ruleInfoValue } from './info.ts';
