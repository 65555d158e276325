/**
 * Match: the setup (game and its settings, both players, time limit), the board (with the tray for
 * a human Blokus side), the players' clocks, the verdict, the move list and the timing chart. The
 * parts live in views/match/; the game-specific choices come from the game registry (core/games).
 * The setup survives tab switches and reloads (setup-store.ts); a finished game is shown only
 * beside a form for the same game, and a setup that fails clears it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MatchConfig, MatchState } from '../../core/api/schemas.ts';
import { useApi, useApiEvent, useLive, messageOf } from '../context.ts';
import { boardAfter } from '../blokus-ui.ts';
import type { Selection } from '../components/BlokusBoardView.tsx';
import { elapsedSince } from './match/clock.ts';
import { configProblems, type FieldProblems } from './match/config-problems.ts';
import { InfoPanel } from './match/InfoPanel.tsx';
import { DEFAULT_MATCH_OPTIONS, MatchOptions, matchOptionsConfig } from './match/MatchOptions.tsx';
import { PlayArea } from './match/PlayArea.tsx';
import { choiceOf } from './match/PlayerSetup.tsx';
import { usePositionView } from './match/position-view.ts';
import { SetupPanel } from './match/SetupPanel.tsx';
import type { MatchSetup } from './match/setup-store.ts';
import { useSetup, withGame } from './match/use-setup.ts';
import './match/match.css';

function useTick(active: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    setNow(performance.now());
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

/** How long the side to move has been thinking, ticking while the game is played; never negative. */
function useThinkingMs(match: MatchState | null): number {
  const [turnStart, setTurnStart] = useState<number>(performance.now());
  const plies = match?.moves.length ?? 0;
  useEffect(() => setTurnStart(performance.now()), [plies, match?.id]);
  return elapsedSince(turnStart, useTick(match?.status === 'playing'));
}

/** After a reload with nothing stored, the form takes the game of the match the host shows (once). */
function useAdoptShownGame(match: MatchState | null, restored: boolean, setSetup: (c: (s: MatchSetup) => MatchSetup) => void): void {
  const adopted = useRef(restored);
  useEffect(() => {
    if (adopted.current || !match) return;
    adopted.current = true;
    setSetup((s) => (s.settings.game === match.settings.game ? s : { ...withGame(s, match.settings.game), settings: match.settings }));
  }, [match, setSetup]);
}

/** The host's refusal of a setup as a sentence (the dispatcher's own wording is for programs). */
function startFailure(e: unknown): string {
  return messageOf(e).replace(/^startMatch: bad arguments: /, 'The host refused the setup: ');
}

export function MatchView() {
  const api = useApi();
  const boards = useLive('boards', () => api.listBoards()) ?? [];
  const [match, setMatch] = useMatch();
  const [setup, setSetup, restored] = useSetup();
  const [options, setOptions] = useState(DEFAULT_MATCH_OPTIONS);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [playError, setPlayError] = useState<string | null>(null);
  /** A match not to show any more: the one beside which a new setup failed. */
  const [hidden, setHidden] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const thinkingMs = useThinkingMs(match);
  useAdoptShownGame(match, restored, setSetup);

  const running = match !== null && match.status !== 'over';
  const shown = match && match.id !== hidden && (running || match.settings.game === setup.settings.game) ? match : null;
  const config: MatchConfig = { settings: setup.settings, timeLimitMs: setup.timeLimit, players: [choiceOf(setup.forms[0]), choiceOf(setup.forms[1])], ...matchOptionsConfig(options) };

  const start = async () => {
    setConfirming(false);
    setBusy(true);
    setSelection(null);
    setPlayError(null);
    try {
      setMatch(await api.startMatch(config));
      setHidden(null);
    } catch (e) {
      setProblems({ form: startFailure(e) });
      if (match) setHidden(match.id);
    } finally {
      setBusy(false);
    }
  };
  const onNewGame = () => {
    // A game time that does not parse is already shown beside its field (MatchOptions).
    if (options.error) return;
    const found = configProblems(config);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      if (match && !running) setHidden(match.id);
      return;
    }
    if (running) setConfirming(true);
    else void start();
  };

  const failed = (e: unknown) => setPlayError(messageOf(e));
  const submit = (text: string) => {
    if (!match) return;
    setPlayError(null);
    void api.submitMove(match.id, text).then(() => setSelection(null), failed);
  };
  const resign = () => match && void api.resign(match.id).catch(failed);

  const played = shown?.settings;
  const view = usePositionView(shown);
  const codes = useMemo(() => (shown?.moves.map((m) => m.text) ?? []).slice(0, view.plies), [shown?.moves, view.plies]);
  const board = useMemo(() => (played?.game === 'blokus' ? boardAfter(played.firstMoverStart, codes) : null), [played, codes]);

  return (
    <div className="match-view" data-game={shown?.settings.game ?? setup.settings.game}>
      <SetupPanel
        setup={setup}
        onSetup={setSetup}
        boards={boards}
        problems={problems}
        busy={busy}
        running={running}
        confirming={confirming}
        onNewGame={onNewGame}
        onConfirm={(yes) => (yes ? void start() : setConfirming(false))}
        onStop={() => match && void api.stopMatch(match.id).catch(failed)}
      >
        <MatchOptions value={options} onChange={setOptions} />
      </SetupPanel>

      <section className="panel play" aria-label="board">
        {!shown && <p className="hint">Choose the players and press <strong>New game</strong>. The emulated board is connected and ready.</p>}
        {shown && <PlayArea match={shown} board={board} codes={codes} selection={selection} onSelect={setSelection} submit={submit} resign={resign} viewPly={view.ply} onLive={view.live} />}
        {playError && (
          <p className="error" role="alert">
            {playError}
          </p>
        )}
      </section>

      <InfoPanel match={shown} board={board} thinkingMs={thinkingMs} current={view.ply} onSelect={view.select} />
    </div>
  );
}
