/** The Records page's search, filters and sort: pure functions over the list the host sends. */
import type { RecordSummary } from '../../../core/api/schemas.ts';
import type { GameKind } from '../../../core/games/types.ts';

/** How a game ended, as the result filter asks: a side won, it ended without a winner, or it has no verdict. */
export const RESULTS = ['first', 'second', 'none', 'unfinished'] as const;
export type ResultKind = (typeof RESULTS)[number];
export const RESULT_LABELS: Record<ResultKind, string> = {
  first: 'player 1 won',
  second: 'player 2 won',
  none: 'no winner (draw, aborted)',
  unfinished: 'unfinished or unreadable',
};

export interface RecordFilter {
  /** Words that must all appear in the players, the result or the id (any case). */
  readonly text: string;
  readonly game: GameKind | 'any';
  readonly result: ResultKind | 'any';
  /** Local days `YYYY-MM-DD`, inclusive; '' for no bound. */
  readonly from: string;
  readonly to: string;
}

export const NO_FILTER: RecordFilter = { text: '', game: 'any', result: 'any', from: '', to: '' };

export const SORT_KEYS = ['startedAt', 'game', 'players', 'plies', 'result'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export interface SortOrder {
  readonly key: SortKey;
  readonly descending: boolean;
}
export const NEWEST_FIRST: SortOrder = { key: 'startedAt', descending: true };

export function resultKind(r: RecordSummary): ResultKind {
  if (r.error !== null || r.verdict === null) return 'unfinished';
  return r.winner === 0 ? 'first' : r.winner === 1 ? 'second' : 'none';
}

/** The local calendar day of an ISO time, as a date input gives it. */
export function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function haystack(r: RecordSummary): string {
  return [r.id, r.game ?? '', ...(r.players ?? []), r.verdict ?? '', r.error ?? ''].join(' ').toLowerCase();
}

function inDays(r: RecordSummary, from: string, to: string): boolean {
  if (!from && !to) return true;
  if (!r.startedAt) return false;
  const day = localDay(r.startedAt);
  return (!from || day >= from) && (!to || day <= to);
}

export function matches(r: RecordSummary, f: RecordFilter): boolean {
  if (f.game !== 'any' && r.game !== f.game) return false;
  if (f.result !== 'any' && resultKind(r) !== f.result) return false;
  if (!inDays(r, f.from, f.to)) return false;
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  const text = words.length ? haystack(r) : '';
  return words.every((w) => text.includes(w));
}

const KEY: Record<SortKey, (r: RecordSummary) => string | number> = {
  startedAt: (r) => r.startedAt ?? '',
  game: (r) => r.game ?? '',
  players: (r) => (r.players ? r.players.join(' vs ') : '').toLowerCase(),
  plies: (r) => r.plies,
  result: (r) => `${RESULTS.indexOf(resultKind(r))} ${r.verdict ?? r.error ?? ''}`,
};

/** Sorted by `order`; ties keep newest first, so the order is total and stable across refreshes. */
export function sortRecords(list: readonly RecordSummary[], order: SortOrder): RecordSummary[] {
  const key = KEY[order.key];
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...list].sort((a, b) => {
    const c = cmp(key(a), key(b)) * (order.descending ? -1 : 1);
    return c !== 0 ? c : cmp(b.startedAt ?? '', a.startedAt ?? '') || cmp(a.id, b.id);
  });
}

/** Clicking a column sorts by it; clicking it again turns the order round. Numbers and dates start high. */
export function nextSort(current: SortOrder, key: SortKey): SortOrder {
  if (current.key === key) return { key, descending: !current.descending };
  return { key, descending: key === 'startedAt' || key === 'plies' };
}
