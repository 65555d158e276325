/**
 * The host side of HTP: the command lines a referee sends a Hex program, and the meaning of its
 * answers. Response framing (`=`/`?`, ids, the empty line) is GTP's and is read by the GTP
 * response reader; this file takes a response already framed ({ ok, text }).
 */
import { formatHexMove, tryParseHexMove } from '../../hex/index.ts';
import type { HexColor, HexMove } from '../../hex/index.ts';
import { htpColorName } from './command.ts';

/** What the GTP framing gives for one response. */
export interface FramedResponse {
  readonly ok: boolean;
  readonly text: string;
}

export const htpBoardsize = (size: number): string => `boardsize ${size}`;
export const htpClearBoard = (): string => 'clear_board';
export const htpAllowSwap = (on: boolean): string => `param_game allow_swap ${on ? 1 : 0}`;
export const htpPlay = (colour: HexColor, move: HexMove): string => `play ${htpColorName(colour)} ${formatHexMove(move)}`;
export const htpGenmove = (colour: HexColor): string => `genmove ${htpColorName(colour)}`;

export type GenmoveAnswer =
  | { readonly kind: 'move'; readonly move: HexMove; readonly text: string }
  | { readonly kind: 'resign'; readonly text: string }
  /** The program refused (`?`) or answered something that is no move on this board. */
  | { readonly kind: 'error'; readonly text: string; readonly message: string };

/** Read a `genmove` response for a board of `size`. */
export function readGenmoveAnswer(response: FramedResponse, size: number): GenmoveAnswer {
  const text = response.text.trim();
  if (!response.ok) return { kind: 'error', text, message: `genmove failed: ${text === '' ? '(no message)' : text}` };
  if (text.toLowerCase() === 'resign') return { kind: 'resign', text };
  const parsed = tryParseHexMove(text, size);
  if (!parsed.ok) return { kind: 'error', text, message: `genmove answered ${parsed.error.message}` };
  return { kind: 'move', move: parsed.move, text };
}

/** Throw-free check of the answer to a command that returns nothing (boardsize, play, …). */
export function readEmptyAnswer(command: string, response: FramedResponse): { readonly ok: true } | { readonly ok: false; readonly message: string } {
  return response.ok ? { ok: true } : { ok: false, message: `${command} failed: ${response.text.trim() || '(no message)'}` };
}
