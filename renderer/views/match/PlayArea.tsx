/**
 * The board of the match being played, clickable on a human's turn, with the clocks, the watch
 * controls of a machine game, the trays and score of a Blokus game, and the turn's buttons
 * (hint, take-back, pass or swap, resign). A position picked in the move list is shown instead of
 * the live one until "Back to live"; the game goes on meanwhile.
 */
import { useState } from 'react';
import type { MatchState } from '../../../core/api/schemas.ts';
import type { BlokusBoard } from '../../../core/blokus/board.ts';
import { BlokusBoardView, type Selection } from '../../components/BlokusBoardView.tsx';
import { GomokuBoardView } from '../../components/GomokuBoardView.tsx';
import { HexBoardView } from '../../components/HexBoardView.tsx';
import { SWAP_TEXT } from '../../../core/hex/notation.ts';
import { PieceTray } from '../../components/PieceTray.tsx';
import { EngineInfoPanel } from '../../components/EngineInfoPanel.tsx';
import { BlokusScore } from './BlokusScore.tsx';
import { Clocks } from './Clocks.tsx';
import { hintFor, type BlokusHint } from './blokus-hint.ts';
import { TakeBackButton } from './TakeBackButton.tsx';
import { WatchControls } from './WatchControls.tsx';
import { sideNames } from './names.ts';
import './PlayArea.css';

interface Props {
  readonly match: MatchState;
  /** The Blokus board of the position shown (null for other games). */
  readonly board: BlokusBoard | null;
  /** The codes of the position shown: all moves while live, the first `viewPly + 1` otherwise. */
  readonly codes: readonly string[];
  readonly selection: Selection | null;
  readonly onSelect: (s: Selection | null) => void;
  readonly submit: (text: string) => void;
  readonly resign: () => void;
  /** The ply picked in the move list (null = live). */
  readonly viewPly?: number | null;
  readonly onLive?: () => void;
}

function humanSidesOf(match: MatchState): (0 | 1)[] {
  return ([0, 1] as const).filter((s) => match.players[s].kind === 'human');
}

/** A move that is no click on the board: Blokus's pass, Hex's swap. */
interface SpecialMove {
  readonly label: string;
  readonly className: string;
  readonly play: () => void;
}

function TurnActions({ match, humanTurn, special, resign, hint }: { match: MatchState; humanTurn: boolean; special: SpecialMove | null; resign: () => void; hint?: (() => void) | null }) {
  return (
    <div className="turn-actions">
      {hint !== undefined && (
        <button type="button" className="hint-button" onClick={() => hint?.()} disabled={!hint} title="show a legal move, or where the selected piece fits">
          Hint
        </button>
      )}
      <TakeBackButton match={match} />
      {special && (
        <button type="button" className={special.className} onClick={special.play} disabled={!humanTurn}>
          {special.label}
        </button>
      )}
      <button type="button" onClick={resign} disabled={!humanTurn}>
        Resign
      </button>
    </div>
  );
}

function PositionBar({ viewPly, total, onLive }: { viewPly: number; total: number; onLive: () => void }) {
  return (
    <div className="position-bar" role="status">
      <span>
        Showing the position after move {viewPly + 1} of {total}
      </span>
      <button type="button" className="back-to-live" onClick={onLive}>
        Back to live
      </button>
    </div>
  );
}

function Notice({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="match-notice" role="status">
      {text}
    </p>
  );
}

/** One side's tray: the one the person plays from (with the tools), or one only looked at. */
function SideTray({ match, board, side, mine, active, selection, onSelect }: { match: MatchState; board: BlokusBoard; side: 0 | 1; mine: boolean; active: boolean; selection: Selection | null; onSelect: (s: Selection | null) => void }) {
  const name = match.players[side].label;
  return (
    <div className={`tray-block${active ? ' active' : ''}`} data-side={side + 1}>
      <div className="tray-caption">
        <span className={`side-dot s${side + 1}`} /> <span className="tray-owner">{mine && match.players[side].kind === 'human' ? 'your pieces' : `pieces of player ${side + 1}, ${name}`}</span>
      </div>
      <PieceTray
        available={board.piecesLeftMask(side)}
        selection={active ? selection : null}
        onSelect={onSelect}
        side={side}
        disabled={!active}
        keyboard={active}
        label={`pieces of player ${side + 1}`}
        tools={mine}
        compact={!mine}
      />
    </div>
  );
}

function BlokusPlay({ match, board, codes, selection, onSelect, submit, resign, live }: Props & { board: BlokusBoard; live: boolean }) {
  const humanSide = live ? match.awaitingHuman : null;
  // The person's tray comes right after the board (Tab order); the other side's below the score.
  const mine = humanSide ?? humanSidesOf(match)[0] ?? null;
  const other = mine === null ? null : ((1 - mine) as 0 | 1);
  const [hint, setHint] = useState<(BlokusHint & { at: string }) | null>(null);
  // A hint belongs to the position and the selection it was asked for, on the person's turn.
  const hintKey = `${codes.length}:${selection?.piece ?? ''}:${selection?.orientation ?? ''}`;
  const shownHint = hint && hint.at === hintKey && humanSide !== null ? hint : null;
  const askHint = () => {
    const h = hintFor(board, selection);
    if (h.select) onSelect(h.select);
    const at = h.select ? `${codes.length}:${h.select.piece}:${h.select.orientation}` : hintKey;
    setHint({ ...h, at });
  };
  const lastMove = codes[codes.length - 1];
  const names: [string, string] = [match.players[0].label, match.players[1].label];
  const tray = (side: 0 | 1) => <SideTray match={match} board={board} side={side} mine={side === mine} active={side === humanSide} selection={selection} onSelect={onSelect} />;
  return (
    <>
      <BlokusBoardView board={board} highlight={lastMove && lastMove !== '0000' ? lastMove : null} selection={humanSide !== null ? selection : null} onPlace={submit} onPass={humanSide !== null ? () => submit('0000') : null} marks={shownHint?.cells ?? null} />
      {shownHint && (
        <p className="hint-text" role="status">
          {shownHint.text}
        </p>
      )}
      {mine !== null && tray(mine)}
      {mine !== null && <TurnActions match={match} humanTurn={humanSide !== null} special={{ label: 'Pass', className: 'pass', play: () => submit('0000') }} resign={resign} hint={humanSide !== null ? askHint : null} />}
      <BlokusScore board={board} names={names} />
      <div className="trays">{other !== null ? tray(other) : ([0, 1] as const).map((s) => <SideTray key={s} match={match} board={board} side={s} mine={false} active={false} selection={null} onSelect={onSelect} />)}</div>
    </>
  );
}

function OtherPlay({ match, codes, submit, resign, live }: Props & { live: boolean }) {
  const settings = match.settings;
  const onPlay = live && match.awaitingHuman !== null ? submit : null;
  const line = live ? (match.verdict?.line ?? null) : null;
  // Hex's pie rule: blue may answer red's first stone by swapping (the rules check the rest).
  const swap: SpecialMove | null = settings.game === 'hex' && settings.swap === 'on' && match.moves.length === 1 ? { label: 'Swap', className: 'swap', play: () => submit(SWAP_TEXT) } : null;
  return (
    <>
      {settings.game === 'hex' ? (
        <HexBoardView size={settings.size} swap={settings.swap === 'on'} moves={codes} chain={line} onPlay={onPlay} />
      ) : settings.game === 'gomoku' ? (
        <GomokuBoardView size={settings.size} moves={codes} line={line} onPlay={onPlay} />
      ) : null}
      {humanSidesOf(match).length > 0 && <TurnActions match={match} humanTurn={live && match.awaitingHuman !== null} special={swap} resign={resign} />}
    </>
  );
}

/** Clocks and watch controls, the board, then each side's engine output (components/EngineInfoPanel.tsx). */
export function PlayArea(props: Props) {
  const { match, board, viewPly = null, onLive } = props;
  const live = viewPly === null;
  return (
    <>
      <Clocks match={match} />
      <WatchControls match={match} />
      {!live && onLive && <PositionBar viewPly={viewPly} total={match.moves.length} onLive={onLive} />}
      <Notice text={match.notice} />
      {match.settings.game === 'blokus' ? board && <BlokusPlay {...props} board={board} live={live} /> : <OtherPlay {...props} live={live} />}
      <EngineInfoPanel moves={match.moves} names={sideNames(match.players)} />
    </>
  );
}
