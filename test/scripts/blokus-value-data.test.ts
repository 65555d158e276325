// scripts/tune/blokus-value-data.ts, run as a child process on a lab report written here: one line per
// position after the opening plies of every normally ended game, whose features agree with the v2
// evaluation itself (each term alone, by its weight) and whose margin is the last mover's.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeMoveCode } from '../../core/blokus/codec.ts';
import { decodeMoveCode } from '../../core/blokus/index.ts';
import { randomBlokusPosition } from '../../core/engines/blokus-core/positions.ts';
import { blokusCoreV2Evaluate } from '../../core/engines/blokus-core/v2/index.ts';
import { createRng } from '../../core/random.ts';
import { REPO_ROOT } from '../../host/web/ui-build.ts';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'tune', 'blokus-value-data.ts');
const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', SCRIPT, ...args], { cwd: REPO_ROOT, encoding: 'utf8' });

function game(id: number, seed: number, openingPlies: number, end: 'normal' | 'timeout', scores: [number, number]) {
  // The prefix length is random: take the first seed from `seed` on that gives a long one.
  let p = randomBlokusPosition(createRng(seed), { maxMoves: 30 });
  for (let s = seed + 1; p.moves.length < 12; s++) p = randomBlokusPosition(createRng(s), { maxMoves: 30 });
  const job = { id, first: 'v2', second: 'pentobi:3', aFirst: true, start: p.setup.firstMoverStart, limitMs: 0, openingPlies, openingSeed: seed };
  return { job, result: { start: p.setup.firstMoverStart, scores, winner: 0, end, detail: null, moves: p.moves.map(encodeMoveCode), samples: [] } };
}

describe('blokus-value-data.ts', () => {
  it('writes every position of the normal games with the evaluation’s own terms and the last mover’s margin', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-value-'));
    dirs.push(dir);
    const games = [game(0, 3, 0, 'normal', [-20, -31]), game(1, 8, 3, 'normal', [-12, -9]), game(2, 5, 0, 'timeout', [0, -89])];
    const lengths = games.map((g) => g.result.moves.length);
    expect(Math.min(lengths[0]!, lengths[1]!)).toBeGreaterThanOrEqual(12);
    await writeFile(path.join(dir, 'lab.json'), JSON.stringify({ format: 'fpga-arena/lab@1', games }));
    const out = path.join(dir, 'out.jsonl');
    const r = run(path.join(dir, 'lab.json'), out);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const rows = (await readFile(out, 'utf8')).trimEnd().split('\n').map((l) => JSON.parse(l) as { ply: number; f: number[]; margin: number });
    // Game 0 from ply 2 (both sides have moved), game 1 after its 3 opening plies plus the contender's first, game 2 not at all.
    expect(rows.length).toBe(lengths[0]! - 1 + (lengths[1]! - 3));
    expect(r.stdout).toContain(`${rows.length} positions`);
    const byGame = [rows.slice(0, lengths[0]! - 1), rows.slice(lengths[0]! - 1)];
    byGame.forEach((gameRows, g) => {
      const { result } = games[g]!;
      for (const row of gameRows) {
        const position = { setup: { firstMoverStart: result.start }, moves: result.moves.slice(0, row.ply).map(decodeMoveCode) };
        const n = (row.ply - 1) & 1;
        expect(row.margin).toBe(result.scores[n]! - result.scores[1 - n]!);
        // The evaluation is from the side to move (t): each term alone gives t's minus n's.
        const term = (w: object) => blokusCoreV2Evaluate(position, { material: 0, influence: 0, attach: 0, deadAttach: 0, ...w });
        const [mat, inf, liveN, liveT, deadN, deadT, , , t4n, t4t, , , placeN, placeT] = row.f;
        expect(term({ material: 1 })).toBe(0 - mat!);
        expect(term({ influence: 1 })).toBe(0 - inf!);
        expect(term({ attach: 1 })).toBe(liveT! - liveN!);
        expect(term({ deadAttach: 1 })).toBe(deadT! - deadN!);
        expect(term({ territory: 1, territorySteps: 4 })).toBe(t4t! - t4n!);
        expect(term({ placeable: 1 })).toBe(placeT! - placeN!);
      }
    });
  }, 60_000);

  it('names a file that is not a lab report and fails', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'arena-value-'));
    dirs.push(dir);
    await writeFile(path.join(dir, 'bad.json'), '{"games": [{"job": {}}]}');
    const r = run(path.join(dir, 'bad.json'), path.join(dir, 'out.jsonl'));
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('bad.json: not an arena lab report');
  }, 60_000);
});
