/**
 * Score and territory of both Blokus sides, as Pentobi shows them: the score, the squares placed
 * and still in hand, the open corners (cells where a new piece may start) and the reachable cells
 * (covered by some legal placement now). Computed from the position shown on the board.
 */
import { useMemo } from 'react';
import type { BlokusBoard } from '../../../core/blokus/board.ts';
import { cornerCells, reachableCells, squaresOf } from '../../blokus-ui.ts';
import './BlokusScore.css';

export function BlokusScore({ board, names }: { readonly board: BlokusBoard; readonly names: readonly [string, string] }) {
  const rows = useMemo(
    () => ([0, 1] as const).map((side) => ({ side, score: board.score(side), ...squaresOf(board, side), corners: cornerCells(board, side).length, reach: reachableCells(board, side) })),
    [board],
  );
  return (
    <table className="blokus-score" aria-label="score and territory">
      <thead>
        <tr>
          <th>player</th>
          <th title="the score if the game ended now">score</th>
          <th title="squares placed on the board">placed</th>
          <th title="squares of the pieces still in hand">in hand</th>
          <th title="open corners: empty cells where a new piece may start">corners</th>
          <th title="empty cells some legal placement would cover now">reach</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.side} data-side={r.side + 1}>
            <td className="name">
              <span className={`side-dot s${r.side + 1}`} /> {names[r.side]}
            </td>
            <td data-field="score">{r.score}</td>
            <td data-field="placed">{r.placed}</td>
            <td data-field="left">{r.left}</td>
            <td data-field="corners">{r.corners}</td>
            <td data-field="reach">{r.reach}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
