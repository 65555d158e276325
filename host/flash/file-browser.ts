/**
 * The browser-mode file picker's server side. A page in a browser cannot hand the host a path, so
 * the host lists folders itself — only inside its roots (the user's home folder and the project's
 * build outputs). Every path is resolved with realpath before the check, so `..` and symlinks that
 * lead out of the roots are refused, and entries that are symlinks out are not listed.
 */
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { ArenaError } from '../../core/errors.ts';
import { REPO_ROOT } from '../web/ui-build.ts';

export interface BrowseRoot {
  readonly label: string;
  readonly path: string;
}

export interface BrowseEntry {
  readonly name: string;
  readonly path: string;
  readonly kind: 'dir' | 'file';
  /** Files only. */
  readonly bytes: number | null;
}

export interface Listing {
  readonly path: string;
  /** Null at a root: going up would leave the roots. */
  readonly parent: string | null;
  readonly entries: BrowseEntry[];
}

export const MAX_ENTRIES = 2000;

/** Home, then where this project's builds put bitstreams and firmware (those that exist are kept). */
export function defaultFileRoots(home = os.homedir()): BrowseRoot[] {
  return [
    { label: 'home', path: home },
    { label: 'firmware builds', path: path.join(REPO_ROOT, 'firmware', 'build') },
    { label: 'HDL builds', path: path.join(REPO_ROOT, 'hdl') },
  ];
}

/** Is `candidate` (absolute, resolved) `root` or below it? */
export function isInside(root: string, candidate: string): boolean {
  const rel = path.relative(root, candidate);
  // `..b` is a name inside; only `..` as a whole first segment leads out.
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

async function resolved(p: string): Promise<string | null> {
  try {
    return await realpath(p);
  } catch {
    return null;
  }
}

/** The roots that exist, each resolved (a root that is itself a symlink counts as where it leads). */
export async function resolveRoots(roots: readonly BrowseRoot[]): Promise<BrowseRoot[]> {
  const out: BrowseRoot[] = [];
  for (const r of roots) {
    const real = await resolved(r.path);
    if (real) out.push({ label: r.label, path: real });
  }
  return out;
}

/** `wanted` resolved, or a typed error when it does not exist or lies outside every root. */
async function inside(roots: readonly BrowseRoot[], wanted: string): Promise<{ real: string; root: BrowseRoot }> {
  if (!path.isAbsolute(wanted)) throw new ArenaError('browse-outside', `${wanted}: give an absolute path`, { path: wanted });
  const real = await resolved(wanted);
  if (!real) throw new ArenaError('browse-missing', `${wanted} does not exist`, { path: wanted });
  const root = roots.find((r) => isInside(r.path, real));
  if (!root) throw new ArenaError('browse-outside', `${wanted} is outside the folders the app may show (${roots.map((r) => r.path).join(', ')})`, { path: wanted });
  return { real, root };
}

async function entry(roots: readonly BrowseRoot[], dir: string, name: string): Promise<BrowseEntry | null> {
  const full = path.join(dir, name);
  const real = await resolved(full);
  if (!real || !roots.some((r) => isInside(r.path, real))) return null;
  try {
    const s = await stat(real);
    if (s.isDirectory()) return { name, path: full, kind: 'dir', bytes: null };
    return s.isFile() ? { name, path: full, kind: 'file', bytes: s.size } : null;
  } catch {
    return null;
  }
}

/**
 * The folder `wanted` (a root's folder when null): its sub-folders, then the files whose names end
 * with one of `extensions` (all files when empty), each sorted by name; hidden entries are left out.
 */
export async function listFolder(roots: readonly BrowseRoot[], wanted: string | null, extensions: readonly string[] = []): Promise<Listing> {
  if (roots.length === 0) throw new ArenaError('browse-outside', 'no folder may be shown', {});
  const { real, root } = await inside(roots, wanted ?? roots[0]!.path);
  let names: string[];
  try {
    names = await readdir(real);
  } catch (e) {
    throw new ArenaError('browse-unreadable', `${real}: cannot list it (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { path: real });
  }
  const ext = extensions.map((x) => x.toLowerCase());
  const wantedFile = (n: string) => ext.length === 0 || ext.some((x) => n.toLowerCase().endsWith(x));
  const found = await Promise.all(names.filter((n) => !n.startsWith('.')).sort().map((n) => entry(roots, real, n)));
  const entries = found.filter((e): e is BrowseEntry => e !== null && (e.kind === 'dir' || wantedFile(e.name)));
  const dirs = entries.filter((e) => e.kind === 'dir');
  const files = entries.filter((e) => e.kind === 'file');
  return { path: real, parent: real === root.path ? null : path.dirname(real), entries: [...dirs, ...files].slice(0, MAX_ENTRIES) };
}
