/**
 * The cycle-count convention (PROTOCOL.md §Cycle reports): before its move line, a board may send
 *
 *   MESSAGE cycles=12345 nodes=678 clock_hz=20000000
 *
 * i.e. `MESSAGE ` followed by space-separated `key=value` tokens, every value a decimal integer,
 * `cycles` required. Any other MESSAGE is an ordinary message.
 */

export interface CycleReport {
  /** Clock cycles the game core spent on this move. */
  readonly cycles: number;
  /** Every token, `cycles` included (optional ones we know: nodes, depth, clock_hz). */
  readonly fields: Readonly<Record<string, number>>;
}

const TOKEN = /^([a-z_][a-z0-9_]*)=(\d{1,15})$/;

/** Parse the text after `MESSAGE ` as a cycle report; null when it is not one. */
export function parseCycleReport(text: string): CycleReport | null {
  const tokens = text.trim().split(/[ \t]+/);
  const entries: [string, number][] = [];
  for (const t of tokens) {
    const m = TOKEN.exec(t);
    if (!m) return null;
    entries.push([m[1] as string, Number(m[2])]);
  }
  const fields = Object.fromEntries(entries) as Record<string, number>;
  const cycles = fields['cycles'];
  if (cycles === undefined) return null;
  return { cycles, fields };
}

/**
 * The text after `MESSAGE ` for a cycle report: `cycles=…` first, then the other fields in the
 * order given. Throws RangeError for a value that is not a non-negative safe integer or a bad key.
 */
export function formatCycleReport(cycles: number, extra: Readonly<Record<string, number>> = {}): string {
  const parts = [token('cycles', cycles)];
  for (const [k, v] of Object.entries(extra)) if (k !== 'cycles') parts.push(token(k, v));
  return parts.join(' ');
}

function token(key: string, value: number): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(key)) throw new RangeError(`cycle report key ${JSON.stringify(key)} must match [a-z_][a-z0-9_]*`);
  if (!Number.isSafeInteger(value) || value < 0 || value >= 1e15) {
    throw new RangeError(`cycle report ${key}=${String(value)} must be an integer in 0..999999999999999`);
  }
  return `${key}=${value}`;
}
