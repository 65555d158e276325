/**
 * The mutable Gomoku board: stones, whose turn it is, move validation, the outcome, apply/undo.
 * The outcome is updated incrementally from the last stone only (see lines.ts).
 */
import { GomokuSetupError, IllegalGomokuMoveError } from './errors.ts';
import { winningLineThrough } from './lines.ts';
import type { GomokuPosition, GomokuRule, Point } from './position.ts';
import { DEFAULT_SIZE, EMPTY, MAX_SIZE, MIN_SIZE, stoneOfMove } from './stone.ts';
import type { Cell, Stone } from './stone.ts';
import { LEGAL, describePoint } from './verdict.ts';
import type { MoveVerdict } from './verdict.ts';

export type GomokuOutcome =
  | { readonly kind: 'ongoing' }
  | { readonly kind: 'win'; readonly winner: Stone; readonly line: readonly Point[] }
  | { readonly kind: 'draw' };

const ONGOING: GomokuOutcome = Object.freeze({ kind: 'ongoing' });
const DRAW: GomokuOutcome = Object.freeze({ kind: 'draw' });

/** Throws GomokuSetupError unless size is an integer in 5..20 and rule is known. */
export function checkSetup(size: number, rule: GomokuRule): void {
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) {
    throw new GomokuSetupError(`board size ${String(size)} is outside ${MIN_SIZE}..${MAX_SIZE}`, { size });
  }
  if (rule !== 'freestyle' && rule !== 'standard') {
    throw new GomokuSetupError(`unknown rule ${JSON.stringify(rule)}: expected "freestyle" or "standard"`, { rule });
  }
}

export class GomokuBoard {
  readonly size: number;
  readonly rule: GomokuRule;
  /** Row-major: cells[y * size + x]. */
  readonly #cells: Uint8Array;
  readonly #moves: Point[] = [];
  #outcome: GomokuOutcome = ONGOING;

  constructor(size: number = DEFAULT_SIZE, rule: GomokuRule = 'freestyle') {
    checkSetup(size, rule);
    this.size = size;
    this.rule = rule;
    this.#cells = new Uint8Array(size * size);
  }

  /** Row-major view of the cells (0 empty, 1 black, 2 white). Do not write to it. */
  get cells(): Readonly<Uint8Array> {
    return this.#cells;
  }

  get moveCount(): number {
    return this.#moves.length;
  }

  get moves(): readonly Point[] {
    return this.#moves;
  }

  get lastMove(): Point | null {
    return this.#moves[this.#moves.length - 1] ?? null;
  }

  /** The colour that plays next (also after the game is over: whose turn it would be). */
  get toMove(): Stone {
    return stoneOfMove(this.#moves.length);
  }

  get outcome(): GomokuOutcome {
    return this.#outcome;
  }

  get isOver(): boolean {
    return this.#outcome.kind !== 'ongoing';
  }

  isOnBoard(x: number, y: number): boolean {
    return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.size && y < this.size;
  }

  /** The cell at (x, y); throws RangeError off the board (a programming error, not bad input). */
  at(x: number, y: number): Cell {
    if (!this.isOnBoard(x, y)) throw new RangeError(`${describePoint({ x, y })} is off the ${this.size}×${this.size} board`);
    return this.#cells[y * this.size + x] as Cell;
  }

  /** May the side to move put a stone at p? Never throws. */
  check(p: Point): MoveVerdict {
    if (this.#outcome.kind !== 'ongoing') {
      const why = this.#outcome.kind === 'draw' ? 'drawn' : 'won';
      return { ok: false, reason: 'game-over', message: `the game is already ${why}; no move at ${describePoint(p)}` };
    }
    if (!this.isOnBoard(p.x, p.y)) {
      return { ok: false, reason: 'off-board', message: `${describePoint(p)} is off the ${this.size}×${this.size} board` };
    }
    if (this.#cells[p.y * this.size + p.x] !== EMPTY) {
      return { ok: false, reason: 'occupied', message: `${describePoint(p)} is already occupied` };
    }
    return LEGAL;
  }

  /** Put the side to move's stone at p and return the new outcome. Throws IllegalGomokuMoveError. */
  play(p: Point): GomokuOutcome {
    const verdict = this.check(p);
    if (!verdict.ok) {
      throw new IllegalGomokuMoveError(verdict.reason, { x: p.x, y: p.y }, this.#moves.length, `move ${this.#moves.length + 1}: ${verdict.message}`);
    }
    const stone = this.toMove;
    this.#cells[p.y * this.size + p.x] = stone;
    this.#moves.push({ x: p.x, y: p.y });
    const line = winningLineThrough(this.#cells, this.size, this.rule, p.x, p.y);
    if (line) this.#outcome = Object.freeze({ kind: 'win', winner: stone, line: Object.freeze(line) });
    else if (this.#moves.length === this.#cells.length) this.#outcome = DRAW;
    return this.#outcome;
  }

  /** Take back the last stone; returns it, or null on an empty board. The game is ongoing afterwards. */
  undo(): Point | null {
    const p = this.#moves.pop();
    if (!p) return null;
    this.#cells[p.y * this.size + p.x] = EMPTY;
    // A move is only accepted while the game is ongoing, so the position before it was ongoing.
    this.#outcome = ONGOING;
    return p;
  }

  clone(): GomokuBoard {
    const copy = new GomokuBoard(this.size, this.rule);
    copy.#cells.set(this.#cells);
    copy.#moves.push(...this.#moves);
    copy.#outcome = this.#outcome;
    return copy;
  }

  toPosition(): GomokuPosition {
    return { size: this.size, rule: this.rule, moves: this.#moves.slice() };
  }

  /** Rows top to bottom, `.` empty, `X` black, `O` white: for test failures and logs. */
  toString(): string {
    const rows: string[] = [];
    for (let y = 0; y < this.size; y++) {
      let row = '';
      for (let x = 0; x < this.size; x++) row += '.XO'[this.#cells[y * this.size + x] ?? 0];
      rows.push(row);
    }
    return rows.join('\n');
  }
}
