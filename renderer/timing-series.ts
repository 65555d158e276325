/**
 * The timing chart's data, apart from uPlot (which needs a real browser): one measured and one
 * predicted series per side over the plies, each null on the other side's plies, and each side's
 * distribution of measured compute times.
 */
import type { MatchMove } from '../core/api/schemas.ts';
import type { Side } from '../core/match/types.ts';
import { percentile } from '../core/stats/summary.ts';

export interface SideSeries {
  readonly side: Side;
  readonly measured: readonly (number | null)[];
  /** Null when no move of this side has a prediction (an engine, a board without a cycle model). */
  readonly predicted: readonly (number | null)[] | null;
}

export interface TimingData {
  /** 1-based ply numbers of the timed moves, in order. */
  readonly plies: readonly number[];
  /** The sides with at least one timed move, side 1 first. */
  readonly sides: readonly SideSeries[];
}

/** The smallest value drawn on a log axis: 0 ms (an instant answer) has no logarithm. */
export const LOG_FLOOR_MS = 0.001;

export function timingData(moves: readonly MatchMove[]): TimingData {
  const timed = moves.filter((m) => m.timing !== null);
  const sides = ([0, 1] as const)
    .filter((s) => timed.some((m) => m.side === s))
    .map((side): SideSeries => {
      const predicted = timed.map((m) => (m.side === side ? (m.timing?.predictedMs ?? null) : null));
      return {
        side,
        measured: timed.map((m) => (m.side === side ? (m.timing?.computeMs ?? null) : null)),
        predicted: predicted.some((v) => v !== null) ? predicted : null,
      };
    });
  return { plies: timed.map((m) => m.ply + 1), sides };
}

/** A series as a log axis can draw it. */
export function forLogScale(values: readonly (number | null)[]): (number | null)[] {
  return values.map((v) => (v === null ? null : Math.max(LOG_FLOOR_MS, v)));
}

export interface Distribution {
  readonly side: Side;
  readonly count: number;
  readonly min: number;
  readonly median: number;
  readonly p90: number;
  readonly p99: number;
  readonly max: number;
}

/** Each side's measured compute times as order statistics (linear interpolation, core/stats). */
export function distributions(data: TimingData): Distribution[] {
  return data.sides.map((s) => {
    const sorted = s.measured.filter((v): v is number => v !== null).sort((a, b) => a - b);
    const at = (p: number) => percentile(sorted, p) ?? 0;
    return { side: s.side, count: sorted.length, min: at(0), median: at(50), p90: at(90), p99: at(99), max: at(100) };
  });
}
