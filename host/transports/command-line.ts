/**
 * Splits a command line into an argv array without a shell: `exec:"my engine" --depth 3` must not
 * be open to shell injection or depend on which shell is installed. Rules (a POSIX-shell subset):
 * whitespace separates words; '…' is literal; "…" is literal except \" \\ \$ \` ; a backslash
 * outside quotes escapes the next character. Nothing else is special ($, *, |, ; are plain text).
 */
import { TransportError } from './errors.ts';

/** Where a quoted or escaped piece of a word ends, and the text it stands for. */
interface Piece {
  readonly text: string;
  readonly next: number;
}

type Fail = (what: string, at: number) => TransportError;

function singleQuoted(line: string, i: number, fail: Fail): Piece {
  const end = line.indexOf("'", i + 1);
  if (end < 0) throw fail('unclosed single quote', i);
  return { text: line.slice(i + 1, end), next: end + 1 };
}

function doubleQuoted(line: string, start: number, fail: Fail): Piece {
  let text = '';
  for (let i = start + 1; i < line.length; ) {
    const d = line[i]!;
    if (d === '"') return { text, next: i + 1 };
    const escaped = d === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!);
    text += escaped ? line[i + 1] : d;
    i += escaped ? 2 : 1;
  }
  throw fail('unclosed double quote', start);
}

function backslashed(line: string, i: number, fail: Fail): Piece {
  if (i + 1 >= line.length) throw fail('backslash at end of line', i);
  return { text: line[i + 1]!, next: i + 2 };
}

/** The piece of a word starting at `i` (a quoted string, an escape, or one plain character). */
function piece(line: string, i: number, fail: Fail): Piece {
  const c = line[i]!;
  if (c === "'") return singleQuoted(line, i, fail);
  if (c === '"') return doubleQuoted(line, i, fail);
  if (c === '\\') return backslashed(line, i, fail);
  return { text: c, next: i + 1 };
}

export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  const fail: Fail = (what, at) =>
    new TransportError('bad-command-line', `cannot parse command line ${JSON.stringify(line)}: ${what} at column ${at + 1}`, { line, column: at + 1 });
  for (let i = 0; i < line.length; ) {
    if (/[ \t\n\r]/.test(line[i]!)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i++;
      continue;
    }
    const p = piece(line, i, fail);
    word += p.text;
    inWord = true;
    i = p.next;
  }
  if (inWord) words.push(word);
  if (words.length === 0) throw new TransportError('bad-command-line', 'empty command line: nothing to run', { line });
  return words;
}

/** The inverse, for display and round-trip tests: quotes only words that need it. */
export function formatCommandLine(argv: readonly string[]): string {
  return argv.map((w) => (w !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}
