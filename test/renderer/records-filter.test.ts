// The Records page's search, filters and sort (renderer/views/records/filter.ts), over random lists.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RecordSummary } from '../../core/api/schemas.ts';
import { NEWEST_FIRST, NO_FILTER, SORT_KEYS, localDay, matches, nextSort, resultKind, sortRecords } from '../../renderer/views/records/filter.ts';

const summary: fc.Arbitrary<RecordSummary> = fc
  .record({
    id: fc.stringMatching(/^[a-z0-9-]{4,12}$/),
    game: fc.constantFrom('blokus', 'gomoku', 'hex') as fc.Arbitrary<RecordSummary['game']>,
    startedAt: fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2027, 0, 1) }).map((t) => new Date(t).toISOString()),
    players: fc.tuple(fc.constantFrom('emulator (depth 4, units 3)', 'Pentobi', 'human'), fc.constantFrom('emulator (depth 1)', 'board EM', 'human')),
    plies: fc.nat(120),
    winner: fc.constantFrom(0, 1, null) as fc.Arbitrary<0 | 1 | null>,
    ended: fc.boolean(),
  })
  .map(({ ended, ...r }) => ({ ...r, verdict: ended ? (r.winner === null ? 'draw' : `player ${r.winner + 1} wins`) : null, winner: ended ? r.winner : null, complete: ended, error: null }));

describe('records filter and sort', () => {
  it('no filter keeps everything; each filter keeps exactly the records it names', () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 30 }), fc.constantFrom('blokus', 'gomoku', 'hex') as fc.Arbitrary<'blokus'>, (list, game) => {
        expect(list.filter((r) => matches(r, NO_FILTER))).toEqual(list);
        const kept = list.filter((r) => matches(r, { ...NO_FILTER, game }));
        expect(kept.every((r) => r.game === game)).toBe(true);
        expect(kept.length).toBe(list.filter((r) => r.game === game).length);
        for (const r of list) expect(matches(r, { ...NO_FILTER, result: resultKind(r) })).toBe(true);
        const won = list.filter((r) => matches(r, { ...NO_FILTER, result: 'first' }));
        expect(won.every((r) => r.winner === 0 && r.verdict !== null)).toBe(true);
      }),
    );
  });

  it('searches all words in any case, and bounds dates by local day inclusive', () => {
    fc.assert(
      fc.property(summary, (r) => {
        expect(matches(r, { ...NO_FILTER, text: 'PENTOBI  ' })).toBe(r.players!.includes('Pentobi'));
        expect(matches(r, { ...NO_FILTER, text: `${r.id.toUpperCase()} ${r.game}` })).toBe(true);
        const day = localDay(r.startedAt!);
        expect(matches(r, { ...NO_FILTER, from: day, to: day })).toBe(true);
        const next = localDay(new Date(Date.parse(r.startedAt!) + 36 * 3_600_000).toISOString());
        expect(matches(r, { ...NO_FILTER, from: next })).toBe(false);
      }),
    );
  });

  it('sorts by every column both ways, a permutation with the order reversed by a second click', () => {
    fc.assert(
      fc.property(fc.array(summary, { maxLength: 30 }), fc.constantFrom(...SORT_KEYS), (list, key) => {
        const up = sortRecords(list, { key, descending: false });
        // A total order for the permutation check: ids may repeat.
        const byContent = (a: RecordSummary, b: RecordSummary): number => JSON.stringify(a).localeCompare(JSON.stringify(b));
        expect([...up].sort(byContent)).toEqual([...list].sort(byContent));
        if (key === 'plies') for (let i = 1; i < up.length; i++) expect(up[i]!.plies).toBeGreaterThanOrEqual(up[i - 1]!.plies);
        const first = nextSort(NEWEST_FIRST, key);
        expect(nextSort(first, key)).toEqual({ key, descending: !first.descending });
      }),
    );
    const newest = sortRecords(
      [
        { id: 'a', startedAt: '2026-01-01T00:00:00.000Z' },
        { id: 'b', startedAt: '2026-03-01T00:00:00.000Z' },
      ].map((r) => ({ ...r, game: 'blokus' as const, players: null, plies: 0, verdict: null, winner: null, complete: false, error: null })),
      NEWEST_FIRST,
    );
    expect(newest.map((r) => r.id)).toEqual(['b', 'a']);
  });
});
