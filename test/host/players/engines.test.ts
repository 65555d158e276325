// External programs as players, through their real protocols on stdio: stand-in programs in
// test/fixtures speak ICFPT, GTP (as pentobi-gtp does) and Piskvork (as a Gomocup brain does).
import { describe, it, expect, afterEach } from 'vitest';
import { fileURLToPath } from 'node:url';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import { GAMES } from '../../../core/games/registry.ts';
import type { SettingsOf } from '../../../core/games/types.ts';
import { createPlayer } from '../../../host/players/create-player.ts';
import { PlayerFaultError } from '../../../core/match/errors.ts';
import { STDERR_TAIL_LINES } from '../../../host/transports/exec.ts';
import { playGame } from '../../../host/match/run-game.ts';
import type { Player } from '../../../core/match/player.ts';
import type { Dialect, GameKind, GameSettings } from '../../../core/match/types.ts';
import { BlokusBoard, decodeMoveCode } from '../../../core/blokus/index.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/${name}`, import.meta.url));
const program = (name: string, ...args: string[]) => formatCommandLine([process.execPath, '--import', 'tsx', fixture(name), ...args]);

const open: Player<GameKind>[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((p) => p.close()));
});

async function players<G extends GameKind>(game: G, specs: [string, string], settings: SettingsOf<G> = GAMES[game].defaultSettings): Promise<[Player<G>, Player<G>]> {
  const ps = specs.map((s) => createPlayer(game, s, settings)) as [Player<G>, Player<G>];
  for (const p of ps) {
    open.push(p as Player<GameKind>);
    await p.open();
  }
  return ps;
}

const blokus = (dialect: Dialect = 'heart-2014', firstMoverStart: '5' | 'a' = '5'): GameSettings => ({ game: 'blokus', dialect, firstMoverStart });

/** Replays the referee's moves on a fresh board: every one must be legal. */
function replay(moves: readonly { text: string }[], start: '5' | 'a'): BlokusBoard {
  const b = new BlokusBoard({ firstMoverStart: start });
  for (const m of moves) b.apply(decodeMoveCode(m.text));
  return b;
}

describe('exec: a program speaking the ICFPT board protocol', () => {
  for (const dialect of ['heart-2014', 'icfpt-2013'] as const) {
    it(`plays a complete Blokus game against the emulator (${dialect})`, async () => {
      const [p1, p2] = await players('blokus', [`exec:${program('icfpt-standin.ts', '--dialect', dialect, '--crlf')}`, 'emu:depth=1'], { game: 'blokus', dialect, firstMoverStart: '5' });
      const out = await playGame([p1, p2], { settings: blokus(dialect), timeLimitMs: 5000, recordDir: null });
      expect(out.verdict.kind).toBe('normal-end');
      expect(p1.identity.teamCode).toBe('SI');
      expect(p1.identity.kind).toBe('engine');
      expect(replay(out.moves, '5').isOver()).toBe(true);
    }, 30_000);
  }

  it('loses at once to a protocol error that names the stray bytes', async () => {
    const [p1, p2] = await players('blokus', [`exec:${program('icfpt-standin.ts', '--garbage-after-team')}`, 'emu:depth=1']);
    const out = await playGame([p1, p2], { settings: blokus(), timeLimitMs: 5000, recordDir: null });
    expect(out.verdict).toMatchObject({ kind: 'protocol-error', loser: 0, bytes: 'zq', position: 3 });
    expect(out.text).toMatch(/protocol error at byte 3 "zq"/);
  }, 20_000);

  it('loses to an illegal move, the verdict naming the rule and the code', async () => {
    const [p1, p2] = await players('blokus', ['emu:depth=1', `exec:${program('icfpt-standin.ts', '--illegal-at', '1')}`]);
    const out = await playGame([p1, p2], { settings: blokus(), timeLimitMs: 5000, recordDir: null });
    expect(out.verdict).toMatchObject({ kind: 'illegal-move', loser: 1, bytes: '11b0', rule: 'no-corner-contact' });
    expect(out.moves).toHaveLength(3);
  }, 20_000);

  it('a program that exits at once loses with "program exited"', async () => {
    const [p1, p2] = await players('blokus', ['emu:depth=1', `exec:${program('icfpt-standin.ts', '--exit-now')}`]);
    const out = await playGame([p1, p2], { settings: blokus(), timeLimitMs: 5000, recordDir: null });
    expect(out.verdict).toMatchObject({ kind: 'program-exited', loser: 1, code: 0 });
    expect(out.text).toMatch(/player 2 loses: program exited .*exit code 0/);
  }, 20_000);

  it('a missing program is a clear error naming it', async () => {
    const p = createPlayer('blokus', 'exec:/nonexistent/engine --fast');
    await expect(p.open()).rejects.toThrow(/program not found: \/nonexistent\/engine/);
    const g = createPlayer('blokus', 'gtp:"no-such-pentobi-gtp --game duo"');
    await expect(g.open()).rejects.toThrow(/program not found: no-such-pentobi-gtp/);
  });

  it('an engine that refuses to start: the error carries its exit code and its last stderr lines', async () => {
    // As pentobi-gtp does without --book/--nobook: chatter, then the reason, then exit 1.
    const script = "for (let i = 0; i < 30; i++) console.error('setting up ' + i); console.error('Error: Must use either --book or --nobook'); process.exit(1)";
    const g = createPlayer('blokus', `gtp:${formatCommandLine([process.execPath, '-e', script])}`);
    const e = await g.open().then(() => null, (x: unknown) => x);
    expect(e).toBeInstanceOf(PlayerFaultError);
    const fault = (e as PlayerFaultError).fault;
    expect(fault).toMatchObject({ kind: 'program-exited', code: 1 });
    expect(fault.kind === 'program-exited' && fault.stderrTail).toHaveLength(STDERR_TAIL_LINES);
    expect(fault.kind === 'program-exited' && fault.stderrTail!.at(-1)).toBe('Error: Must use either --book or --nobook');
    expect((e as Error).message).toMatch(/exit code 1; its last words on stderr: .*"Error: Must use either --book or --nobook"/);
    await g.close();
  });
});

describe('gtp: Pentobi over GTP (stand-in)', () => {
  for (const start of ['5', 'a'] as const) {
    it(`plays a complete game against the emulator, first mover starting at (${start},${start})`, async () => {
      const [p1, p2] = await players('blokus', [`gtp:${program('gtp-standin.ts')}`, 'emu:depth=1']);
      const out = await playGame([p1, p2], { settings: blokus('heart-2014', start), timeLimitMs: 5000, recordDir: null });
      expect(out.verdict.kind).toBe('normal-end');
      expect(p1.identity.about).toBe('Pentobi 0.0-standin');
      // The stand-in plays the largest piece first: the pentomino j covering the start square.
      expect(out.moves[0]!.text[2]).toMatch(/[j-u]/);
      expect(replay(out.moves, start).isOver()).toBe(true);
      // Also as the second mover, so the emulator's moves (and passes) reach the engine.
      const back = await playGame([p2, p1], { settings: blokus('heart-2014', start), timeLimitMs: 5000, recordDir: null });
      expect(back.verdict.kind).toBe('normal-end');
    }, 30_000);
  }

  it('turns `= resign` into a resignation and a cell list that is no piece into a malformed code', async () => {
    const [a, e] = await players('blokus', [`gtp:${program('gtp-standin.ts', '--resign-at', '2')}`, 'emu:depth=1']);
    expect((await playGame([a, e], { settings: blokus(), timeLimitMs: 5000, recordDir: null })).verdict).toMatchObject({ kind: 'resigned', loser: 0 });
    const [b, e2] = await players('blokus', [`gtp:${program('gtp-standin.ts', '--bad-at', '0')}`, 'emu:depth=1']);
    expect((await playGame([b, e2], { settings: blokus(), timeLimitMs: 5000, recordDir: null })).verdict).toMatchObject({ kind: 'malformed-code', loser: 0, bytes: 'z99,q1' });
  }, 30_000);
});

describe('piskvork: a Gomocup brain (stand-in)', () => {
  const gomoku: GameSettings = { game: 'gomoku', size: 15, rule: 'freestyle' };

  it('plays to five in a row, reading cycle reports as predicted times', async () => {
    const [black, white] = await players('gomoku', [`piskvork:${program('piskvork-standin.ts', '--order', 'rows')}`, `piskvork:${program('piskvork-standin.ts', '--order', 'cols')}`]);
    const out = await playGame([black, white], { settings: gomoku, timeLimitMs: 5000, recordDir: null });
    expect(out.verdict).toMatchObject({ kind: 'normal-end', reason: 'five-in-a-row', winner: 0 });
    expect(out.moves.map((m) => m.text)).toEqual(['0,0', '0,1', '1,0', '0,2', '2,0', '0,3', '3,0', '0,4', '4,0']);
    expect(black.identity.about).toBe('name="standin", version="1.0", author="test"');
    // The stand-in reports cycles=1000·(stones+1) at 20 MHz: its first move predicts 2000 cycles = 0.1 ms.
    expect(out.moves[0]!.timing!.predictedMs).toBeCloseTo(0.1, 9);
  }, 30_000);

  it('plays the emulated board, and a line that is not a move is a protocol error naming it', async () => {
    const [brain, emu] = await players('gomoku', [`piskvork:${program('piskvork-standin.ts', '--garbage-at', '2')}`, 'emu:depth=1']);
    const out = await playGame([brain, emu], { settings: gomoku, timeLimitMs: 5000, recordDir: null });
    expect(out.verdict).toMatchObject({ kind: 'protocol-error', loser: 0, bytes: 'what?' });
    expect(out.moves).toHaveLength(4);
    expect(out.moves[1]!.timing!.predictedMs).toBeGreaterThan(0);
  }, 30_000);
});
