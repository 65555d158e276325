/**
 * A series run under an SPRT (cutechess's `-sprt`): after each decided game the test is taken on
 * the tally so far, and the series stops at the first game where it accepts H0 or H1. Aborted
 * games carry no evidence and are left out by the caller.
 */
import type { SeriesTally } from './elo.ts';
import { sprt, type SprtResult, type SprtSettings } from './sprt.ts';

/** One decided game from entrant A's point of view. */
export type GameScore = 'win' | 'draw' | 'loss';

export interface SprtState extends SprtResult {
  readonly settings: SprtSettings;
}

export function tallyOf(results: readonly GameScore[]): SeriesTally {
  let wins = 0;
  let draws = 0;
  for (const r of results) {
    if (r === 'win') wins++;
    else if (r === 'draw') draws++;
  }
  return { wins, draws, losses: results.length - wins - draws };
}

export function sprtState(tally: SeriesTally, settings: SprtSettings): SprtState {
  return { settings, ...sprt(tally, settings) };
}

/** How many games a series under `settings` plays of `results` before it decides, or null if it never does. */
export function sprtStopPoint(results: readonly GameScore[], settings: SprtSettings): number | null {
  const tally = { wins: 0, draws: 0, losses: 0 };
  for (const [i, r] of results.entries()) {
    if (r === 'win') tally.wins++;
    else if (r === 'draw') tally.draws++;
    else tally.losses++;
    if (sprt(tally, settings).decision !== 'continue') return i + 1;
  }
  return null;
}
