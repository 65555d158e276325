import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeMoveBytes } from '../../../../core/blokus/codec.ts';
import type { IcfptDialect } from '../../../../core/protocol/icfpt/dialect.ts';
import { IcfptProtocolError, IcfptUsageError } from '../../../../core/protocol/icfpt/errors.ts';
import { IcfptHostSide, STRAY_EXCERPT_BYTES, type HostEvent } from '../../../../core/protocol/icfpt/host-side.ts';
import { encodeMoveReply, encodeTeamReply, replyTo, type HostMessage } from '../../../../core/protocol/icfpt/messages.ts';
import { bytes, dialectArb, hostMessageArb, moveArb, mv, plain, protocolByteArb, split, sprinkleCrLf } from './support.ts';
import { TRANSCRIPTS } from './transcripts.ts';

const text = (b: Uint8Array): string => String.fromCharCode(...b);

/** Drive a host side through (prompt, reply chunks) steps; events without chunk positions. */
function drive(dialect: IcfptDialect, steps: readonly (readonly [HostMessage, readonly Uint8Array[]])[]): unknown[] {
  const host = new IcfptHostSide({ dialect });
  const out: unknown[] = [];
  for (const [message, chunks] of steps) {
    host.cancel(); // a short reply would have timed out
    host.send(message);
    for (const c of chunks) {
      for (const ev of host.feed(c)) {
        // A run of strays is one event per chunk: compare them byte by byte (runs here are short).
        if (ev.type === 'error') ev.excerpt.forEach((byte, i) => byte !== 0x0d && byte !== 0x0a && out.push({ stray: byte, offset: ev.offset + i }));
        else {
          const { at: _at, ...rest } = ev;
          out.push(plain(rest));
        }
      }
    }
  }
  return out;
}

describe('IcfptHostSide transcripts', () => {
  for (const t of TRANSCRIPTS) {
    it(t.name, () => {
      const host = new IcfptHostSide({ dialect: t.dialect });
      for (const line of t.lines) {
        if (line[0] === 'H') {
          expect(text(host.send(line[2]))).toBe(line[1]);
          continue;
        }
        const events = host.feed(bytes(line[1]));
        expect(events).toHaveLength(1);
        const ev = events[0] as HostEvent;
        if (line[1].length === 3) {
          expect(ev).toMatchObject({ type: 'team', code: line[1].slice(1), error: null });
        } else {
          expect(ev).toMatchObject({ type: 'move', text: line[1], result: { ok: true, move: mv(line[1]) } });
        }
        expect(host.expecting()).toBeNull();
      }
    });
  }
});

describe('IcfptHostSide replies', () => {
  it('says what it is waiting for and how many bytes are missing; CR/LF do not count', () => {
    const host = new IcfptHostSide();
    expect(host.expecting()).toBeNull();
    host.send({ type: 'identify' });
    expect(host.expecting()).toEqual({ reply: 'team', received: 0, missing: 3 });
    expect(host.feed(bytes('1\r\n'))).toEqual([]);
    expect(host.expecting()).toEqual({ reply: 'team', received: 1, missing: 2 });
    expect(host.feed(bytes('07'))).toMatchObject([{ type: 'team', code: '07', offset: 4 }]);
    host.send({ type: 'first-move', start: 'a' });
    expect(host.expecting()).toEqual({ reply: 'move', received: 0, missing: 4 });
  });

  it('names the chunk and byte where the 4th non-CR/LF byte arrived, for timing', () => {
    const host = new IcfptHostSide();
    host.send({ type: 'turn', opponent: [mv('55a0')] });
    expect(host.feed(bytes('a'))).toEqual([]);
    expect(host.feed(bytes('a\r'))).toEqual([]);
    const [ev] = host.feed(bytes('b0\n'));
    expect(ev).toMatchObject({ type: 'move', text: 'aab0', offset: 4, at: { chunk: 2, index: 1 } });
    expect(Array.from((ev as Extract<HostEvent, { type: 'move' }>).raw)).toEqual(Array.from(bytes('aab0')));
  });

  it('delivers a malformed move raw with its decode error, for the referee to judge', () => {
    const host = new IcfptHostSide();
    host.send({ type: 'first-move', start: '5' });
    const [ev] = host.feed(bytes('55z0'));
    expect(ev).toMatchObject({ type: 'move', text: '55z0', result: { ok: false, error: { index: 2, field: 'piece' } } });
  });

  it('turns a stray byte into an error naming the byte and its position, and drops it', () => {
    const host = new IcfptHostSide();
    const early = host.feed(bytes('\nx'));
    expect(early).toHaveLength(1);
    const err = (early[0] as Extract<HostEvent, { type: 'error' }>).error;
    expect(err).toBeInstanceOf(IcfptProtocolError);
    expect(err).toMatchObject({ code: 'icfpt-unexpected-byte', side: 'host', offset: 1, byte: 0x78 });
    expect(err.message).toContain("'x' (0x78) at offset 1");
    host.send({ type: 'first-move', start: '5' });
    // One byte too many in the same chunk as the reply.
    expect(host.feed(bytes('55a00')).map((e) => [e.type, e.offset])).toEqual([
      ['move', 5],
      ['error', 6],
    ]);
  });

  it('flags a team reply that does not start with 1, at the first byte', () => {
    const host = new IcfptHostSide();
    host.send({ type: 'identify' });
    const [ev] = host.feed(bytes('\r201'));
    expect(ev).toMatchObject({ type: 'team', code: '01', error: { code: 'icfpt-bad-team-reply', offset: 1, byte: 0x32 } });
  });

  it('refuses a move prompt while a reply is pending; identify and game-over abandon it', () => {
    const host = new IcfptHostSide();
    host.send({ type: 'first-move', start: '5' });
    host.feed(bytes('55'));
    expect(() => host.send({ type: 'turn', opponent: [mv('aab0')] })).toThrow(IcfptUsageError);
    host.send({ type: 'game-over' });
    expect(host.expecting()).toBeNull();
    expect(host.feed(bytes('a')).map((e) => e.type)).toEqual(['error']);
    host.send({ type: 'first-move', start: '5' });
    host.send({ type: 'identify' });
    expect(host.expecting()).toEqual({ reply: 'team', received: 0, missing: 3 });
    host.cancel();
    expect(host.expecting()).toBeNull();
  });

  it('refuses messages the dialect cannot express', () => {
    expect(() => new IcfptHostSide({ dialect: 'icfpt-2013' }).send({ type: 'second-move', start: 'a', opponent: mv('55a0') })).toThrow(
      IcfptUsageError,
    );
    expect(() => new IcfptHostSide().send({ type: 'turn', opponent: [mv('55a0'), mv('66b0')] })).toThrow(IcfptUsageError);
  });
});

/** A reply a board might send: a well-formed one, or arbitrary bytes (possibly too many or too few). */
const replyArb = (message: HostMessage): fc.Arbitrary<Uint8Array> => {
  const kind = replyTo(message);
  const wellFormed =
    kind === 'team'
      ? fc.stringMatching(/^[!-~]{2}$/).map(encodeTeamReply)
      : kind === 'move'
        ? moveArb.map(encodeMoveReply)
        : fc.constant(new Uint8Array());
  return fc.oneof(wellFormed, fc.array(protocolByteArb, { maxLength: 7 }).map((a) => Uint8Array.from(a)));
};

const stepsArb = dialectArb.chain((dialect) =>
  fc.tuple(
    fc.constant(dialect),
    fc.array(
      hostMessageArb(dialect).chain((m) => fc.tuple(fc.constant(m), replyArb(m))),
      { maxLength: 8 },
    ),
  ),
);

describe('IcfptHostSide properties', () => {
  it('never throws on random bytes between prompts; errors name bytes that are really there', () => {
    fc.assert(
      fc.property(stepsArb, ([dialect, steps]) => {
        const host = new IcfptHostSide({ dialect });
        const all: number[] = [];
        for (const [message, reply] of steps) {
          host.cancel(); // a short reply would have timed out
          host.send(message);
          all.push(...reply);
          for (const ev of host.feed(reply)) {
            if (ev.type === 'error') {
              expect(ev.error).toBeInstanceOf(IcfptProtocolError);
              expect(all[ev.offset]).toBe(ev.error.byte);
            }
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads a run of stray bytes as one event per chunk, with its count and a bounded excerpt', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 300 }), { maxLength: 6 }), (chunks) => {
        const host = new IcfptHostSide();
        let offset = 0;
        for (const chunk of chunks) {
          const events = host.feed(chunk);
          const first = chunk.findIndex((b) => b !== 0x0d && b !== 0x0a);
          expect(events).toHaveLength(first < 0 ? 0 : 1);
          if (first >= 0) {
            expect(events[0]).toMatchObject({ type: 'error', offset: offset + first, count: chunk.length - first, excerpt: chunk.slice(first, first + STRAY_EXCERPT_BYTES) });
          }
          offset += chunk.length;
          expect(host.position).toBe(offset);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('yields identical events for any fragmentation of the replies', () => {
    fc.assert(
      fc.property(stepsArb, fc.array(fc.nat(), { maxLength: 10 }), ([dialect, steps], cuts) => {
        const whole = drive(dialect, steps.map(([m, r]) => [m, [r]] as const));
        const pieces = drive(dialect, steps.map(([m, r]) => [m, split(r, cuts)] as const));
        expect(pieces).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back every well-formed reply, with CR/LF sprinkled in and any fragmentation', () => {
    fc.assert(
      fc.property(
        dialectArb.chain((d) => fc.tuple(fc.constant(d), fc.array(hostMessageArb(d), { maxLength: 8 }))),
        fc.array(moveArb, { minLength: 8, maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        ([dialect, messages], moves, spots, cuts) => {
          const host = new IcfptHostSide({ dialect });
          messages.forEach((message, i) => {
            host.send(message);
            const kind = replyTo(message);
            const reply = kind === 'team' ? encodeTeamReply(`${i % 10}x`) : kind === 'move' ? encodeMoveReply(moves[i]!) : new Uint8Array();
            const events = split(sprinkleCrLf(reply, spots), cuts).flatMap((c) => host.feed(c));
            if (kind === null) expect(events).toEqual([]);
            else if (kind === 'team') expect(events).toMatchObject([{ type: 'team', code: `${i % 10}x`, error: null }]);
            else {
              expect(events).toMatchObject([{ type: 'move', text: text(reply), result: { ok: true, move: moves[i] } }]);
              expect(decodeMoveBytes((events[0] as Extract<HostEvent, { type: 'move' }>).raw)).toEqual({ ok: true, move: moves[i] });
            }
            expect(host.expecting()).toBeNull();
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
