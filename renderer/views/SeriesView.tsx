/**
 * Series and tournaments, as cutechess runs them: a series of N games between two machine players
 * with colours alternating (and an SPRT that stops it once it decides), or a round robin or
 * gauntlet among several, with a live results table, standings with Elo and a crosstable. The
 * host runs it (host/tournament/series-manager.ts) and records every game.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PlayerChoice, SeriesConfig, SeriesState } from '../../core/api/schemas.ts';
import { GAMES } from '../../core/games/registry.ts';
import type { GameKind } from '../../core/games/types.ts';
import { messageOf, useApi, useApiEvent, useLive } from '../context.ts';
import { choiceOf, emptyForm, type PlayerForm } from './match/PlayerSetup.tsx';
import { Crosstable, GamesTable, Standings } from './series/ResultsTables.tsx';
import { SeriesSetup, type SeriesForm } from './series/SeriesSetup.tsx';
import { SprtBar } from './series/SprtBar.tsx';
import './series/series.css';

type MachineChoice = Exclude<PlayerChoice, { kind: 'human' }>;

const newPlayer = (game: GameKind): PlayerForm => ({ ...emptyForm('emulator', `emu:${game}`), emulator: { ...emptyForm('emulator', '').emulator, depth: 1 } });

const INITIAL: SeriesForm = {
  settings: GAMES.blokus.defaultSettings,
  format: 'series',
  players: [newPlayer('blokus'), { ...newPlayer('blokus'), emulator: { ...newPlayer('blokus').emulator, depth: 2 } }],
  games: 10,
  timeLimitMs: 1000,
  alternateStart: false,
  openings: '',
  sprtOn: false,
  sprt: { elo0: 0, elo1: 50, alpha: 0.05, beta: 0.05 },
};

/** A plain sentence for a form the host would refuse, naming the field; null when it is fine. */
function formProblem(f: SeriesForm): string | null {
  const blank = f.players.findIndex((p) => (p.kind === 'engine' && p.spec.trim() === '') || (p.kind === 'board' && p.boardId === ''));
  if (blank >= 0) return `Player ${blank + 1}: ${f.players[blank]!.kind === 'engine' ? 'type the engine (a SPEC such as uct:playouts=500)' : 'choose a board'}.`;
  if (f.sprtOn && !(f.sprt.elo1 > f.sprt.elo0)) return 'SPRT: elo1 must be greater than elo0.';
  if (f.sprtOn && !(f.sprt.alpha > 0 && f.sprt.alpha < 0.5 && f.sprt.beta > 0 && f.sprt.beta < 0.5)) return 'SPRT: α and β must lie between 0 and 0.5.';
  if (!Number.isInteger(f.games) || f.games < 1) return 'Games: a whole number, at least 1.';
  return null;
}

function configOf(f: SeriesForm): SeriesConfig {
  return {
    settings: f.settings,
    timeLimitMs: Math.max(0, Math.round(f.timeLimitMs)),
    format: f.format,
    // The setup offers machines only (series/EntrantSetup.tsx).
    players: f.players.map(choiceOf).filter((c): c is MachineChoice => c.kind !== 'human'),
    games: f.games,
    alternateStart: f.settings.game === 'blokus' && f.alternateStart,
    sprt: f.format === 'series' && f.sprtOn ? f.sprt : null,
    ...(f.openings.trim() ? { openings: f.openings } : {}),
  };
}

/** The series the host runs: fetched again after a reconnection, then followed through `series` events. */
function useSeries(): [SeriesState | null, (s: SeriesState) => void] {
  const api = useApi();
  const [series, setSeries] = useState<SeriesState | null>(null);
  useEffect(() => {
    void api.getSeries().then((s) => s && setSeries((cur) => (cur && cur.id === s.id && cur.games.length > s.games.length ? cur : s)), () => undefined);
  }, [api]);
  useApiEvent(
    'series',
    useCallback((s: SeriesState) => setSeries(s), []),
  );
  return [series, setSeries];
}

function Progress({ state }: { state: SeriesState }) {
  const name = (i: number) => state.players[i]?.label ?? '';
  if (state.error) return <p className="error" role="alert">{state.error}</p>;
  if (state.status !== 'over') {
    const c = state.current;
    return (
      <p className="series-progress" role="status">
        {c ? `game ${c.index + 1} of ${state.planned}: ${name(c.first)} – ${name(c.second)}, ply ${c.ply + 1}` : `${state.games.length} of ${state.planned} games played`}
      </p>
    );
  }
  const why = state.stopped ?? (state.sprt && state.sprt.decision !== 'continue' ? 'the SPRT decided' : null);
  return (
    <p className="series-progress done" role="status">
      Finished: {state.games.length} of {state.planned} games{why ? ` — ${why}` : ''}.
    </p>
  );
}

export function SeriesView() {
  const api = useApi();
  const boards = useLive('boards', () => api.listBoards()) ?? [];
  const [series, setSeries] = useSeries();
  const [form, setForm] = useState<SeriesForm>(INITIAL);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = series !== null && series.status !== 'over';

  const start = async () => {
    const problem = formProblem(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setSeries(await api.startSeries(configOf(form)));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="series-view">
      <section className="panel setup" aria-label="series setup">
        <h2>New series or tournament</h2>
        <SeriesSetup form={form} boards={boards} onChange={setForm} newPlayer={newPlayer} />
        <button type="button" className="primary" onClick={() => void start()} disabled={busy || running}>
          {busy ? 'Starting…' : 'Start'}
        </button>
        {running && (
          <button type="button" className="stop" onClick={() => void api.stopSeries(series.id).catch((e: unknown) => setError(messageOf(e)))}>
            Stop after this game
          </button>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </section>
      <section className="panel series-results" aria-label="series results">
        {!series && <p className="hint">Choose the players and press <strong>Start</strong>. Every game is recorded (Records tab).</p>}
        {series && (
          <>
            <Progress state={series} />
            {series.sprt && <SprtBar sprt={series.sprt} />}
            <h3>Standings</h3>
            <Standings state={series} />
            <h3>Crosstable</h3>
            <Crosstable state={series} />
            <h3>Games</h3>
            <GamesTable state={series} />
          </>
        )}
      </section>
    </div>
  );
}
