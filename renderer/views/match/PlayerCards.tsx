/** Both sides of the match: name and identity, the running clock, and (Blokus) pieces left and score. */
import type { MatchState } from '../../../core/api/schemas.ts';
import type { BlokusBoard } from '../../../core/blokus/board.ts';
import { fmtMs } from '../../components/MoveList.tsx';

interface Props {
  readonly match: MatchState;
  readonly board: BlokusBoard | null;
  /** ms the side to move has been thinking this turn. */
  readonly thinkingMs: number;
}

export function PlayerCards({ match, board, thinkingMs }: Props) {
  const totals = [0, 1].map((s) => match.moves.filter((m) => m.side === s).reduce((t, m) => t + (m.timing?.wallMs ?? 0), 0));
  const toMove = match.status === 'playing' ? ((match.moves.length % 2) as 0 | 1) : null;
  return (
    <div className="players">
      {([0, 1] as const).map((s) => (
        <div key={s} className={`player-card s${s + 1}${toMove === s ? ' to-move' : ''}`} data-side={s + 1}>
          <div className="player-name">
            <span className={`side-dot s${s + 1}`} /> {match.players[s].label}
            {match.players[s].identity && <span className="identity"> [{match.players[s].identity}]</span>}
          </div>
          <div className="clock" aria-label={`clock of side ${s + 1}`}>
            {fmtMs(totals[s]! + (toMove === s ? thinkingMs : 0))}
            {toMove === s && <span className="thinking"> ● {match.awaitingHuman === s ? 'your move' : 'thinking'}</span>}
          </div>
          {board && (
            <div className="score">
              pieces left {21 - board.piecesPlaced(s)} · score {board.score(s)}
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
