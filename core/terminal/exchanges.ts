/**
 * A terminal session as people read it: the byte chunks the host logged (both directions, as the
 * transport delivered them) grouped into protocol messages, one line each, with the time from the
 * prompt to the reply. The framing is the protocol's (shared/DESIGN.md §4.1, §5):
 *   - `bytes`: ICFPT — the host writes a command with no terminator, the board answers a fixed
 *     number of bytes (CR/LF not counted, as the official host discards them);
 *   - `lines`: Piskvork, GTP/HTP and unknown boards — text lines ended by CR LF, LF or CR.
 * Nothing is lost or reordered: the lines of one direction concatenate back to its bytes.
 */

export type Direction = 'rx' | 'tx';
export type Framing = 'bytes' | 'lines';

export interface LogChunk {
  readonly direction: Direction;
  /** One character per byte (latin-1), as the API carries bytes. */
  readonly bytes: string;
  readonly timeMs: number;
}

export interface ExchangeLine {
  readonly direction: Direction;
  readonly bytes: string;
  /** When its first byte was logged. */
  readonly timeMs: number;
  /** When its last byte was logged. */
  readonly endMs: number;
  /** RX lines after a prompt: from the prompt's last byte to this line's last byte; else null. */
  readonly sincePromptMs: number | null;
  /** Lines of one prompt and its replies share this number. */
  readonly exchange: number;
}

const isEol = (c: string) => c === '\r' || c === '\n';

/** ICFPT: how many non-CR/LF bytes the board answers to `prompt` (0 for `9`), or null if unknown. */
export function icfptReplyLength(prompt: string): number | null {
  const first = [...prompt].find((c) => !isEol(c));
  if (first === '0') return 3;
  if (first === '2' || first === '3' || first === '4') return 4;
  if (first === '9') return 0;
  return null;
}

interface Open {
  direction: Direction;
  bytes: string;
  timeMs: number;
  endMs: number;
  /** Payload bytes (not CR/LF) so far. */
  payload: number;
  /** Complete: takes only trailing CR/LF from now on. */
  complete: boolean;
}

interface State {
  readonly framing: Framing;
  readonly out: ExchangeLine[];
  open: Open | null;
  exchange: number;
  /** The last prompt's end time and text, while its replies may still come. */
  promptEndMs: number | null;
  prompt: string;
}

function close(s: State): void {
  const o = s.open;
  if (!o) return;
  const since = o.direction === 'rx' && s.promptEndMs !== null ? o.endMs - s.promptEndMs : null;
  s.out.push({ direction: o.direction, bytes: o.bytes, timeMs: o.timeMs, endMs: o.endMs, sincePromptMs: since, exchange: s.exchange });
  if (o.direction === 'tx') {
    s.promptEndMs = o.endMs;
    s.prompt = o.bytes;
  }
  s.open = null;
}

/** Whether the open line is finished once it holds `payload` bytes (bytes framing, RX only). */
function replyComplete(s: State, payload: number): boolean {
  if (s.framing !== 'bytes') return false;
  const want = icfptReplyLength(s.prompt);
  return want !== null && want > 0 && payload >= want;
}

function startLine(s: State, direction: Direction, timeMs: number): Open {
  close(s);
  // A host write after a reply (or after another exchange's lines) opens a new exchange.
  if (direction === 'tx' && s.out.length > 0) s.exchange += 1;
  if (direction === 'tx') s.promptEndMs = null;
  s.open = { direction, bytes: '', timeMs, endMs: timeMs, payload: 0, complete: false };
  return s.open;
}

/** The line `c` goes into: the open one if it still takes bytes of this direction, else a new one. */
function lineFor(s: State, direction: Direction, c: string, timeMs: number): Open {
  const o = s.open;
  if (!o || o.direction !== direction) return startLine(s, direction, timeMs);
  if (o.complete && !isEol(c)) return startLine(s, direction, timeMs);
  return o;
}

function push(s: State, direction: Direction, c: string, timeMs: number): void {
  const o = lineFor(s, direction, c, timeMs);
  o.bytes += c;
  o.endMs = timeMs;
  if (isEol(c)) {
    if (s.framing === 'lines') o.complete = true;
    return;
  }
  o.payload += 1;
  if (direction === 'rx' && replyComplete(s, o.payload)) o.complete = true;
}

/** The session's chunks, in log order, as lines. */
export function groupExchanges(chunks: readonly LogChunk[], framing: Framing): ExchangeLine[] {
  const s: State = { framing, out: [], open: null, exchange: 0, promptEndMs: null, prompt: '' };
  for (const chunk of chunks) for (const c of chunk.bytes) push(s, chunk.direction, c, chunk.timeMs);
  close(s);
  return s.out;
}
