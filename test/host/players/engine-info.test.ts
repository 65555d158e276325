// Engine output per move, end to end with real players: the emulated Blokus core (ICFPT carries
// no report, the emulator's counts are read beside it), the emulated Gomoku core (its `MESSAGE
// cycles=…` report over Piskvork) and Pentobi over GTP (its stderr search log). Each move's report
// goes into the record and back out through the record reader and `arena records show`.
import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run as match } from '../../../host/cli/commands/match.ts';
import { run as records } from '../../../host/cli/commands/records.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { listRecords } from '../../../host/records/reader.ts';
import { recordFileId } from '../../../host/records/ids.ts';
import { formatCommandLine } from '../../../host/transports/command-line.ts';
import { opponentsBin, opponentsPresent } from '../../support/opponents.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(path.join(os.tmpdir(), 'arena-engine-info-'));
  dirs.push(d);
  return d;
}

async function playAndRead(args: string[]) {
  const dir = await tempDir();
  const io = memoryIo();
  expect(await match([...args, '--record', dir], io), io.stderr()).toBe(0);
  const [listed] = await listRecords(dir);
  return { dir, record: listed!.record!, file: listed!.file };
}

describe('engine output per move', () => {
  it('emulated cores: Blokus counts beside ICFPT, Gomoku cycle reports over Piskvork, each with its predicted time', async () => {
    const blokus = await playAndRead(['--game', 'blokus', '--p1', 'emu:depth=2', '--p2', 'uct:playouts=40,seed=1', '--time-limit', '0']);
    for (const m of blokus.record.moves) {
      const e = m.timing!.engine!;
      if (m.side === 0) {
        expect(e).toEqual({ cycles: expect.any(Number), nodes: expect.any(Number), depth: 2 });
        // The predicted time is the cycle count at the core's 50 MHz clock.
        expect(m.timing!.predictedMs).toBeCloseTo((e.cycles! / 50_000_000) * 1000, 6);
      } else {
        expect(e).toMatchObject({ playouts: 40, visits: expect.any(Number), winRate: expect.any(Number) });
      }
    }
    const gomoku = await playAndRead(['--game', 'gomoku', '--p1', 'uct:playouts=40,seed=2', '--p2', 'emu:depth=1', '--time-limit', '0']);
    const emuMoves = gomoku.record.moves.filter((m) => m.side === 1);
    expect(emuMoves.length).toBeGreaterThan(2);
    for (const m of emuMoves) {
      expect(m.timing!.engine).toEqual({ cycles: expect.any(Number), nodes: expect.any(Number), depth: 1 });
      expect(m.timing!.predictedMs).toBeCloseTo((m.timing!.engine!.cycles! / 20_000_000) * 1000, 6);
    }
    const show = memoryIo();
    expect(await records(['show', recordFileId(gomoku.file), '--dir', gomoku.dir], show)).toBe(0);
    expect(show.stdout()).toMatch(/ {2}depth=1 nodes=\d+ cycles=\d+\n/);
  }, 60_000);

  it("Hex over HTP: the per-move log `arena serve --stdio` writes on stderr is the child's report", async () => {
    const arena = fileURLToPath(new URL('../../../bin/arena.js', import.meta.url));
    const child = `gtp:${formatCommandLine([process.execPath, arena, 'serve', '--game', 'hex', '--stdio', '--uct', 'uct:playouts=150,seed=2'])}`;
    const { record } = await playAndRead(['--game', 'hex', '--size', '7', '--p1', child, '--p2', 'uct:playouts=150,seed=9', '--time-limit', '0']);
    const moves = record.moves.filter((m) => m.side === 0);
    const reported = moves.filter((m) => m.timing?.engine?.playouts === 150);
    // stderr and stdout are separate pipes: allow the odd log that arrives after its move.
    expect(reported.length).toBeGreaterThanOrEqual(moves.length - 2);
    for (const m of reported) expect(m.timing!.engine).toEqual({ nodes: expect.any(Number), playouts: 150, visits: expect.any(Number), winRate: expect.any(Number) });
  }, 60_000);
});

const present = opponentsPresent;

describe.skipIf(!present)('engine output per move: Pentobi over GTP', () => {
  it("reads Pentobi's stderr search log into each of its moves", async () => {
    const bin = opponentsBin();
    // Without --quiet Pentobi logs its search on stderr.
    const spec = `gtp:${formatCommandLine([path.join(bin, 'pentobi-gtp'), '--game', 'duo', '--level', '1', '--nobook', '--seed', '1'])}`;
    const { record } = await playAndRead(['--game', 'blokus', '--p1', 'emu:depth=1', '--p2', spec, '--time-limit', '10000']);
    const pentobi = record.moves.filter((m) => m.side === 1 && m.text !== '0000');
    const reported = pentobi.filter((m) => m.timing?.engine?.nodes !== undefined);
    // stderr and stdout are separate pipes: allow the odd log that arrives after its move.
    expect(pentobi.length).toBeGreaterThan(5);
    expect(reported.length).toBeGreaterThanOrEqual(pentobi.length - 2);
    for (const m of reported) {
      expect(m.timing!.engine).toMatchObject({ winRate: expect.any(Number), playouts: expect.any(Number), depth: expect.any(Number), eval: expect.any(Number) });
      expect(m.timing!.engine!.winRate).toBeGreaterThanOrEqual(0);
    }
  }, 120_000);
});
