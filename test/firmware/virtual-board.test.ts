/**
 * The firmware built for Linux (make -C firmware linux): a complete game against the host through a
 * pseudo-terminal and the real serial stack, its moves and cycle counts checked against the TypeScript
 * emulator of the same IP; and protocol robustness over stdio (ERROR lines, and the board keeps going).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { gomokuCoreMove } from '../../core/engines/gomoku-core/index.ts';
import type { Point } from '../../core/gomoku/position.ts';
import { parseCycleReport } from '../../core/protocol/piskvork/index.ts';
import { EmulatedGomokuBoard } from '../../host/boards/emulated-gomoku.ts';
import { playGame } from '../../host/match/run-game.ts';
import { PiskvorkPlayer } from '../../host/players/piskvork-player.ts';
import { openPtyPair, type PtyPair } from '../../host/transports/pty-pair.ts';
import { SerialTransport } from '../../host/transports/serial.ts';
import { buildVirtualBoard, tempBuild } from './build.ts';
import { StdioBoard } from './stdio-board.ts';

const SETTINGS = { game: 'gomoku', size: 15, rule: 'freestyle' } as const;

describe('virtual wujian100 board (firmware on Linux)', () => {
  const build = tempBuild('fw-virtual-');
  let exe = '';
  beforeAll(() => {
    exe = buildVirtualBoard(build.dir);
  });
  afterAll(() => build.remove());

  it('plays a complete game against the emulated board through a pty, moving and counting cycles like the emulator', async () => {
    let pair: PtyPair | null = null;
    let child: ChildProcess | null = null;
    try {
      pair = await openPtyPair();
      child = spawn(exe, ['--pty', pair.a], { stdio: ['ignore', 'ignore', 'inherit'] });
      const firmware = new PiskvorkPlayer(new SerialTransport({ path: pair.b, baudRate: 115200 }), { name: 'firmware' });
      const reports: string[] = [];
      firmware.onEvent((e) => {
        if (e.kind === 'log' && e.text.startsWith('MESSAGE ')) reports.push(e.text.slice(8));
      });
      const emulator = new PiskvorkPlayer(new EmulatedGomokuBoard({ depth: 2 }), { name: 'emulator depth 2' });
      await firmware.open();
      await emulator.open();
      expect(firmware.identity.about).toContain('name="wujian100-gomoku"');
      expect(firmware.identity.about).toContain('ip="answered"');
      const outcome = await playGame([firmware, emulator], { settings: SETTINGS, timeLimitMs: 5000, recordDir: null });
      await firmware.close();
      await emulator.close();

      expect(outcome.verdict.kind).toBe('normal-end');
      expect(outcome.moves.length).toBeGreaterThan(8);
      // Every firmware move (black, even plies) is the emulator's move at depth 4, with the same cycle count.
      const moves: Point[] = outcome.moves.map((m) => m.move as Point);
      const ours = moves.map((m, i) => ({ m, i })).filter(({ i }) => i % 2 === 0);
      expect(reports).toHaveLength(ours.length);
      ours.forEach(({ m, i }, k) => {
        const expected = gomokuCoreMove({ size: 15, rule: 'freestyle', moves: moves.slice(0, i) }, { depth: 4 });
        expect(m).toEqual(expected.move);
        const report = parseCycleReport(reports[k]!);
        expect(report?.cycles).toBe(expected.stats.cycles);
        expect(report?.fields).toMatchObject({ nodes: expected.stats.nodes, depth: 4, clock_hz: 20_000_000, ip: 1 });
      });
      // The host shows the firmware's cycles beside the measured time (predictedMs from the MESSAGE line).
      const timing = outcome.moves[0]!.timing;
      expect(timing?.predictedMs).toBeCloseTo(parseCycleReport(reports[0]!)!.cycles / 20_000, 6);
      expect(timing?.wallMs).toBeGreaterThanOrEqual(0);
    } finally {
      if (child && child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await pair?.close();
    }
  });

  it('answers bad input with ERROR or UNKNOWN lines and keeps playing', async () => {
    const board = new StdioBoard(exe, ['--stdio']);
    try {
      board.send('TURN 7,7\r\n');
      expect(await board.lines(1)).toEqual(['ERROR TURN before START']);
      board.send('START 15\r\nHELLO there\r\nSWAP2BOARD\r\n');
      expect(await board.lines(3)).toEqual(['OK', 'UNKNOWN HELLO there', 'UNKNOWN SWAP2BOARD']);
      board.send(`${'x'.repeat(1000)}\r\nTURN 7\r\nSTART 19\r\n`);
      const [long, bad, size] = await board.lines(3);
      expect(long).toMatch(/^ERROR line 5: line is longer than 256 bytes \("x{60}\.\.\."\)$/);
      expect(bad).toBe('ERROR line 6: TURN needs the opponent move as x,y ("TURN 7")');
      expect(size).toBe('ERROR unsupported size 19: the Gomoku IP plays on 15x15 only');
      // A BOARD with a cell off the board, a field 3, a repeated point: one ERROR each, board unchanged.
      board.send('BOARD\r\n7,7,1\r\n15,3,2\r\nDONE\r\nBOARD\r\n7,7,3\r\nDONE\r\nBOARD\r\n7,7,1\r\n7,7,2\r\nDONE\r\n');
      expect(await board.lines(3)).toEqual([
        'ERROR BOARD stone 15,3 is off the 15x15 board',
        'ERROR line 13: BOARD field must be 1 (own) or 2 (opponent), got 3 ("7,7,3")',
        'ERROR BOARD stone 7,7 is on an occupied point',
      ]);
      board.send('TURN 7,7\r\n');
      const [msg, move] = await board.lines(2);
      expect(parseCycleReport(msg!.replace(/^MESSAGE /, ''))?.cycles).toBeGreaterThan(0);
      const reply = /^(\d+),(\d+)$/.exec(move!);
      expect(reply).not.toBeNull();
      // TURN on a point already taken — the opponent's own earlier stone, then the board's reply.
      board.send(`TURN 7,7\r\nTURN ${reply![1]},${reply![2]}\r\nTURN 15,0\r\n\x01\xff\r\n`);
      expect(await board.lines(4)).toEqual([
        'ERROR TURN 7,7 is on an occupied point',
        `ERROR TURN ${reply![1]},${reply![2]} is on an occupied point`,
        'ERROR TURN 15,0 is off the 15x15 board',
        'ERROR line 23: control byte 0x01 at column 1 ("\\\\x01\\\\xff")',
      ]);
      // A finished position: the opponent's six in a row is a win in freestyle, not under "exactly five".
      const six = [0, 1, 2, 3, 4, 5].map((x) => `${x},0,2\r\n`).join('');
      const own = [0, 2, 4, 6, 8].map((x) => `${x},5,1\r\n`).join('');
      board.send(`BOARD\r\n${six}${own}DONE\r\n`);
      expect(await board.lines(1)).toEqual(['ERROR the game is over: 0,0 is in a five']);
      board.send(`INFO rule 1\r\nBOARD\r\n${six}${own}DONE\r\nINFO rule 0\r\n`);
      const [, overline] = await board.lines(2);
      expect(overline).toMatch(/^\d+,\d+$/);
      // Still alive and in the same game: ABOUT, then a legal TURN gets a move.
      board.send('ABOUT\r\nTURN 14,14\r\n');
      const [about, , next] = await board.lines(3);
      expect(about).toMatch(/^name="wujian100-gomoku", version="\d+\.\d+\.\d+"/);
      expect(next).toMatch(/^\d+,\d+$/);
      expect(board.pending).toBe('');
    } finally {
      expect(await board.close()).toBe(0);
    }
  });

  it.each([
    ['absent', 'absent'],
    ['hang', 'timed out'],
  ])('falls back to the same search on the E902 when the IP is %s', async (mode, word) => {
    const board = new StdioBoard(exe, ['--stdio', '--ip', mode]);
    try {
      board.send('START 15\r\nBEGIN\r\nTURN 8,8\r\nABOUT\r\n');
      const lines = await board.lines(mode === 'hang' ? 7 : 6);
      const body = lines.filter((l) => !l.startsWith('DEBUG'));
      expect(body[0]).toBe('OK');
      const first = gomokuCoreMove({ size: 15, rule: 'freestyle', moves: [] });
      const second = gomokuCoreMove({ size: 15, rule: 'freestyle', moves: [first.move, { x: 8, y: 8 }] });
      expect(body.slice(1, 5)).toEqual([
        `MESSAGE cycles=${first.stats.cycles} nodes=${first.stats.nodes} leaves=0 depth=4 clock_hz=20000000 ip=0 model_cycles=${first.stats.cycles} search_cycles=${first.stats.cycles} measured=0`,
        `${first.move.x},${first.move.y}`,
        expect.stringMatching(new RegExp(`^MESSAGE cycles=${second.stats.cycles} nodes=${second.stats.nodes} .* ip=0 model_cycles=${second.stats.cycles} .* measured=0$`)),
        `${second.move.x},${second.move.y}`,
      ]);
      expect(body[5]).toContain(`ip="${word}"`);
      if (mode === 'hang') expect(lines).toContain('DEBUG Gomoku IP timed out: software search');
    } finally {
      expect(await board.close()).toBe(0);
    }
  });
});
