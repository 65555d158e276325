// `arena match --game-time`: parsed with the time-control notation, enforced by the referee in a
// real game (the in-process UCT engine thinks 300 ms a move against 120 ms of game time, so the
// first mover flags on its first move however loaded the box is), and carried into the record.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { run } from '../../../host/cli/commands/match.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { listRecords } from '../../../host/records/reader.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

describe('arena match --game-time', () => {
  it('rules a loss on game time and records the time control', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-cli-gametime-'));
    dirs.push(dir);
    const io = memoryIo();
    const slow = 'uct:playouts=100000000,time=300,seed=1';
    const code = await run(['--game', 'gomoku', '--p1', slow, '--p2', 'uct:playouts=50,seed=2', '--time-limit', '0', '--game-time', '120ms+10ms', '--record', dir], io);
    expect(code).toBe(0);
    expect(io.stderr()).toMatch(/player 1 loses on time: its game time ran out/);
    const [listed] = await listRecords(dir);
    const record = listed!.record!;
    expect(record.start.timeControl).toEqual({ baseMs: 120, incrementMs: 10 });
    expect(record.verdict?.verdict).toMatchObject({ kind: 'timeout', clock: 'game', loser: 0, limitMs: 120 });
  }, 30_000);

  it('--json carries the time control', async () => {
    const io = memoryIo();
    const code = await run(['--game', 'gomoku', '--p1', 'uct:playouts=20,seed=1', '--p2', 'uct:playouts=20,seed=2', '--game-time', '1m+2s', '--no-record', '--json'], io);
    expect(code).toBe(0);
    expect(JSON.parse(io.stdout())).toMatchObject({ timeControl: { baseMs: 60_000, incrementMs: 2000 } });
  }, 30_000);

  it('refuses a malformed time control, naming it', async () => {
    const io = memoryIo();
    await expect(run(['--game', 'gomoku', '--p1', 'uct', '--p2', 'uct', '--game-time', '60x'], io)).rejects.toThrow(/--game-time: "60x" in "60x" is not a duration/);
    await expect(run(['--game', 'gomoku', '--p1', 'uct', '--p2', 'uct', '--game-time', '1s+2s+3s'], io)).rejects.toThrow(/--game-time: "1s\+2s\+3s" is not a time control/);
  });
});
