/**
 * GTP response framing: a response starts with `=` (success) or `?` (failure), optionally an id,
 * then text, and ends with an empty line. CR is dropped; tabs count as spaces (GTP 2 §2.1).
 */
export interface GtpResponse {
  readonly ok: boolean;
  readonly id: number | null;
  /** The text after the status (and id), lines joined with `\n`, trimmed. */
  readonly text: string;
}

export type GtpItem = { readonly kind: 'response'; readonly response: GtpResponse } | { readonly kind: 'garbage'; readonly line: string };

export class GtpResponseReader {
  private partial = '';
  private lines: string[] | null = null;

  push(chunk: string): GtpItem[] {
    const out: GtpItem[] = [];
    this.partial += chunk.replace(/\r/g, '');
    for (;;) {
      const nl = this.partial.indexOf('\n');
      if (nl < 0) break;
      const line = this.partial.slice(0, nl).replace(/\t/g, ' ');
      this.partial = this.partial.slice(nl + 1);
      if (this.lines === null) {
        if (line.trim() === '') continue; // blank lines between responses
        if (line[0] !== '=' && line[0] !== '?') {
          out.push({ kind: 'garbage', line });
          continue;
        }
        this.lines = [line];
      } else if (line.trim() === '') {
        out.push({ kind: 'response', response: parse(this.lines) });
        this.lines = null;
      } else {
        this.lines.push(line);
      }
    }
    return out;
  }
}

function parse(lines: string[]): GtpResponse {
  const first = lines[0]!;
  const m = /^([=?])(\d*)\s?(.*)$/.exec(first)!;
  const text = [m[3]!, ...lines.slice(1)].join('\n').trim();
  return { ok: m[1] === '=', id: m[2] ? Number(m[2]) : null, text };
}
