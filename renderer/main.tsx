/** Entry point: reach the host (preload object or WebSocket), then render. */
import { createRoot } from 'react-dom/client';
import { useEffect, useState } from 'react';
import { connect, type Connection } from './api.ts';
import { App } from './App.tsx';
import './styles.css';

function Root({ connection }: { connection: Connection }) {
  const [lost, setLost] = useState(false);
  useEffect(() => connection.onLost(() => setLost(true)), [connection]);
  return <App api={connection.api} lost={lost} />;
}

const root = createRoot(document.getElementById('root')!);
connect().then(
  (c) => root.render(<Root connection={c} />),
  (e: Error) => root.render(<p className="error banner">{e.message}</p>),
);
