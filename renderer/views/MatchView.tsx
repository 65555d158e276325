/**
 * Match: the setup (game, both players, time limit, dialect or rule), the board (with the tray
 * for a human Blokus side), the move list, the clocks, the verdict, and the timing chart.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { BoardInfo, MatchConfig, MatchState, PlayerChoice } from '../../core/api/schemas.ts';
import { useApi, useApiEvent, useLive, messageOf } from '../context.ts';
import { boardAfter } from '../blokus-ui.ts';
import { BlokusBoardView, type Selection } from '../components/BlokusBoardView.tsx';
import { PieceTray } from '../components/PieceTray.tsx';
import { GomokuBoardView } from '../components/GomokuBoardView.tsx';
import { MoveList, fmtMs } from '../components/MoveList.tsx';
import { TimingChart } from '../components/TimingChart.tsx';

type Kind = PlayerChoice['kind'];
interface PlayerForm {
  kind: Kind;
  boardId: string;
  depth: number;
  units: number;
  spec: string;
}

const DEFAULT_FORMS: [PlayerForm, PlayerForm] = [
  { kind: 'human', boardId: '', depth: 3, units: 3, spec: '' },
  { kind: 'board', boardId: 'emu:blokus', depth: 3, units: 3, spec: '' },
];

function choiceOf(f: PlayerForm): PlayerChoice {
  switch (f.kind) {
    case 'human':
      return { kind: 'human' };
    case 'board':
      return { kind: 'board', boardId: f.boardId };
    case 'emulator':
      return { kind: 'emulator', depth: f.depth, units: f.units };
    case 'engine':
      return { kind: 'engine', spec: f.spec };
  }
}

function PlayerSetup({ index, form, boards, game, onChange }: { index: 0 | 1; form: PlayerForm; boards: readonly BoardInfo[]; game: 'blokus' | 'gomoku'; onChange: (f: PlayerForm) => void }) {
  const usable = boards.filter((b) => b.status === 'connected' && (b.game === null || b.game === game));
  const id = `p${index + 1}`;
  return (
    <fieldset className="player-setup" data-player={index + 1}>
      <legend>{game === 'blokus' ? `Player ${index + 1}${index === 0 ? ' (moves first)' : ''}` : index === 0 ? 'Black (moves first)' : 'White'}</legend>
      <label htmlFor={`${id}-kind`}>plays as</label>
      <select id={`${id}-kind`} name={`${id}-kind`} value={form.kind} onChange={(e) => onChange({ ...form, kind: e.target.value as Kind })}>
        <option value="human">a human (you)</option>
        <option value="board">a connected board</option>
        <option value="emulator">an emulator</option>
        <option value="engine">an external engine</option>
      </select>
      {form.kind === 'board' && (
        <>
          <label htmlFor={`${id}-board`}>board</label>
          <select id={`${id}-board`} name={`${id}-board`} value={form.boardId} onChange={(e) => onChange({ ...form, boardId: e.target.value })}>
            <option value="">— choose —</option>
            {usable.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
        </>
      )}
      {form.kind === 'emulator' && (
        <>
          <label htmlFor={`${id}-depth`}>depth (plies)</label>
          <input id={`${id}-depth`} name={`${id}-depth`} type="number" min={1} max={4} value={form.depth} onChange={(e) => onChange({ ...form, depth: Number(e.target.value) })} />
          {game === 'blokus' && (
            <>
              <label htmlFor={`${id}-units`}>search units</label>
              <input id={`${id}-units`} name={`${id}-units`} type="number" min={1} max={8} value={form.units} onChange={(e) => onChange({ ...form, units: Number(e.target.value) })} />
            </>
          )}
        </>
      )}
      {form.kind === 'engine' && (
        <>
          <label htmlFor={`${id}-spec`}>engine</label>
          <input id={`${id}-spec`} name={`${id}-spec`} placeholder={game === 'blokus' ? 'gtp:"pentobi-gtp --game duo"' : 'piskvork:"pbrain-x"'} value={form.spec} onChange={(e) => onChange({ ...form, spec: e.target.value })} />
        </>
      )}
    </fieldset>
  );
}

function useTick(active: boolean): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!active) return;
    const t = setInterval(() => setNow(performance.now()), 200);
    return () => clearInterval(t);
  }, [active]);
  return now;
}

export function MatchView() {
  const api = useApi();
  const boards = useLive('boards', () => api.listBoards()) ?? [];
  const [match, setMatch] = useState<MatchState | null>(null);
  const [game, setGame] = useState<'blokus' | 'gomoku'>('blokus');
  const [dialect, setDialect] = useState<'heart-2014' | 'icfpt-2013'>('heart-2014');
  const [start, setStart] = useState<'5' | 'a'>('5');
  const [rule, setRule] = useState<'freestyle' | 'standard'>('freestyle');
  const [timeLimit, setTimeLimit] = useState(0);
  const [forms, setForms] = useState<[PlayerForm, PlayerForm]>(DEFAULT_FORMS);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [turnStart, setTurnStart] = useState<number>(performance.now());

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
  const plies = match?.moves.length ?? 0;
  useEffect(() => setTurnStart(performance.now()), [plies, match?.id]);
  const now = useTick(match?.status === 'playing');

  const changeGame = (g: 'blokus' | 'gomoku') => {
    setGame(g);
    setForms(([a, b]) => [a, { ...b, boardId: b.kind === 'board' ? (g === 'blokus' ? 'emu:blokus' : 'emu:gomoku') : b.boardId }]);
  };

  const newGame = async () => {
    setError(null);
    setBusy(true);
    setSelection(null);
    const config: MatchConfig = {
      settings: game === 'blokus' ? { game, dialect, firstMoverStart: start } : { game, size: 15, rule },
      timeLimitMs: timeLimit,
      players: [choiceOf(forms[0]), choiceOf(forms[1])],
    };
    try {
      setMatch(await api.startMatch(config));
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (text: string) => {
    if (!match) return;
    setError(null);
    try {
      await api.submitMove(match.id, text);
      setSelection(null);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const settings = match?.settings;
  const codes = useMemo(() => match?.moves.map((m) => m.text) ?? [], [match?.moves]);
  const board = useMemo(() => (settings?.game === 'blokus' ? boardAfter(settings.firstMoverStart, codes) : null), [settings, codes]);
  const humanSide = match?.awaitingHuman ?? null;
  const humanSides = match ? ([0, 1] as const).filter((s) => match.players[s].kind === 'human') : [];
  const traySide = humanSide ?? humanSides[0] ?? null;
  const lastMove = match?.moves[match.moves.length - 1];
  const names: [string, string] = match ? [match.players[0].label, match.players[1].label] : ['', ''];
  const totals = [0, 1].map((s) => (match?.moves ?? []).filter((m) => m.side === s).reduce((t, m) => t + (m.timing?.wallMs ?? 0), 0));
  const toMove = match && match.status === 'playing' ? ((match.moves.length % 2) as 0 | 1) : null;

  return (
    <div className="match-view">
      <section className="panel setup" aria-label="match setup">
        <h2>New match</h2>
        <label htmlFor="game">game</label>
        <select id="game" name="game" value={game} onChange={(e) => changeGame(e.target.value as 'blokus' | 'gomoku')}>
          <option value="blokus">Blokus Duo (14×14)</option>
          <option value="gomoku">Gomoku (15×15)</option>
        </select>
        {game === 'blokus' ? (
          <>
            <label htmlFor="dialect">protocol dialect</label>
            <select id="dialect" value={dialect} onChange={(e) => setDialect(e.target.value as 'heart-2014' | 'icfpt-2013')}>
              <option value="heart-2014">HEART 2014</option>
              <option value="icfpt-2013">ICFPT 2013</option>
            </select>
            <label htmlFor="start">player 1 starts at</label>
            <select id="start" value={start} onChange={(e) => setStart(e.target.value as '5' | 'a')}>
              <option value="5">(5,5)</option>
              <option value="a">(a,a)</option>
            </select>
          </>
        ) : (
          <>
            <label htmlFor="rule">rule</label>
            <select id="rule" value={rule} onChange={(e) => setRule(e.target.value as 'freestyle' | 'standard')}>
              <option value="freestyle">freestyle (five or more)</option>
              <option value="standard">standard (exactly five)</option>
            </select>
          </>
        )}
        <label htmlFor="time-limit">time limit per move (ms, 0 = none)</label>
        <input id="time-limit" type="number" min={0} step={100} value={timeLimit} onChange={(e) => setTimeLimit(Math.max(0, Number(e.target.value)))} />
        {([0, 1] as const).map((i) => (
          <PlayerSetup key={i} index={i} form={forms[i]} boards={boards} game={game} onChange={(f) => setForms((cur) => (i === 0 ? [f, cur[1]] : [cur[0], f]))} />
        ))}
        <button type="button" className="primary" onClick={() => void newGame()} disabled={busy}>
          {busy ? 'Starting…' : 'New game'}
        </button>
        {match && match.status === 'playing' && (
          <button type="button" onClick={() => void api.stopMatch(match.id).catch((e) => setError(messageOf(e)))}>
            Stop
          </button>
        )}
      </section>

      <section className="panel play" aria-label="board">
        {!match && <p className="hint">Choose the players and press <strong>New game</strong>. The emulated board is connected and ready.</p>}
        {match && board && settings?.game === 'blokus' && (
          <>
            <BlokusBoardView board={board} highlight={lastMove && lastMove.text !== '0000' ? lastMove.text : null} selection={humanSide !== null ? selection : null} onPlace={(code) => void submit(code)} onPass={humanSide !== null ? () => void submit('0000') : null} />
            {traySide !== null && (
              <>
                <PieceTray available={board.piecesLeftMask(traySide)} selection={selection} onSelect={setSelection} side={traySide} disabled={humanSide === null} keyboard={humanSide !== null} />
                <div className="turn-actions">
                  <button type="button" className="pass" onClick={() => void submit('0000')} disabled={humanSide === null}>
                    Pass
                  </button>
                  <button type="button" onClick={() => match && void api.resign(match.id).catch((e) => setError(messageOf(e)))} disabled={humanSide === null}>
                    Resign
                  </button>
                </div>
              </>
            )}
          </>
        )}
        {match && settings?.game === 'gomoku' && <GomokuBoardView size={settings.size} moves={codes} line={match.verdict?.line ?? null} onPlay={humanSide !== null ? (t) => void submit(t) : null} />}
        {match && settings?.game === 'gomoku' && humanSides.length > 0 && (
          <div className="turn-actions">
            <button type="button" onClick={() => void api.resign(match.id).catch((e) => setError(messageOf(e)))} disabled={humanSide === null}>
              Resign
            </button>
          </div>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </section>

      <section className="panel info" aria-label="match information">
        {match && (
          <>
            <div className="players">
              {([0, 1] as const).map((s) => (
                <div key={s} className={`player-card s${s + 1}${toMove === s ? ' to-move' : ''}`} data-side={s + 1}>
                  <div className="player-name">
                    <span className={`side-dot s${s + 1}`} /> {match.players[s].label}
                    {match.players[s].identity && <span className="identity"> [{match.players[s].identity}]</span>}
                  </div>
                  <div className="clock" aria-label={`clock of side ${s + 1}`}>
                    {fmtMs(totals[s]! + (toMove === s ? now - turnStart : 0))}
                    {toMove === s && <span className="thinking"> ● {humanSide === s ? 'your move' : 'thinking'}</span>}
                  </div>
                  {board && (
                    <div className="score">
                      pieces left {21 - board.piecesPlaced(s)} · score {board.score(s)}
                    </div>
                  )}
                </div>
              ))}
            </div>
            {match.verdict && (
              <div className={`verdict${match.verdict.winner === null ? ' draw' : ''}`} role="status" data-verdict={match.verdict.kind}>
                <strong>Game over.</strong> {match.verdict.text}
              </div>
            )}
            <MoveList moves={match.moves} names={names} />
            <TimingChart moves={match.moves.filter((m) => match.players[m.side].kind !== 'human')} width={380} height={170} />
          </>
        )}
      </section>
    </div>
  );
}
