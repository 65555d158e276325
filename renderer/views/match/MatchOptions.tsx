/**
 * The setup's clock and watching options: a per-game time control (`5m+2s`, core/match/time-control.ts)
 * and, for machine games, the interval between moves and whether to start paused.
 */
import { useState } from 'react';
import type { MatchConfig } from '../../../core/api/schemas.ts';
import { formatTimeControl, parseTimeControl } from '../../../core/match/time-control.ts';
import { WATCH_SPEEDS } from './watch-speeds.ts';
import './MatchOptions.css';

export interface MatchOptionsValue {
  readonly timeControl: NonNullable<MatchConfig['timeControl']> | null;
  readonly watch: NonNullable<MatchConfig['watch']>;
  /** Why the time control as typed cannot be used; null when it can. */
  readonly error: string | null;
}

export const DEFAULT_MATCH_OPTIONS: MatchOptionsValue = { timeControl: null, watch: { paused: false, minIntervalMs: 0 }, error: null };

/** The options as MatchConfig fields. */
export function matchOptionsConfig(v: MatchOptionsValue): Pick<MatchConfig, 'timeControl' | 'watch'> {
  return { timeControl: v.timeControl, watch: v.watch };
}

export function MatchOptions({ value, onChange }: { readonly value: MatchOptionsValue; readonly onChange: (v: MatchOptionsValue) => void }) {
  const [text, setText] = useState(value.timeControl ? formatTimeControl(value.timeControl) : '');
  const typed = (t: string) => {
    setText(t);
    if (t.trim() === '') return onChange({ ...value, timeControl: null, error: null });
    const parsed = parseTimeControl(t);
    onChange(parsed.ok ? { ...value, timeControl: parsed.timeControl, error: null } : { ...value, timeControl: null, error: `game time: ${parsed.message}` });
  };
  return (
    <>
      <label htmlFor="game-time">game time per side (e.g. 5m+2s; empty = none)</label>
      <input id="game-time" type="text" value={text} placeholder="none" onChange={(e) => typed(e.target.value)} aria-invalid={value.error !== null} aria-describedby={value.error ? 'game-time-error' : undefined} />
      {value.error && (
        <span id="game-time-error" className="field-error" role="alert">
          {value.error}
        </span>
      )}
      <label htmlFor="watch-start-speed">machine games: between moves</label>
      <select id="watch-start-speed" value={value.watch.minIntervalMs} onChange={(e) => onChange({ ...value, watch: { ...value.watch, minIntervalMs: Number(e.target.value) } })}>
        {WATCH_SPEEDS.map((s) => (
          <option key={s.ms} value={s.ms}>
            {s.label}
          </option>
        ))}
      </select>
      <label className="check">
        <input type="checkbox" checked={value.watch.paused} onChange={(e) => onChange({ ...value, watch: { ...value.watch, paused: e.target.checked } })} /> start machine games paused
      </label>
    </>
  );
}
