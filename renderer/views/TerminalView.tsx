/**
 * Terminal: a connected board's session, one row per protocol exchange (time, direction, time
 * after the prompt) or as hex rows (offset, hex, ASCII); search, auto-scroll, port settings,
 * send (refused into a match unless confirmed), clear, save as text or CSV.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TerminalData } from '../../core/api/schemas.ts';
import { framingFor } from '../../core/terminal/framing.ts';
import { useApi, useApiEvent, useLive, messageOf } from '../context.ts';
import { SessionTable, type View } from './terminal/SessionTable.tsx';
import { SerialSettings } from './terminal/SerialSettings.tsx';
import { SendBar } from './terminal/SendBar.tsx';
import { exchangeLines, hexLines, matchesHex, matchesLine } from './terminal/session-view.ts';
import './terminal/terminal.css';

/** The host keeps a bounded log; the page keeps as much (the newest chunks). */
const MAX_CHUNKS = 20_000;

function useSession(boardId: string | null): [TerminalData[], () => void] {
  const api = useApi();
  const [log, setLog] = useState<TerminalData[]>([]);
  useEffect(() => {
    setLog([]);
    if (!boardId) return;
    let live = true;
    void api.terminalLog(boardId).then((l) => live && setLog(l), () => undefined);
    return () => {
      live = false;
    };
  }, [api, boardId]);
  useApiEvent(
    'terminal',
    useCallback((d: TerminalData) => d.boardId === boardId && setLog((l) => (l.length >= MAX_CHUNKS ? [...l.slice(1 - MAX_CHUNKS), d] : [...l, d])), [boardId]),
  );
  return [log, () => setLog([])];
}

export function TerminalView({ boardId, onBoard }: { boardId: string | null; onBoard: (id: string) => void }) {
  const api = useApi();
  const boards = (useLive('boards', () => api.listBoards()) ?? []).filter((b) => b.status === 'connected');
  const [view, setView] = useState<View>('exchanges');
  const [query, setQuery] = useState('');
  const [autoScroll, setAutoScroll] = useState(true);
  const [status, setStatus] = useState<string | null>(null);
  const active = boards.find((b) => b.id === boardId) ?? boards[0] ?? null;
  const [log, cleared] = useSession(active?.id ?? null);
  const lines = useMemo(() => exchangeLines(log, framingFor(active?.game ?? null)), [log, active?.game]);
  const shownLines = useMemo(() => lines.filter((l) => matchesLine(l, query)), [lines, query]);
  const shownHex = useMemo(() => (view === 'hex' ? hexLines(lines).filter((r) => matchesHex(r, query)) : []), [lines, query, view]);
  const rx = log.filter((d) => d.direction === 'rx').reduce((n, d) => n + d.bytes.length, 0);
  const save = (format: 'text' | 'csv') => active && void api.saveTerminalLog(active.id, format).then((r) => setStatus(`saved ${r.bytes} bytes to ${r.file}`), (e) => setStatus(messageOf(e)));
  return (
    <div className="panel terminal-view">
      <div className="toolbar">
        <label htmlFor="term-board">port</label>
        <select id="term-board" value={active?.id ?? ''} onChange={(e) => onBoard(e.target.value)}>
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.id}
            </option>
          ))}
        </select>
        <label htmlFor="term-view">view</label>
        <select id="term-view" value={view} onChange={(e) => setView(e.target.value as View)}>
          <option value="exchanges">exchanges</option>
          <option value="hex">hex</option>
        </select>
        <input type="search" aria-label="search the session" placeholder="search (text or hex)" value={query} onChange={(e) => setQuery(e.target.value)} />
        <label className="inline">
          <input type="checkbox" checked={autoScroll} onChange={(e) => setAutoScroll(e.target.checked)} />
          auto-scroll
        </label>
        <button type="button" disabled={!active} onClick={() => active && void api.clearTerminalLog(active.id).then(cleared)}>
          Clear
        </button>
        <button type="button" disabled={!active} onClick={() => save('text')}>
          Save as text
        </button>
        <button type="button" disabled={!active} onClick={() => save('csv')}>
          Save as CSV
        </button>
        <span className="muted" data-rx-bytes={rx}>
          {rx} bytes received{query ? ` · ${view === 'hex' ? shownHex.length : shownLines.length} rows match` : ''}
        </span>
      </div>
      {active?.kind === 'serial' && <SerialSettings board={active} onStatus={setStatus} />}
      {active?.inUse && <p className="send-warning">This board is playing in match {active.inUse}: what you send reaches it as part of the game.</p>}
      <SessionTable view={view} lines={shownLines} hex={shownHex} t0={log[0]?.timeMs ?? 0} autoScroll={autoScroll} empty={query ? 'No row matches the search.' : 'Nothing sent or received yet.'} />
      <SendBar boardId={active?.id ?? null} onStatus={setStatus} />
      {!active && <p className="hint">Connect a board on the Boards page first.</p>}
      {status && <p className="status-line">{status}</p>}
    </div>
  );
}
