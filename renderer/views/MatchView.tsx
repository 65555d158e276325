/**
 * Match: the setup (game and its settings, both players, time limit), the board (with the tray for
 * a human Blokus side), the players' clocks, the verdict, the move list and the timing chart. The
 * parts live in views/match/; the game-specific choices come from the game registry (core/games).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MatchConfig, MatchState } from '../../core/api/schemas.ts';
import { GAMES } from '../../core/games/registry.ts';
import type { GameKind, GameSettings } from '../../core/games/types.ts';
import { useApi, useApiEvent, useLive, messageOf } from '../context.ts';
import { boardAfter } from '../blokus-ui.ts';
import type { Selection } from '../components/BlokusBoardView.tsx';
import { MoveList } from '../components/MoveList.tsx';
import { TimingChart } from '../components/TimingChart.tsx';
import { PlayArea } from './match/PlayArea.tsx';
import { PlayerCards } from './match/PlayerCards.tsx';
import { choiceOf, emptyForm, PlayerSetup, type PlayerForm } from './match/PlayerSetup.tsx';
import { SettingsForm } from './match/SettingsForm.tsx';
import { DEFAULT_MATCH_OPTIONS, MatchOptions, matchOptionsConfig } from './match/MatchOptions.tsx';
import { usePositionView } from './match/position-view.ts';

/** The emulated board of a game, as the host lists it (host/boards/manager.ts). */
const emulatedBoardId = (game: GameKind) => `emu:${game}`;

function useTick(active: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(t);
  }, [active]);
  return now;
}

/** The match the host runs: fetched again after a reconnection, then followed through `match` events. */
function useMatch(): [MatchState | null, (m: MatchState) => void] {
  const api = useApi();
  const [match, setMatch] = useState<MatchState | null>(null);
  useEffect(() => {
    // Also runs after a reconnection (a new `api`): the match may have moved on meanwhile.
    void api.getMatch().then(
      (m) => m && setMatch((cur) => (cur && cur.id === m.id && cur.moves.length > m.moves.length ? cur : m)),
      () => undefined,
    );
  }, [api]);
  useApiEvent(
    'match',
    useCallback((m: MatchState) => setMatch(m), []),
  );
  return [match, setMatch];
}

/** How long the side to move has been thinking, ticking while the game is played. */
function useThinkingMs(match: MatchState | null): number {
  const [turnStart, setTurnStart] = useState<number>(performance.now());
  const plies = match?.moves.length ?? 0;
  useEffect(() => setTurnStart(performance.now()), [plies, match?.id]);
  return useTick(match?.status === 'playing') - turnStart;
}

export function MatchView() {
  const api = useApi();
  const boards = useLive('boards', () => api.listBoards()) ?? [];
  const [match, setMatch] = useMatch();
  const [settings, setSettings] = useState<GameSettings>(GAMES.blokus.defaultSettings);
  const [timeLimit, setTimeLimit] = useState(0);
  const [options, setOptions] = useState(DEFAULT_MATCH_OPTIONS);
  const [forms, setForms] = useState<[PlayerForm, PlayerForm]>([emptyForm('human', ''), emptyForm('board', emulatedBoardId('blokus'))]);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const thinkingMs = useThinkingMs(match);

  const changeGame = (g: GameKind) => {
    setSettings(GAMES[g].defaultSettings);
    setForms(([a, b]) => [a, { ...b, boardId: b.kind === 'board' ? emulatedBoardId(g) : b.boardId }]);
  };
  const failed = (e: unknown) => setError(messageOf(e));

  const newGame = async () => {
    if (options.error) return setError(options.error);
    setError(null);
    setBusy(true);
    setSelection(null);
    const config: MatchConfig = { settings, timeLimitMs: timeLimit, players: [choiceOf(forms[0]), choiceOf(forms[1])], ...matchOptionsConfig(options) };
    try {
      setMatch(await api.startMatch(config));
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const submit = (text: string) => {
    if (!match) return;
    setError(null);
    void api.submitMove(match.id, text).then(() => setSelection(null), failed);
  };
  const resign = () => match && void api.resign(match.id).catch(failed);

  const played = match?.settings;
  const view = usePositionView(match);
  const codes = useMemo(() => (match?.moves.map((m) => m.text) ?? []).slice(0, view.plies), [match?.moves, view.plies]);
  const board = useMemo(() => (played?.game === 'blokus' ? boardAfter(played.firstMoverStart, codes) : null), [played, codes]);
  const names: [string, string] = match ? [match.players[0].label, match.players[1].label] : ['', ''];

  return (
    <div className="match-view">
      <section className="panel setup" aria-label="match setup">
        <h2>New match</h2>
        <SettingsForm settings={settings} onGame={changeGame} onSettings={setSettings} />
        <label htmlFor="time-limit">time limit per move (ms, 0 = none)</label>
        <input id="time-limit" type="number" min={0} step={100} value={timeLimit} onChange={(e) => setTimeLimit(Math.max(0, Number(e.target.value)))} />
        <MatchOptions value={options} onChange={setOptions} />
        {([0, 1] as const).map((i) => (
          <PlayerSetup key={i} index={i} form={forms[i]} boards={boards} game={settings.game} onChange={(f) => setForms((cur) => (i === 0 ? [f, cur[1]] : [cur[0], f]))} />
        ))}
        <button type="button" className="primary" onClick={() => void newGame()} disabled={busy}>
          {busy ? 'Starting…' : 'New game'}
        </button>
        {match && match.status === 'playing' && (
          <button type="button" onClick={() => void api.stopMatch(match.id).catch(failed)}>
            Stop
          </button>
        )}
      </section>

      <section className="panel play" aria-label="board">
        {!match && <p className="hint">Choose the players and press <strong>New game</strong>. The emulated board is connected and ready.</p>}
        {match && <PlayArea match={match} board={board} codes={codes} selection={selection} onSelect={setSelection} submit={submit} resign={resign} viewPly={view.ply} onLive={view.live} />}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </section>

      <section className="panel info" aria-label="match information">
        {match && (
          <>
            <PlayerCards match={match} board={board} thinkingMs={thinkingMs} />
            {match.verdict && (
              <div className={`verdict${match.verdict.winner === null ? ' draw' : ''}`} role="status" data-verdict={match.verdict.kind}>
                <strong>Game over.</strong> {match.verdict.text}
              </div>
            )}
            <MoveList moves={match.moves} names={names} current={view.ply} onSelect={view.select} />
            <TimingChart moves={match.moves.filter((m) => match.players[m.side].kind !== 'human')} width={380} height={170} />
          </>
        )}
      </section>
    </div>
  );
}
