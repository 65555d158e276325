/** The SPRT as it stands: the log-likelihood ratio on a bar between its two stopping bounds. */
import type { SeriesState } from '../../../core/api/schemas.ts';

const DECISION = { H1: 'H1 accepted: player 1 is stronger by elo1', H0: 'H0 accepted: player 1 is not stronger by elo1', continue: 'no decision yet' } as const;

export function SprtBar({ sprt }: { sprt: NonNullable<SeriesState['sprt']> }) {
  const span = sprt.upper - sprt.lower;
  const at = Math.min(1, Math.max(0, (sprt.llr - sprt.lower) / span));
  return (
    <div className={`sprt decision-${sprt.decision}`} role="status" aria-label="SPRT">
      <div className="sprt-head">
        <strong>SPRT</strong> elo0 {sprt.elo0}, elo1 {sprt.elo1}, α {sprt.alpha}, β {sprt.beta} — <span className="sprt-decision">{DECISION[sprt.decision]}</span>
      </div>
      <div className="sprt-track" aria-hidden="true">
        <div className="sprt-zero" style={{ left: `${((0 - sprt.lower) / span) * 100}%` }} />
        <div className="sprt-mark" style={{ left: `${at * 100}%` }} />
      </div>
      <div className="sprt-scale">
        <span>{sprt.lower.toFixed(2)}</span>
        <span className="sprt-llr">LLR {sprt.llr.toFixed(2)}</span>
        <span>{sprt.upper.toFixed(2)}</span>
      </div>
    </div>
  );
}
