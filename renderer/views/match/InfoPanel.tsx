/** The match's side panel: both players' cards, the verdict naming them, the move list and the timing chart. */
import type { MatchState } from '../../../core/api/schemas.ts';
import type { BlokusBoard } from '../../../core/blokus/board.ts';
import { GAMES } from '../../../core/games/registry.ts';
import { MoveList } from '../../components/MoveList.tsx';
import { TimingChart } from '../../components/TimingChart.tsx';
import { sideNames, verdictLine } from './names.ts';
import { PlayerCards } from './PlayerCards.tsx';

interface Props {
  readonly match: MatchState | null;
  readonly board: BlokusBoard | null;
  readonly thinkingMs: number;
  /** The ply the board shows, when picked in the move list (null = live). */
  readonly current?: number | null;
  readonly onSelect?: (ply: number) => void;
}

export function InfoPanel({ match, board, thinkingMs, current, onSelect }: Props) {
  if (!match) return <section className="panel info" aria-label="match information" />;
  const names = sideNames(match.players);
  const v = match.verdict;
  return (
    <section className="panel info" aria-label="match information">
      <PlayerCards match={match} board={board} names={names} thinkingMs={thinkingMs} />
      {v && (
        <div className={`verdict${v.winner === null ? ' draw' : ''}`} role="status" data-verdict={v.kind}>
          <strong>Game over.</strong> {verdictLine(v, names)}
        </div>
      )}
      <MoveList moves={match.moves} names={names} current={current ?? null} onSelect={onSelect} />
      {/* The game's short side names (Player 1, Black …): players' labels can be a sentence long. */}
      <TimingChart moves={match.moves.filter((m) => match.players[m.side].kind !== 'human')} names={GAMES[match.settings.game].sideNames} />
    </section>
  );
}
