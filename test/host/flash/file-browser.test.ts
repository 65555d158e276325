/**
 * The browser-mode file picker lists only inside its roots: real folders and symlinks on disk,
 * `..` in every position, symlinks that lead out (to a file, to a folder) and a symlinked root.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mkdir, mkdtemp, rm, symlink, writeFile, realpath } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isInside, listFolder, resolveRoots, type BrowseRoot } from '../../../host/flash/file-browser.ts';

let base: string;
let home: string;
let outside: string;
let roots: BrowseRoot[];

beforeAll(async () => {
  base = await realpath(await mkdtemp(path.join(os.tmpdir(), 'arena-browse-')));
  home = path.join(base, 'home');
  outside = path.join(base, 'secret');
  await mkdir(path.join(home, 'designs', 'sub'), { recursive: true });
  await mkdir(outside);
  await writeFile(path.join(outside, 'passwd.svf'), 'x');
  await writeFile(path.join(home, 'designs', 'top.svf'), 'abc');
  await writeFile(path.join(home, 'designs', 'top.rbf'), 'abcd');
  await writeFile(path.join(home, 'designs', 'notes.txt'), '');
  await writeFile(path.join(home, '.hidden.svf'), '');
  await symlink(outside, path.join(home, 'designs', 'escape'));
  await symlink(path.join(outside, 'passwd.svf'), path.join(home, 'designs', 'leak.svf'));
  await symlink(path.join(home, 'designs', 'top.svf'), path.join(home, 'designs', 'alias.svf'));
  await symlink(home, path.join(base, 'home-link'));
  roots = await resolveRoots([{ label: 'home', path: path.join(base, 'home-link') }, { label: 'gone', path: path.join(base, 'missing') }]);
});

afterAll(() => rm(base, { recursive: true, force: true }));

describe('listFolder', () => {
  it('keeps roots that exist, resolved', () => {
    expect(roots).toEqual([{ label: 'home', path: home }]);
  });

  it('lists folders then matching files, leaving out hidden entries and symlinks that lead out', async () => {
    const l = await listFolder(roots, path.join(home, 'designs'), ['.svf']);
    expect(l.path).toBe(path.join(home, 'designs'));
    expect(l.parent).toBe(home);
    expect(l.entries.map((e) => `${e.kind}:${e.name}:${e.bytes}`)).toEqual(['dir:sub:null', 'file:alias.svf:3', 'file:top.svf:3']);
    const root = await listFolder(roots, null, []);
    expect(root).toMatchObject({ path: home, parent: null });
    expect(root.entries.map((e) => e.name)).toEqual(['designs']);
  });

  it('refuses paths that lead out of the roots, however written', async () => {
    for (const p of [outside, `${home}/..`, path.join(home, 'designs', 'escape'), `${home}/designs/escape/..`, `${home}/designs/../../secret`, '/']) {
      await expect(listFolder(roots, p, [])).rejects.toMatchObject({ code: 'browse-outside' });
    }
    await expect(listFolder(roots, 'designs', [])).rejects.toMatchObject({ code: 'browse-outside', message: 'designs: give an absolute path' });
    await expect(listFolder(roots, path.join(home, 'nope'), [])).rejects.toMatchObject({ code: 'browse-missing' });
  });

  it('never lists anything outside the roots, whatever path is asked for', async () => {
    const parts = fc.array(fc.constantFrom('..', '.', 'designs', 'sub', 'escape', 'secret', 'home', 'home-link', 'leak.svf'), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(parts, async (p) => {
        const asked = [base, ...p].join('/');
        try {
          const l = await listFolder(roots, asked, []);
          expect(isInside(home, l.path)).toBe(true);
          for (const e of l.entries) expect(isInside(home, await realpath(e.path))).toBe(true);
        } catch (e) {
          expect((e as { code?: string }).code).toMatch(/^browse-(outside|missing|unreadable)$/);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('isInside', () => {
  it('is a prefix test on whole path segments', () => {
    expect(isInside('/home/a', '/home/a')).toBe(true);
    expect(isInside('/home/a', '/home/a/b')).toBe(true);
    expect(isInside('/home/a', '/home/ab')).toBe(false);
    expect(isInside('/home/a', '/home')).toBe(false);
    expect(isInside('/home/a', '/home/a/..b')).toBe(true);
  });
});
