/**
 * A terminal session written out for other programs: plain text (one exchange line each, bytes
 * escaped) or CSV (RFC 4180: fields with commas, quotes or line breaks quoted, quotes doubled).
 */
import { escapeBytes, hexOf } from '../bytes.ts';
import type { ExchangeLine } from './exchanges.ts';

export const LOG_FORMATS = ['text', 'csv'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];
/** What a saved session can be: the exchange lines as text or CSV, or a hex dump. */
export const SESSION_FORMATS = [...LOG_FORMATS, 'hex'] as const;
export type SessionFormat = (typeof SESSION_FORMATS)[number];

/** Milliseconds with one decimal, the precision the log carries. */
export function msText(ms: number): string {
  return ms.toFixed(1);
}

/** One CSV field. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const CSV_HEADER = ['time_ms', 'direction', 'since_prompt_ms', 'text', 'hex'] as const;

/** Times are from `t0` (the session's first byte), so a saved log reads from 0. */
export function formatLog(lines: readonly ExchangeLine[], format: LogFormat, t0 = lines[0]?.timeMs ?? 0): string {
  if (format === 'csv') {
    const rows = lines.map((l) => [msText(l.timeMs - t0), l.direction.toUpperCase(), l.sincePromptMs === null ? '' : msText(l.sincePromptMs), escapeBytes(l.bytes), hexOf(l.bytes)].map(csvField).join(','));
    return `${[CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
  }
  const rows = lines.map((l) => {
    const since = l.sincePromptMs === null ? '' : `  (+${msText(l.sincePromptMs)} ms)`;
    return `${msText(l.timeMs - t0).padStart(10)} ms  ${l.direction.toUpperCase()}  ${escapeBytes(l.bytes)}${since}`;
  });
  return rows.map((r) => `${r}\n`).join('');
}
