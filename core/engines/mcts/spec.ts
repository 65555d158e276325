/**
 * The `mcts:…` player spec: `mcts` alone is the defaults; options follow the colon as
 * comma-separated key=value pairs, e.g. `mcts:threshold=2`, `mcts:net=gomoku15,threshold=inf,playouts=400,time=1000`.
 *
 *   net=NAME        a built-in net             threshold=N|inf  FP32 above depth N, INT8 below
 *   playouts=N      simulations per move       time=MS          time per move (the first of the two)
 *   cpuct=X         PUCT exploration           reuse=on|off     keep the subtree across moves
 *   nodes=N         tree nodes preallocated
 */
import { MctsError } from './errors.ts';
import { mctsOptionsSchema } from './options.ts';
import type { MctsOptions } from './options.ts';

type Kind = 'int' | 'number' | 'word' | 'switch' | 'depth';
const KEYS: Readonly<Record<string, readonly [keyof MctsOptions, Kind]>> = {
  net: ['net', 'word'],
  threshold: ['threshold', 'depth'],
  playouts: ['playouts', 'int'],
  time: ['timeMs', 'int'],
  cpuct: ['cpuct', 'number'],
  reuse: ['reuse', 'switch'],
  nodes: ['nodes', 'int'],
};

const SWITCH: Readonly<Record<string, boolean>> = { on: true, true: true, 1: true, off: false, false: false, 0: false };
const INFINITY_WORDS = new Set(['inf', 'infinity', '∞']);

function bad(spec: string, message: string, context: Record<string, unknown> = {}): MctsError {
  return new MctsError('mcts-bad-spec', `player spec ${JSON.stringify(spec)}: ${message}`, { spec, ...context });
}

function convert(spec: string, key: string, kind: Kind, text: string): number | boolean | string {
  if (kind === 'word') return text;
  if (kind === 'switch') {
    const v = SWITCH[text];
    if (v === undefined) throw bad(spec, `${key}=${text}: expected on or off`, { key, value: text });
    return v;
  }
  if (kind === 'depth' && INFINITY_WORDS.has(text.toLowerCase())) return Infinity;
  const pattern = kind === 'number' ? /^\d+(\.\d+)?$|^\.\d+$/ : /^\d+$/;
  if (!pattern.test(text)) throw bad(spec, `${key}=${text}: expected ${kind === 'number' ? 'a number' : kind === 'depth' ? 'a whole number or inf' : 'a whole number'}`, { key, value: text });
  return Number(text);
}

/** Parse `mcts` or `mcts:key=value,…`; throws MctsError 'mcts-bad-spec' naming the bad key. */
export function parseMctsSpec(spec: string): MctsOptions {
  const m = /^mcts(?::(.*))?$/.exec(spec.trim());
  if (!m) throw bad(spec, 'an MCTS spec starts with "mcts" or "mcts:"');
  const raw: Record<string, unknown> = {};
  const texts = new Map<string, string>();
  for (const part of (m[1] ?? '').split(',')) {
    if (part.trim() === '') continue;
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim();
    const entry = Object.hasOwn(KEYS, key) ? KEYS[key] : undefined;
    if (!entry) throw bad(spec, `unknown key ${JSON.stringify(key)}; known: ${Object.keys(KEYS).join(', ')}`, { key });
    if (eq < 0) throw bad(spec, `${key} needs a value (${key}=…)`, { key });
    if (texts.has(key)) throw bad(spec, `${key} is given twice`, { key });
    const text = part.slice(eq + 1).trim();
    texts.set(key, text);
    raw[entry[0]] = convert(spec, key, entry[1], text);
  }
  const parsed = mctsOptionsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const key = Object.keys(KEYS).find((k) => KEYS[k]![0] === issue.path[0]) ?? String(issue.path[0] ?? '');
  throw bad(spec, `${key}=${texts.get(key) ?? ''}: ${issue.message}`, { key, value: texts.get(key) });
}

/** The shortest spec text of some options: only what differs from the defaults. */
export function formatMctsSpec(options: MctsOptions): string {
  const defaults = mctsOptionsSchema.parse({});
  const parts: string[] = [];
  for (const [key, [option]] of Object.entries(KEYS)) {
    const value = options[option];
    if (value === defaults[option] || value === null) continue;
    parts.push(`${key}=${typeof value === 'boolean' ? (value ? 'on' : 'off') : value === Infinity ? 'inf' : String(value)}`);
  }
  return parts.length === 0 ? 'mcts' : `mcts:${parts.join(',')}`;
}
