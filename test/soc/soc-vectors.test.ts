/**
 * `arena vectors --game gomoku --soc-rtl DIR` on the real wujian100 SoC RTL board (the Verilator model
 * of the shared snapshot, host/boards/soc): each vector replayed there carries the E902 cycles the
 * firmware measured beside the model's, and a SoC that disagrees with a vector fails naming it.
 *
 * The model build is cached in ~/.cache/fpga-arena/soc-rtl (see soc-board.test.ts for its cold cost).
 * Cached, this file took 33 s on the loaded 2-core machine (17 s the two-vector CLI run, 13 s the
 * mismatch); the waits (10 min a case) tolerate a simulation many times slower.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { generateGomokuVectors, gomokuVectorLine } from '../../core/engines/gomoku-core/vectors.ts';
import { socBoardCommand } from '../../host/boards/soc/soc-board.ts';
import { extractWujian100Snapshot } from '../../host/boards/soc/snapshot.ts';
import { formatSocVectorsText, measureVectorsOnSoc, SocVectorError, type SocGomokuVectorSet } from '../../host/boards/soc/soc-vectors.ts';
import { REPO } from '../firmware/build.ts';

const run = promisify(execFile);
/** Driver overhead over the IP's modelled latency: ~4 k cycles measured; the SoC suite allows 20 k. */
const OVERHEAD_MAX = 20_000;

describe('arena vectors --soc-rtl', () => {
  let socRtl = '';

  beforeAll(async () => {
    socRtl = await extractWujian100Snapshot();
    await socBoardCommand({ socRtl, ip: 'present' });
  }, 40 * 60_000);

  it('adds the measured socCycles and socSearchCycles to each vector, the rest equal to the emulator\'s vectors, with progress on stderr', async () => {
    const { stdout, stderr } = await run(process.execPath, ['bin/arena.js', 'vectors', '--game', 'gomoku', '--count', '2', '--seed', '3', '--soc-rtl', socRtl], { cwd: REPO, maxBuffer: 1 << 24 });
    const set = JSON.parse(stdout) as SocGomokuVectorSet;
    const model = generateGomokuVectors({ count: 2, seed: 3, depth: 4 });
    expect(set.settings).toEqual(model.settings);
    expect(set.measuredOn).toBe('wujian100-soc-rtl');
    expect(set.vectors).toHaveLength(2);
    set.vectors.forEach((v, i) => {
      const { socCycles, socSearchCycles, ...rest } = v;
      expect(rest, `vector ${i}`).toEqual(model.vectors[i]);
      // Measured on the E902: the IP call covers the IP's latency; the answer adds the firmware's work.
      expect(socSearchCycles).toBeGreaterThan(v.cycles);
      expect(socCycles).toBeGreaterThan(socSearchCycles);
      expect(socCycles).toBeLessThan(v.cycles + OVERHEAD_MAX);
    });
    expect(stderr).toMatch(/vector 1\/2: .*\n(.*\n)*.*vector 2\/2: /);

    const lines = formatSocVectorsText(set).trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# fpga-arena\/gomoku-core-vectors@1 depth=4 .* socCycles socSearchCycles/);
    expect(lines.slice(1)).toEqual(set.vectors.map((v) => `${gomokuVectorLine(4, v)} ${v.socCycles} ${v.socSearchCycles}`));
  }, 10 * 60_000);

  it('fails naming the vector when the SoC\'s move is not the vector\'s', async () => {
    const model = generateGomokuVectors({ count: 2, seed: 3, depth: 4 });
    const [first, second] = model.vectors;
    const wrong = { ...second!, move: [second!.move[0] === 0 ? 1 : 0, second!.move[1]] as [number, number] };
    const progress: string[] = [];
    const err = await measureVectorsOnSoc({ ...model, vectors: [first!, wrong] }, socRtl, (l) => progress.push(l)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SocVectorError);
    expect((err as SocVectorError).message).toMatch(new RegExp(`^vector 1 \\(${second!.moves.length} stones\\): the SoC played ${second!.move[0]},${second!.move[1]}, the vector's move is ${wrong.move[0]},${wrong.move[1]}$`));
    expect(progress.filter((l) => l.includes('vector 1/2'))).toHaveLength(1);
  }, 10 * 60_000);

  it('refuses what the SoC cannot replay: another depth, or the blokus game', async () => {
    const set = generateGomokuVectors({ count: 1, seed: 1, depth: 3 });
    await expect(measureVectorsOnSoc(set, socRtl, () => {})).rejects.toThrow(/--soc-rtl replays at the firmware's depth 4: drop --depth 3/);
    const blokus = run(process.execPath, ['bin/arena.js', 'vectors', '--game', 'blokus', '--count', '1', '--soc-rtl', socRtl], { cwd: REPO });
    await expect(blokus).rejects.toMatchObject({ stderr: expect.stringMatching(/--soc-rtl applies to --game gomoku only/) });
  }, 60_000);
});
