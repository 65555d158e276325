/** Records: past games, a replay with step controls (buttons and arrow keys), export. */
import { useEffect, useMemo, useState } from 'react';
import type { RecordDetail, RecordSummary } from '../../core/api/schemas.ts';
import { useApi, messageOf } from '../context.ts';
import { boardAfter } from '../blokus-ui.ts';
import { BlokusBoardView } from '../components/BlokusBoardView.tsx';
import { GomokuBoardView } from '../components/GomokuBoardView.tsx';
import { HexBoardView } from '../components/HexBoardView.tsx';
import { MoveList } from '../components/MoveList.tsx';

function download(filename: string, mimeType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function RecordsView() {
  const api = useApi();
  const [list, setList] = useState<RecordSummary[]>([]);
  const [detail, setDetail] = useState<RecordDetail | null>(null);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => void api.listRecords().then(setList, (e) => setError(messageOf(e)));
  useEffect(refresh, [api]);
  const open = async (id: string) => {
    setError(null);
    try {
      const d = await api.getRecord(id);
      setDetail(d);
      setStep(d.moves.length);
    } catch (e) {
      setError(messageOf(e));
    }
  };
  const n = detail?.moves.length ?? 0;
  const codes = useMemo(() => detail?.moves.slice(0, step).map((m) => m.text) ?? [], [detail, step]);
  const s = detail?.settings;
  const board = useMemo(() => (s?.game === 'blokus' ? boardAfter(s.firstMoverStart, codes) : null), [s, codes]);
  const go = (k: number) => setStep(Math.max(0, Math.min(n, k)));
  return (
    <div className="records-view">
      <section className="panel">
        <h2>Records</h2>
        <button type="button" onClick={refresh}>
          Refresh
        </button>
        <table className="records">
          <thead>
            <tr>
              <th>started</th>
              <th>game</th>
              <th>players</th>
              <th>moves</th>
              <th>result</th>
            </tr>
          </thead>
          <tbody>
            {list.map((r) => (
              <tr key={r.id} className={detail?.id === r.id ? 'current' : ''}>
                <td>
                  <button type="button" className="link" onClick={() => void open(r.id)} disabled={r.error !== null}>
                    {r.startedAt ? new Date(r.startedAt).toLocaleString() : r.id}
                  </button>
                </td>
                <td>{r.game ?? '?'}</td>
                <td>{r.players ? `${r.players[0]} vs ${r.players[1]}` : '—'}</td>
                <td>{r.plies}</td>
                <td>{r.error ?? r.verdict ?? (r.complete ? '' : 'unfinished')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!list.length && <p className="hint">No games yet: play one on the Match page.</p>}
      </section>
      {detail && (
        <section className="panel replay" aria-label="replay">
          <h3>
            {detail.players[0].label} vs {detail.players[1].label}
          </h3>
          <div
            className="step-controls"
            tabIndex={0}
            onKeyDown={(e) => {
              if (e.key === 'ArrowLeft') go(step - 1);
              if (e.key === 'ArrowRight') go(step + 1);
              if (e.key === 'Home') go(0);
              if (e.key === 'End') go(n);
            }}
          >
            <button type="button" onClick={() => go(0)} aria-label="first move">
              |◀
            </button>
            <button type="button" onClick={() => go(step - 1)} aria-label="previous move">
              ◀
            </button>
            <span className="step" data-step={step}>
              {step} / {n}
            </span>
            <button type="button" onClick={() => go(step + 1)} aria-label="next move">
              ▶
            </button>
            <button type="button" onClick={() => go(n)} aria-label="last move">
              ▶|
            </button>
            <button type="button" onClick={() => void api.exportRecord(detail.id, 'jsonl').then((f) => download(f.filename, f.mimeType, f.content))}>
              Export JSONL
            </button>
            <button type="button" onClick={() => void api.exportRecord(detail.id, 'moves').then((f) => download(f.filename, f.mimeType, f.content))}>
              Export moves
            </button>
          </div>
          <div className="replay-body">
            {board && <BlokusBoardView board={board} highlight={codes.length && codes[codes.length - 1] !== '0000' ? codes[codes.length - 1] : null} label="replay board" />}
            {s?.game === 'gomoku' && <GomokuBoardView size={s.size} moves={codes} line={step === n ? (detail.verdict?.line ?? null) : null} />}
            {s?.game === 'hex' && <HexBoardView size={s.size} swap={s.swap === 'on'} moves={codes} chain={step === n ? (detail.verdict?.line ?? null) : null} label="replay board" />}
            <div>
              {detail.verdict && <div className="verdict">{detail.verdict.text}</div>}
              <MoveList moves={detail.moves} current={step - 1} names={[detail.players[0].label, detail.players[1].label]} />
            </div>
          </div>
        </section>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
