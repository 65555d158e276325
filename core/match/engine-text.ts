/**
 * EngineMoveInfo in words, one definition for the CLI (`arena records show`), the move list and
 * the engine panel. `engineFields` lists what a move has in a fixed order; `engineCompact` is the
 * move list's cell: `d3 1.2k n +5.7 12k cyc` for a searching core, `61% 4.1k/10k` for a Monte
 * Carlo engine (win-rate, visits of the move / playouts).
 */
import type { EngineMoveInfo } from './types.ts';

export interface EngineField {
  readonly key: keyof EngineMoveInfo;
  /** For people: `depth`, `nodes`, `eval`, … */
  readonly label: string;
  readonly value: number;
  /** The value as shown: counts as integers, win-rate to 3 decimals, depth and eval to 1. */
  readonly text: string;
}

const ORDER: readonly (readonly [keyof EngineMoveInfo, string])[] = [
  ['depth', 'depth'],
  ['nodes', 'nodes'],
  ['eval', 'eval'],
  ['cycles', 'cycles'],
  ['playouts', 'playouts'],
  ['visits', 'visits'],
  ['winRate', 'winrate'],
];

const oneDecimal = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

function fieldText(key: keyof EngineMoveInfo, v: number): string {
  if (key === 'winRate') return v.toFixed(3);
  if (key === 'depth') return oneDecimal(v);
  if (key === 'eval') return (v > 0 ? '+' : '') + oneDecimal(v);
  return String(v);
}

export function engineFields(e: EngineMoveInfo | null | undefined): EngineField[] {
  if (!e) return [];
  return ORDER.flatMap(([key, label]) => {
    const value = e[key];
    return value === undefined ? [] : [{ key, label, value, text: fieldText(key, value) }];
  });
}

/** `playouts=150 visits=61 winrate=0.612`: the CLI's form. */
export function engineKeyValues(e: EngineMoveInfo | null | undefined): string {
  return engineFields(e)
    .map((f) => `${f.label}=${f.text}`)
    .join(' ');
}

/** 1234 → `1.2k`, 45678 → `46k`, 3_400_000 → `3.4M`. */
export function compactCount(n: number): string {
  if (n >= 10_000_000) return `${Math.round(n / 1_000_000)}M`;
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(1)}M`;
  if (n >= 10_000) return `${Math.round(n / 1000)}k`;
  if (n >= 1000) return `${(n / 1000).toFixed(1)}k`;
  return String(n);
}

/** The move list's cell; '—' when the move has no engine output. */
export function engineCompact(e: EngineMoveInfo | null | undefined): string {
  if (!e) return '—';
  const parts: string[] = [];
  if (e.winRate !== undefined) parts.push(`${Math.round(e.winRate * 100)}%`);
  if (e.visits !== undefined && e.playouts !== undefined) parts.push(`${compactCount(e.visits)}/${compactCount(e.playouts)}`);
  else if (e.playouts !== undefined) parts.push(`${compactCount(e.playouts)} sims`);
  if (e.depth !== undefined) parts.push(`d${oneDecimal(e.depth)}`);
  if (e.nodes !== undefined) parts.push(`${compactCount(e.nodes)} n`);
  if (e.eval !== undefined) parts.push(fieldText('eval', e.eval));
  if (e.cycles !== undefined) parts.push(`${compactCount(e.cycles)} cyc`);
  return parts.length ? parts.join(' ') : '—';
}
