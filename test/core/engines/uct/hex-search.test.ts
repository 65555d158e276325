import { describe, expect, it } from 'vitest';
import { HexUctGame, UctEngine, UctError, UctSearch, parseUctSpec } from '../../../../core/engines/uct/index.ts';
import { BLUE, HexBoard, RED, formatHexMove, hexWinner, replayHexTexts } from '../../../../core/hex/index.ts';
import { createRng } from '../../../../core/random.ts';

const FIVE = { size: 5, swap: false };

describe('Hex UCT engine', () => {
  it('is deterministic given the seed and a playout budget', () => {
    const board = replayHexTexts({ size: 7, swap: false }, ['d4', 'c5']);
    const a = new UctEngine(parseUctSpec('uct:playouts=600,seed=5')).hexMove(board);
    const b = new UctEngine(parseUctSpec('uct:playouts=600,seed=5')).hexMove(board);
    expect(b).toEqual(a);
    expect(a.info.playouts).toBe(600);
    expect(board.check(a.move).ok).toBe(true);
  });

  it('takes a one-move win and blocks one, with a win rate that says so', () => {
    // Red has a1..a4 down the left column (a5 free); blue has b1..b4 beside it.
    const redToMove = replayHexTexts(FIVE, ['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4']);
    const win = new UctEngine(parseUctSpec('uct:playouts=1500,seed=2')).hexMove(redToMove);
    expect(formatHexMove(win.move)).toBe('a5');
    expect(win.info.winRate).toBeGreaterThan(0.95);
    // Blue to move, red threatens a5: blue must take it.
    const blueToMove = replayHexTexts(FIVE, ['a1', 'e1', 'a2', 'e2', 'a3', 'e3', 'a4']);
    const block = new UctEngine(parseUctSpec('uct:playouts=3000,seed=3')).hexMove(blueToMove);
    expect(formatHexMove(block.move)).toBe('a5');
  });

  it('refuses a finished game with a typed error', () => {
    const won = replayHexTexts(FIVE, ['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4', 'a5']);
    expect(won.winner).toBe(RED);
    expect(() => new UctEngine(parseUctSpec('uct:playouts=10')).hexMove(won)).toThrow(UctError);
  });

  it('keeps to a small node pool and still answers', () => {
    const engine = new UctEngine(parseUctSpec('uct:playouts=4000,nodes=1024,expand=0'));
    const r = engine.hexMove(new HexBoard({ size: 9, swap: false }));
    expect(r.info.nodes).toBeLessThanOrEqual(1024);
    expect(r.info.playouts).toBe(4000);
  });

  it('stops on the injected clock under a time budget, and needs one', () => {
    let now = 0;
    const clock = (): number => (now += 1);
    const r = new UctEngine(parseUctSpec('uct:time=20,playouts=100000'), clock).hexMove(new HexBoard(FIVE));
    // The clock advances 1 ms a read. The deadline is 1 + 20; the loop reads it before playouts
    // 0, 16, 32, … (times 2, 3, …) and stops at the read showing 21, after 19 × 16 playouts.
    expect(r.info.playouts).toBe(304);
    expect(() => new UctEngine(parseUctSpec('uct:time=20'))).toThrow(/needs a clock/);
  });

  it('expands by each of the three rules; without expansion the tree is the root and its moves', () => {
    const board = new HexBoard({ size: 7, swap: false });
    const flat = new UctEngine(parseUctSpec('uct:playouts=2000,expand=100000')).hexMove(board);
    expect(flat.info.nodes).toBe(1 + flat.info.rootMoves);
    for (const rule of ['count', 'siblings', 'confidence']) {
      const r = new UctEngine(parseUctSpec(`uct:playouts=2000,rule=${rule}`)).hexMove(board);
      expect(board.check(r.move).ok).toBe(true);
    }
    expect(new UctEngine(parseUctSpec('uct:playouts=2000,rule=count,expand=10')).hexMove(board).info.nodes).toBeGreaterThan(flat.info.nodes);
  });

  it('prunes dead cells at the root', () => {
    // A cell with four red neighbours in a row is dead. b2's neighbours round the ring: c2, b3, a3, a2, b1, c1.
    const board = replayHexTexts({ size: 5, swap: false }, ['c2', 'e5', 'b3', 'e4', 'a3', 'e3', 'a2', 'd5']);
    const pruned = new HexUctGame(board, { strategy: true, prune: true });
    const all = new HexUctGame(board, { strategy: true, prune: false });
    const out = new Int32Array(25);
    const keep = Array.from(out.subarray(0, pruned.generate(out)));
    expect(all.generate(out)).toBe(25 - 8);
    expect(keep).not.toContain(pruned.indexOf(1, 1));
    expect(keep.length).toBeLessThan(25 - 8);
  });
});

describe('Hex playouts', () => {
  it('end on a full board whose winner they report (differential with the rules\' union-find)', () => {
    for (const strategy of [false, true]) {
      const board = replayHexTexts({ size: 9, swap: false }, ['e5', 'd6', 'c3']);
      const game = new HexUctGame(board, { strategy, prune: true });
      const rng = createRng(11);
      for (let i = 0; i < 200; i++) {
        game.rewind();
        const result = game.playout(rng);
        const cells = game.boardCells();
        expect(cells.includes(0)).toBe(false);
        expect(hexWinner(cells, 9)).toBe(result === 0 ? RED : BLUE);
      }
    }
  });

  it('answer a bridge intrusion at once with the strategy on, and only by chance without', () => {
    // Red c2 (2,1) and b4 (1,3) share the neighbours b3 (1,2) and c3 (2,2). Blue intrudes at b3; red to move.
    const board = replayHexTexts({ size: 7, swap: false }, ['c2', 'g7', 'b4', 'b3']);
    const link = 2 * 7 + 2; // c3
    const counts = { true: 0, false: 0 };
    for (const strategy of [true, false]) {
      const game = new HexUctGame(board, { strategy, prune: false });
      const rng = createRng(3);
      for (let i = 0; i < 100; i++) {
        game.rewind();
        game.playout(rng);
        if (game.boardCells()[link] === RED) counts[`${strategy}`]++;
      }
    }
    expect(counts.true).toBe(100);
    expect(counts.false).toBeLessThan(80);
  });

  it('complete the two-bridge edge template: a red stone on row 2 keeps its link to the top edge', () => {
    // Red d2 (3,1) touches the top edge through d1 (3,0) and e1 (4,0); blue takes d1.
    const board = replayHexTexts({ size: 7, swap: false }, ['d2', 'd1']);
    const game = new HexUctGame(board, { strategy: true, prune: false });
    const rng = createRng(9);
    for (let i = 0; i < 50; i++) {
      game.rewind();
      game.playout(rng);
      expect(game.boardCells()[4]).toBe(RED); // e1
    }
  });

  it('uses the search as a whole: same pool, many moves, legal every time', () => {
    const search = new UctSearch(parseUctSpec('uct:playouts=200,nodes=4096'));
    const board = new HexBoard({ size: 6, swap: false });
    while (!board.isOver) {
      const game = new HexUctGame(board, search.options);
      const r = search.search(game, board.moveCount);
      const { x, y } = game.cellOf(r.move);
      board.play({ kind: 'cell', x, y });
    }
    expect(board.winner).not.toBeNull();
  });
});
