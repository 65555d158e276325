import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BrainParser, PiskvorkError, formatCommand, parseCommandLine } from '../../../../core/protocol/piskvork/index.ts';
import type { BrainEvent } from '../../../../core/protocol/piskvork/index.ts';
import { ascii, commandArb, fragment, plain } from './arbitraries.ts';

function parseAll(text: string): BrainEvent[] {
  const p = new BrainParser();
  return [...p.push(text), ...p.end()];
}

function commands(text: string): unknown[] {
  return parseAll(text).map((e) => (e.kind === 'command' ? e.command : `!${e.error.code}@${e.error.lineNumber}`));
}

describe('BrainParser', () => {
  it('parses a manager transcript (Gomocup order: START, INFO, BEGIN/TURN, ABOUT, END)', () => {
    const transcript = [
      'START 15',
      'INFO timeout_turn 5000',
      'INFO timeout_match 180000',
      'INFO rule 1',
      'INFO folder C:\\my brains\\x',
      'ABOUT',
      'BEGIN',
      'TURN 8,7',
      'RESTART',
      'BOARD',
      '7,7,1',
      '8,7,2',
      '7,8,1',
      'DONE',
      'END',
    ].join('\r\n');
    expect(commands(`${transcript}\r\n`)).toEqual([
      { kind: 'start', size: 15 },
      { kind: 'info', key: 'timeout_turn', value: '5000' },
      { kind: 'info', key: 'timeout_match', value: '180000' },
      { kind: 'info', key: 'rule', value: '1' },
      { kind: 'info', key: 'folder', value: 'C:\\my brains\\x' },
      { kind: 'about' },
      { kind: 'begin' },
      { kind: 'turn', move: { x: 8, y: 7 } },
      { kind: 'restart' },
      {
        kind: 'board',
        stones: [
          { x: 7, y: 7, field: 1 },
          { x: 8, y: 7, field: 2 },
          { x: 7, y: 8, field: 1 },
        ],
      },
      { kind: 'end' },
    ]);
  });

  it('numbers a BOARD command by its DONE line', () => {
    const events = parseAll('START 15\nBOARD\n1,1,2\nDONE\n');
    expect(events[1]).toMatchObject({ kind: 'command', lineNumber: 4 });
  });

  it('accepts lowercase keywords and spaces around commas', () => {
    expect(commands('turn 3 , 4\nbegin\n')).toEqual([{ kind: 'turn', move: { x: 3, y: 4 } }, { kind: 'begin' }]);
  });

  it('reports anything else as unknown, with the line text', () => {
    expect(commands('TAKEBACK 3,4\nRECTSTART 20,15\nhello world\n')).toEqual([
      { kind: 'unknown', text: 'TAKEBACK 3,4' },
      { kind: 'unknown', text: 'RECTSTART 20,15' },
      { kind: 'unknown', text: 'hello world' },
    ]);
  });

  it.each([
    ['START', /START needs a board size/],
    ['START fifteen', /START needs a board size/],
    ['START 0', /at least 1/],
    ['TURN 7', /TURN needs the opponent move/],
    ['TURN -1,3', /TURN needs/],
    ['TURN 7,7,1', /TURN needs/],
    ['BEGIN now', /BEGIN takes no arguments/],
    ['INFO', /INFO needs a key/],
  ])('%j is a malformed-command error naming the line', (line, why) => {
    const [e] = parseAll(`ABOUT\n${line}\n`).slice(1);
    expect(e?.kind).toBe('error');
    if (e?.kind !== 'error') return;
    expect(e.error).toBeInstanceOf(PiskvorkError);
    expect([e.error.code, e.error.lineNumber, e.error.excerpt]).toEqual(['piskvork-malformed', 2, line]);
    expect(e.error.message).toMatch(why);
  });

  it('reports a bad line inside BOARD once, at DONE, and recovers', () => {
    expect(commands('BOARD\n1,1,1\n2,2,3\nfoo\n3,3,2\nDONE\nBEGIN\n')).toEqual(['!piskvork-malformed@3', { kind: 'begin' }]);
    const [e] = parseAll('BOARD\n2,2,3\nDONE\n');
    expect(e?.kind === 'error' && e.error.message).toMatch(/BOARD field must be 1 \(own\) or 2 \(opponent\), got 3/);
  });

  it('defers a line error inside BOARD to DONE as well', () => {
    expect(commands('BOARD\n1,1,\xff\nDONE\nEND\n')).toEqual(['!piskvork-bad-byte@2', { kind: 'end' }]);
  });

  it('honours END inside a BOARD block at once', () => {
    const p = new BrainParser();
    expect(p.push('BOARD\r\n1,1,1\r\n')).toEqual([]);
    expect(p.inBoardBlock).toBe(true);
    expect(p.push('END\r\n')).toEqual([{ kind: 'command', command: { kind: 'end' }, lineNumber: 3 }]);
    expect(p.inBoardBlock).toBe(false);
  });

  it('reports an overlong command line with its number', () => {
    const p = new BrainParser({ maxLineBytes: 16 });
    const events = p.push(`START 15\r\n${'x'.repeat(40)}\r\nBEGIN\r\n`);
    expect(events.map((e) => (e.kind === 'error' ? `${e.error.code}@${e.error.lineNumber}` : e.command.kind))).toEqual([
      'start',
      'piskvork-line-too-long@2',
      'begin',
    ]);
  });

  it('parseCommandLine handles one line on its own', () => {
    expect(parseCommandLine('TURN 0,14', 9)).toEqual({ kind: 'command', command: { kind: 'turn', move: { x: 0, y: 14 } }, lineNumber: 9 });
  });
});

describe('properties', () => {
  it('formatCommand → BrainParser gives back every command, CR LF on every line', () => {
    fc.assert(
      fc.property(commandArb, (cmd) => {
        const text = formatCommand(cmd);
        expect(text.endsWith('\r\n')).toBe(true);
        expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
        expect(commands(text)).toEqual([cmd]);
      }),
      { numRuns: 300 },
    );
  });

  it('a sequence of commands, fragmented at random, parses the same as in one piece', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 12 }), fc.array(fc.nat(), { maxLength: 30 }), fc.constantFrom('\r\n', '\n', '\r'), (cmds, cuts, eol) => {
        const bytes = ascii(cmds.map(formatCommand).join('').replace(/\r\n/g, eol));
        const whole = new BrainParser();
        const expected = [...whole.push(bytes), ...whole.end()];
        expect(expected.map((e) => (e.kind === 'command' ? e.command : e))).toEqual(cmds);
        const pieces = new BrainParser();
        const got = [...fragment(bytes, cuts).flatMap((c) => pieces.push(c)), ...pieces.end()];
        expect(plain(got)).toEqual(plain(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('random bytes never throw; errors are PiskvorkErrors', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.uint8Array({ maxLength: 50 }), fc.constantFrom('BOARD\n', 'DONE\n', '1,2,1\n', 'TURN ', 'START ')), { maxLength: 20 }), (chunks) => {
        const p = new BrainParser({ maxLineBytes: 32 });
        for (const e of [...chunks.flatMap((c) => p.push(c)), ...p.end()]) {
          if (e.kind === 'error') expect(e.error).toBeInstanceOf(PiskvorkError);
        }
      }),
    );
  });
});
