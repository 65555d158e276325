/**
 * Helpers for the UCT benches (not a bench module itself): Hex games between two UCT settings, and
 * the win tally with its Wilson interval and Elo estimate (core/stats).
 */
import { UctEngine, uctOptionsSchema } from '../core/engines/uct/index.ts';
import type { UctOptionsInput } from '../core/engines/uct/index.ts';
import { HexBoard, RED } from '../core/hex/index.ts';
import type { HexColor } from '../core/hex/index.ts';
import { eloEstimate, wilsonInterval } from '../core/stats/index.ts';

/** One game on an empty size×size board; returns the winner. Every move is judged by the rules. */
export function playHexGame(red: UctEngine, blue: UctEngine, size: number): HexColor {
  const board = new HexBoard({ size, swap: false });
  while (!board.isOver) board.play((board.toMove === RED ? red : blue).hexMove(board).move);
  return board.winner!;
}

export interface SeriesFigures {
  readonly games: number;
  readonly wins: number;
  readonly winPercent: number;
  /** 95% Wilson interval of the win rate, in percent. */
  readonly wilson95: readonly [number, number];
}

export function figures(wins: number, games: number): SeriesFigures {
  const [lo, hi] = wilsonInterval(wins / games, games);
  return { games, wins, winPercent: pct(wins / games), wilson95: [pct(lo), pct(hi)] };
}

/** Elo of A over B from A's wins over all games (Hex has no draws), with its 95% interval; ±inf for a sweep. */
export function elo(wins: number, games: number): { elo: number | string; low: number | string; high: number | string } {
  const e = eloEstimate({ wins, losses: games - wins, draws: 0 });
  const show = (v: number): number | string => (Number.isFinite(v) ? Math.round(v) : v > 0 ? '+inf' : '-inf');
  return { elo: show(e.elo), low: show(e.low), high: show(e.high) };
}

const pct = (v: number): number => Number((100 * v).toFixed(1));

/**
 * `games` games with A as red and `games` with A as blue; engine seeds differ per game so the games
 * differ, and are the same on every run.
 */
export function series(
  a: UctOptionsInput,
  b: UctOptionsInput,
  games: number,
  size: number,
  seed: number,
  progress: (done: number) => void,
): { asRed: number; asBlue: number } {
  let asRed = 0;
  let asBlue = 0;
  for (let g = 0; g < 2 * games; g++) {
    const ea = new UctEngine(uctOptionsSchema.parse({ ...a, seed: seed + 2 * g }));
    const eb = new UctEngine(uctOptionsSchema.parse({ ...b, seed: seed + 2 * g + 1 }));
    const aIsRed = g < games;
    const winner = aIsRed ? playHexGame(ea, eb, size) : playHexGame(eb, ea, size);
    if (aIsRed && winner === RED) asRed++;
    if (!aIsRed && winner !== RED) asBlue++;
    progress(g + 1);
  }
  return { asRed, asBlue };
}
