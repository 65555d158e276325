/** The records list: search and filters above, sortable columns, open and delete (asked first) per row. */
import { useState } from 'react';
import type { RecordSummary } from '../../../core/api/schemas.ts';
import { GAME_KINDS } from '../../../core/games/registry.ts';
import type { GameKind } from '../../../core/games/types.ts';
import { RESULTS, RESULT_LABELS, type RecordFilter, type ResultKind, type SortKey, type SortOrder } from './filter.ts';

const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'startedAt', label: 'started' },
  { key: 'game', label: 'game' },
  { key: 'players', label: 'players' },
  { key: 'plies', label: 'moves' },
  { key: 'result', label: 'result' },
];

export function RecordsFilterBar({ filter, onChange }: { filter: RecordFilter; onChange: (f: RecordFilter) => void }) {
  return (
    <div className="records-filter" role="search">
      <input type="search" aria-label="search records" placeholder="search players, result, id" value={filter.text} onChange={(e) => onChange({ ...filter, text: e.target.value })} />
      <select aria-label="game" value={filter.game} onChange={(e) => onChange({ ...filter, game: e.target.value as GameKind | 'any' })}>
        <option value="any">all games</option>
        {GAME_KINDS.map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </select>
      <select aria-label="result" value={filter.result} onChange={(e) => onChange({ ...filter, result: e.target.value as ResultKind | 'any' })}>
        <option value="any">any result</option>
        {RESULTS.map((r) => (
          <option key={r} value={r}>
            {RESULT_LABELS[r]}
          </option>
        ))}
      </select>
      <span className="days">
        <label>
          from <input type="date" aria-label="from day" value={filter.from} onChange={(e) => onChange({ ...filter, from: e.target.value })} />
        </label>
        <label>
          to <input type="date" aria-label="to day" value={filter.to} onChange={(e) => onChange({ ...filter, to: e.target.value })} />
        </label>
      </span>
    </div>
  );
}

function DeleteButton({ id, onDelete }: { id: string; onDelete: (id: string) => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="danger-quiet" onClick={() => setAsking(true)} aria-label={`delete ${id}`}>
        Delete
      </button>
    );
  return (
    <span className="confirm" role="group" aria-label="confirm delete">
      <button type="button" className="danger" onClick={() => onDelete(id)}>
        Delete for good
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep
      </button>
    </span>
  );
}

interface TableProps {
  rows: readonly RecordSummary[];
  order: SortOrder;
  onSort: (key: SortKey) => void;
  openId: string | null;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
}

export function RecordsTable({ rows, order, onSort, openId, onOpen, onDelete }: TableProps) {
  return (
    <table className="records">
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c.key} aria-sort={order.key === c.key ? (order.descending ? 'descending' : 'ascending') : 'none'}>
              <button type="button" className="sort" onClick={() => onSort(c.key)}>
                {c.label}
                {order.key === c.key ? (order.descending ? ' ▼' : ' ▲') : ''}
              </button>
            </th>
          ))}
          <th>
            <span className="visually-hidden">actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id} className={openId === r.id ? 'current' : ''} data-record={r.id}>
            <td>
              <button type="button" className="link" onClick={() => onOpen(r.id)} disabled={r.error !== null} title={r.id}>
                {r.startedAt ? new Date(r.startedAt).toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' }) : r.id}
              </button>
            </td>
            <td>{r.game ?? '?'}</td>
            <td>{r.players ? `${r.players[0]} vs ${r.players[1]}` : '—'}</td>
            <td className="num">{r.plies}</td>
            <td className={r.error ? 'error' : ''}>{r.error ?? r.verdict ?? (r.complete ? '' : 'unfinished')}</td>
            <td className="actions">
              <DeleteButton id={r.id} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
