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
import { BlokusScore } from './BlokusScore.tsx';
import { Clocks } from './Clocks.tsx';
import { hintFor, type BlokusHint } from './blokus-hint.ts';
import { TakeBackButton } from './TakeBackButton.tsx';
import { WatchControls } from './WatchControls.tsx';
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

function BlokusTrays({ match, board, selection, onSelect, humanSide }: { match: MatchState; board: BlokusBoard; selection: Selection | null; onSelect: (s: Selection | null) => void; humanSide: 0 | 1 | null }) {
  const mine = humanSide ?? humanSidesOf(match)[0] ?? null;
  const order: (0 | 1)[] = mine === 1 ? [1, 0] : [0, 1];
  return (
    <div className="trays">
      {order.map((side) => {
        const active = side === humanSide;
        const name = match.players[side].label;
        return (
          <div key={side} className={`tray-block${active ? ' active' : ''}`} data-side={side + 1}>
            <div className="tray-caption">
              <span className={`side-dot s${side + 1}`} /> {side === mine && match.players[side].kind === 'human' ? `${name} (your pieces)` : `${name}'s pieces`}
            </div>
            <PieceTray
              available={board.piecesLeftMask(side)}
              selection={active ? selection : null}
              onSelect={onSelect}
              side={side}
              disabled={!active}
              keyboard={active}
              label={`pieces of player ${side + 1}`}
              tools={side === mine}
              compact={side !== mine}
            />
          </div>
        );
      })}
    </div>
  );
}

function BlokusPlay({ match, board, codes, selection, onSelect, submit, resign, live }: Props & { board: BlokusBoard; live: boolean }) {
  const humanSide = live ? match.awaitingHuman : null;
  const [hint, setHint] = useState<(BlokusHint & { at: string }) | null>(null);
  // A hint belongs to the position and the selection it was asked for.
  const hintKey = `${codes.length}:${selection?.piece ?? ''}:${selection?.orientation ?? ''}`;
  const shownHint = hint && hint.at === hintKey ? hint : null;
  const askHint = () => {
    const h = hintFor(board, selection);
    if (h.select) onSelect(h.select);
    const at = h.select ? `${codes.length}:${h.select.piece}:${h.select.orientation}` : hintKey;
    setHint({ ...h, at });
  };
  const lastMove = codes[codes.length - 1];
  const names: [string, string] = [match.players[0].label, match.players[1].label];
  return (
    <>
      <BlokusBoardView board={board} highlight={lastMove && lastMove !== '0000' ? lastMove : null} selection={humanSide !== null ? selection : null} onPlace={submit} onPass={humanSide !== null ? () => submit('0000') : null} marks={shownHint?.cells ?? null} />
      {shownHint && (
        <p className="hint-text" role="status">
          {shownHint.text}
        </p>
      )}
      {humanSidesOf(match).length > 0 && <TurnActions match={match} humanTurn={humanSide !== null} special={{ label: 'Pass', className: 'pass', play: () => submit('0000') }} resign={resign} hint={humanSide !== null ? askHint : null} />}
      <BlokusScore board={board} names={names} />
      <BlokusTrays match={match} board={board} selection={selection} onSelect={onSelect} humanSide={humanSide} />
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
    </>
  );
}
