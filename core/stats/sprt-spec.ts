/**
 * The SPRT hypotheses as people type them (`arena match --sprt 0,10` or `0,10,0.05,0.1`):
 * elo0,elo1 and optionally alpha,beta (default 0.05 each, as cutechess and fastchess use).
 */
import { ArenaError } from '../errors.ts';
import { DEFAULT_SPRT, sprtBounds, type SprtSettings } from './sprt.ts';

export function parseSprtSpec(text: string): SprtSettings {
  const parts = text.split(',').map((p) => p.trim());
  const bad = (why: string) => new ArenaError('bad-sprt', `SPRT ${JSON.stringify(text)}: ${why}; expected elo0,elo1[,alpha,beta] such as 0,10 or 0,10,0.05,0.05`, { value: text });
  if (parts.length !== 2 && parts.length !== 4) throw bad(`${parts.length} value(s)`);
  const v = parts.map((p) => (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(p) ? Number(p) : NaN));
  const at = v.findIndex((x) => !Number.isFinite(x));
  if (at >= 0) throw bad(`value ${at + 1} (${JSON.stringify(parts[at])}) is not a number`);
  const s: SprtSettings = { elo0: v[0]!, elo1: v[1]!, alpha: v[2] ?? DEFAULT_SPRT.alpha, beta: v[3] ?? DEFAULT_SPRT.beta };
  if (!(s.elo1 > s.elo0)) throw bad('elo1 must be greater than elo0');
  if (!(s.alpha > 0 && s.alpha < 0.5) || !(s.beta > 0 && s.beta < 0.5)) throw bad('alpha and beta must lie in (0, 0.5)');
  return s;
}

export function formatSprtSpec(s: SprtSettings): string {
  return `${s.elo0},${s.elo1},${s.alpha},${s.beta}`;
}

/** The SPRT in a line for people: `LLR 1.23 (−2.94 … 2.94), elo0 0 elo1 10`. */
export function describeSprt(s: SprtSettings, llr: number): string {
  const { lower, upper } = sprtBounds(s);
  return `LLR ${llr.toFixed(2)} (${lower.toFixed(2)} … ${upper.toFixed(2)}) for elo0 ${s.elo0}, elo1 ${s.elo1}, α ${s.alpha}, β ${s.beta}`;
}
