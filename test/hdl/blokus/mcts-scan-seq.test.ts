/**
 * The v3 scan's sequencer (SPEC-v3 §4, §6a, §6b; hdl/blokus/rtl/v3/mcts_scan_seq.v) under iverilog
 * at one, two and four rows a clock, with and without the shape overlap, on the positions of the
 * playout policy's own games (the considered sizes, and all sizes as §2's fallback scans them): it
 * must visit the considered shapes in the shape ROM's order and each shape's candidate rows from
 * the lowest, R a clock, and take exactly the clocks the emulator charges (`scanVisits`).
 * Verilator lints it.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PIECE_SIZES } from '../../../core/blokus/index.ts';
import type { BlokusBoard } from '../../../core/blokus/index.ts';
import { SHAPE_COUNT, SHAPE_HEIGHT, SHAPE_PIECE, candidateRows } from '../../../core/engines/blokus-core/generation.ts';
import { attachRows, scanVisits } from '../../../core/engines/blokus-mcts/clocks.ts';
import { minConsideredSize } from '../../../core/engines/blokus-mcts/playout.ts';
import { policyGame } from '../../support/mcts-trees.ts';
import { RTL_DIR, runIverilog } from './sim.ts';

const run = promisify(execFile);
const SOURCES = ['rtl/v3/mcts_scan_seq.v', 'tb/mcts_scan_seq_tb.v'];

interface Case {
  readonly avail: number;
  readonly minSize: number;
  readonly attRows: number;
  /** The clocks scanVisits charges for this scan. */
  readonly visits: number;
}

/** Scans of the playout policy's games at every ply: the considered sizes, and every tenth also all sizes. */
function cases(rows: number, overlap: boolean): Case[] {
  const out: Case[] = [];
  const add = (board: BlokusBoard, allSizes: boolean): void => {
    const me = board.toMove;
    const minSize = allSizes ? 1 : minConsideredSize(board.piecesPlaced(0) + board.piecesPlaced(1));
    out.push({ avail: board.piecesLeftMask(me), minSize, attRows: attachRows(board), visits: scanVisits(board, allSizes, rows, overlap) });
  };
  for (let seed = 1; seed <= 12; seed++) {
    policyGame(seed, Infinity, (board) => {
      add(board, false);
      if (out.length % 10 === 0) add(board, true);
    });
  }
  return out;
}

/** The sequencer's clocks as the SPEC describes them: per considered shape in ROM order, its own clock (without the overlap), then its candidate rows R a clock (at least one clock with the overlap). */
function expected(c: Case, rows: number, overlap: boolean): string[] {
  const cand = new Int32Array(6);
  candidateRows(c.attRows, cand);
  const lines: string[] = [];
  for (let s = 0; s < SHAPE_COUNT; s++) {
    if (((c.avail >> SHAPE_PIECE[s]!) & 1) === 0 || PIECE_SIZES[SHAPE_PIECE[s]!]! < c.minSize) continue;
    const list: number[] = [];
    for (let r = 0; r < 14; r++) if ((cand[SHAPE_HEIGHT[s]!]! >> r) & 1) list.push(r);
    // A shape's own clock, or with the overlap the one clock of a shape without rows.
    if (!overlap || list.length === 0) lines.push(`C ${s}`);
    for (let i = 0; i < list.length; i += rows) lines.push(['C', s, ...list.slice(i, i + rows)].join(' '));
  }
  return lines;
}

/** Per scan: its clocks' lines, the clocks `last` marked, and the busy clocks the bench counted. */
function parseScans(out: string): { clocks: string[]; lastAt: number[]; count: number }[] {
  const scans: { clocks: string[]; lastAt: number[]; count: number }[] = [];
  let cur: string[] = [];
  let lastAt: number[] = [];
  for (const line of out.split('\n')) {
    if (line.startsWith('C ')) cur.push(line);
    else if (line === 'L') lastAt.push(cur.length - 1);
    else if (/^SCAN \d+ \d+$/.test(line)) {
      scans.push({ clocks: cur, lastAt, count: Number(line.split(' ')[2]) });
      [cur, lastAt] = [[], []];
    }
  }
  return scans;
}

describe('v3 RTL: the scan sequencer (SPEC-v3 §4, §6a, §6b)', () => {
  for (const [rows, overlap] of [[1, false], [2, false], [4, false], [2, true], [4, true]] as const) {
    it(`visits the considered shapes and their candidate rows ${rows} a clock${overlap ? ', the next shape set up in the last row clock' : ''}, in scanVisits's clocks`, async () => {
      const list = cases(rows, overlap);
      expect(list.length).toBeGreaterThan(300);
      expect(list.some((c) => c.minSize === 1) && list.some((c) => c.minSize === 5)).toBe(true);
      const dir = await mkdtemp(join(tmpdir(), 'mcts-scan-seq-'));
      try {
        const path = join(dir, 'scans.txt');
        await writeFile(path, list.map((c) => `${c.avail} ${c.minSize} ${c.attRows}`).join('\n') + '\n');
        const out = await runIverilog(SOURCES, 'mcts_scan_seq_tb', { defines: { R: rows, OVERLAP: overlap ? 1 : 0 }, plusargs: [`+cases=${path}`], timeoutMs: 120_000 });
        expect(out).toMatch(new RegExp(`^PASS scan_seq ${list.length}$`, 'm'));
        const scans = parseScans(out);
        expect(scans).toHaveLength(list.length);
        list.forEach((c, k) => {
          const want = expected(c, rows, overlap);
          expect(scans[k]!.clocks, `scan ${k}`).toEqual(want);
          expect(scans[k]!.count, `scan ${k}`).toBe(c.visits);
          expect(scans[k]!.lastAt, `scan ${k}: last`).toEqual(want.length > 0 ? [want.length - 1] : []);
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    }, 150_000);
  }

  it('lints clean under Verilator at each setting', async () => {
    for (const [rows, overlap] of [[1, 0], [2, 0], [4, 1]]) {
      const { stderr } = await run('verilator', ['--lint-only', '-Wall', `-I${RTL_DIR}`, `-GR=${rows}`, `-GOVERLAP=${overlap}`, '--top-module', 'mcts_scan_seq', join(RTL_DIR, 'v3', 'mcts_scan_seq.v')]);
      expect(stderr).toBe('');
    }
  }, 60_000);
});
