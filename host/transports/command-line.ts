/**
 * Splits a command line into an argv array without a shell: `exec:"my engine" --depth 3` must not
 * be open to shell injection or depend on which shell is installed. Rules (a POSIX-shell subset):
 * whitespace separates words; '…' is literal; "…" is literal except \" \\ \$ \` ; a backslash
 * outside quotes escapes the next character. Nothing else is special ($, *, |, ; are plain text).
 */
import { TransportError } from './errors.ts';

export function parseCommandLine(line: string): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  const fail = (what: string, at: number) =>
    new TransportError('bad-command-line', `cannot parse command line ${JSON.stringify(line)}: ${what} at column ${at + 1}`, { line, column: at + 1 });

  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i++;
    } else if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw fail('unclosed single quote', i);
      word += line.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      const start = i;
      i++;
      inWord = true;
      for (;;) {
        if (i >= line.length) throw fail('unclosed double quote', start);
        const d = line[i]!;
        if (d === '"') {
          i++;
          break;
        }
        if (d === '\\' && i + 1 < line.length && '"\\$`'.includes(line[i + 1]!)) {
          word += line[i + 1];
          i += 2;
        } else {
          word += d;
          i++;
        }
      }
    } else if (c === '\\') {
      if (i + 1 >= line.length) throw fail('backslash at end of line', i);
      word += line[i + 1];
      inWord = true;
      i += 2;
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  if (inWord) words.push(word);
  if (words.length === 0) throw new TransportError('bad-command-line', 'empty command line: nothing to run', { line });
  return words;
}

/** The inverse, for display and round-trip tests: quotes only words that need it. */
export function formatCommandLine(argv: readonly string[]): string {
  return argv.map((w) => (w !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'\\''`)}'`)).join(' ');
}
