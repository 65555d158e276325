/**
 * The firmware's Piskvork codec (firmware/wujian100/protocol/piskvork.c, compiled for the PC) against the
 * TypeScript reference (core/protocol/piskvork): the same bytes must give the same events — commands,
 * arguments, line numbers, error codes and messages — and the C's reply lines must parse back in TS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import path from 'node:path';
import {
  BrainParser,
  formatCommand,
  formatReply,
  parseAbout,
  parseCycleReport,
  parseReply,
  type BrainEvent,
  type PiskvorkCommand,
} from '../../core/protocol/piskvork/index.ts';
import { compileC, run, tempBuild } from './build.ts';

const LINE_MAX = 256; // PK_LINE_MAX in piskvork.h

type Canon = Record<string, unknown>;

function canon(e: BrainEvent): Canon {
  if (e.kind === 'error') {
    // The wire cannot carry U+2026; the C writes "..." where the TS excerpt writes "…".
    return { kind: 'error', line: e.error.lineNumber, code: e.error.code, message: e.error.message.replaceAll('…', '...') };
  }
  const c = e.command;
  const base = { kind: c.kind, line: e.lineNumber };
  switch (c.kind) {
    case 'start':
      return { ...base, size: c.size };
    case 'turn':
      return { ...base, x: c.move.x, y: c.move.y };
    case 'board':
      return { ...base, stones: c.stones.map((s) => ({ x: s.x, y: s.y, field: s.field })) };
    case 'info':
      return { ...base, key: c.key, value: c.value };
    case 'unknown':
      return { ...base, text: c.text };
    default:
      return base;
  }
}

const hex = (s: string) => Buffer.from(s, 'latin1').toString('hex');

describe('firmware Piskvork codec vs the TypeScript codec', () => {
  const build = tempBuild('fw-codec-');
  let exe = '';
  beforeAll(() => {
    exe = path.join(build.dir, 'codec_harness');
    compileC(exe, ['test/firmware/c/codec_harness.c', 'firmware/wujian100/protocol/piskvork.c']);
  });
  afterAll(() => build.remove());

  function cEvents(bytes: Buffer): Canon[] {
    const r = run(exe, ['parse'], bytes);
    if (r.code !== 0) throw new Error(`codec_harness failed: ${r.stderr}`);
    return r.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Canon);
  }

  function tsEvents(bytes: Buffer): Canon[] {
    return new BrainParser({ maxLineBytes: LINE_MAX }).push(new Uint8Array(bytes)).map(canon);
  }

  function cFormat(requests: readonly string[]): string[] {
    const r = run(exe, ['format'], requests.join('\n') + '\n');
    if (r.code !== 0) throw new Error(`codec_harness failed: ${r.stderr}`);
    return r.stdout.split('\n').filter((l) => l !== '').map((h) => Buffer.from(h, 'hex').toString('latin1'));
  }

  it('agrees on a hand-written session with every command, refusals and bad lines', () => {
    const text =
      'START 15\r\nturn  7 , 8 \r\nBOARD\r\n1,2,1\r\n3,4,2\r\ndone\r\nINFO timeout_turn 1000\r\nINFO rule\r\nINFO\r\n' +
      'FOO\tbar \r\n   \r\nBEGIN now\r\nBOARD\r\n1,2,5\r\nx\r\nDONE\r\nSTART 0\r\nSTART x\r\nTURN 7\r\nABOUT\nEND\rRESTART\n\r' +
      'TURN 1234567,1\r\nBOARD\r\n1,1,1\r\nEND\r\n\x01ab\xc3\r\n' + 'x'.repeat(300) + '\r\nABOUT\r\n';
    const bytes = Buffer.from(text, 'latin1');
    const c = cEvents(bytes);
    expect(c).toEqual(tsEvents(bytes));
    expect(c.map((e) => e['kind'])).toEqual([
      'start', 'turn', 'board', 'info', 'info', 'error', 'unknown', 'unknown', 'error', 'error', 'error', 'error', 'error',
      'about', 'end', 'restart', 'error', 'end', 'error', 'error', 'about',
    ]);
  });

  const point = fc.record({ x: fc.nat(30), y: fc.nat(30) });
  const command: fc.Arbitrary<PiskvorkCommand> = fc.oneof(
    fc.record({ kind: fc.constant('start' as const), size: fc.integer({ min: 1, max: 9999 }) }),
    fc.constant({ kind: 'begin' as const }),
    fc.record({ kind: fc.constant('turn' as const), move: point }),
    fc.record({
      kind: fc.constant('board' as const),
      stones: fc.array(fc.record({ x: fc.nat(20), y: fc.nat(20), field: fc.constantFrom(1 as const, 2 as const) }), { maxLength: 30 }),
    }),
    fc.record({
      kind: fc.constant('info' as const),
      key: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,12}$/),
      value: fc.stringMatching(/^([!-~]([ -~]{0,20}[!-~])?)?$/),
    }),
    fc.constant({ kind: 'end' as const }),
    fc.constant({ kind: 'about' as const }),
    fc.constant({ kind: 'restart' as const }),
  );
  // Lines a manager would not send: garbage, bad bytes, overlong, other line ends.
  const junk = fc.oneof(
    fc.stringMatching(/^[ -~\t]{0,40}$/),
    fc.uint8Array({ maxLength: 12 }).map((a) => Buffer.from(a).toString('latin1').replace(/[\r\n]/g, '')),
    fc.integer({ min: LINE_MAX - 2, max: LINE_MAX + 40 }).map((n) => 'y'.repeat(n)),
    fc.constantFrom('DONE', 'done', 'BOARD', '7,7,1', '7,7,3', 'TURN 1,2,3', 'START 015', 'INFO   k   v  '),
  );
  const ending = fc.constantFrom('\r\n', '\n', '\r', '\n\r');

  it('gives the same events as BrainParser for formatted commands mixed with junk (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(command.map(formatCommand), junk), ending), { maxLength: 12 }), (parts) => {
        const text = parts.map(([line, end]) => (line.endsWith('\r\n') ? line.slice(0, -2).replaceAll('\r\n', end) + end : line + end)).join('');
        const bytes = Buffer.from(text, 'latin1');
        expect(cEvents(bytes)).toEqual(tsEvents(bytes));
      }),
      { numRuns: 150 },
    );
  });

  it('writes moves, OK, text replies and cycle reports that the TS side parses back (property)', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 5 }),
        // C strings end at NUL; the firmware never formats one (the parser refuses 0x00 as a bad byte).
        fc.uint8Array({ maxLength: 40, min: 1 }).map((a) => Buffer.from(a).toString("latin1")),
        fc.nat(),
        fc.dictionary(fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/), fc.nat(), { maxKeys: 4 }),
        (points, freeText, cycles, extra) => {
          const entries = Object.entries(extra).filter(([k]) => k !== 'cycles');
          const requests = [
            'ok',
            ...points.map((p) => `move ${p.x} ${p.y}`),
            ...['UNKNOWN', 'ERROR', 'MESSAGE', 'DEBUG'].map((w) => `text ${hex(w)} ${hex(freeText)}`),
            `cycles ${cycles} ${entries.map(([k, v]) => `${hex(k)} ${v}`).join(' ')}`,
          ];
          const out = cFormat(requests);
          expect(out).toHaveLength(requests.length);
          expect(out[0]).toBe(formatReply.ok());
          points.forEach((p, i) => {
            expect(out[1 + i]).toBe(formatReply.move(p));
            expect(parseReply(out[1 + i]!.slice(0, -2))).toEqual({ kind: 'move', move: p });
          });
          const k = 1 + points.length;
          expect(out[k]).toBe(formatReply.unknown(freeText));
          expect(out[k + 1]).toBe(formatReply.error(freeText));
          expect(out[k + 2]).toBe(formatReply.message(freeText));
          expect(out[k + 3]).toBe(formatReply.debug(freeText));
          const report = parseReply(out[k + 4]!.slice(0, -2));
          expect(report.kind).toBe('message');
          const parsed = report.kind === 'message' ? parseCycleReport(report.text) : null;
          expect(parsed).toEqual({ cycles, fields: { cycles, ...Object.fromEntries(entries) } });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('writes an ABOUT line that parseAbout reads back', () => {
    const fields = { name: 'wujian100-gomoku', version: '1.0.0', author: 'FPGA Arena', ip: 'timed out' };
    const [line] = cFormat([`about ${Object.entries(fields).map(([k, v]) => `${hex(k)} ${hex(v)}`).join(' ')}`]);
    expect(line!.endsWith('\r\n')).toBe(true);
    expect(parseAbout(line!.slice(0, -2))).toEqual({ fields, rest: '' });
  });
});
