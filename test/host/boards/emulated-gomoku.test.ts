import { describe, it, expect, afterEach } from 'vitest';
import { EmulatedGomokuBoard, gameOrder, EMULATOR_NAME, type GomokuCoreReport } from '../../../host/boards/emulated-gomoku.ts';
import { parseAbout, parseCycleReport, parseReply, boardStonesFor, formatCommand, PiskvorkManager, type ManagerEvent, type PiskvorkCommand } from '../../../core/protocol/piskvork/index.ts';
import { replayGomoku } from '../../../core/gomoku/index.ts';
import { gomokuCoreMove } from '../../../core/engines/gomoku-core/index.ts';
import type { Point } from '../../../core/gomoku/position.ts';
import { TransportError } from '../../../host/transports/errors.ts';

/** Talks to a board line by line, as a Piskvork manager does. */
function talk(board: EmulatedGomokuBoard) {
  let text = '';
  const waiters: Array<() => void> = [];
  board.onData((bytes) => {
    text += Buffer.from(bytes).toString('latin1');
    for (const w of waiters.splice(0)) w();
  });
  const lines = () => text.split('\r\n').slice(0, -1);
  let taken = 0;
  return {
    raw: () => text,
    send: (cmd: PiskvorkCommand | string) => board.write(Buffer.from(typeof cmd === 'string' ? cmd : formatCommand(cmd))),
    /** The next `n` complete lines. */
    async next(n = 1, timeoutMs = 5000): Promise<string[]> {
      const until = performance.now() + timeoutMs;
      while (lines().length < taken + n) {
        if (performance.now() > until) throw new Error(`waited for ${n} line(s), have: ${JSON.stringify(text)}`);
        await new Promise<void>((r) => {
          const t = setTimeout(r, 50);
          waiters.push(() => (clearTimeout(t), r()));
        });
      }
      const out = lines().slice(taken, taken + n);
      taken += n;
      return out;
    },
  };
}

/** Reads a cycle report line then a move line; checks their form. */
async function moveWithReport(c: ReturnType<typeof talk>): Promise<{ move: Point; cycles: number; fields: Record<string, number> }> {
  const [msg, mv] = await c.next(2);
  const m = parseReply(msg!);
  expect(m.kind).toBe('message');
  const report = parseCycleReport((m as { text: string }).text);
  expect(report).not.toBeNull();
  const r = parseReply(mv!);
  expect(r.kind).toBe('move');
  return { move: (r as { move: Point }).move, cycles: report!.cycles, fields: { ...report!.fields } };
}

describe('EmulatedGomokuBoard', () => {
  let board: EmulatedGomokuBoard | null = null;
  afterEach(async () => {
    await board?.close();
    board = null;
  });

  it('identifies itself as the emulator on ABOUT', async () => {
    board = new EmulatedGomokuBoard({ depth: 2 });
    await board.open();
    const c = talk(board);
    await c.send({ kind: 'about' });
    const [line] = await c.next();
    const { fields, rest } = parseAbout(line!);
    expect(rest).toBe('');
    expect(fields.name).toBe(EMULATOR_NAME);
    expect(fields.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('plays a legal game from START/BEGIN/TURN, each move preceded by the core cycle count', async () => {
    board = new EmulatedGomokuBoard({ depth: 2 });
    await board.open();
    const reports: GomokuCoreReport[] = [];
    board.onCoreStats((r) => reports.push(r));
    const c = talk(board);
    await c.send({ kind: 'start', size: 15 });
    expect(await c.next()).toEqual(['OK']);
    await c.send({ kind: 'begin' });
    const moves: Point[] = [];
    const first = await moveWithReport(c);
    moves.push(first.move);
    // The opponent plays some legal, non-winning replies; the board's moves must stay legal.
    const replies: Point[] = [{ x: 0, y: 0 }, { x: 14, y: 0 }, { x: 0, y: 14 }];
    for (const reply of replies) {
      if (moves.some((p) => p.x === reply.x && p.y === reply.y)) continue;
      moves.push(reply);
      await c.send({ kind: 'turn', move: reply });
      const r = await moveWithReport(c);
      moves.push(r.move);
      // The report matches the emulated core's own answer for that position.
      const expected = gomokuCoreMove({ size: 15, rule: 'freestyle', moves: moves.slice(0, -1) }, { depth: 2 });
      expect(r.move).toEqual(expected.move);
      expect(r.cycles).toBe(expected.stats.cycles);
      expect(r.fields.nodes).toBe(expected.stats.nodes);
    }
    expect(() => replayGomoku({ size: 15, rule: 'freestyle', moves })).not.toThrow();
    expect(reports.length).toBe(Math.ceil(moves.length / 2));
    expect(board.lastCoreReport).toBe(reports.at(-1));
  });

  it('answers BOARD with the same move as the equivalent TURN sequence', async () => {
    const game: Point[] = [{ x: 7, y: 7 }, { x: 8, y: 8 }, { x: 6, y: 7 }];
    board = new EmulatedGomokuBoard({ depth: 3 });
    await board.open();
    const c = talk(board);
    await c.send({ kind: 'start', size: 15 });
    await c.next();
    await c.send({ kind: 'board', stones: boardStonesFor(game) });
    const r = await moveWithReport(c);
    expect(r.move).toEqual(gomokuCoreMove({ size: 15, rule: 'freestyle', moves: game }, { depth: 3 }).move);
  });

  it('answers ERROR, UNKNOWN and nothing where the protocol says so, and survives bad input', async () => {
    board = new EmulatedGomokuBoard({ depth: 1 });
    await board.open();
    const c = talk(board);
    await c.send('START 19\r\n');
    expect((await c.next())[0]).toMatch(/^ERROR unsupported size 19/);
    await c.send('BEGIN\r\n');
    expect((await c.next())[0]).toMatch(/^ERROR BEGIN before START/);
    await c.send('START 15\nINFO timeout_turn 1000\rINFO rule 1\r\nFROB 3\r\nTURN x\r\n');
    expect(await c.next()).toEqual(['OK']);
    expect((await c.next())[0]).toBe('UNKNOWN FROB 3');
    expect((await c.next())[0]).toMatch(/^ERROR /);
    // An illegal opponent move (off the board) is refused by the rules, and the board carries on.
    await c.send('TURN 20,20\r\n');
    expect((await c.next())[0]).toMatch(/^ERROR /);
    await c.send('RESTART\r\nBEGIN\r\n');
    expect(await c.next()).toEqual(['OK']);
    await moveWithReport(c);
  });

  it('a refused TURN leaves the board unchanged: the next TURN is answered as if it never came', async () => {
    board = new EmulatedGomokuBoard({ depth: 2 });
    await board.open();
    const c = talk(board);
    await c.send('START 15\r\n');
    expect(await c.next()).toEqual(['OK']);
    const first = await (async () => {
      await c.send('TURN 7,7\r\n');
      return (await moveWithReport(c)).move;
    })();
    for (const bad of ['TURN 99,99', 'TURN 7,7', `TURN ${first.x},${first.y}`]) {
      await c.send(`${bad}\r\n`);
      expect((await c.next())[0], bad).toMatch(/^ERROR /);
    }
    await c.send('TURN 3,3\r\n');
    const r = await moveWithReport(c);
    expect(r.move).toEqual(gomokuCoreMove({ size: 15, rule: 'freestyle', moves: [{ x: 7, y: 7 }, first, { x: 3, y: 3 }] }, { depth: 2 }).move);
  });

  it('realtime mode waits for the predicted hardware time', async () => {
    // A slow clock makes the predicted time long enough to measure.
    board = new EmulatedGomokuBoard({ depth: 2, clockHz: 20_000, realtime: true });
    await board.open();
    const reports: GomokuCoreReport[] = [];
    board.onCoreStats((r) => reports.push(r));
    const c = talk(board);
    await c.send('START 15\r\n');
    await c.next();
    const t0 = performance.now();
    await c.send('TURN 7,7\r\n');
    await moveWithReport(c);
    const elapsed = performance.now() - t0;
    expect(reports[0]!.stats.predictedMs).toBeGreaterThan(100);
    expect(elapsed).toBeGreaterThanOrEqual(reports[0]!.stats.predictedMs - 5);
  });

  it('close cancels a pending realtime answer and later writes are refused', async () => {
    board = new EmulatedGomokuBoard({ depth: 2, clockHz: 2_000, realtime: true });
    await board.open();
    const c = talk(board);
    await c.send('START 15\r\nTURN 7,7\r\n');
    await c.next(); // OK
    await new Promise((r) => setTimeout(r, 50));
    await board.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(c.raw()).toBe('OK\r\n');
    const e = await board.write(Buffer.from('ABOUT\r\n')).then(() => null, (x: unknown) => x);
    expect((e as TransportError).code).toBe('transport-closed');
  });

  it('interoperates with the host-side PiskvorkManager: every reply matched, cycles attached to moves', async () => {
    board = new EmulatedGomokuBoard({ depth: 2 });
    await board.open();
    const manager = new PiskvorkManager();
    const events: ManagerEvent[] = [];
    board.onData((bytes) => events.push(...manager.push(bytes)));
    const commands: PiskvorkCommand[] = [
      { kind: 'start', size: 15 },
      { kind: 'info', key: 'timeout_turn', value: '1000' },
      { kind: 'about' },
      { kind: 'begin' },
      { kind: 'turn', move: { x: 0, y: 0 } },
    ];
    for (const cmd of commands) await board.write(Buffer.from(manager.command(cmd)));
    for (let i = 0; i < 200 && manager.awaiting.length > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(manager.awaiting).toEqual([]);
    const kinds = events.filter((e) => e.kind !== 'message').map((e) => e.kind);
    expect(kinds).toEqual(['ok', 'about', 'move', 'move']);
    for (const e of events) if (e.kind === 'move') expect(e.cycles?.cycles).toBeGreaterThan(0);
  });

  it('rejects a bad depth at construction with the core typed error', () => {
    expect(() => new EmulatedGomokuBoard({ depth: 5 })).toThrow(/depth 5/);
  });
});

describe('gameOrder', () => {
  it('rebuilds the move order from a BOARD block for either colour', () => {
    const game: Point[] = [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 3, y: 3 }, { x: 4, y: 4 }, { x: 5, y: 5 }];
    expect(gameOrder(boardStonesFor(game))).toEqual(game);
    expect(gameOrder(boardStonesFor(game.slice(0, 4)))).toEqual(game.slice(0, 4));
    expect(gameOrder([{ x: 0, y: 0, field: 1 }, { x: 1, y: 1, field: 1 }])).toMatch(/2 own and 0 opponent/);
  });
});
