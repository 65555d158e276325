/**
 * The `uct:…` player spec: `uct` alone is the paper's defaults; options follow the colon as
 * comma-separated key=value pairs, e.g. `uct:playouts=2000,c=0.34,expand=60,strategy=on,seed=1,time=500`.
 *
 *   playouts=N   playouts per move          time=MS      time per move (stops at the first of the two)
 *   c=X          exploration constant       expand=N     simulations before a node is expanded
 *   rule=count|siblings|confidence          z=X, th=X    the confidence rule's C and Th
 *   strategy=on|off  playout strategy rules prune=on|off  dead-cell pruning
 *   seed=N       PRNG seed                  nodes=N      tree nodes preallocated
 */
import { UctError } from './errors.ts';
import { uctOptionsSchema } from './options.ts';
import type { UctOptions } from './options.ts';

/** Spec key → option name and how its text becomes a value. */
const KEYS = {
  playouts: ['playouts', 'int'],
  time: ['timeMs', 'int'],
  c: ['c', 'number'],
  expand: ['expand', 'int'],
  rule: ['expandRule', 'word'],
  z: ['confidenceZ', 'number'],
  th: ['confidenceTh', 'number'],
  strategy: ['strategy', 'switch'],
  prune: ['prune', 'switch'],
  seed: ['seed', 'int'],
  nodes: ['nodes', 'int'],
} as const;

type SpecKey = keyof typeof KEYS;

function isKey(k: string): k is SpecKey {
  return Object.hasOwn(KEYS, k);
}

function bad(spec: string, message: string, context: Record<string, unknown>): UctError {
  return new UctError('uct-bad-spec', `player spec ${JSON.stringify(spec)}: ${message}`, { spec, ...context });
}

function convert(spec: string, key: SpecKey, text: string): number | boolean | string {
  const kind = KEYS[key][1];
  if (kind === 'switch') {
    if (text === 'on' || text === 'true' || text === '1') return true;
    if (text === 'off' || text === 'false' || text === '0') return false;
    throw bad(spec, `${key}=${text}: expected on or off`, { key, value: text });
  }
  if (kind === 'word') return text;
  const pattern = kind === 'int' ? /^\d+$/ : /^\d+(\.\d+)?$|^\.\d+$/;
  if (!pattern.test(text)) throw bad(spec, `${key}=${text}: expected ${kind === 'int' ? 'a whole number' : 'a number'}`, { key, value: text });
  return Number(text);
}

/** Parse `uct` or `uct:key=value,…` into options; throws UctError 'uct-bad-spec' naming the bad key. */
export function parseUctSpec(spec: string): UctOptions {
  const m = /^uct(?::(.*))?$/.exec(spec.trim());
  if (!m) throw bad(spec, 'a UCT spec starts with "uct" or "uct:"', {});
  const raw: Record<string, unknown> = {};
  const seen = new Map<string, string>();
  for (const part of (m[1] ?? '').split(',')) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    if (!isKey(key)) throw bad(spec, `unknown key ${JSON.stringify(key)}; known: ${Object.keys(KEYS).join(', ')}`, { key });
    if (eq < 0) throw bad(spec, `${key} needs a value (${key}=…)`, { key });
    if (seen.has(key)) throw bad(spec, `${key} is given twice`, { key });
    const text = part.slice(eq + 1).trim();
    seen.set(key, text);
    raw[KEYS[key][0]] = convert(spec, key, text);
  }
  const parsed = uctOptionsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const option = String(issue.path[0] ?? '');
  const key = (Object.keys(KEYS) as SpecKey[]).find((k) => KEYS[k][0] === option) ?? option;
  throw bad(spec, `${key}=${seen.get(key) ?? ''}: ${issue.message}`, { key, value: seen.get(key) });
}

/** The spec text of some options, shortest form: only what differs from the defaults. */
export function formatUctSpec(options: UctOptions): string {
  const defaults = uctOptionsSchema.parse({});
  const parts: string[] = [];
  for (const key of Object.keys(KEYS) as SpecKey[]) {
    const option = KEYS[key][0];
    const value = options[option];
    if (value === defaults[option] || value === null) continue;
    parts.push(`${key}=${typeof value === 'boolean' ? (value ? 'on' : 'off') : String(value)}`);
  }
  return parts.length === 0 ? 'uct' : `uct:${parts.join(',')}`;
}
