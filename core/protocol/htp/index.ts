/**
 * HTP, the Hex dialect of GTP (MoHex, Benzene, HexGui): see PROTOCOL.md beside this file.
 *
 *   const engine = new HtpEngine({ name: 'arena-uct', version: '1', genmove: (board) => uct.hexMove(board).move });
 *   engine.handle('genmove black');   // { text: '= f6\n\n', quit: false }
 *   readGenmoveAnswer({ ok: true, text: 'f6' }, 11);   // host side: { kind: 'move', move, text }
 */
export { formatHtpResponse, htpColorName, parseHtpColor, parseHtpCommand } from './command.ts';
export type { HtpCommand } from './command.ts';
export { HtpEngine } from './engine.ts';
export type { HtpEngineOptions, HtpReply } from './engine.ts';
export { showboard } from './showboard.ts';
export { htpAllowSwap, htpBoardsize, htpClearBoard, htpGenmove, htpPlay, readEmptyAnswer, readGenmoveAnswer } from './host.ts';
export type { FramedResponse, GenmoveAnswer } from './host.ts';
