/** A Hex position: the setup and the moves from the start (red first, a swap counts as a move). */

export interface HexSetup {
  /** 5..19; 11 by default. */
  readonly size: number;
  /** May blue answer red's first move by swapping (the pie rule)? Off by default, as in the paper. */
  readonly swap: boolean;
}

export const DEFAULT_HEX_SETUP: HexSetup = Object.freeze({ size: 11, swap: false });

/** x = column (the letter in `a1`), y = row (the number), both 0-based. */
export type HexMove = { readonly kind: 'cell'; readonly x: number; readonly y: number } | { readonly kind: 'swap' };

export interface HexPosition {
  readonly setup: HexSetup;
  /** Alternating red (index 0, 2, …) and blue. */
  readonly moves: readonly HexMove[];
}

export function hexCell(x: number, y: number): HexMove & { kind: 'cell' } {
  return { kind: 'cell', x, y };
}

export const HEX_SWAP: HexMove = Object.freeze({ kind: 'swap' });
