/**
 * A slow, obviously-correct Blokus Duo referee for cross-checking the bitboard one. It shares no code
 * with core/blokus: its own piece table (typed from shared/DESIGN.md §4), its own orientation rule,
 * its own code parser, and a plain 14×14 array.
 */

export type RefKind =
  | 'legal'
  | 'malformed-code'
  | 'game-over'
  | 'pass-on-first-move'
  | 'piece-already-placed'
  | 'off-board'
  | 'cell-occupied'
  | 'edge-contact'
  | 'must-cover-start'
  | 'no-corner-contact';

/** shared/DESIGN.md §4, orientation 0, piece a..u. */
export const DESIGN_PIECES: readonly (readonly [number, number][])[] = [
  [[0, 0]],
  [[0, 0], [0, 1]],
  [[0, -1], [0, 0], [0, 1]],
  [[0, -1], [0, 0], [1, 0]],
  [[0, -1], [0, 0], [0, 1], [0, 2]],
  [[0, -1], [0, 0], [-1, 1], [0, 1]],
  [[0, -1], [0, 0], [1, 0], [0, 1]],
  [[0, 0], [1, 0], [0, 1], [1, 1]],
  [[-1, 0], [0, 0], [0, 1], [1, 1]],
  [[0, -2], [0, -1], [0, 0], [0, 1], [0, 2]],
  [[0, -2], [0, -1], [0, 0], [-1, 1], [0, 1]],
  [[0, -2], [0, -1], [-1, 0], [0, 0], [-1, 1]],
  [[0, -1], [-1, 0], [0, 0], [-1, 1], [0, 1]],
  [[-1, -1], [0, -1], [0, 0], [-1, 1], [0, 1]],
  [[0, -1], [0, 0], [1, 0], [0, 1], [0, 2]],
  [[0, -1], [0, 0], [-1, 1], [0, 1], [1, 1]],
  [[0, -2], [0, -1], [0, 0], [1, 0], [2, 0]],
  [[-1, -1], [0, -1], [0, 0], [1, 0], [1, 1]],
  [[-1, -1], [-1, 0], [0, 0], [1, 0], [1, 1]],
  [[-1, -1], [-1, 0], [0, 0], [1, 0], [0, 1]],
  [[0, -1], [-1, 0], [0, 0], [1, 0], [0, 1]],
];

/**
 * Orientation R = 2k + m, written out per k rather than looped: a clockwise quarter turn on screen
 * (y down) sends (dx,dy) to (−dy,dx); two turns to (−dx,−dy); three to (dy,−dx). Then m = 1 mirrors x.
 */
export function refOrient([dx, dy]: readonly [number, number], r: number): [number, number] {
  const k = r >> 1;
  const [x, y] = k === 0 ? [dx, dy] : k === 1 ? [-dy, dx] : k === 2 ? [-dx, -dy] : [dy, -dx];
  const mx = r & 1 ? -x : x;
  return [mx === 0 ? 0 : mx, y === 0 ? 0 : y]; // no −0
}

const COORD = '123456789abcde';
const LETTERS = 'abcdefghijklmnopqrstu';

export class RefBoard {
  /** cells[y-1][x-1]: −1 empty, else the side. */
  readonly cells: number[][] = Array.from({ length: 14 }, () => Array<number>(14).fill(-1));
  readonly left: Set<number>[] = [new Set(LETTERS.split('').map((_, i) => i)), new Set(LETTERS.split('').map((_, i) => i))];
  readonly last = [-1, -1];
  passes = 0;
  ply = 0;
  readonly starts: [number, number];

  constructor(firstMoverStart: '5' | 'a' = '5') {
    this.starts = firstMoverStart === '5' ? [5, 10] : [10, 5];
  }

  get side(): number {
    return this.ply % 2;
  }

  over(): boolean {
    return this.passes >= 2 || this.left[0]!.size === 0 || this.left[1]!.size === 0;
  }

  at(x: number, y: number): number {
    return x < 1 || y < 1 || x > 14 || y > 14 ? -2 : this.cells[y - 1]![x - 1]!;
  }

  judge(code: string): RefKind {
    if (code !== '0000' && !/^[1-9a-e][1-9a-e][a-u][0-7]$/.test(code)) return 'malformed-code';
    if (this.over()) return 'game-over';
    const side = this.side;
    const placedAny = this.left[side]!.size < 21;
    if (code === '0000') return placedAny ? 'legal' : 'pass-on-first-move';
    const x = COORD.indexOf(code[0]!) + 1;
    const y = COORD.indexOf(code[1]!) + 1;
    const p = LETTERS.indexOf(code[2]!);
    const r = Number(code[3]);
    if (!this.left[side]!.has(p)) return 'piece-already-placed';
    const cells = DESIGN_PIECES[p]!.map((c) => refOrient(c, r)).map(([dx, dy]) => [x + dx, y + dy] as const);
    if (cells.some(([cx, cy]) => this.at(cx, cy) === -2)) return 'off-board';
    if (cells.some(([cx, cy]) => this.at(cx, cy) !== -1)) return 'cell-occupied';
    const near = (dirs: number[][]): boolean =>
      cells.some(([cx, cy]) => dirs.some(([dx, dy]) => this.at(cx + dx!, cy + dy!) === side));
    if (near([[1, 0], [-1, 0], [0, 1], [0, -1]])) return 'edge-contact';
    if (!placedAny) {
      const s = this.starts[side]!;
      return cells.some(([cx, cy]) => cx === s && cy === s) ? 'legal' : 'must-cover-start';
    }
    return near([[1, 1], [-1, 1], [1, -1], [-1, -1]]) ? 'legal' : 'no-corner-contact';
  }

  /** Apply a code judged legal. */
  play(code: string): void {
    const side = this.side;
    this.ply++;
    if (code === '0000') {
      this.passes++;
      return;
    }
    const x = COORD.indexOf(code[0]!) + 1;
    const y = COORD.indexOf(code[1]!) + 1;
    const p = LETTERS.indexOf(code[2]!);
    for (const [dx, dy] of DESIGN_PIECES[p]!.map((c) => refOrient(c, Number(code[3])))) this.cells[y + dy - 1]![x + dx - 1] = side;
    this.left[side]!.delete(p);
    this.last[side] = p;
    this.passes = 0;
  }

  /** Every legal code for the side to move, by brute force over all 32,928 placement codes. */
  legalCodes(): string[] {
    const out: string[] = [];
    for (let p = 0; p < 21; p++)
      for (let r = 0; r < 8; r++)
        for (let y = 1; y <= 14; y++)
          for (let x = 1; x <= 14; x++) {
            const code = COORD[x - 1]! + COORD[y - 1]! + LETTERS[p]! + r;
            if (this.judge(code) === 'legal') out.push(code);
          }
    return out;
  }

  /** The cell set a (legal-shaped) code covers, as a sorted key. */
  static cellKey(code: string): string {
    const x = COORD.indexOf(code[0]!) + 1;
    const y = COORD.indexOf(code[1]!) + 1;
    const p = LETTERS.indexOf(code[2]!);
    return `${p}:` + DESIGN_PIECES[p]!.map((c) => refOrient(c, Number(code[3])))
      .map(([dx, dy]) => (y + dy) * 16 + (x + dx))
      .sort((a, b) => a - b)
      .join(',');
  }

  score(side: number): number {
    const left = this.left[side]!;
    if (left.size === 0) return this.last[side] === 0 ? 20 : 15;
    let s = 0;
    for (const p of left) s -= DESIGN_PIECES[p]!.length;
    return s;
  }
}
