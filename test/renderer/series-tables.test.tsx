// @vitest-environment jsdom
// The Series tab's tables and the engine panel, from states the host sends: a clean sweep's
// infinite Elo written as ±∞, the crosstable in standings order, the panel absent without reports.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { MatchMove, SeriesState } from '../../core/api/schemas.ts';
import type { EngineMoveInfo } from '../../core/match/types.ts';
import { Crosstable, Standings } from '../../renderer/views/series/ResultsTables.tsx';
import { EngineInfoPanel } from '../../renderer/components/EngineInfoPanel.tsx';

afterEach(cleanup);

const tally = (wins: number, losses: number) => ({ games: wins + losses, wins, draws: 0, losses, points: wins });
const state: SeriesState = {
  id: 's',
  format: 'series',
  settings: { game: 'gomoku', size: 15, rule: 'freestyle' },
  players: [{ label: '1. A' }, { label: '2. B' }],
  status: 'over',
  planned: 4,
  current: null,
  games: [],
  standings: [
    { player: 1, rank: 1, ...tally(4, 0), sonnebornBerger: 0, elo: { value: null, low: 46.2, high: null } },
    { player: 0, rank: 2, ...tally(0, 4), sonnebornBerger: 0, elo: { value: null, low: null, high: -46.2 } },
  ],
  crosstable: [
    [tally(0, 0), tally(0, 4)],
    [tally(4, 0), tally(0, 0)],
  ],
  sprt: null,
  stopped: null,
  error: null,
};

describe('series tables', () => {
  it('writes a clean sweep as +∞ and −∞ with finite inner bounds', () => {
    const { container } = render(<Standings state={state} />);
    expect([...container.querySelectorAll('td.elo')].map((td) => td.textContent)).toEqual(['+∞ (+46 … +∞)', '−∞ (−∞ … −46)']);
    expect([...container.querySelectorAll('td.name')].map((td) => td.textContent)).toEqual(['2. B', '1. A']);
  });

  it('orders the crosstable as the standings, each cell the row player’s points of its games', () => {
    const { container } = render(<Crosstable state={state} />);
    expect([...container.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['—', '4/4'],
      ['0/4', '—'],
    ]);
  });
});

describe('EngineInfoPanel', () => {
  const timing = { wallMs: 3, wireMs: null, computeMs: 3, predictedMs: null };
  const move = (ply: number, engine: EngineMoveInfo | null): MatchMove => ({ ply, side: (ply % 2) as 0 | 1, text: `${ply},0`, timing: { ...timing, engine } });

  it('is absent when no move carries a report, and shows each side’s latest one', () => {
    const { container, rerender } = render(<EngineInfoPanel moves={[move(0, null), move(1, null)]} names={['a', 'b']} />);
    expect(container.querySelector('.engine-panel')).toBeNull();
    rerender(<EngineInfoPanel moves={[move(0, { depth: 2, nodes: 10 }), move(1, null), move(2, { depth: 3, nodes: 99, eval: -4.5 })]} names={['a', 'b']} />);
    const first = container.querySelector('.engine-side[data-side="0"]')!;
    expect([...first.querySelectorAll('.engine-field')].map((f) => `${f.querySelector('dt')!.textContent}=${f.querySelector('dd')!.textContent}`)).toEqual(['depth=3', 'nodes=99', 'eval=-4.5']);
    expect(container.querySelector('.engine-side[data-side="1"] .hint')!.textContent).toBe('no report yet');
  });
});
