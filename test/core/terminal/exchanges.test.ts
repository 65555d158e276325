import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupExchanges, icfptReplyLength, type LogChunk } from '../../../core/terminal/exchanges.ts';
import { framingFor } from '../../../core/terminal/framing.ts';

const chunk = (direction: 'rx' | 'tx', bytes: string, timeMs: number): LogChunk => ({ direction, bytes, timeMs });
const text = (lines: { direction: string; bytes: string }[]) => lines.map((l) => `${l.direction}:${JSON.stringify(l.bytes)}`);

const byteString = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 12 }).map((a) => String.fromCharCode(...a));
const protocolish = fc.array(fc.constantFrom('0', '2', '4', '9', '5', 't', '\r', '\n', 'A', ','), { minLength: 1, maxLength: 12 }).map((a) => a.join(''));
const chunks = fc
  .array(fc.record({ direction: fc.constantFrom<'rx' | 'tx'>('rx', 'tx'), bytes: fc.oneof(byteString, protocolish), gap: fc.integer({ min: 0, max: 50 }) }), { maxLength: 40 })
  .map((list) => {
    let t = 0;
    return list.map((c) => chunk(c.direction, c.bytes, (t += c.gap)));
  });

describe('groupExchanges', () => {
  it('splits an ICFPT session into prompt and reply lines, whatever the chunking', () => {
    const log = [chunk('tx', '0', 0), chunk('rx', '1E', 3), chunk('rx', 'M\r\n', 4), chunk('tx', '25', 10), chunk('rx', '55t2', 18), chunk('tx', '4', 30), chunk('tx', 'a9u0', 30), chunk('rx', '66', 40), chunk('rx', 'p5', 41.5), chunk('tx', '9', 50)];
    const lines = groupExchanges(log, 'bytes');
    expect(text(lines)).toEqual(['tx:"0"', 'rx:"1EM\\r\\n"', 'tx:"25"', 'rx:"55t2"', 'tx:"4a9u0"', 'rx:"66p5"', 'tx:"9"']);
    expect(lines.map((l) => l.sincePromptMs)).toEqual([null, 4, null, 8, null, 11.5, null]);
    expect(lines.map((l) => l.exchange)).toEqual([0, 0, 1, 1, 2, 2, 3]);
  });

  it('starts a new RX line for bytes beyond the expected reply (a stray byte is visible)', () => {
    const lines = groupExchanges([chunk('tx', '0', 0), chunk('rx', '1EMx', 2)], 'bytes');
    expect(text(lines)).toEqual(['tx:"0"', 'rx:"1EM"', 'rx:"x"']);
    expect(lines[2]!.sincePromptMs).toBe(2);
  });

  it('reads Piskvork lines with any terminator, split across chunks', () => {
    const log = [chunk('tx', 'ABOUT\r\n', 0), chunk('rx', 'name="x"\r', 5), chunk('rx', '\nMESSAGE cycles=9\n', 6), chunk('tx', 'TURN 7,7\r\n', 9), chunk('rx', '8,', 10), chunk('rx', '8\r\n', 20)];
    const lines = groupExchanges(log, 'lines');
    expect(text(lines)).toEqual(['tx:"ABOUT\\r\\n"', 'rx:"name=\\"x\\"\\r\\n"', 'rx:"MESSAGE cycles=9\\n"', 'tx:"TURN 7,7\\r\\n"', 'rx:"8,8\\r\\n"']);
    expect(lines.map((l) => l.sincePromptMs)).toEqual([null, 6, 6, null, 20 - 9]);
  });

  it('knows the ICFPT reply lengths of both dialects', () => {
    expect(['0', '25', '2A', '355t2', '4a9u0', '4a9u066p5', '9', 'x'].map(icfptReplyLength)).toEqual([3, 4, 4, 4, 4, 4, 0, null]);
  });

  it('takes each board profile framing from the catalogue', () => {
    expect([framingFor('blokus'), framingFor('gomoku'), framingFor('hex'), framingFor(null)]).toEqual(['bytes', 'lines', 'lines', 'lines']);
  });

  it('loses, adds and reorders no byte in either direction, under both framings', () => {
    fc.assert(
      fc.property(chunks, fc.constantFrom<'bytes' | 'lines'>('bytes', 'lines'), (log, framing) => {
        const lines = groupExchanges(log, framing);
        for (const dir of ['rx', 'tx'] as const) {
          expect(lines.filter((l) => l.direction === dir).map((l) => l.bytes).join('')).toBe(log.filter((c) => c.direction === dir).map((c) => c.bytes).join(''));
        }
        // The interleaving of directions is kept: no line spans a change of direction.
        expect(runs(lines.map((l) => l.direction))).toEqual(runs(log.filter((c) => c.bytes.length > 0).map((c) => c.direction)));
        for (const l of lines) {
          expect(l.bytes.length).toBeGreaterThan(0);
          expect(l.endMs).toBeGreaterThanOrEqual(l.timeMs);
          if (l.sincePromptMs !== null) expect(l.sincePromptMs).toBeGreaterThanOrEqual(0);
        }
        for (let i = 1; i < lines.length; i++) expect(lines[i]!.timeMs).toBeGreaterThanOrEqual(lines[i - 1]!.endMs);
      }),
    );
  });

  it('gives a well-formed ICFPT reply one line, however the transport cut it', () => {
    const reply = fc.array(fc.constantFrom(...'123456789abcdetu0'), { minLength: 4, maxLength: 4 }).map((a) => a.join(''));
    fc.assert(
      fc.property(reply, fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 4 }), (move, cuts) => {
        const parts: string[] = [];
        let rest = move;
        for (const n of cuts) {
          if (!rest) break;
          parts.push(rest.slice(0, n));
          rest = rest.slice(n);
        }
        if (rest) parts.push(rest);
        const log = [chunk('tx', '4a9u0', 0), ...parts.map((p, i) => chunk('rx', p, 5 + i))];
        const lines = groupExchanges(log, 'bytes');
        expect(text(lines)).toEqual(['tx:"4a9u0"', `rx:${JSON.stringify(move)}`]);
        expect(lines[1]!.sincePromptMs).toBe(5 + parts.length - 1);
      }),
    );
  });
});

/** Directions with repeats collapsed: `rx rx tx rx` → `rx tx rx`. */
function runs(xs: string[]): string[] {
  return xs.filter((x, i) => i === 0 || xs[i - 1] !== x);
}
