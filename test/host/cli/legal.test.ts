import { describe, it, expect } from 'vitest';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../../host/cli/main.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { legalPlacements } from '../../../core/blokus/movegen.ts';
import { canonicalCode, placementCodes } from '../../../core/blokus/placements.ts';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { randomGame } from '../../core/blokus/playout.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function legal(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await main(['legal', ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

const lines = (text: string): string[] => text.split('\n').filter((l) => l !== '');

describe('arena legal', () => {
  it('lists one canonical code per placement for the opening (414)', async () => {
    const r = await legal('--game', 'blokus');
    expect(r.code).toBe(0);
    const got = lines(r.out);
    expect(got.length).toBe(414);
    expect(new Set(got).size).toBe(414);
    expect(got).toEqual(legalPlacements(new BlokusBoard()).map((id) => encodeMoveCode(canonicalCode(id))));
  });

  it('lists every code with --all-codes (712 for the opening, 1384 after 55u0 aau0)', async () => {
    expect(lines((await legal('--all-codes')).out).length).toBe(712);
    const r = await legal('--all-codes', '55u0', 'aau0');
    expect(lines(r.out).length).toBe(1384);
    expect(lines(r.out)).toContain('43a0');
  });

  it('prints {"count","codes"} with --json, and placements with their codes when asked', async () => {
    const r = await legal('--json', '55u0', 'aau0');
    const body = JSON.parse(r.out) as { count: number; codes: string[] };
    expect(body.count).toBe(800);
    expect(body.codes.length).toBe(800);
    const all = JSON.parse((await legal('--json', '--all-codes', '55u0', 'aau0')).out) as {
      count: number;
      placements: { code: string; codes: string[] }[];
    };
    expect(all.count).toBe(800);
    expect(all.placements.reduce((n, p) => n + p.codes.length, 0)).toBe(1384);
    for (const p of all.placements) expect(p.codes[0]).toBe(p.code);
    const b = new BlokusBoard();
    b.playCode('55u0');
    b.playCode('aau0');
    const id = legalPlacements(b)[10]!;
    expect(all.placements[10]!.codes).toEqual(placementCodes(id).map(encodeMoveCode));
  });

  it('honours --start a: the first mover must cover (a,a)', async () => {
    const r = await legal('--start', 'a');
    expect(lines(r.out).length).toBe(414);
    expect(lines(r.out)).toContain('aaa0');
    expect(lines(r.out)).not.toContain('55a0');
  });

  it('prints 0000 when the side to move can only pass', async () => {
    // Find a game where a forced pass was followed by more play, and stop just before that pass.
    let prefix: string[] | undefined;
    for (let seed = 0; prefix === undefined && seed < 500; seed++) {
      const { codes } = randomGame(seed);
      const i = codes.findIndex((c, k) => c === '0000' && k < codes.length - 2);
      if (i >= 0) prefix = codes.slice(0, i);
    }
    expect(prefix).toBeDefined();
    const r = await legal('--json', ...prefix!);
    expect(JSON.parse(r.out)).toEqual({ count: 1, codes: ['0000'] });
  });

  it('exits 1 naming the index and reason of a bad code in the prefix', async () => {
    const illegal = await legal('55u0', 'aau0', '66a0');
    expect(illegal.code).toBe(1);
    expect(illegal.out).toBe('');
    expect(illegal.err).toMatch(/move 2 \("66a0"\) is illegal: .*shares an edge/);
    const malformed = await legal('55u0', '5z');
    expect(malformed.code).toBe(1);
    expect(malformed.err).toMatch(/move 1 \("5z"\) is malformed/);
    expect((await legal('--start', '7')).code).toBe(1);
    expect((await legal('--game', 'gomoku')).err).toMatch(/only blokus/);
  });

  it('runs as a real child process', async () => {
    const run = (args: string[]): Promise<{ code: number; out: string; err: string }> =>
      new Promise((resolve) => {
        execFile(process.execPath, ['bin/arena.js', 'legal', ...args], { cwd: ROOT, timeout: 20_000 }, (error, out, err) => {
          resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, out, err });
        });
      });
    const ok = await run(['--game', 'blokus', '--json', '55u0', 'aau0']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out).count).toBe(800);
    const bad = await run(['55u0', '55u0']);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/arena legal: move 1 \("55u0"\) is illegal/);
  });
});
