/**
 * A board's terminal session written to the logs folder: the exchange lines as text or CSV
 * (core/terminal), or a hex dump of each direction's chunks.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TerminalData } from '../../core/api/schemas.ts';
import { groupExchanges, type Framing } from '../../core/terminal/exchanges.ts';
import { hexRows, offsetText } from '../../core/terminal/hexdump.ts';
import { formatLog, type SessionFormat as SaveFormat } from '../../core/terminal/log-format.ts';


const EXTENSIONS: Record<SaveFormat, string> = { text: 'log', csv: 'csv', hex: 'hex.txt' };

/** Each chunk as hex rows under a heading with its time and direction. */
export function hexDumpText(log: readonly TerminalData[]): string {
  const t0 = log[0]?.timeMs ?? 0;
  return log
    .map((d) => {
      const rows = hexRows(d.bytes).map((r) => `  ${offsetText(r.offset)}  ${r.hex.padEnd(47)}  |${r.ascii}|`);
      return `${(d.timeMs - t0).toFixed(1).padStart(10)} ms ${d.direction.toUpperCase()} ${d.bytes.length} bytes\n${rows.join('\n')}\n`;
    })
    .join('');
}

export function sessionText(log: readonly TerminalData[], framing: Framing, format: SaveFormat): string {
  if (format === 'hex') return hexDumpText(log);
  return formatLog(groupExchanges(log, framing), format);
}

export async function saveSession(o: { logsDir: string; boardId: string; log: readonly TerminalData[]; framing: Framing; format: SaveFormat; now?: Date }): Promise<{ file: string; bytes: number }> {
  const now = o.now ?? new Date();
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const file = path.join(o.logsDir, `terminal-${o.boardId.replace(/[^A-Za-z0-9]+/g, '_')}-${stamp}.${EXTENSIONS[o.format]}`);
  const body = sessionText(o.log, o.framing, o.format);
  // CSV stays a table a spreadsheet opens; the other two carry a heading line.
  const text = o.format === 'csv' ? body : `# ${o.boardId} terminal session (${o.format}), saved ${now.toISOString()}\n${body}`;
  await mkdir(o.logsDir, { recursive: true });
  await writeFile(file, text);
  return { file, bytes: Buffer.byteLength(text) };
}
