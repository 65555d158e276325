/**
 * The mutable Hex board: stones, whose turn it is, legality with typed verdicts, the swap, and the
 * winner (union-find, updated per stone). Hex has no draws: a full board always has exactly one
 * winner, so the game is over as soon as one side connects.
 */
import { HexConnectivity } from './connectivity.ts';
import { cellName, formatHexMove, tryParseHexMove } from './notation.ts';
import type { HexMove, HexPosition, HexSetup } from './position.ts';
import { DEFAULT_HEX_SETUP } from './position.ts';
import { BLUE, EMPTY, MAX_SIZE, MIN_SIZE, colorName, colorOfMove } from './stone.ts';
import type { HexCellValue, HexColor } from './stone.ts';
import { HexSetupError, IllegalHexMoveError } from './verdict.ts';
import type { HexIllegalReason, HexVerdict } from './verdict.ts';

/** Throws HexSetupError unless size is an integer in 5..19 and swap a boolean. */
export function checkHexSetup(setup: HexSetup): void {
  const { size, swap } = setup;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new HexSetupError(`Hex board size ${String(size)} is outside ${MIN_SIZE}..${MAX_SIZE}`, { size });
  }
  if (typeof swap !== 'boolean') throw new HexSetupError(`Hex swap rule must be true or false, got ${JSON.stringify(swap)}`, { swap });
}

export class HexBoard {
  readonly setup: HexSetup;
  readonly size: number;
  /** Row-major: cells[y * size + x]. */
  readonly #cells: Uint8Array;
  readonly #moves: HexMove[] = [];
  readonly #uf: HexConnectivity;
  #winner: HexColor | null = null;

  constructor(setup: HexSetup = DEFAULT_HEX_SETUP) {
    checkHexSetup(setup);
    this.setup = setup;
    this.size = setup.size;
    this.#cells = new Uint8Array(setup.size * setup.size);
    this.#uf = new HexConnectivity(setup.size);
  }

  /** Row-major view of the cells (0 empty, 1 red, 2 blue). Do not write to it. */
  get cells(): Readonly<Uint8Array> {
    return this.#cells;
  }

  get moves(): readonly HexMove[] {
    return this.#moves;
  }

  get moveCount(): number {
    return this.#moves.length;
  }

  /** The side that plays next (also after the game is over: whose turn it would be). */
  get toMove(): HexColor {
    return colorOfMove(this.#moves.length);
  }

  /** The side that has connected its edges, or null while the game goes on. */
  get winner(): HexColor | null {
    return this.#winner;
  }

  get isOver(): boolean {
    return this.#winner !== null;
  }

  at(x: number, y: number): HexCellValue {
    if (!this.isOnBoard(x, y)) throw new RangeError(`(${String(x)},${String(y)}) is off the ${this.size}×${this.size} board`);
    return this.#cells[y * this.size + x] as HexCellValue;
  }

  isOnBoard(x: number, y: number): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.size && y < this.size;
  }

  /** May the side to move play `move`? Never throws. */
  check(move: HexMove): HexVerdict {
    const no = (reason: HexIllegalReason, why: string): HexVerdict => ({ ok: false, reason, message: `${describe(move)}: ${why}` });
    if (this.#winner !== null) return no('game-over', `the game is over: ${colorName(this.#winner)} has connected`);
    if (move.kind === 'swap') {
      if (!this.setup.swap) return no('swap-not-allowed', 'the swap rule is off in this game');
      if (this.#moves.length !== 1) return no('swap-not-allowed', `blue may swap only as the game's second move, not move ${this.#moves.length + 1}`);
      return { ok: true, move };
    }
    if (!this.isOnBoard(move.x, move.y)) return no('off-board', `off the ${this.size}×${this.size} board`);
    if (this.#cells[move.y * this.size + move.x] !== EMPTY) return no('occupied', 'the cell is already taken');
    return { ok: true, move };
  }

  /** Parse HTP text (`c3`, `swap-pieces`) and judge it in one call: what a referee uses. */
  checkText(text: string): HexVerdict {
    const parsed = tryParseHexMove(text, this.size);
    if (!parsed.ok) return { ok: false, reason: 'malformed', message: parsed.error.message };
    return this.check(parsed.move);
  }

  /** Play `move` for the side to move; returns the winner so far. Throws IllegalHexMoveError (board unchanged). */
  play(move: HexMove): HexColor | null {
    const verdict = this.check(move);
    if (!verdict.ok) {
      const index = this.#moves.length;
      throw new IllegalHexMoveError(verdict.reason, describe(move), index, `move ${index + 1}: ${verdict.message}`);
    }
    if (move.kind === 'swap') this.#swap();
    else this.#place(move.y * this.size + move.x, this.toMove);
    this.#moves.push(move);
    this.#winner = this.#uf.winner();
    return this.#winner;
  }

  clone(): HexBoard {
    const copy = new HexBoard(this.setup);
    for (const m of this.#moves) copy.play(m);
    return copy;
  }

  toPosition(): HexPosition {
    return { setup: this.setup, moves: this.#moves.slice() };
  }

  /** Rows top to bottom, each shifted one more space (the rhombus), `.` empty, `R` red, `B` blue. */
  toString(): string {
    const rows: string[] = [];
    for (let y = 0; y < this.size; y++) {
      let row = ' '.repeat(y);
      for (let x = 0; x < this.size; x++) row += (x > 0 ? ' ' : '') + '.RB'[this.#cells[y * this.size + x]!];
      rows.push(row);
    }
    return rows.join('\n');
  }

  #place(index: number, colour: HexColor): void {
    this.#cells[index] = colour;
    this.#uf.add(index, colour);
  }

  /**
   * The pie rule as HTP's `swap-pieces` defines it: red's one stone is mirrored in the long
   * diagonal and becomes blue, so red still joins top and bottom and moves next.
   */
  #swap(): void {
    const first = this.#moves[0]!;
    if (first.kind !== 'cell') throw new RangeError('swap after a non-cell first move'); // check() rules this out
    this.#cells.fill(EMPTY);
    this.#uf.clear();
    this.#place(first.x * this.size + first.y, BLUE);
  }
}

function describe(move: HexMove): string {
  if (move.kind === 'swap') return formatHexMove(move);
  try {
    return cellName(move.x, move.y);
  } catch {
    return `(${String(move.x)},${String(move.y)})`;
  }
}
