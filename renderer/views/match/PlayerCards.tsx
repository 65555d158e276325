/** Both sides of the match: name and identity, the running clock, and (Blokus) pieces left and score. */
import type { MatchState } from '../../../core/api/schemas.ts';
import type { BlokusBoard } from '../../../core/blokus/board.ts';
import type { Side } from '../../../core/match/types.ts';
import { fmtMs } from '../../components/MoveList.tsx';

interface Props {
  readonly match: MatchState;
  readonly board: BlokusBoard | null;
  /** What to call each side (names.ts). */
  readonly names: readonly [string, string];
  /** ms the side to move has been thinking this turn (never negative: clock.ts). */
  readonly thinkingMs: number;
}

/** The side's mark: Gomoku's black and white stones, else the side's colour. */
export function sideDotClass(game: MatchState['settings']['game'], side: Side): string {
  return game === 'gomoku' ? `side-dot stone-${side === 0 ? 'black' : 'white'}` : `side-dot s${side + 1}`;
}

export function PlayerCards({ match, board, names, thinkingMs }: Props) {
  const totals = [0, 1].map((s) => match.moves.filter((m) => m.side === s).reduce((t, m) => t + (m.timing?.wallMs ?? 0), 0));
  const toMove = match.status === 'playing' ? ((match.moves.length % 2) as 0 | 1) : null;
  return (
    <div className="players">
      {([0, 1] as const).map((s) => (
        <div key={s} className={`player-card s${s + 1}${toMove === s ? ' to-move' : ''}`} data-side={s + 1}>
          <div className="player-name">
            <span className={sideDotClass(match.settings.game, s)} /> {names[s]}
            {match.players[s].identity && <span className="identity"> [{match.players[s].identity}]</span>}
          </div>
          <div className="clock" aria-label={`clock of side ${s + 1}`}>
            {fmtMs(totals[s]! + (toMove === s ? Math.max(0, thinkingMs) : 0))}
            {toMove === s && <span className="thinking"> ● {match.awaitingHuman === s ? (names[s] === 'you' ? 'your move' : `${names[s]} to move`) : 'thinking'}</span>}
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
