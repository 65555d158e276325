/**
 * The terminal's rows, from the host's log: one per protocol exchange line (core/terminal), or hex
 * rows with each direction's running byte offset; the search keeps the rows whose text or hex
 * contains the query.
 */
import type { TerminalData } from '../../../core/api/schemas.ts';
import { escapeBytes } from '../../../core/bytes.ts';
import { groupExchanges, type ExchangeLine, type Framing } from '../../../core/terminal/exchanges.ts';
import { hexRows, offsetText } from '../../../core/terminal/hexdump.ts';

export interface HexLine {
  readonly direction: ExchangeLine['direction'];
  readonly timeMs: number;
  /** Within its direction's byte stream. */
  readonly offset: string;
  readonly hex: string;
  readonly ascii: string;
}

export function exchangeLines(log: readonly TerminalData[], framing: Framing): ExchangeLine[] {
  return groupExchanges(log, framing);
}

/** Each exchange line as 16-byte rows; offsets count each direction's bytes from the session start. */
export function hexLines(lines: readonly ExchangeLine[]): HexLine[] {
  const offset = { rx: 0, tx: 0 };
  return lines.flatMap((l) => {
    const rows = hexRows(l.bytes, offset[l.direction]).map((r) => ({ direction: l.direction, timeMs: l.timeMs, offset: offsetText(r.offset), hex: r.hex, ascii: r.ascii }));
    offset[l.direction] += l.bytes.length;
    return rows;
  });
}

/** Case-insensitive; a query of hex pairs (`31 45`) also finds those bytes. */
export function matchesLine(l: ExchangeLine, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (escapeBytes(l.bytes).toLowerCase().includes(q) || l.bytes.toLowerCase().includes(q)) return true;
  const hex = [...l.bytes].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join(' ');
  return /^([0-9a-f]{2}\s*)+$/.test(q) && hex.includes(q.replace(/\s+/g, ' '));
}

export function matchesHex(l: HexLine, query: string): boolean {
  const q = query.trim().toLowerCase();
  return !q || l.ascii.toLowerCase().includes(q) || l.hex.includes(q) || l.offset.includes(q);
}

/** `30 0d 0a`, `0x31,0x45` → bytes; null when not hex pairs. */
export function parseHex(input: string): string | null {
  const parts = input.trim().split(/[\s,]+/).filter(Boolean).map((p) => p.replace(/^0x/i, ''));
  if (!parts.length || !parts.every((p) => /^[0-9a-f]{1,2}$/i.test(p))) return null;
  return parts.map((p) => String.fromCharCode(parseInt(p, 16))).join('');
}
