/**
 * The firmware on the real wujian100 SoC RTL (Verilator model of the shared snapshot with our AHB
 * wrapper substituted into slot s9, host/boards/soc): a complete game through `arena serve --core soc`
 * on a pty, every move the emulator's; the robustness commands; the IP driver's register sequence as
 * the IP's AXI-Lite port sees it; the software fallback with the slot empty.
 *
 * The model is built once into ~/.cache/fpga-arena/soc-rtl (cold: 117 s measured on the 2-core machine at
 * load average 8; the hook allows 40 min for a far busier one); it simulates ~70–180 k SoC cycles/s, so a
 * UART byte (1,760 cycles at 113,636 baud) takes 10–25 ms of wall time. Every wait below tolerates a
 * simulation 5× slower than that. Cached, the four cases take about 50 s.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { gomokuCoreMove } from '../../core/engines/gomoku-core/index.ts';
import type { Point } from '../../core/gomoku/position.ts';
import { parseCycleReport } from '../../core/protocol/piskvork/index.ts';
import { EmulatedGomokuBoard } from '../../host/boards/emulated-gomoku.ts';
import { BoardManager } from '../../host/boards/manager.ts';
import { socBoardCommand } from '../../host/boards/soc/soc-board.ts';
import { extractWujian100Snapshot } from '../../host/boards/soc/snapshot.ts';
import { playGame } from '../../host/match/run-game.ts';
import { PiskvorkPlayer } from '../../host/players/piskvork-player.ts';
import { SerialTransport } from '../../host/transports/serial.ts';
import { REPO, tempBuild } from '../firmware/build.ts';
import { StdioBoard } from '../firmware/stdio-board.ts';

const SETTINGS = { game: 'gomoku', size: 15, rule: 'freestyle' } as const;
/** Reply waits: a 30-stone BOARD is ~600 k cycles of UART traffic; a depth-4 IP move ~0.5 M cycles in all. */
const REPLY_MS = 90_000;

describe('wujian100 SoC RTL board', () => {
  const tmp = tempBuild('soc-board-');
  let socRtl = '';
  let board: string[] = [];

  beforeAll(async () => {
    socRtl = await extractWujian100Snapshot();
    board = await socBoardCommand({ socRtl, ip: 'present' });
  }, 40 * 60_000);
  afterAll(() => tmp.remove());

  it('arena serve --core soc plays a complete game on a pty: every move the emulator\'s at depth 4, with its model cycles', async () => {
    const env = { ...process.env };
    delete env['ARENA_FIRMWARE_BOARD'];
    const child = spawn(process.execPath, ['bin/arena.js', 'serve', '--game', 'gomoku', '--pty', '--core', 'soc', '--soc-rtl', socRtl, '--quiet'], {
      cwd: REPO,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = once(child, 'exit');
    try {
      const [first] = (await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited])) as [string];
      const pty = /^pty: (\/dev\/\S+)$/.exec(String(first));
      expect(pty, `${String(first)} ${stderr}`).not.toBeNull();
      const soc = new PiskvorkPlayer(new SerialTransport({ path: pty![1]!, baudRate: 115200 }), { name: 'soc', setupTimeoutMs: REPLY_MS });
      const reports: string[] = [];
      soc.onEvent((e) => {
        if (e.kind === 'log' && e.text.startsWith('MESSAGE ')) reports.push(e.text.slice(8));
      });
      // A weak opponent keeps the game short: depth 1 against the IP's depth 4.
      const opponent = new PiskvorkPlayer(new EmulatedGomokuBoard({ depth: 1 }), { name: 'emulator depth 1' });
      await soc.open();
      await opponent.open();
      expect(soc.identity.about).toMatch(/^name="wujian100-gomoku".*ip="answered"/);
      const outcome = await playGame([soc, opponent], { settings: SETTINGS, timeLimitMs: 0, recordDir: null });
      await soc.close();
      await opponent.close();

      expect(outcome.verdict.kind).toBe('normal-end');
      const moves: Point[] = outcome.moves.map((m) => m.move as Point);
      const ours = moves.map((m, i) => ({ m, i })).filter(({ i }) => i % 2 === 0);
      expect(ours.length).toBeGreaterThan(3);
      expect(reports).toHaveLength(ours.length);
      ours.forEach(({ m, i }, k) => {
        const expected = gomokuCoreMove({ size: 15, rule: 'freestyle', moves: moves.slice(0, i) }, { depth: 4 });
        expect(m, `move ${i}`).toEqual(expected.move);
        const report = parseCycleReport(reports[k]!)!;
        expect(report.fields).toMatchObject({ nodes: expected.stats.nodes, depth: 4, ip: 1, measured: 1, model_cycles: expected.stats.cycles });
        // Measured on the E902 from command to answer: the IP's latency plus the driver's bus traffic.
        expect(report.cycles).toBeGreaterThan(expected.stats.cycles);
        expect(report.cycles).toBeLessThan(expected.stats.cycles + 20_000);
      });
    } finally {
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      expect(code, stderr).toBe(0);
    }
  }, 15 * 60_000);

  it('shows in the app\'s board list: a served SoC pty added by path is identified as the wujian100 Gomoku board', async () => {
    const env = { ...process.env };
    delete env['ARENA_FIRMWARE_BOARD'];
    const child = spawn(process.execPath, ['bin/arena.js', 'serve', '--game', 'gomoku', '--pty', '--core', 'soc', '--soc-rtl', socRtl, '--quiet'], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = once(child, 'exit');
    const manager = new BoardManager({ listPorts: async () => [], pollMs: 0, onBoards: () => {}, onTerminal: () => {} });
    try {
      const [first] = (await Promise.race([once(createInterface({ input: child.stdout }), 'line'), exited])) as [string];
      const pty = /^pty: (\/dev\/\S+)$/.exec(String(first))![1]!;
      await manager.start();
      const added = manager.addSerialPort(pty);
      await manager.connect(added.id);
      // The pty appears before the simulated SoC has booted its firmware (seconds of Verilator time
      // under load); the profile's 1 s ABOUT handshake is for the chip. Identify again, as a user would.
      let info = await manager.identify(added.id);
      for (let tries = 1; info.game === null && tries < 6; tries++) info = await manager.identify(added.id);
      expect(info).toMatchObject({ status: 'connected', game: 'gomoku', identity: expect.stringMatching(/^name="/) });
    } finally {
      await manager.dispose();
      child.kill('SIGTERM');
      await exited;
    }
  }, 4 * REPLY_MS);

  it('answers unknown, overlong and illegal commands and keeps playing', async () => {
    const soc = new StdioBoard(board[0]!, board.slice(1));
    try {
      soc.send('TURN 7,7\r\n');
      expect(await soc.lines(1, REPLY_MS)).toEqual(['ERROR TURN before START']);
      soc.send('START 15\r\n');
      expect(await soc.lines(1, REPLY_MS)).toEqual(['OK']);
      soc.send('HELLO there\r\n');
      expect(await soc.lines(1, REPLY_MS)).toEqual(['UNKNOWN HELLO there']);
      soc.send(`${'x'.repeat(300)}\r\n`);
      expect(await soc.lines(1, REPLY_MS)).toEqual([expect.stringMatching(/^ERROR line 4: line is longer than 256 bytes \("x{60}\.\.\."\)$/)]);
      soc.send('TURN 15,0\r\n');
      expect(await soc.lines(1, REPLY_MS)).toEqual(['ERROR TURN 15,0 is off the 15x15 board']);
      soc.send('TURN 7,7\r\n');
      const [msg, move] = await soc.lines(2, REPLY_MS);
      expect(parseCycleReport(msg!.replace(/^MESSAGE /, ''))?.fields).toMatchObject({ ip: 1, measured: 1 });
      const reply = /^(\d+),(\d+)$/.exec(move!);
      expect(reply).not.toBeNull();
      soc.send(`TURN ${reply![1]},${reply![2]}\r\n`);
      expect(await soc.lines(1, REPLY_MS)).toEqual([`ERROR TURN ${reply![1]},${reply![2]} is on an occupied point`]);
      soc.send('ABOUT\r\n');
      expect((await soc.lines(1, REPLY_MS))[0]).toMatch(/^name="wujian100-gomoku", version="\d+\.\d+\.\d+".*ip="answered"/);
      expect(soc.pending).toBe('');
    } finally {
      expect(await soc.close()).toBe(0);
    }
  }, 10 * 60_000);

  it('drives the IP with the driver\'s register sequence, as the IP\'s AXI-Lite port sees it', async () => {
    const trace = path.join(tmp.dir, 'bus.txt');
    const soc = new StdioBoard(board[0]!, [...board.slice(1, -1), '--bus-trace', trace, '--stdio']);
    let reportText = '';
    try {
      soc.send('START 15\r\n');
      expect(await soc.lines(1, REPLY_MS)).toEqual(['OK']);
      soc.send('TURN 7,7\r\n');
      const [msg, move] = await soc.lines(2, REPLY_MS);
      reportText = msg!.replace(/^MESSAGE /, '');
      expect(move).toMatch(/^\d+,\d+$/);
    } finally {
      expect(await soc.close()).toBe(0);
    }
    const expected = gomokuCoreMove({ size: 15, rule: 'freestyle', moves: [{ x: 7, y: 7 }] }, { depth: 4 });
    const ops = readFileSync(trace, 'utf8')
      .trim()
      .split('\n')
      .map((l) => {
        const [cycle, dir, addr, data] = l.split(' ');
        return { cycle: Number(cycle), op: `${dir} ${addr}`, data: parseInt(data!, 16) };
      });
    // Start-up probe: one read of the control register, ap_idle set.
    expect(ops[0]).toMatchObject({ op: 'R 00', data: 0x4 });
    // The search: idle check, the 16 board words (the stone 7,7 is black: row 7, bits 15:14 = 01), side
    // (white), depth, rule, ap_start.
    const search = ops.slice(1);
    expect(search.slice(0, 21).map((o) => `${o.op} ${o.data.toString(16)}`)).toEqual([
      'R 00 4',
      ...Array.from({ length: 16 }, (_, y) => `W ${(0x80 + 4 * y).toString(16)} ${y === 7 ? '4000' : '0'}`),
      'W 10 2',
      'W 18 4',
      'W 20 0',
      'W 00 1',
    ]);
    // Then ap_done polls until done, and the results: valid bit, move, nodes, leaves, cycles.
    const polls = search.slice(21, -5);
    expect(polls.length).toBeGreaterThan(100);
    expect(polls.every((p) => p.op === 'R 00')).toBe(true);
    expect(polls.slice(0, -1).every((p) => p.data === 0x1)).toBe(true);
    expect(polls.at(-1)!.data & 0x2).toBe(0x2);
    const tail = search.slice(-5);
    expect(tail.map((o) => o.op)).toEqual(['R 2c', 'R 28', 'R 30', 'R 38', 'R 40']);
    expect(tail[0]!.data).toBe(1);
    expect(tail[1]!.data).toBe((expected.move.y << 8) | expected.move.x);
    expect(tail[2]!.data).toBe(expected.stats.nodes);
    expect(tail[4]!.data).toBe(expected.stats.cycles);
    // The IP answered after the model's latency; each poll is one bus read plus the loop.
    const started = search[20]!.cycle;
    const doneAt = polls.at(-1)!.cycle;
    const interval = (doneAt - polls[0]!.cycle) / (polls.length - 1);
    expect(doneAt - started).toBeGreaterThanOrEqual(expected.stats.cycles);
    expect(doneAt - started).toBeLessThan(expected.stats.cycles + 3 * interval);
    expect(interval).toBeGreaterThanOrEqual(10);
    expect(interval).toBeLessThanOrEqual(16);
    expect(parseCycleReport(reportText)?.fields).toMatchObject({ model_cycles: expected.stats.cycles, ip: 1 });
  }, 10 * 60_000);

  it('answers from the E902 software search when slot s9 is empty, measuring its cycles', async () => {
    const args = board.slice(1).map((a, i, all) => (all[i - 1] === '--ip' ? 'absent' : a));
    const soc = new StdioBoard(board[0]!, args);
    try {
      soc.send('START 15\r\n');
      expect(await soc.lines(1, REPLY_MS)).toEqual(['OK']);
      soc.send('ABOUT\r\n');
      expect((await soc.lines(1, REPLY_MS))[0]).toContain('ip="absent", engine="E902 software search"');
      // Four black stones in a row and white to move: the threat scan blocks at once, at any depth.
      soc.send('BOARD\r\n3,3,2\r\n4,3,2\r\n5,3,2\r\n6,3,2\r\n0,0,1\r\n1,9,1\r\n2,12,1\r\nDONE\r\n');
      const [msg, move] = await soc.lines(2, REPLY_MS);
      expect(['2,3', '7,3']).toContain(move);
      const report = parseCycleReport(msg!.replace(/^MESSAGE /, ''))!;
      expect(report.fields).toMatchObject({ ip: 0, measured: 1, depth: 4 });
      // Measured on the E902: the software threat scan costs far more than the IP's modelled cycles.
      expect(report.cycles).toBeGreaterThan(2 * report.fields['model_cycles']!);
    } finally {
      expect(await soc.close()).toBe(0);
    }
  }, 10 * 60_000);
});
