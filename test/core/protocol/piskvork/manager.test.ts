import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PiskvorkError, PiskvorkManager, formatCycleReport, formatReply } from '../../../../core/protocol/piskvork/index.ts';
import type { ManagerEvent } from '../../../../core/protocol/piskvork/index.ts';
import { ascii, fragment, plain, pointArb } from './arbitraries.ts';

function kinds(events: ManagerEvent[]): string[] {
  return events.map((e) => (e.kind === 'error' ? `!${e.error.code}` : e.kind));
}

describe('PiskvorkManager commands', () => {
  it('formats commands with CR LF and queues the replies they await', () => {
    const m = new PiskvorkManager();
    expect(m.command({ kind: 'start', size: 15 })).toBe('START 15\r\n');
    expect(m.command({ kind: 'info', key: 'timeout_turn', value: '1000' })).toBe('INFO timeout_turn 1000\r\n');
    expect(m.command({ kind: 'about' })).toBe('ABOUT\r\n');
    expect(m.command({ kind: 'board', stones: [{ x: 7, y: 7, field: 2 }] })).toBe('BOARD\r\n7,7,2\r\nDONE\r\n');
    expect(m.command({ kind: 'end' })).toBe('END\r\n');
    expect(m.awaiting).toEqual(['ok', 'about', 'move']);
    m.cancelAwaited();
    expect(m.awaiting).toEqual([]);
  });

  it('refuses arguments the protocol cannot carry', () => {
    const m = new PiskvorkManager();
    expect(() => m.command({ kind: 'turn', move: { x: -1, y: 0 } })).toThrow(RangeError);
    expect(() => m.command({ kind: 'info', key: 'bad key', value: '1' })).toThrow(RangeError);
    expect(() => m.command({ kind: 'info', key: 'k', value: 'a\r\nBEGIN' })).toThrow(RangeError);
    expect(() => m.command({ kind: 'start', size: 0 })).toThrow(RangeError);
    expect(m.awaiting).toEqual([]);
  });
});

describe('PiskvorkManager replies', () => {
  it('runs a game transcript: OK, ABOUT, moves, with MESSAGE and DEBUG on the side', () => {
    const m = new PiskvorkManager();
    m.command({ kind: 'start', size: 15 });
    expect(m.push('OK\r\n')).toEqual([{ kind: 'ok', lineNumber: 1 }]);
    m.command({ kind: 'about' });
    expect(m.push('name="wujian100-gomoku", version="0.1", author="FPGA Arena", country="JP"\n')).toEqual([
      {
        kind: 'about',
        text: 'name="wujian100-gomoku", version="0.1", author="FPGA Arena", country="JP"',
        fields: { name: 'wujian100-gomoku', version: '0.1', author: 'FPGA Arena', country: 'JP' },
        lineNumber: 2,
      },
    ]);
    m.command({ kind: 'begin' });
    expect(m.push('DEBUG depth 4\rMESSAGE cycles=123456 nodes=789\r7,7\r')).toEqual([
      { kind: 'debug', text: 'depth 4', lineNumber: 3 },
      { kind: 'message', text: 'cycles=123456 nodes=789', cycles: { cycles: 123456, fields: { cycles: 123456, nodes: 789 } }, lineNumber: 4 },
      { kind: 'move', move: { x: 7, y: 7 }, cycles: { cycles: 123456, fields: { cycles: 123456, nodes: 789 } }, lineNumber: 5 },
    ]);
    m.command({ kind: 'turn', move: { x: 8, y: 8 } });
    // No cycle report this time: the previous one must not leak into this move.
    expect(m.push('MESSAGE thinking hard\r\n6,8\r\n')).toEqual([
      { kind: 'message', text: 'thinking hard', cycles: null, lineNumber: 6 },
      { kind: 'move', move: { x: 6, y: 8 }, cycles: null, lineNumber: 7 },
    ]);
    expect(m.awaiting).toEqual([]);
  });

  it('does not let MESSAGE or DEBUG take the awaited reply, and keeps pipelined replies in order', () => {
    const m = new PiskvorkManager();
    m.command({ kind: 'start', size: 15 });
    m.command({ kind: 'about' });
    m.command({ kind: 'begin' });
    expect(kinds(m.push('MESSAGE hello\r\n'))).toEqual(['message']);
    expect(m.awaiting).toEqual(['ok', 'about', 'move']);
    expect(kinds(m.push('OK\r\nDEBUG x\r\nname="b"\r\nMESSAGE y\r\n7,7\r\n'))).toEqual(['ok', 'debug', 'about', 'message', 'move']);
  });

  it('reports UNKNOWN and ERROR as refusals of the awaited command', () => {
    const m = new PiskvorkManager();
    m.command({ kind: 'start', size: 25 });
    m.command({ kind: 'about' });
    expect(m.push('ERROR unsupported size 25\r\nUNKNOWN ABOUT\r\n')).toEqual([
      { kind: 'refused', reply: 'error', text: 'unsupported size 25', answers: 'ok', lineNumber: 1 },
      { kind: 'refused', reply: 'unknown', text: 'ABOUT', answers: 'about', lineNumber: 2 },
    ]);
    m.command({ kind: 'info', key: 'rule', value: '4' });
    expect(m.push('ERROR renju not supported\r\n')).toEqual([
      { kind: 'refused', reply: 'error', text: 'renju not supported', answers: null, lineNumber: 3 },
    ]);
  });

  it('flags unexpected and malformed replies with line number and excerpt, without consuming the awaited reply', () => {
    const m = new PiskvorkManager();
    const [e1] = m.push('7,7\r\n');
    expect(e1?.kind === 'error' && [e1.error.code, e1.error.lineNumber, e1.error.excerpt]).toEqual(['piskvork-unexpected', 1, '7,7']);
    expect(e1?.kind === 'error' && e1.error.message).toMatch(/a move while no reply was awaited/);
    m.command({ kind: 'start', size: 15 });
    const [e2] = m.push('7,7\r\n');
    expect(e2?.kind === 'error' && e2.error.message).toMatch(/^line 2: a move while awaiting OK/);
    expect(m.awaiting).toEqual(['ok']);
    expect(kinds(m.push('OK\r\n'))).toEqual(['ok']);
    m.command({ kind: 'turn', move: { x: 1, y: 1 } });
    const [e3] = m.push('I move to seven seven\r\n');
    expect(e3?.kind === 'error' && [e3.error.code, e3.error.excerpt]).toEqual(['piskvork-malformed', 'I move to seven seven']);
    expect(kinds(m.push('OK\r\n7;7\r\n\xe9\r\n7,7\r\n'))).toEqual([
      '!piskvork-unexpected',
      '!piskvork-malformed',
      '!piskvork-bad-byte',
      'move',
    ]);
  });

  it('reports an overlong reply line', () => {
    const m = new PiskvorkManager({ maxLineBytes: 4096 });
    m.command({ kind: 'begin' });
    const events = m.push(`MESSAGE ${'z'.repeat(5000)}\r\n7,7\r\n`);
    expect(kinds(events)).toEqual(['!piskvork-line-too-long', 'move']);
    const e = events[0];
    expect(e?.kind === 'error' && e.error).toBeInstanceOf(PiskvorkError);
    expect(e?.kind === 'error' && e.error.message).toMatch(/^line 1: line is longer than 4096 bytes \("MESSAGE zzz/);
  });

  it('takes a move without a line end at end of stream', () => {
    const m = new PiskvorkManager();
    m.command({ kind: 'begin' });
    expect(m.push('7,7')).toEqual([]);
    expect(kinds(m.end())).toEqual(['move']);
  });
});

describe('properties', () => {
  const replyArb = fc.oneof(
    fc.constant(formatReply.ok()),
    pointArb.map((p) => formatReply.move(p)),
    fc.nat({ max: 1e9 }).map((c) => formatReply.message(formatCycleReport(c, { nodes: c % 1000 }))),
    fc.string({ maxLength: 20 }).map((t) => formatReply.message(t)),
    fc.string({ maxLength: 20 }).map((t) => formatReply.debug(t)),
    fc.string({ maxLength: 20 }).map((t) => formatReply.unknown(t)),
    fc.string({ maxLength: 20 }).map((t) => formatReply.error(t)),
    fc.constant('name="x", version="1"\r\n'),
  );

  it('identical events however the replies are fragmented and whatever line ends the brain uses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('ok', 'move', 'about') as fc.Arbitrary<'ok' | 'move' | 'about'>, { maxLength: 8 }),
        fc.array(replyArb, { maxLength: 15 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.constantFrom('\r\n', '\n', '\r'),
        (awaited, replies, cuts, eol) => {
          const bytes = ascii(replies.join('').replace(/\r\n/g, eol));
          const run = (chunks: Uint8Array[]): ManagerEvent[] => {
            const m = new PiskvorkManager();
            for (const a of awaited) m.command(a === 'ok' ? { kind: 'start', size: 15 } : a === 'move' ? { kind: 'begin' } : { kind: 'about' });
            return [...chunks.flatMap((c) => m.push(c)), ...m.end()];
          };
          const expected = run([bytes]);
          expect(plain(run(fragment(bytes, cuts)))).toEqual(plain(expected));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a formatted move reply always comes back as the same move', () => {
    fc.assert(
      fc.property(pointArb, (p) => {
        const m = new PiskvorkManager();
        m.command({ kind: 'turn', move: { x: 0, y: 0 } });
        expect(m.push(formatReply.move(p))).toEqual([{ kind: 'move', move: p, cycles: null, lineNumber: 1 }]);
      }),
    );
  });

  it('random bytes never throw; errors are PiskvorkErrors', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.uint8Array({ maxLength: 60 }), fc.constantFrom('OK\r\n', '7,7\n', 'MESSAGE cycles=1\r', 'ABOUT')), { maxLength: 20 }), (chunks) => {
        const m = new PiskvorkManager({ maxLineBytes: 40 });
        m.command({ kind: 'start', size: 15 });
        m.command({ kind: 'about' });
        m.command({ kind: 'begin' });
        for (const e of [...chunks.flatMap((c) => m.push(c)), ...m.end()]) {
          if (e.kind === 'error') expect(e.error).toBeInstanceOf(PiskvorkError);
        }
      }),
    );
  });
});
