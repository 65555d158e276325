/**
 * The referee: owns the board and the verdicts, never trusts a player.
 *
 *   const referee = new Referee(new BlokusRules('5'), { timeLimitMs: 1000 });
 *   const step = referee.judge(answer);     // { kind: 'continue', played } | { kind: 'over', verdict }
 *   referee.timeout(elapsedMs);             // the host's timer fired
 */
export { Referee, faultVerdict, type PlayedMove, type RefereeOptions, type RefereeStep } from './referee.ts';
export { BlokusRules } from './blokus-rules.ts';
export { GomokuRules } from './gomoku-rules.ts';
export type { GameEnd, GameRules, RuleCheck } from './rules.ts';
export { describeVerdict, winnerOf, type NormalEndReason, type Verdict, type VerdictKind } from './verdict.ts';
