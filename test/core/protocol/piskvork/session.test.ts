/**
 * Both sides together: a host (PiskvorkManager + GomokuBoard as referee) plays whole games between
 * small deterministic brains built on BrainParser, through fragmented byte streams.
 */
import { describe, expect, it } from 'vitest';
import { GomokuBoard } from '../../../../core/gomoku/index.ts';
import type { Point } from '../../../../core/gomoku/index.ts';
import {
  BrainParser,
  PiskvorkManager,
  boardStonesFor,
  encodeAscii,
  formatAbout,
  formatCycleReport,
  formatReply,
} from '../../../../core/protocol/piskvork/index.ts';
import type { ManagerEvent, PiskvorkCommand } from '../../../../core/protocol/piskvork/index.ts';

/** Plays the empty cell with the most own neighbours (ties: fewest opponent neighbours, then row-major). */
class ToyBrain {
  readonly #parser = new BrainParser();
  #size = 0;
  #grid = new Uint8Array(0);

  receive(bytes: Uint8Array): string {
    let out = '';
    for (const e of this.#parser.push(bytes)) {
      if (e.kind === 'error') {
        out += formatReply.error(e.error.message);
        continue;
      }
      const c = e.command;
      switch (c.kind) {
        case 'start':
          if (c.size !== 15 && c.size !== 10) {
            out += formatReply.error(`unsupported size ${c.size}`);
            break;
          }
          this.#size = c.size;
          this.#grid = new Uint8Array(c.size * c.size);
          out += formatReply.ok();
          break;
        case 'restart':
          this.#grid.fill(0);
          out += formatReply.ok();
          break;
        case 'turn':
          this.#grid[c.move.y * this.#size + c.move.x] = 2;
          out += this.#move();
          break;
        case 'begin':
          out += this.#move();
          break;
        case 'board':
          this.#grid.fill(0);
          for (const s of c.stones) this.#grid[s.y * this.#size + s.x] = s.field;
          out += this.#move();
          break;
        case 'about':
          out += formatReply.about(formatAbout({ name: 'toy', version: '1' }));
          break;
        case 'info':
        case 'end':
          break;
        case 'unknown':
          out += formatReply.unknown(c.text);
      }
    }
    return out;
  }

  #move(): string {
    const n = this.#size;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < n * n; i++) {
      if (this.#grid[i] !== 0) continue;
      let own = 0;
      let other = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const x = (i % n) + dx;
          const y = Math.floor(i / n) + dy;
          if ((dx || dy) && x >= 0 && y >= 0 && x < n && y < n) {
            const v = this.#grid[y * n + x];
            if (v === 1) own++;
            if (v === 2) other++;
          }
        }
      }
      const score = own * 10 - other;
      if (score > bestScore) [best, bestScore] = [i, score];
    }
    this.#grid[best] = 1;
    const p = { x: best % n, y: Math.floor(best / n) };
    // The cycles convention: a report before the move line, here "one cycle per empty cell".
    const empty = this.#grid.filter((v) => v === 0).length;
    return `DEBUG scanning\n${formatReply.message(formatCycleReport(empty, { nodes: empty }))}${formatReply.move(p)}`;
  }
}

/** One side of the host: a manager talking to a brain through byte chunks of `chunk` bytes. */
class Link {
  readonly manager = new PiskvorkManager();
  readonly events: ManagerEvent[] = [];
  constructor(
    readonly brain: ToyBrain,
    readonly chunk: number,
  ) {}

  send(cmd: PiskvorkCommand): ManagerEvent[] {
    const reply = encodeAscii(this.brain.receive(encodeAscii(this.manager.command(cmd))));
    const got: ManagerEvent[] = [];
    for (let i = 0; i < reply.length; i += this.chunk) got.push(...this.manager.push(reply.subarray(i, i + this.chunk)));
    this.events.push(...got);
    return got;
  }

  /** Send a move request and return the move, checking the side events on the way. */
  move(cmd: PiskvorkCommand): Point {
    const got = this.send(cmd);
    const move = got.find((e) => e.kind === 'move');
    if (move?.kind !== 'move') throw new Error(`no move in ${JSON.stringify(got)}`);
    expect(move.cycles?.fields['nodes']).toBe(move.cycles?.cycles);
    return move.move;
  }
}

describe('manager and brain together', () => {
  it('plays a whole game under the referee, every reply legal and paired with its cycle report', () => {
    const board = new GomokuBoard(10);
    const links = [new Link(new ToyBrain(), 1), new Link(new ToyBrain(), 7)];
    for (const l of links) {
      expect(l.send({ kind: 'start', size: 10 }).map((e) => e.kind)).toEqual(['ok']);
      expect(l.send({ kind: 'info', key: 'rule', value: '0' })).toEqual([]);
      expect(l.send({ kind: 'about' })).toMatchObject([{ kind: 'about', fields: { name: 'toy', version: '1' } }]);
    }
    let last: Point | null = null;
    while (!board.isOver) {
      const link = links[board.moveCount % 2]!;
      const move: Point = link.move(last ? { kind: 'turn', move: last } : { kind: 'begin' });
      expect(board.check(move)).toEqual({ ok: true });
      board.play(move);
      last = move;
    }
    for (const l of links) {
      l.send({ kind: 'end' });
      expect(l.manager.awaiting).toEqual([]);
      expect(l.events.filter((e) => e.kind === 'error' || e.kind === 'refused')).toEqual([]);
      expect(l.events.some((e) => e.kind === 'debug')).toBe(true);
    }
    expect(board.outcome.kind).not.toBe('ongoing');
  });

  it('a brain given the game by BOARD answers as the brain that played it', () => {
    const board = new GomokuBoard(15);
    const links = [new Link(new ToyBrain(), 3), new Link(new ToyBrain(), 64)];
    for (const l of links) l.send({ kind: 'start', size: 15 });
    let last: Point | null = null;
    for (let i = 0; i < 9; i++) {
      const move: Point = links[i % 2]!.move(last ? { kind: 'turn', move: last } : { kind: 'begin' });
      board.play(move);
      last = move;
    }
    // Move 10 (white): ask the original brain by TURN and a fresh one by BOARD.
    const fresh = new Link(new ToyBrain(), 5);
    fresh.send({ kind: 'start', size: 15 });
    const byBoard = fresh.move({ kind: 'board', stones: boardStonesFor(board.moves) });
    expect(byBoard).toEqual(links[1]!.move({ kind: 'turn', move: last! }));
    // RESTART empties the brain's board: its answer to BEGIN is the opening move again.
    expect(fresh.send({ kind: 'restart' }).map((e) => e.kind)).toEqual(['ok']);
    expect(fresh.move({ kind: 'begin' })).toEqual(board.moves[0]);
  });

  it('a refused START and an unknown command come back as refusals, not errors', () => {
    const l = new Link(new ToyBrain(), 2);
    expect(l.send({ kind: 'start', size: 19 })).toMatchObject([{ kind: 'refused', reply: 'error', answers: 'ok', text: 'unsupported size 19' }]);
    const m = l.manager;
    const reply = l.brain.receive(encodeAscii('SWAP2BOARD\r\n'));
    expect(m.push(reply)).toMatchObject([{ kind: 'refused', reply: 'unknown', answers: null, text: 'SWAP2BOARD' }]);
  });
});
