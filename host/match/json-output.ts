/**
 * The stable `arena match --json` document (host/match/JSON-OUTPUT.md). Built here, in one place,
 * so the format changes only on purpose. Non-finite numbers (an Elo of ±∞ after a clean sweep)
 * are written as null.
 */
import type { GameSettings } from '../../core/match/types.ts';
import type { PlayerIdentity } from '../../core/match/player.ts';
import type { TimeControl } from '../../core/match/time-control.ts';
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { EntrantTiming, SeriesResult } from './series.ts';

export const MATCH_JSON_FORMAT = 'fpga-arena.match/1';

const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);
const letter = (i: 0 | 1 | null) => (i === null ? null : i === 0 ? 'A' : 'B');

export interface MatchJsonInput {
  readonly settings: GameSettings;
  readonly timeLimitMs: number;
  /** Per-game time per side (`--game-time`); null or absent = none. */
  readonly timeControl?: TimeControl | null;
  readonly gamesPlanned: number;
  readonly players: readonly [{ spec: string; identity: PlayerIdentity }, { spec: string; identity: PlayerIdentity }];
  readonly result: SeriesResult;
  readonly recordDir: string | null;
  readonly warnings: readonly string[];
}

function timingJson(t: EntrantTiming) {
  return { moves: t.moves, wallMs: t.wallMs, wireMs: t.wireMs, computeMs: t.computeMs, predictedMs: t.predictedMs };
}

export function matchJson(input: MatchJsonInput) {
  const r = input.result;
  return {
    format: MATCH_JSON_FORMAT,
    settings: input.settings,
    timeLimitMs: input.timeLimitMs,
    timeControl: input.timeControl ?? null,
    gamesPlanned: input.gamesPlanned,
    players: {
      A: { spec: input.players[0].spec, ...input.players[0].identity },
      B: { spec: input.players[1].spec, ...input.players[1].identity },
    },
    games: r.games.map((g) => ({
      index: g.index,
      first: letter(g.first),
      winner: letter(g.winner),
      verdict: g.verdict,
      text: g.text,
      scores: g.scores ? { A: g.scores[0], B: g.scores[1] } : null,
      plies: g.plies,
      record: g.recordFile,
      opening: g.opening,
      settings: g.settings,
      sprt: g.sprt ? { llr: g.sprt.llr, decision: g.sprt.decision } : null,
    })),
    totals: {
      games: r.games.length,
      wins: r.wins,
      losses: r.losses,
      draws: r.draws,
      points: r.wins + r.draws / 2,
      scoreDifference: r.scoreDifference,
    },
    elo: { difference: finite(r.elo.elo), low: finite(r.elo.low), high: finite(r.elo.high), score: finite(r.elo.score) },
    timing: { A: timingJson(r.timing[0]), B: timingJson(r.timing[1]) },
    recordDir: input.recordDir,
    warnings: input.warnings,
    stopped: r.stopped,
    sprt: r.sprt ? { ...r.sprt.settings, llr: r.sprt.llr, lower: r.sprt.lower, upper: r.sprt.upper, decision: r.sprt.decision } : null,
  };
}

export type MatchJson = ReturnType<typeof matchJson>;

export interface StartFailureInput {
  readonly settings: GameSettings;
  readonly timeLimitMs: number;
  readonly gamesPlanned: number;
  readonly player: 'A' | 'B';
  readonly spec: string;
  readonly error: unknown;
}

/** The document when a player could not even start: which one, why, and what it said on stderr. */
export function startFailureJson(input: StartFailureInput) {
  const e = input.error;
  const fault = e instanceof PlayerFaultError ? e.fault : null;
  const exited = fault?.kind === 'program-exited' ? fault : null;
  return {
    format: MATCH_JSON_FORMAT,
    settings: input.settings,
    timeLimitMs: input.timeLimitMs,
    gamesPlanned: input.gamesPlanned,
    games: [],
    startFailure: {
      player: input.player,
      spec: input.spec,
      message: e instanceof Error ? e.message : String(e),
      fault: fault?.kind ?? null,
      exitCode: exited?.code ?? null,
      signal: exited?.signal ?? null,
      stderrTail: exited?.stderrTail ?? [],
    },
  };
}
