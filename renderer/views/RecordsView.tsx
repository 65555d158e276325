/**
 * Records: past games beside their replay (two panes on a wide window; stacked, with the replay
 * scrolled into view, on a narrow one). Search, filters and sort are the renderer's
 * (views/records/filter.ts); delete, import and export go to the host.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RecordDetail, RecordSummary } from '../../core/api/schemas.ts';
import { ApiError } from '../../core/api/errors.ts';
import type { ExportFormat } from '../../core/formats/formats.ts';
import { useApi, messageOf } from '../context.ts';
import { NEWEST_FIRST, NO_FILTER, matches, nextSort, sortRecords, type RecordFilter, type SortOrder } from './records/filter.ts';
import { ImportButton, type PickedFile } from './records/ImportButton.tsx';
import { RecordsFilterBar, RecordsTable } from './records/RecordsTable.tsx';
import { Replay } from './records/Replay.tsx';
import './records/records.css';

function download(filename: string, mimeType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const isDisconnected = (e: unknown) => e instanceof ApiError && e.code === 'api-disconnected';

/** What the list shows when it has no rows: why, honestly. */
function EmptyState({ loaded, total, disconnected }: { loaded: boolean; total: number; disconnected: boolean }) {
  if (disconnected) return <p className="hint not-connected">Not connected to the host, so the records cannot be read. The app reconnects by itself.</p>;
  if (!loaded) return <p className="hint">Loading records…</p>;
  if (total === 0) return <p className="hint">No games yet: play one on the Match page, or import a game file.</p>;
  return <p className="hint">No record matches the search and filters.</p>;
}

export function RecordsView({ connected = true }: { connected?: boolean }) {
  const api = useApi();
  const [list, setList] = useState<RecordSummary[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [lostLink, setLostLink] = useState(false);
  const [filter, setFilter] = useState<RecordFilter>(NO_FILTER);
  const [order, setOrder] = useState<SortOrder>(NEWEST_FIRST);
  const [detail, setDetail] = useState<RecordDetail | null>(null);
  const [step, setStep] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replay = useRef<HTMLElement>(null);
  const disconnected = !connected || lostLink;

  const fail = useCallback((e: unknown) => {
    if (isDisconnected(e)) setLostLink(true);
    else setError(messageOf(e));
  }, []);
  const refresh = useCallback(() => {
    void api.listRecords().then((l) => {
      setList(l);
      setLoaded(true);
      setLostLink(false);
    }, fail);
  }, [api, fail]);
  // Load on mount, and again when the link comes back.
  useEffect(() => {
    if (connected) refresh();
  }, [connected, refresh]);

  // Each opening brings the replay into view and gives it the step keys, once it has rendered.
  const [opened, setOpened] = useState(0);
  useEffect(() => {
    if (opened === 0) return;
    replay.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    replay.current?.focus({ preventScroll: true });
  }, [opened]);

  const rows = useMemo(() => sortRecords(list.filter((r) => matches(r, filter)), order), [list, filter, order]);

  const open = async (id: string) => {
    setError(null);
    try {
      const d = await api.getRecord(id);
      setDetail(d);
      setStep(d.moves.length);
      setOpened((n) => n + 1);
    } catch (e) {
      fail(e);
    }
  };
  const remove = async (id: string) => {
    setError(null);
    try {
      await api.deleteRecord(id);
      if (detail?.id === id) setDetail(null);
      setNotice(`Deleted ${id}.`);
      refresh();
    } catch (e) {
      fail(e);
    }
  };
  const importFile = async (f: PickedFile) => {
    setError(null);
    try {
      const r = await api.importRecord(f);
      setNotice(`Imported ${f.name} (${r.format}, ${r.plies} moves): ${r.result ?? 'unfinished'}.`);
      refresh();
      await open(r.id);
    } catch (e) {
      fail(e);
    }
  };
  const exportAs = (format: ExportFormat) => {
    if (!detail) return;
    api.exportRecord(detail.id, format).then((f) => download(f.filename, f.mimeType, f.content), fail);
  };

  return (
    <div className={`records-view${detail ? ' with-replay' : ''}`}>
      <section className="panel records-list" aria-label="records">
        <div className="records-head">
          <h2>Records</h2>
          <span className="muted">{loaded && !disconnected ? `${rows.length} of ${list.length}` : ''}</span>
          <span className="spacer" />
          <ImportButton onFile={(f) => void importFile(f)} onError={setError} disabled={disconnected} />
          <button type="button" onClick={refresh} disabled={!connected}>
            Refresh
          </button>
        </div>
        <RecordsFilterBar filter={filter} onChange={setFilter} />
        {notice && (
          <p className="notice" role="status">
            {notice}
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        {rows.length > 0 && !disconnected ? (
          <div className="records-scroll">
            <RecordsTable rows={rows} order={order} onSort={(k) => setOrder(nextSort(order, k))} openId={detail?.id ?? null} onOpen={(id) => void open(id)} onDelete={(id) => void remove(id)} />
          </div>
        ) : (
          <EmptyState loaded={loaded} total={list.length} disconnected={disconnected} />
        )}
      </section>
      {detail ? (
        <Replay ref={replay} detail={detail} step={step} onStep={setStep} onExport={exportAs} />
      ) : (
        <section className="panel replay-placeholder hint">Open a record to replay it here.</section>
      )}
    </div>
  );
}
