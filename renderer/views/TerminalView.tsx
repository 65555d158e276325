/** Terminal: an xterm console on a connected board — text or hex view, send text or bytes, clear, save the log. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import type { TerminalData } from '../../core/api/schemas.ts';
import { hexOf } from '../../core/bytes.ts';
import { useApi, useApiEvent, useLive, messageOf } from '../context.ts';
import { useTheme } from '../theme.ts';

export type View = 'text' | 'hex';

/** What one chunk looks like in the console. */
export function render(d: TerminalData, view: View): string {
  if (view === 'hex') {
    const hex = hexOf(d.bytes);
    return `${d.direction === 'rx' ? '\x1b[36mRX\x1b[0m' : '\x1b[33mTX\x1b[0m'} ${hex}\r\n`;
  }
  const text = d.bytes.replace(/\r?\n/g, '\r\n');
  return d.direction === 'tx' ? `\x1b[33m${text}\x1b[0m` : text;
}

/** `31 45 4d`, `0x31,0x45` or `1E M` (hex pairs) → bytes; null when not hex. */
export function parseHex(input: string): string | null {
  const parts = input.trim().split(/[\s,]+/).filter(Boolean).map((p) => p.replace(/^0x/i, ''));
  if (!parts.length || !parts.every((p) => /^[0-9a-f]{1,2}$/i.test(p))) return null;
  return parts.map((p) => String.fromCharCode(parseInt(p, 16))).join('');
}

function xtermTheme(dark: boolean) {
  return dark ? { background: '#15181d', foreground: '#e3e6ea', cursor: '#e3e6ea', selectionBackground: '#2a4670' } : { background: '#fbfbfc', foreground: '#1d2228', cursor: '#1d2228', selectionBackground: '#bcd3f5' };
}

export function TerminalView({ boardId, onBoard }: { boardId: string | null; onBoard: (id: string) => void }) {
  const api = useApi();
  const boards = (useLive('boards', () => api.listBoards()) ?? []).filter((b) => b.status === 'connected');
  const host = useRef<HTMLDivElement>(null);
  const term = useRef<Terminal | null>(null);
  const [view, setView] = useState<View>('text');
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<'text' | 'hex'>('text');
  const [eol, setEol] = useState<'' | '\r\n' | '\n'>('');
  const [status, setStatus] = useState<string | null>(null);
  const [rx, setRx] = useState(0);
  const active = boardId ?? boards[0]?.id ?? null;

  useEffect(() => {
    if (!host.current) return;
    const t = new Terminal({ convertEol: false, fontSize: 14, scrollback: 5000, disableStdin: true, theme: xtermTheme(document.documentElement.dataset.theme === 'dark') });
    t.open(host.current);
    term.current = t;
    // Fill the box: xterm sizes in character cells (about 0.6 × 1.2 of the font size).
    const fit = () => {
      const el = host.current;
      if (!el) return;
      t.resize(Math.max(20, Math.floor((el.clientWidth - 12) / (14 * 0.6))), Math.max(5, Math.floor((el.clientHeight - 8) / (14 * 1.2))));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      t.dispose();
      term.current = null;
    };
  }, []);

  // Follow the theme switch (xterm paints its own colours).
  const theme = useTheme();
  useEffect(() => {
    if (term.current) term.current.options.theme = xtermTheme(theme === 'dark');
  }, [theme]);

  useEffect(() => {
    const t = term.current;
    if (!t || !active) return;
    t.reset();
    setRx(0);
    void api.terminalLog(active).then((log) => {
      for (const d of log) t.write(render(d, view));
      setRx(log.filter((d) => d.direction === 'rx').reduce((n, d) => n + d.bytes.length, 0));
    });
  }, [api, active, view]);

  useApiEvent(
    'terminal',
    useCallback(
      (d: TerminalData) => {
        if (d.boardId !== active) return;
        term.current?.write(render(d, view));
        if (d.direction === 'rx') setRx((n) => n + d.bytes.length);
      },
      [active, view],
    ),
  );

  const send = async () => {
    if (!active) return;
    const bytes = mode === 'hex' ? parseHex(input) : input + eol;
    if (bytes === null || bytes === '') {
      setStatus(mode === 'hex' ? 'not hex bytes: write pairs like 30 0d 0a' : 'nothing to send');
      return;
    }
    try {
      await api.terminalSend(active, bytes);
      setStatus(null);
      setInput('');
    } catch (e) {
      setStatus(messageOf(e));
    }
  };

  return (
    <div className="panel terminal-view">
      <div className="toolbar">
        <label htmlFor="term-board">port</label>
        <select id="term-board" value={active ?? ''} onChange={(e) => onBoard(e.target.value)}>
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.id}
            </option>
          ))}
        </select>
        <label htmlFor="term-view">view</label>
        <select id="term-view" value={view} onChange={(e) => setView(e.target.value as View)}>
          <option value="text">text</option>
          <option value="hex">hex</option>
        </select>
        <button type="button" onClick={() => active && void api.clearTerminalLog(active).then(() => term.current?.reset())}>
          Clear
        </button>
        <button type="button" onClick={() => active && void api.saveTerminalLog(active, view).then((r) => setStatus(`saved ${r.bytes} bytes to ${r.file}`), (e) => setStatus(messageOf(e)))}>
          Save log
        </button>
        <span className="muted" data-rx-bytes={rx}>
          {rx} bytes received
        </span>
      </div>
      <div className="xterm-host" ref={host} aria-label="terminal output" />
      <form
        className="send"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <select aria-label="send as" value={mode} onChange={(e) => setMode(e.target.value as 'text' | 'hex')}>
          <option value="text">text</option>
          <option value="hex">hex bytes</option>
        </select>
        <input aria-label="bytes to send" value={input} onChange={(e) => setInput(e.target.value)} placeholder={mode === 'hex' ? '30 0d 0a' : 'text to send'} />
        {mode === 'text' && (
          <select aria-label="line ending" value={eol} onChange={(e) => setEol(e.target.value as '' | '\r\n' | '\n')}>
            <option value="">no line ending</option>
            <option value={'\r\n'}>CR LF</option>
            <option value={'\n'}>LF</option>
          </select>
        )}
        <button type="submit" disabled={!active}>
          Send
        </button>
      </form>
      {!active && <p className="hint">Connect a board on the Boards page first.</p>}
      {status && <p className="status-line">{status}</p>}
    </div>
  );
}
