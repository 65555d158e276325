/**
 * Engine output in words, read into EngineMoveInfo (core/match/types.ts). Engines have no common
 * format, so this reads the two shapes they use: `key=value` tokens (our boards' cycle reports,
 * many Gomocup brains' `MESSAGE depth=7 eval=120 nodes=51234`) and `Key value` pairs separated by
 * commas (Pentobi's log: `Val 0.68, ValCnt 4, Vst 3, Sim 3, Chld 66.7%` / `Nds 316, Tm 00:00` /
 * `Dp 1.0 dev=0.0` / `Mov 315, Sco 5.7 dev=5.0`). Unknown keys are ignored; a line that names no
 * known key gives null, so ordinary chatter adds nothing.
 */
import type { EngineMoveInfo } from '../match/types.ts';

type Field = keyof EngineMoveInfo;

/** Names engines use, lower-cased, for each field (Pentobi's first, then common Gomocup ones). */
const ALIASES: Readonly<Record<string, Field>> = {
  depth: 'depth',
  dp: 'depth',
  d: 'depth',
  nodes: 'nodes',
  nds: 'nodes',
  n: 'nodes',
  eval: 'eval',
  ev: 'eval',
  score: 'eval',
  sco: 'eval',
  cycles: 'cycles',
  playouts: 'playouts',
  sim: 'playouts',
  visits: 'visits',
  winrate: 'winRate',
  val: 'winRate',
};

const INTEGER: ReadonlySet<Field> = new Set(['nodes', 'cycles', 'playouts', 'visits']);

function valueFor(field: Field, text: string): number | null {
  if (!/^[-+]?\d+(\.\d+)?$/.test(text)) return null;
  const v = Number(text);
  if (INTEGER.has(field) && (!Number.isInteger(v) || v < 0)) return null;
  if (field === 'winRate' && !(v >= 0 && v <= 1)) return null;
  if (field === 'depth' && v < 0) return null;
  return v;
}

/** The fields one line gives (`key=value` tokens or `Key value` pairs), or null when it names none. */
export function parseEngineLine(line: string): EngineMoveInfo | null {
  const found: Partial<Record<Field, number>> = {};
  const pairs = [...line.matchAll(/([A-Za-z_][A-Za-z_]*)(?:=|:?\s+)([-+]?\d+(?:\.\d+)?)(?=[\s,;%]|$)/g)];
  for (const [, key, value] of pairs) {
    const field = ALIASES[key!.toLowerCase()];
    if (!field || found[field] !== undefined) continue;
    const v = valueFor(field, value!);
    if (v !== null) found[field] = v;
  }
  return Object.keys(found).length > 0 ? (found as EngineMoveInfo) : null;
}

/** Several lines' fields merged, the earlier line winning a field both name (null when none has one). */
export function mergeEngineInfo(...parts: readonly (EngineMoveInfo | null | undefined)[]): EngineMoveInfo | null {
  const merged: Partial<Record<Field, number>> = {};
  for (const part of parts) {
    for (const [k, v] of Object.entries(part ?? {}) as [Field, number | undefined][]) if (v !== undefined && merged[k] === undefined) merged[k] = v;
  }
  return Object.keys(merged).length > 0 ? (merged as EngineMoveInfo) : null;
}

/** What a move's output lines say; a later line wins (engines print deeper iterations last). */
export function engineInfoFromLines(lines: readonly string[]): EngineMoveInfo | null {
  return mergeEngineInfo(...lines.map(parseEngineLine).reverse());
}
