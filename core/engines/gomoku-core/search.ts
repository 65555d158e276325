/**
 * The Gomoku IP's search, step for step as hdl/gomoku/src/gomoku_search.c (hdl/gomoku/SPEC.md §2–§6):
 * same candidate order, same cut-offs, same counters, hence the same move and cycle count. The C splits
 * the search into one function per depth because synthesis cannot recurse; here one function takes the
 * ply as an argument, which visits the same nodes in the same order.
 */
import {
  CYCLE_COSTS,
  GS_CELLS,
  GS_FIVE,
  GS_INF,
  GS_MAX_DEPTH,
  GS_N,
  GS_TOPK,
  GS_WIN,
  GomokuCoreStatus,
  RULE_FREESTYLE,
  RULE_STANDARD,
} from './constants.ts';
import type { GomokuCoreStatusName } from './constants.ts';

/*
 * Speed-up that changes no result: the emulator keeps the board in a 17×17 array with a wall ring (code
 * 3), so a walk stops at the wall instead of testing the bounds (a wall is neither a stone of the walking
 * colour nor empty, exactly like "off the board" in the C). Directions become index strides, in the
 * C's order d0..d3 = (1,0), (0,1), (1,1), (−1,1). `near` gets a ring of 2 so its 5×5 updates need no test.
 */
const W = GS_N + 2;
const WALL = 3;
const STRIDE = [1, W, W + 1, W - 1] as const;
const NW = GS_N + 4;

/** Padded index of on-board cell i (row-major 0..224). */
function pad(i: number): number {
  const x = i % GS_N;
  return ((i - x) / GS_N + 1) * W + x + 1;
}

/** Row-major index of padded index q. */
function unpad(q: number): number {
  const x = (q % W) - 1;
  return (Math.floor(q / W) - 1) * GS_N + x;
}

/** Everything the IP reports, plus the counters its cycle count is made of. */
export interface CoreSearchResult {
  /** 0..14, or 255 when there is no move (full board, bad input). */
  readonly x: number;
  readonly y: number;
  readonly status: GomokuCoreStatusName;
  readonly nodes: number;
  readonly leaves: number;
  readonly expansions: number;
  readonly scored: number;
  readonly threatCells: number;
  readonly threatChecks: number;
  readonly cycles: number;
}

export const NO_MOVE = 0xff;

/** Pattern weight of a run (SPEC §2). */
function weight(len: number, open: number, rule: number): number {
  if (len >= 5) return rule === RULE_STANDARD && len > 5 ? 0 : GS_FIVE;
  if (open === 0) return 0;
  if (len === 4) return open === 2 ? 100_000 : 10_000;
  if (len === 3) return open === 2 ? 1_000 : 100;
  if (len === 2) return open === 2 ? 100 : 10;
  return open === 2 ? 10 : 1;
}

function isWinLen(len: number, rule: number): boolean {
  return rule === RULE_STANDARD ? len === 5 : len >= 5;
}

/** The search state of one call: the C's gs_ctx. Cells and list entries are padded indices. */
class Machine {
  readonly cell = new Uint8Array(W * W).fill(WALL);
  /** Indexed by (y + 2) * NW + x + 2. */
  readonly near = new Uint8Array(NW * NW);
  readonly list: Uint16Array[] = [];
  readonly score: Int32Array[] = [];
  readonly count = new Uint8Array(GS_MAX_DEPTH);
  me = 1;
  opp = 2;
  depth = 1;
  rule = RULE_FREESTYLE;
  rootBest = 0;
  nodes = 0;
  leaves = 0;
  expansions = 0;
  scored = 0;
  /** The openness a walk adds (the C's `*open += 1`), kept here to avoid allocating per walk. */
  open = 0;

  constructor() {
    for (let p = 0; p < GS_MAX_DEPTH; p++) {
      this.list.push(new Uint16Array(GS_TOPK));
      this.score.push(new Int32Array(GS_TOPK));
    }
    for (let i = 0; i < GS_CELLS; i++) this.cell[pad(i)] = 0;
  }

  /** Stones of colour c from q along stride s, at most 5; bumps `open` if the walk ends on an empty cell. */
  walk(q: number, s: number, c: number): number {
    const cell = this.cell;
    let n = 0;
    let r = q + s;
    while (n < 5 && cell[r] === c) {
      n++;
      r += s;
    }
    if (cell[r] === 0) this.open++;
    return n;
  }

  makesWin(q: number, c: number): boolean {
    for (let d = 0; d < 4; d++) {
      const s = STRIDE[d]!;
      const len = 1 + this.walk(q, s, c) + this.walk(q, -s, c);
      if (isWinLen(len, this.rule)) return true;
    }
    return false;
  }

  orderScore(q: number, m: number): number {
    const o = 3 - m;
    let total = 0;
    for (let d = 0; d < 4; d++) {
      const s = STRIDE[d]!;
      this.open = 0;
      const lenM = 1 + this.walk(q, s, m) + this.walk(q, -s, m);
      const openM = this.open;
      this.open = 0;
      const lenO = 1 + this.walk(q, s, o) + this.walk(q, -s, o);
      total += weight(lenM, openM, this.rule) + weight(lenO, this.open, this.rule);
    }
    return total;
  }

  evaluate(): number {
    const cell = this.cell;
    let sum = 0;
    for (let y = 0; y < GS_N; y++) {
      for (let q = (y + 1) * W + 1, end = q + GS_N; q < end; q++) {
        const c = cell[q]!;
        if (c === 0) continue;
        for (let d = 0; d < 4; d++) {
          const s = STRIDE[d]!;
          const p = cell[q - s]!;
          if (p === c) continue; // not the first stone of its run
          let open = p === 0 ? 1 : 0;
          let len = 1;
          let r = q + s;
          while (cell[r] === c) {
            len++;
            r += s;
          }
          if (cell[r] === 0) open++;
          const w = weight(len, open, this.rule);
          sum += c === this.me ? w : -w;
        }
      }
    }
    return sum;
  }

  nearAdd(q: number, delta: number): void {
    const x = (q % W) - 1;
    const y = Math.floor(q / W) - 1;
    const near = this.near;
    for (let dy = 0; dy < 5; dy++) {
      const row = (y + dy) * NW + x;
      for (let dx = 0; dx < 5; dx++) near[row + dx]! += delta;
    }
  }

  buildList(p: number, m: number): void {
    const list = this.list[p]!;
    const score = this.score[p]!;
    const cell = this.cell;
    const near = this.near;
    let n = 0;
    this.expansions++;
    for (let y = 0; y < GS_N; y++) {
      const nearRow = (y + 2) * NW + 2;
      const base = (y + 1) * W + 1;
      for (let x = 0; x < GS_N; x++) {
        const q = base + x;
        if (cell[q] !== 0 || near[nearRow + x] === 0) continue;
        this.scored++;
        const s = this.orderScore(q, m);
        // After every listed entry with a score >= s: ties keep row-major order.
        let pos = n;
        while (pos > 0 && score[pos - 1]! < s) pos--;
        if (pos >= GS_TOPK) continue;
        const last = n < GS_TOPK ? n : GS_TOPK - 1;
        for (let k = last; k > pos; k--) {
          list[k] = list[k - 1]!;
          score[k] = score[k - 1]!;
        }
        list[pos] = q;
        score[pos] = s;
        if (n < GS_TOPK) n++;
      }
    }
    this.count[p] = n;
  }

  /** The value of `mover` playing `c` at `ply`, the cell restored after; `won` when it completes a line. */
  private tryMove(ply: number, c: number, mover: number, alpha: number, beta: number): { v: number; won: boolean } {
    const isMax = (ply & 1) === 1;
    this.cell[c] = mover;
    this.nearAdd(c, 1);
    this.nodes++;
    let r: { v: number; won: boolean };
    if (this.makesWin(c, mover)) {
      r = { v: isMax ? GS_WIN - ply : -(GS_WIN - ply), won: true };
    } else if (ply === this.depth) {
      r = { v: this.evaluate(), won: false };
      this.leaves++;
    } else {
      r = { v: this.stage(ply + 1, alpha, beta), won: false };
    }
    this.cell[c] = 0;
    this.nearAdd(c, -1);
    return r;
  }

  /** Stage `ply` (1-based; odd plies are MAX). The C has one copy of this per ply. */
  stage(ply: number, alphaIn: number, betaIn: number): number {
    let alpha = alphaIn;
    let beta = betaIn;
    const isMax = (ply & 1) === 1;
    const mover = isMax ? this.me : this.opp;
    let best = isMax ? -GS_INF : GS_INF;
    this.buildList(ply - 1, mover);
    const n = this.count[ply - 1]!;
    if (n === 0) return 0;
    const list = this.list[ply - 1]!;
    for (let k = 0; k < n; k++) {
      const c = list[k]!;
      const { v, won } = this.tryMove(ply, c, mover, alpha, beta);
      if (isMax) {
        if (v > best) {
          best = v;
          if (ply === 1) this.rootBest = c;
        }
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (won || alpha >= beta) break;
    }
    return best;
  }
}

/** SPEC §6: the cycle count of a result's counters. */
export function cyclesOf(r: Omit<CoreSearchResult, 'cycles' | 'x' | 'y'>): number {
  if (r.status === 'badInput') return 0;
  return (
    CYCLE_COSTS.setup +
    CYCLE_COSTS.finish +
    CYCLE_COSTS.threatCell * r.threatCells +
    CYCLE_COSTS.threatCheck * r.threatChecks +
    CYCLE_COSTS.expand * r.expansions +
    CYCLE_COSTS.score * r.scored +
    CYCLE_COSTS.node * r.nodes +
    CYCLE_COSTS.leaf * r.leaves
  );
}

/**
 * gs_search: choose a move for `side` (1 black, 2 white) on row-major `cells` (codes 0..2), `depth`
 * plies (1..4), `rule` 0 freestyle / 1 standard. Like the IP it never throws: bad input is a status.
 */
export function gomokuCoreSearch(cells: ArrayLike<number>, side: number, depth: number, rule: number): CoreSearchResult {
  const g = new Machine();
  const counters = { nodes: 0, leaves: 0, expansions: 0, scored: 0, threatCells: 0, threatChecks: 0 };
  const finish = (i: number, status: GomokuCoreStatusName): CoreSearchResult => {
    const base = { status, ...counters };
    return {
      x: i < 0 ? NO_MOVE : i % GS_N,
      y: i < 0 ? NO_MOVE : Math.floor(i / GS_N),
      ...base,
      cycles: cyclesOf(base),
    };
  };
  const board = loadBoard(g, cells, side, depth, rule);
  if (board === null) return finish(-1, 'badInput');
  g.me = side;
  g.opp = 3 - side;
  g.depth = depth;
  g.rule = rule;
  for (let i = 0; i < GS_CELLS; i++) if (g.cell[pad(i)] !== 0) g.nearAdd(pad(i), 1);

  if (board.stones === 0) return finish(7 * GS_N + 7, 'opening');
  const win = threatScan(g, g.me, counters);
  if (win >= 0) return finish(win, 'win');
  const block = threatScan(g, g.opp, counters);
  if (block >= 0) return finish(block, 'block');
  if (board.empties === 0) return finish(-1, 'full');
  g.stage(1, -GS_INF, GS_INF);
  counters.nodes = g.nodes;
  counters.leaves = g.leaves;
  counters.expansions = g.expansions;
  counters.scored = g.scored;
  return finish(unpad(g.rootBest), 'search');
}

/** Checks the arguments and copies the cells into the machine; null for bad input (the IP's status, not a throw). */
function loadBoard(g: Machine, cells: ArrayLike<number>, side: number, depth: number, rule: number): { stones: number; empties: number } | null {
  const badArgs = (side !== 1 && side !== 2) || !Number.isInteger(depth) || depth < 1 || depth > GS_MAX_DEPTH || (rule !== RULE_FREESTYLE && rule !== RULE_STANDARD);
  if (badArgs || cells.length !== GS_CELLS) return null;
  let stones = 0;
  let empties = 0;
  for (let i = 0; i < GS_CELLS; i++) {
    const c = cells[i]!;
    if (c !== 0 && c !== 1 && c !== 2) return null;
    g.cell[pad(i)] = c;
    if (c === 0) empties++;
    else stones++;
  }
  return { stones, empties };
}

/** The first empty cell (row-major) where `colour` would complete a line, or -1; counts the IP's work. */
function threatScan(g: Machine, colour: number, counters: { threatCells: number; threatChecks: number }): number {
  for (let i = 0; i < GS_CELLS; i++) {
    counters.threatCells++;
    if (g.cell[pad(i)] !== 0) continue;
    counters.threatChecks++;
    if (g.makesWin(pad(i), colour)) return i;
  }
  return -1;
}

/** The IP's move register for a result: status << 16 | y << 8 | x (SPEC §7). */
export function moveRegister(r: CoreSearchResult): number {
  return ((GomokuCoreStatus[r.status] << 16) | (r.y << 8) | r.x) >>> 0;
}
