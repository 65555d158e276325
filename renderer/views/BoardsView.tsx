/** Boards: emulated boards and serial ports (hot-plug), identity, connect/disconnect, status. */
import { useState } from 'react';
import type { BoardInfo } from '../../core/api/schemas.ts';
import { useApi, useLive, messageOf } from '../context.ts';

export function BoardsView({ onOpenTerminal }: { onOpenTerminal: (id: string) => void }) {
  const api = useApi();
  const boards = useLive('boards', () => api.listBoards()) ?? [];
  const [path, setPath] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = (f: () => Promise<unknown>) => {
    setError(null);
    f().catch((e) => setError(messageOf(e)));
  };
  const row = (b: BoardInfo) => (
    <tr key={b.id} data-board={b.id} className={`status-${b.status}`}>
      <td>
        <div className="board-label">{b.label}</div>
        <div className="muted">
          {b.id}
          {b.usb ? ` · ${b.usb}` : ''}
          {b.baudRate ? ` · ${b.baudRate} bps` : ''}
        </div>
      </td>
      <td>{b.game ?? '?'}</td>
      <td className="identity">{b.identity ?? '—'}</td>
      <td>
        <span className={`badge ${b.status}`}>{b.status}</span>
        {b.inUse && <span className="badge in-use">in a match</span>}
        {b.detail && <div className="muted detail">{b.detail}</div>}
      </td>
      <td className="actions">
        {b.status === 'connected' ? (
          <>
            <button type="button" onClick={() => act(() => api.identifyBoard(b.id))} disabled={b.inUse !== null}>
              Identify
            </button>
            <button type="button" onClick={() => onOpenTerminal(b.id)}>
              Terminal
            </button>
            <button type="button" onClick={() => act(() => api.disconnectBoard(b.id))}>
              Disconnect
            </button>
          </>
        ) : (
          <button type="button" onClick={() => act(() => api.connectBoard(b.id))} disabled={b.status === 'connecting'}>
            Connect
          </button>
        )}
      </td>
    </tr>
  );
  return (
    <div className="panel boards-view">
      <h2>Boards</h2>
      <p className="hint">Emulated boards are always here. Serial ports appear and disappear as they are plugged in; identify a board by its handshake (team code or ABOUT).</p>
      <table className="boards">
        <thead>
          <tr>
            <th>board</th>
            <th>game</th>
            <th>identity</th>
            <th>status</th>
            <th>actions</th>
          </tr>
        </thead>
        <tbody>{boards.map(row)}</tbody>
      </table>
      <form
        className="add-port"
        onSubmit={(e) => {
          e.preventDefault();
          act(async () => {
            const b = await api.addSerialPort(path.trim());
            await api.connectBoard(b.id);
            setPath('');
          });
        }}
      >
        <label htmlFor="port-path">open a port by path</label>
        <input id="port-path" placeholder="/dev/ttyUSB0, /dev/pts/3, COM3" value={path} onChange={(e) => setPath(e.target.value)} />
        <button type="submit" disabled={!path.trim()}>
          Add and connect
        </button>
      </form>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
