/** Meaning of the `INFO` keys we use (PROTOCOL.md §INFO). */
import type { GomokuRule } from '../../gomoku/position.ts';

/** Time per move in milliseconds. */
export const INFO_TIMEOUT_TURN = 'timeout_turn';
/** Time for the whole match in milliseconds. */
export const INFO_TIMEOUT_MATCH = 'timeout_match';
/** Rule bitmask: 1 = exactly five wins, 2 = continuous game, 4 = renju, 8 = caro. */
export const INFO_RULE = 'rule';

/** The `INFO rule` value for our rules. */
export function ruleInfoValue(rule: GomokuRule): string {
  return rule === 'standard' ? '1' : '0';
}

/**
 * Read an `INFO rule` value: `freestyle` for 0, `standard` for bit 0 (exactly five); null for a
 * value we cannot honour (renju or caro bits, or not a number). Bit 1 (continuous game) is ignored:
 * it concerns the manager, not the rules of one game.
 */
export function ruleFromInfoValue(value: string): GomokuRule | null {
  if (!/^\d{1,9}$/.test(value.trim())) return null;
  const bits = Number(value.trim());
  if ((bits & (4 | 8)) !== 0) return null;
  return (bits & 1) !== 0 ? 'standard' : 'freestyle';
}
