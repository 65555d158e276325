/** Entry point: reach the host (preload object or WebSocket), then render; follow reconnections. */
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { connect, type Connection } from './api.ts';
import { App } from './App.tsx';
import './styles.css';

function Root({ connection }: { connection: Connection }) {
  const [link, setLink] = useState(() => ({ api: connection.api(), status: connection.status() }));
  useEffect(() => connection.onStatus((status) => setLink({ api: connection.api(), status })), [connection]);
  return <App api={link.api} link={link.status} />;
}

const root = createRoot(document.getElementById('root')!);
connect().then(
  (c) => root.render(<Root connection={c} />),
  (e: Error) => root.render(<p className="error banner">{e.message}</p>),
);
