/** A flash job as it runs: a bar that stops and turns red on failure, its phase, the error in the page's words, the log when there is one. */
import type { FlashState } from '../../../core/api/schemas.ts';
import { phraseForGui } from '../../../core/flash/gui-hints.ts';

function percentText(job: FlashState): string {
  const p = job.percent === null ? null : `${job.percent.toFixed(0)}%`;
  if (job.status === 'running') return p ?? 'starting…';
  if (job.status === 'done') return '100%';
  // The badge beside it says failed or cancelled; this says where the bar stopped.
  return p ? `stopped at ${p}` : '';
}

export function FlashJob({ job }: { job: FlashState }) {
  // An indeterminate <progress> animates; a finished job shows a still bar (full, red, when it failed).
  const value = job.status === 'running' ? (job.percent ?? undefined) : job.status === 'done' ? 100 : (job.percent ?? 100);
  return (
    <div className="flash-job" data-status={job.status}>
      <div className="progress-row">
        <progress className={`flash-bar ${job.status}`} max={100} value={value} aria-label="flash progress" data-percent={job.percent ?? ''} />
        <span className="percent">{percentText(job)}</span>
        <span className={`badge ${job.status}`}>{job.status}</span>
      </div>
      {job.phase && <div className="muted">{job.phase}</div>}
      {job.error && (
        <p className="error" role="alert">
          {phraseForGui(job.error)}
        </p>
      )}
      {job.log.length > 0 && (
        <pre className="tool-log" aria-label="tool log">
          {job.log.join('\n')}
        </pre>
      )}
    </div>
  );
}
