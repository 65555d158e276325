/**
 * Hex rules: a 5..19 rhombus (11 by default), red first joining top and bottom, blue joining left
 * and right, an optional swap (pie) rule, HTP cell names (`a1`…`k11`, `swap-pieces`), no draws.
 *
 *   const board = new HexBoard({ size: 11, swap: false });
 *   board.checkText('f6');          // { ok: true, move } | { ok: false, reason, message }
 *   board.play(hexCell(5, 5));      // → winner so far (null while ongoing); throws IllegalHexMoveError
 *   replayHex(position);            // → HexBoard; throws with the index of the first bad move
 *   hexWinner(cells, size);         // for engines with their own cell array
 *   winningChain(board.cells, board.size, board.winner);   // the joining path, edge to edge
 */
export { EMPTY, RED, BLUE, MIN_SIZE, MAX_SIZE, DEFAULT_SIZE, colorOfMove, colorName } from './stone.ts';
export type { HexColor, HexCellValue } from './stone.ts';
export { DEFAULT_HEX_SETUP, HEX_SWAP, hexCell } from './position.ts';
export type { HexMove, HexPosition, HexSetup } from './position.ts';
export { SWAP_TEXT, HexNotationError, cellName, formatHexMove, parseHexMove, tryParseHexMove } from './notation.ts';
export type { HexParseResult } from './notation.ts';
export { RING, neighbours } from './geometry.ts';
export { HexConnectivity, hexWinner } from './connectivity.ts';
export { winningChain } from './chain.ts';
export type { HexPoint } from './chain.ts';
export { HexSetupError, IllegalHexMoveError } from './verdict.ts';
export type { HexIllegalReason, HexVerdict } from './verdict.ts';
export { HexBoard, checkHexSetup } from './board.ts';
export { replayHex, replayHexTexts } from './replay.ts';
