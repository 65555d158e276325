import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  boardStonesFor,
  formatAbout,
  formatCycleReport,
  formatReply,
  lineSafe,
  parseAbout,
  parseCycleReport,
  parseReply,
  ruleFromInfoValue,
  ruleInfoValue,
} from '../../../../core/protocol/piskvork/index.ts';
import { pointArb } from './arbitraries.ts';

describe('cycle reports (MESSAGE cycles=…)', () => {
  it('parses the convention and nothing else', () => {
    expect(parseCycleReport('cycles=12345')).toEqual({ cycles: 12345, fields: { cycles: 12345 } });
    expect(parseCycleReport(' cycles=7  nodes=300 clock_hz=20000000 ')).toEqual({
      cycles: 7,
      fields: { cycles: 7, nodes: 300, clock_hz: 20000000 },
    });
    for (const text of ['', 'nodes=5', 'cycles=', 'cycles=-1', 'cycles=1.5', 'cycles=12 thinking', 'Cycles=3', 'cycles=1234567890123456']) {
      expect(parseCycleReport(text)).toBeNull();
    }
  });

  it('round-trips through formatCycleReport, cycles first', () => {
    fc.assert(
      fc.property(fc.nat(), fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/), fc.nat()), (cycles, extra) => {
        const text = formatCycleReport(cycles, extra);
        expect(text.startsWith(`cycles=${cycles}`)).toBe(true);
        expect(parseCycleReport(text)).toEqual({ cycles, fields: { ...extra, cycles } });
      }),
    );
  });

  it('refuses values the convention cannot carry', () => {
    expect(() => formatCycleReport(-1)).toThrow(RangeError);
    expect(() => formatCycleReport(2 ** 60)).toThrow(RangeError);
    expect(() => formatCycleReport(1, { 'Bad Key': 2 })).toThrow(RangeError);
  });
});

describe('ABOUT', () => {
  it('parses quoted and bare values and reports what it could not parse', () => {
    expect(parseAbout('name="pbrain-embryo", version="21.4", author="Ke", country="CN", www="x.org"')).toEqual({
      fields: { name: 'pbrain-embryo', version: '21.4', author: 'Ke', country: 'CN', www: 'x.org' },
      rest: '',
    });
    expect(parseAbout('name = bare , version="1"')).toEqual({ fields: { name: 'bare', version: '1' }, rest: '' });
    expect(parseAbout('My brain 1.0')).toEqual({ fields: {}, rest: 'My brain 1.0' });
    expect(parseAbout('name="a, b", junk')).toEqual({ fields: { name: 'a, b' }, rest: 'junk' });
  });

  it('round-trips formatAbout → parseAbout', () => {
    const value = fc.stringMatching(/^[\x20\x21\x23-\x7e]{0,20}$/);
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,8}$/), value), (fields) => {
        expect(parseAbout(formatAbout(fields))).toEqual({ fields, rest: '' });
      }),
    );
    expect(() => formatAbout({ name: 'a"b' })).toThrow(RangeError);
  });
});

describe('reply lines', () => {
  it('classify every reply kind, case-insensitively', () => {
    expect(parseReply('OK')).toEqual({ kind: 'ok' });
    expect(parseReply('ok ')).toEqual({ kind: 'ok' });
    expect(parseReply(' 3 ,14 ')).toEqual({ kind: 'move', move: { x: 3, y: 14 } });
    expect(parseReply('UNKNOWN')).toEqual({ kind: 'unknown', text: '' });
    expect(parseReply('error bad size')).toEqual({ kind: 'error', text: 'bad size' });
    expect(parseReply('MESSAGE  hi there ')).toEqual({ kind: 'message', text: 'hi there' });
    expect(parseReply('DEBUG\tx')).toEqual({ kind: 'debug', text: 'x' });
    expect(parseReply('OK then')).toEqual({ kind: 'other', text: 'OK then' });
    expect(parseReply('MESSAGES')).toEqual({ kind: 'other', text: 'MESSAGES' });
  });

  it('formatReply output parses back to the same reply', () => {
    fc.assert(
      fc.property(pointArb, fc.stringMatching(/^[\x21-\x7e]([\x20-\x7e]{0,30}[\x21-\x7e])?$/), (p, text) => {
        const line = (s: string): string => {
          expect(s.endsWith('\r\n')).toBe(true);
          return s.slice(0, -2);
        };
        expect(parseReply(line(formatReply.ok()))).toEqual({ kind: 'ok' });
        expect(parseReply(line(formatReply.move(p)))).toEqual({ kind: 'move', move: p });
        expect(parseReply(line(formatReply.unknown(text)))).toEqual({ kind: 'unknown', text });
        expect(parseReply(line(formatReply.error(text)))).toEqual({ kind: 'error', text });
        expect(parseReply(line(formatReply.message(text)))).toEqual({ kind: 'message', text });
        expect(parseReply(line(formatReply.debug(text)))).toEqual({ kind: 'debug', text });
      }),
    );
  });

  it('keeps free text on one line of ASCII', () => {
    expect(lineSafe('a\r\nb\u00e9\x7f')).toBe('a  b? ');
    expect(formatReply.message('two\nlines')).toBe('MESSAGE two lines\r\n');
  });
});

describe('INFO rule and BOARD fields', () => {
  it('maps the rule bitmask', () => {
    expect([ruleInfoValue('freestyle'), ruleInfoValue('standard')]).toEqual(['0', '1']);
    expect(['0', '1', '2', '3', ' 1 ', '4', '9', 'x', ''].map(ruleFromInfoValue)).toEqual([
      'freestyle',
      'standard',
      'freestyle',
      'standard',
      'standard',
      null,
      null,
      null,
      null,
    ]);
  });

  it('marks the last stone as the opponent (2) for the side about to move', () => {
    const moves = [{ x: 7, y: 7 }, { x: 8, y: 8 }, { x: 6, y: 6 }];
    expect(boardStonesFor(moves).map((s) => s.field)).toEqual([2, 1, 2]);
    expect(boardStonesFor(moves.slice(0, 2)).map((s) => s.field)).toEqual([1, 2]);
    expect(boardStonesFor([])).toEqual([]);
  });
});
