import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatCommandLine, splitCommandLine } from '../../../host/transports/command-line.ts';
import { TransportError } from '../../../host/transports/errors.ts';

describe('splitCommandLine', () => {
  it.each([
    ['engine', ['engine']],
    ['  engine   --depth  3 ', ['engine', '--depth', '3']],
    [`"my engine" --name 'a b'`, ['my engine', '--name', 'a b']],
    [`a"b c"d`, ['ab cd']],
    [`say "x \\"y\\" \\\\ \\$z \\n"`, ['say', 'x "y" \\ $z \\n']],
    [`it\\'s`, ["it's"]],
    [`'' x`, ['', 'x']],
    [`a|b;c $HOME *`, ['a|b;c', '$HOME', '*']],
  ])('%s', (line, argv) => {
    expect(splitCommandLine(line)).toEqual(argv);
  });

  it.each([
    [`engine "open`, 'unclosed double quote at column 8'],
    [`engine 'open`, 'unclosed single quote at column 8'],
    [`engine \\`, 'backslash at end of line at column 8'],
    [`   `, 'empty command line'],
  ])('rejects %j with a typed error', (line, message) => {
    let caught: unknown;
    try {
      splitCommandLine(line);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(TransportError);
    expect((caught as TransportError).code).toBe('bad-command-line');
    expect((caught as TransportError).message).toContain(message);
  });

  it('round-trips any argv through formatCommandLine', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 6 }), (argv) => {
        expect(splitCommandLine(formatCommandLine(argv))).toEqual(argv);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws anything but a TransportError', () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        try {
          splitCommandLine(line);
        } catch (e) {
          expect(e).toBeInstanceOf(TransportError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
