/**
 * One record replayed: the board after the chosen move, step buttons and keys (←/→/Home/End),
 * the move list (click a move to jump to it), what was recorded of the current move (its times
 * and the engine's own figures), and the record's exports.
 */
import { engineKeyValues } from '../../../core/match/engine-text.ts';
import { forwardRef, useMemo, type KeyboardEvent } from 'react';
import type { RecordDetail } from '../../../core/api/schemas.ts';
import { exportFormatsFor, type ExportFormat } from '../../../core/formats/formats.ts';
import { boardAfter } from '../../blokus-ui.ts';
import { BlokusBoardView } from '../../components/BlokusBoardView.tsx';
import { GomokuBoardView } from '../../components/GomokuBoardView.tsx';
import { HexBoardView } from '../../components/HexBoardView.tsx';
import { MoveList, fmtMs } from '../../components/MoveList.tsx';

const FORMAT_LABELS: Record<ExportFormat, string> = { blksgf: 'Pentobi SGF', psq: 'Piskvork psq', jsonl: 'JSONL', moves: 'move list' };

const STEP_KEYS: Record<string, (step: number, n: number) => number> = {
  ArrowLeft: (s) => s - 1,
  ArrowRight: (s) => s + 1,
  Home: () => 0,
  End: (_s, n) => n,
};

function ReplayBoard({ detail, step }: { detail: RecordDetail; step: number }) {
  const s = detail.settings;
  const codes = useMemo(() => detail.moves.slice(0, step).map((m) => m.text), [detail, step]);
  const blokus = useMemo(() => (s.game === 'blokus' ? boardAfter(s.firstMoverStart, codes) : null), [s, codes]);
  const line = step === detail.moves.length ? (detail.verdict?.line ?? null) : null;
  const last = codes.at(-1);
  if (blokus) return <BlokusBoardView board={blokus} highlight={last && last !== '0000' ? last : null} label="replay board" />;
  if (s.game === 'gomoku') return <GomokuBoardView size={s.size} moves={codes} line={line} />;
  if (s.game === 'hex') return <HexBoardView size={s.size} swap={s.swap === 'on'} moves={codes} chain={line} label="replay board" />;
  return null;
}

/** The recorded facts of the move just played (ply `step − 1`). */
function MoveFacts({ detail, step }: { detail: RecordDetail; step: number }) {
  const m = detail.moves[step - 1];
  if (!m) return <p className="muted move-facts">Start position: step forward with → or click a move.</p>;
  const t = m.timing;
  return (
    <dl className="move-facts" aria-label="current move">
      <dt>move {m.ply + 1}</dt>
      <dd>
        <span className="code">{m.text}</span> by {detail.players[m.side].label}
      </dd>
      <dt>wall</dt>
      <dd>{fmtMs(t?.wallMs)}</dd>
      <dt>compute</dt>
      <dd>{fmtMs(t?.computeMs)}</dd>
      <dt>wire</dt>
      <dd>{fmtMs(t?.wireMs)}</dd>
      <dt>predicted</dt>
      <dd>{fmtMs(t?.predictedMs)}</dd>
      {t?.engine && (
        <>
          <dt>engine</dt>
          <dd>{engineKeyValues(t.engine)}</dd>
        </>
      )}
    </dl>
  );
}

interface ReplayProps {
  detail: RecordDetail;
  step: number;
  onStep: (step: number) => void;
  onExport: (format: ExportFormat) => void;
}

export const Replay = forwardRef<HTMLElement, ReplayProps>(function Replay({ detail, step, onStep, onExport }, ref) {
  const n = detail.moves.length;
  const go = (k: number) => onStep(Math.max(0, Math.min(n, k)));
  const onKeyDown = (e: KeyboardEvent) => {
    const to = STEP_KEYS[e.key];
    if (!to) return;
    e.preventDefault();
    go(to(step, n));
  };
  return (
    <section className="panel replay" aria-label="replay" tabIndex={-1} ref={ref} onKeyDown={onKeyDown}>
      <h3>
        {detail.players[0].label} vs {detail.players[1].label}
        <span className="muted"> · {detail.settings.game} · {new Date(detail.startedAt).toLocaleString()}</span>
      </h3>
      <div className="step-controls">
        <button type="button" onClick={() => go(0)} aria-label="first move" title="Home">
          |◀
        </button>
        <button type="button" onClick={() => go(step - 1)} aria-label="previous move" title="←">
          ◀
        </button>
        <span className="step" data-step={step}>
          {step} / {n}
        </span>
        <button type="button" onClick={() => go(step + 1)} aria-label="next move" title="→">
          ▶
        </button>
        <button type="button" onClick={() => go(n)} aria-label="last move" title="End">
          ▶|
        </button>
        <span className="exports" role="group" aria-label="export">
          {exportFormatsFor(detail.settings.game).map((f) => (
            <button key={f} type="button" onClick={() => onExport(f)} data-format={f}>
              Export {FORMAT_LABELS[f]}
            </button>
          ))}
        </span>
      </div>
      {detail.verdict && <div className="verdict">{detail.verdict.text}</div>}
      <div className="replay-body">
        <div className="replay-board">
          <ReplayBoard detail={detail} step={step} />
        </div>
        <div className="replay-side">
          <MoveFacts detail={detail} step={step} />
          <MoveList moves={detail.moves} current={step - 1} names={[detail.players[0].label, detail.players[1].label]} onSelect={(ply) => go(ply + 1)} />
        </div>
      </div>
    </section>
  );
});
