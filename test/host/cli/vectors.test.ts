import { describe, it, expect, afterAll } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../../../host/cli/main.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { generateBlokusVectors } from '../../../core/engines/blokus-core/vectors.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];

async function vectors(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const io = memoryIo();
  const code = await main(['vectors', ...args], io);
  return { code, out: io.stdout(), err: io.stderr() };
}

afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('arena vectors', () => {
  it('prints the blokus core\'s vectors as JSON, the same as the library generates', async () => {
    const r = await vectors('--game', 'blokus', '--count', '4', '--seed', '9', '--depth', '2', '--units', '2');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual(generateBlokusVectors({ count: 4, seed: 9, depth: 2, units: 2 }));
  });

  it('writes --out FILE, in text form with --format text', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'arena-vectors-'));
    dirs.push(dir);
    const file = path.join(dir, 'blokus.txt');
    const r = await vectors('--game', 'blokus', '--count', '3', '--seed', '5', '--depth', '1', '--format', 'text', '--out', file);
    expect(r.code).toBe(0);
    expect(r.out).toBe('');
    expect(r.err).toContain(file);
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^# fpga-arena\/blokus-core-vectors@1 depth=1 units=3 count=3 seed=5/);
    const set = generateBlokusVectors({ count: 3, seed: 5, depth: 1 });
    lines.slice(1).forEach((line, i) => expect(line.split(' ').slice(-2)).toEqual([set.vectors[i]!.move, String(set.vectors[i]!.cycles)]));
  });

  it('prints the gomoku core\'s vectors through its generator', async () => {
    const r = await vectors('--game', 'gomoku', '--count', '2', '--seed', '3', '--depth', '1');
    expect(r.code).toBe(0);
    const set = JSON.parse(r.out) as { format: string; vectors: unknown[]; settings: { depth: number; seed: number } };
    expect(set.format).toMatch(/gomoku-core-vectors/);
    expect(set.vectors).toHaveLength(2);
    expect(set.settings).toMatchObject({ depth: 1, seed: 3 });
  });

  it('rejects bad arguments with a message naming the option', async () => {
    const cases: [string[], RegExp][] = [
      [[], /--game is missing/],
      [['--game', 'chess'], /--game "chess"/],
      [['--game', 'blokus', '--count', 'ten'], /--count "ten"/],
      [['--game', 'blokus', '--depth', '5'], /--depth "5": expected an integer in 1\.\.4/],
      [['--game', 'blokus', '--units', '9'], /--units "9"/],
      [['--game', 'blokus', '--format', 'xml'], /--format "xml"/],
      [['--game', 'gomoku', '--units', '2'], /--units applies to the blokus core only/],
      [['--game', 'blokus', '--bogus'], /bogus/],
    ];
    for (const [args, why] of cases) {
      const r = await vectors(...args);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toMatch(why);
      expect(r.out).toBe('');
    }
  });

  it('runs as a real command: node bin/arena.js vectors', async () => {
    const out = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['bin/arena.js', 'vectors', '--game', 'blokus', '--count', '2', '--seed', '1', '--depth', '1', '--format', 'text'], { cwd: ROOT }, (e, stdout) =>
        e ? reject(e) : resolve(stdout),
      );
    });
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1 3 5 \d+ /);
  });
});
