/** Boards: one row per board (profile, link, identity, state), hot-plug, identify on connect, remove, busy while lent. */
import { useState } from 'react';
import type { BoardInfo } from '../../core/api/schemas.ts';
import { useApi, useLive, messageOf } from '../context.ts';
import { identityText, linkText, profileText, readable, stateOf } from './boards/board-row.ts';
import './boards/boards.css';

function Actions({ b, act, onOpenTerminal }: { b: BoardInfo; act: (f: () => Promise<unknown>) => void; onOpenTerminal: (id: string) => void }) {
  const api = useApi();
  const held = b.inUse !== null || b.busy !== null;
  return (
    <div className="row-actions">
      {b.status === 'connected' ? (
        <>
          <button type="button" onClick={() => act(() => api.identifyBoard(b.id))} disabled={held}>
            Identify
          </button>
          <button type="button" onClick={() => onOpenTerminal(b.id)}>
            Terminal
          </button>
          <button type="button" onClick={() => act(() => api.disconnectBoard(b.id))} disabled={b.inUse !== null}>
            Disconnect
          </button>
        </>
      ) : (
        <button type="button" onClick={() => act(() => api.connectBoard(b.id))} disabled={b.status === 'connecting' || b.busy === 'flash'}>
          Connect
        </button>
      )}
      {b.kind === 'serial' && (
        <button type="button" className="remove" onClick={() => act(() => api.removeBoard(b.id))} disabled={b.inUse !== null} aria-label={`remove ${b.id}`}>
          Remove
        </button>
      )}
    </div>
  );
}

export function BoardsView({ onOpenTerminal }: { onOpenTerminal: (id: string) => void }) {
  const api = useApi();
  const boards = useLive('boards', () => api.listBoards()) ?? [];
  const [path, setPath] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = (f: () => Promise<unknown>) => {
    setError(null);
    f().catch((e) => setError(messageOf(e)));
  };
  const row = (b: BoardInfo) => {
    const state = stateOf(b);
    return (
      <tr key={b.id} data-board={b.id} data-state={state.tone} className={`status-${b.status}`}>
        <td>
          <div className="board-label">{b.label}</div>
          {profileText(b) && <div className="board-profile">{profileText(b)}</div>}
        </td>
        <td className="link">{linkText(b)}</td>
        <td className="identity-cell">{b.identity ? <span className="identity-text" title={b.identity}>{identityText(b.identity)}</span> : <span className="none">{b.busy === 'identifying' ? 'asking…' : '—'}</span>}</td>
        <td className="state">
          <span className={`badge ${state.key} tone-${state.tone}`} aria-busy={b.busy === 'identifying' || b.status === 'connecting'}>
            {state.text}
          </span>
          {b.detail && <div className="detail">{readable(b.detail)}</div>}
        </td>
        <td className="actions">
          <Actions b={b} act={act} onOpenTerminal={onOpenTerminal} />
        </td>
      </tr>
    );
  };
  return (
    <div className="panel boards-view">
      <h2>Boards</h2>
      <p className="hint">Emulated boards are always here. Serial ports appear as they are plugged in; a port is identified by its handshake as soon as it opens.</p>
      <table className="boards">
        <thead>
          <tr>
            <th>board and profile</th>
            <th>link</th>
            <th>identity</th>
            <th>state</th>
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
            setPath('');
            await api.connectBoard(b.id);
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
