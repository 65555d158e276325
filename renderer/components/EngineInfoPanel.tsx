/**
 * Each side's latest account of its search, beside the board: depth, nodes, evaluation, clock
 * cycles, Monte Carlo counts, with the move's measured and predicted time. Shown only when a
 * player reports anything (an engine's output, a board's cycle report, an emulated core).
 */
import type { MatchMove } from '../../core/api/schemas.ts';
import { engineFields } from '../../core/match/engine-text.ts';
import { fmtMs } from './MoveList.tsx';
import './EngineInfoPanel.css';

interface Props {
  readonly moves: readonly MatchMove[];
  readonly names: readonly [string, string];
}

function SideInfo({ move, name, side }: { move: MatchMove | undefined; name: string; side: 0 | 1 }) {
  const fields = engineFields(move?.timing?.engine);
  return (
    <div className="engine-side" data-side={side}>
      <h3>
        <span className={`side-dot s${side + 1}`} aria-hidden="true" /> {name}
      </h3>
      {move ? (
        <dl>
          <dt>move</dt>
          <dd>
            {move.ply + 1}. {move.text}
          </dd>
          {fields.map((f) => (
            <div key={f.key} className="engine-field" data-field={f.key}>
              <dt>{f.label}</dt>
              <dd>{f.text}</dd>
            </div>
          ))}
          <dt>time</dt>
          <dd>{fmtMs(move.timing?.computeMs)}</dd>
          {move.timing?.predictedMs != null && (
            <>
              <dt>predicted</dt>
              <dd>{fmtMs(move.timing.predictedMs)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p className="hint">no report yet</p>
      )}
    </div>
  );
}

export function EngineInfoPanel({ moves, names }: Props) {
  if (!moves.some((m) => m.timing?.engine)) return null;
  const latest = (side: 0 | 1) => [...moves].reverse().find((m) => m.side === side && m.timing?.engine);
  return (
    <section className="engine-panel" aria-label="engine output">
      <h2>Engine output</h2>
      <div className="engine-sides">
        <SideInfo move={latest(0)} name={names[0]} side={0} />
        <SideInfo move={latest(1)} name={names[1]} side={1} />
      </div>
    </section>
  );
}
