/**
 * How a game ended. Every verdict but a normal end names the side that lost and the evidence
 * (the rule and the offending bytes, the limit and the elapsed time, the link's last words).
 */
import type { Point } from '../gomoku/position.ts';
import { describeFault } from '../match/errors.ts';
import type { PositionUnit } from '../match/player.ts';
import type { Side } from '../match/types.ts';

/** `connection`: a Hex side has joined its two edges (Hex has no draws). */
export type NormalEndReason = 'two-passes' | 'all-pieces-placed' | 'five-in-a-row' | 'full-board' | 'connection';

export type Verdict =
  | {
      readonly kind: 'normal-end';
      readonly reason: NormalEndReason;
      /** Null for a draw. */
      readonly winner: Side | null;
      /** Blokus scores, first mover then second; null for Gomoku. */
      readonly scores: readonly [number, number] | null;
      /** The winning line (Gomoku) or chain (Hex). */
      readonly line: readonly Point[] | null;
    }
  | { readonly kind: 'illegal-move'; readonly loser: Side; readonly rule: string; readonly bytes: string; readonly message: string }
  | { readonly kind: 'malformed-code'; readonly loser: Side; readonly bytes: string; readonly message: string }
  /**
   * `clock: 'game'`: the side's per-game time ran out (`limitMs` = what it had left for the move);
   * `clock: 'predicted'`: an emulated core judged by the hardware time it predicts (MoveClock);
   * absent: the per-move limit on the wall clock.
   */
  | { readonly kind: 'timeout'; readonly loser: Side; readonly limitMs: number; readonly elapsedMs: number; readonly clock?: 'game' | 'predicted' }
  | { readonly kind: 'protocol-error'; readonly loser: Side; readonly bytes: string; readonly position: number; readonly unit: PositionUnit; readonly message: string }
  | { readonly kind: 'link-lost'; readonly loser: Side; readonly detail: string }
  | { readonly kind: 'program-exited'; readonly loser: Side; readonly code: number | null; readonly signal: string | null; readonly detail: string }
  | { readonly kind: 'resigned'; readonly loser: Side }
  /** Stopped from outside (the user, a shutdown): nobody wins. */
  | { readonly kind: 'aborted'; readonly detail: string };

export type VerdictKind = Verdict['kind'];

/**
 * Which time the per-move limit applies to: the wall time measured on the link, or, for an
 * emulated core standing in for hardware, the hardware time its cycle model predicts (the
 * emulator's own speed on this machine says nothing about the board's).
 */
export type MoveClock = 'wall' | 'predicted';

/** Every verdict kind, for schemas (records, the API); the type check below keeps it complete. */
export const VERDICT_KINDS = ['normal-end', 'illegal-move', 'malformed-code', 'timeout', 'protocol-error', 'link-lost', 'program-exited', 'resigned', 'aborted'] as const satisfies readonly VerdictKind[];
type MissingVerdictKind = Exclude<VerdictKind, (typeof VERDICT_KINDS)[number]>;
// A compile error here names a verdict kind missing from VERDICT_KINDS.
const _allVerdictKinds: [MissingVerdictKind] extends [never] ? true : MissingVerdictKind = true;

/** The winning side, or null for a draw or an aborted game. */
export function winnerOf(v: Verdict): Side | null {
  if (v.kind === 'normal-end') return v.winner;
  if (v.kind === 'aborted') return null;
  return v.loser === 0 ? 1 : 0;
}

const SIDE_NAME = ['player 1', 'player 2'] as const;

/**
 * What happened, without naming the side (`five in a row (−3 to 5)`, `illegal move "5a" (…): …`),
 * for a UI that names the players itself; describeVerdict puts `player N wins/loses` before it.
 */
export function verdictReason(v: Verdict): string {
  switch (v.kind) {
    case 'normal-end': {
      const how = { 'two-passes': 'two passes in a row', 'all-pieces-placed': 'all pieces placed', 'five-in-a-row': 'five in a row', 'full-board': 'the board is full', connection: 'edges connected' }[v.reason];
      return `${how}${v.scores ? ` (${v.scores[0]} to ${v.scores[1]})` : ''}`;
    }
    case 'illegal-move':
      return `illegal move ${JSON.stringify(v.bytes)} (${v.rule}): ${v.message}`;
    case 'timeout':
      if (v.clock === 'game') return `its game time ran out (${v.limitMs.toFixed(1)} ms left, ${v.elapsedMs.toFixed(1)} ms used)`;
      if (v.clock === 'predicted') return `no move within ${v.limitMs} ms of predicted hardware time (${v.elapsedMs.toFixed(1)} ms predicted)`;
      return `no move within ${v.limitMs} ms (${v.elapsedMs.toFixed(1)} ms elapsed)`;
    case 'malformed-code':
    case 'protocol-error':
    case 'link-lost':
    case 'program-exited':
      return describeFault(v);
    case 'resigned':
      return 'resigned';
    case 'aborted':
      return v.detail;
  }
}

/** One line for people: `player 2 loses: illegal move "5a" …`. */
export function describeVerdict(v: Verdict): string {
  const why = verdictReason(v);
  switch (v.kind) {
    case 'normal-end':
      return v.winner === null ? `draw: ${why}` : `${SIDE_NAME[v.winner]} wins: ${why}`;
    case 'timeout':
      return `${SIDE_NAME[v.loser]} loses on time: ${why}`;
    case 'resigned':
      return `${SIDE_NAME[v.loser]} resigned`;
    case 'aborted':
      return `game aborted: ${why}`;
    default:
      return `${SIDE_NAME[v.loser]} loses: ${why}`;
  }
}
