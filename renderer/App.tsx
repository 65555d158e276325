/** The app shell: tabs (Match first — a match is one click away), theme switch, host status. */
import { useEffect, useState } from 'react';
import type { ArenaApi } from '../core/api/contract.ts';
import type { AppInfo } from '../core/api/schemas.ts';
import { ApiContext } from './context.ts';
import type { LinkStatus } from './reconnect.ts';
import { ConnectionBanner } from './components/ConnectionBanner.tsx';
import { KeyHelp, useKeyHelp } from './components/KeyHelp.tsx';
import { MatchView } from './views/MatchView.tsx';
import { BoardsView } from './views/BoardsView.tsx';
import { TerminalView } from './views/TerminalView.tsx';
import { FlashView } from './views/FlashView.tsx';
import { RecordsView } from './views/RecordsView.tsx';
import { SeriesView } from './views/SeriesView.tsx';

const TABS = ['match', 'series', 'boards', 'terminal', 'flash', 'records'] as const;
type Tab = (typeof TABS)[number];

function initialTheme(): 'light' | 'dark' {
  const saved = localStorage.getItem('theme');
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function App({ api, link = { state: 'open', connections: 1 } }: { api: ArenaApi; link?: LinkStatus }) {
  const [tab, setTab] = useState<Tab>(() => {
    const t = new URLSearchParams(location.search).get('tab');
    return (TABS as readonly string[]).includes(t ?? '') ? (t as Tab) : 'match';
  });
  const [theme, setTheme] = useState<'light' | 'dark'>(initialTheme);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [terminalBoard, setTerminalBoard] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  useKeyHelp(help, setHelp);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem('theme', theme);
  }, [theme]);
  useEffect(() => {
    void api.appInfo().then(setInfo, () => undefined);
  }, [api]);
  return (
    <ApiContext.Provider value={api}>
      <header className="top">
        <h1>FPGA Arena</h1>
        <nav role="tablist" aria-label="pages">
          {TABS.map((t) => (
            <button key={t} role="tab" type="button" aria-selected={tab === t} className={tab === t ? 'active' : ''} onClick={() => setTab(t)} data-tab={t}>
              {t[0]!.toUpperCase() + t.slice(1)}
            </button>
          ))}
        </nav>
        <div className="top-right">
          {info && <span className="muted">{info.mode === 'web' ? 'browser mode' : 'desktop'} · v{info.version}</span>}
          <button type="button" onClick={() => setHelp(true)} aria-label="keyboard shortcuts" title="keyboard shortcuts (?)">
            ?
          </button>
          <button type="button" onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')} aria-label="switch theme">
            {theme === 'dark' ? '☀ Light' : '☾ Dark'}
          </button>
        </div>
      </header>
      <ConnectionBanner link={link} />
      <main>
        {tab === 'match' && <MatchView />}
        {tab === 'series' && <SeriesView />}
        {tab === 'boards' && (
          <BoardsView
            onOpenTerminal={(id) => {
              setTerminalBoard(id);
              setTab('terminal');
            }}
          />
        )}
        {tab === 'terminal' && <TerminalView boardId={terminalBoard} onBoard={setTerminalBoard} />}
        {tab === 'flash' && <FlashView />}
        {tab === 'records' && <RecordsView connected={link.state === 'open'} />}
      </main>
      {help && <KeyHelp onClose={() => setHelp(false)} />}
    </ApiContext.Provider>
  );
}
