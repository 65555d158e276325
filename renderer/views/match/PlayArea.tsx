/** The board of the match being played, clickable on a human's turn, with the tray and the turn's buttons. */
import type { MatchState } from '../../../core/api/schemas.ts';
import type { BlokusBoard } from '../../../core/blokus/board.ts';
import { BlokusBoardView, type Selection } from '../../components/BlokusBoardView.tsx';
import { GomokuBoardView } from '../../components/GomokuBoardView.tsx';
import { HexBoardView } from '../../components/HexBoardView.tsx';
import { SWAP_TEXT } from '../../../core/hex/notation.ts';
import { PieceTray } from '../../components/PieceTray.tsx';
import { EngineInfoPanel } from '../../components/EngineInfoPanel.tsx';

interface Props {
  readonly match: MatchState;
  /** The Blokus board after the moves (null for other games). */
  readonly board: BlokusBoard | null;
  readonly codes: readonly string[];
  readonly selection: Selection | null;
  readonly onSelect: (s: Selection | null) => void;
  readonly submit: (text: string) => void;
  readonly resign: () => void;
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

function TurnActions({ humanTurn, special, resign }: { humanTurn: boolean; special: SpecialMove | null; resign: () => void }) {
  return (
    <div className="turn-actions">
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

function BlokusPlay({ match, board, selection, onSelect, submit, resign }: Props & { board: BlokusBoard }) {
  const humanSide = match.awaitingHuman;
  const traySide = humanSide ?? humanSidesOf(match)[0] ?? null;
  const lastMove = match.moves[match.moves.length - 1];
  return (
    <>
      <BlokusBoardView board={board} highlight={lastMove && lastMove.text !== '0000' ? lastMove.text : null} selection={humanSide !== null ? selection : null} onPlace={submit} onPass={humanSide !== null ? () => submit('0000') : null} />
      {traySide !== null && (
        <>
          <PieceTray available={board.piecesLeftMask(traySide)} selection={selection} onSelect={onSelect} side={traySide} disabled={humanSide === null} keyboard={humanSide !== null} />
          <TurnActions humanTurn={humanSide !== null} special={{ label: 'Pass', className: 'pass', play: () => submit('0000') }} resign={resign} />
        </>
      )}
    </>
  );
}

/** The board, then each side's engine output (renderer/components/EngineInfoPanel.tsx). */
export function PlayArea(props: Props) {
  const { match } = props;
  return (
    <>
      <GameArea {...props} />
      <EngineInfoPanel moves={match.moves} names={[match.players[0].label, match.players[1].label]} />
    </>
  );
}

function GameArea(props: Props) {
  const { match, board, codes, submit, resign } = props;
  const settings = match.settings;
  if (settings.game === 'blokus') return board ? <BlokusPlay {...props} board={board} /> : null;
  const onPlay = match.awaitingHuman !== null ? submit : null;
  // Hex's pie rule: blue may answer red's first stone by swapping (the rules check the rest).
  const swap: SpecialMove | null = settings.game === 'hex' && settings.swap === 'on' && match.moves.length === 1 ? { label: 'Swap', className: 'swap', play: () => submit(SWAP_TEXT) } : null;
  return (
    <>
      {settings.game === 'hex' ? (
        <HexBoardView size={settings.size} swap={settings.swap === 'on'} moves={codes} chain={match.verdict?.line ?? null} onPlay={onPlay} />
      ) : (
        <GomokuBoardView size={settings.size} moves={codes} line={match.verdict?.line ?? null} onPlay={onPlay} />
      )}
      {humanSidesOf(match).length > 0 && <TurnActions humanTurn={match.awaitingHuman !== null} special={swap} resign={resign} />}
    </>
  );
}
