import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IcfptBoardSide, type BoardEvent } from '../../../../core/protocol/icfpt/board-side.ts';
import type { IcfptDialect } from '../../../../core/protocol/icfpt/dialect.ts';
import { IcfptProtocolError } from '../../../../core/protocol/icfpt/errors.ts';
import { encodeHostMessage, type HostMessage } from '../../../../core/protocol/icfpt/messages.ts';
import { bytes, concat, dialectArb, hostMessageArb, mv, plain, protocolByteArb, split, sprinkleCrLf } from './support.ts';
import { TRANSCRIPTS } from './transcripts.ts';

function feedAll(dialect: IcfptDialect, chunks: readonly Uint8Array[]): BoardEvent[] {
  const board = new IcfptBoardSide({ dialect });
  return chunks.flatMap((c) => board.feed(c));
}

function messageOf(ev: BoardEvent): HostMessage | BoardEvent {
  if (ev.type === 'error') return ev;
  const { offset: _o, end: _e, ...message } = ev;
  return message as HostMessage;
}

function errorsOf(events: readonly BoardEvent[]): IcfptProtocolError[] {
  return events.flatMap((e) => (e.type === 'error' ? [e.error] : []));
}

describe('IcfptBoardSide transcripts', () => {
  for (const t of TRANSCRIPTS) {
    it(t.name, () => {
      const host = t.lines.flatMap((l) => (l[0] === 'H' ? [l] : []));
      const stream = host.map((l) => l[1]).join('');
      const byteAtATime = [...bytes(stream)].map((b) => Uint8Array.of(b));
      for (const chunks of [[bytes(stream)], byteAtATime]) {
        const events = feedAll(t.dialect, chunks);
        expect(events.map(messageOf)).toEqual(host.map((l) => l[2]));
        // offset/end cover each message's bytes exactly.
        let at = 0;
        for (const [i, ev] of events.entries()) {
          const len = (host[i] as readonly ['H', string, HostMessage])[1].length;
          expect([ev.offset, ev.type === 'error' ? -1 : ev.end]).toEqual([at, at + len]);
          at += len;
        }
      }
    });
  }
});

describe('IcfptBoardSide framing', () => {
  it('reads the same bytes differently per dialect (the dialect is a setting)', () => {
    expect(feedAll('icfpt-2013', [bytes('355a0')]).map(messageOf)).toEqual([{ type: 'turn', opponent: [mv('55a0')] }]);
    const heart = new IcfptBoardSide();
    expect(heart.feed(bytes('355a0'))).toEqual([]);
    expect(heart.inMessage).toBe(true);
    heart.reset();
    expect(heart.feed(bytes('355ab0')).map(messageOf)).toEqual([{ type: 'second-move', start: '5', opponent: mv('5ab0') }]);
    expect(feedAll('heart-2014', [bytes('455a066b0')]).map((e) => e.type)).toEqual(['turn', 'error', 'error', 'error', 'identify']);
    expect(feedAll('icfpt-2013', [bytes('455a066b0')]).map(messageOf)).toEqual([{ type: 'turn', opponent: [mv('55a0'), mv('66b0')] }]);
  });

  it('ignores CR and LF anywhere, counting them in offsets', () => {
    const events = feedAll('heart-2014', [bytes('\r\n0\r\n4\r5\n5a\r\n0')]);
    expect(events).toEqual([
      { type: 'identify', offset: 2, end: 3 },
      { type: 'turn', opponent: [mv('55a0')], offset: 5, end: 14 },
    ]);
  });

  it('reports a byte that cannot start a message with its offset, then carries on', () => {
    const events = feedAll('heart-2014', [bytes('0x9')]);
    expect(events.map((e) => e.type)).toEqual(['identify', 'error', 'game-over']);
    const [err] = errorsOf(events);
    expect(err).toBeInstanceOf(IcfptProtocolError);
    expect(err).toMatchObject({ code: 'icfpt-unexpected-byte', side: 'board', offset: 1, byte: 0x78 });
    expect(err!.message).toContain("'x' (0x78) at offset 1");
    expect(err!.expected).toContain("'0', '2', '3', '4' or '9'");
  });

  it("rejects a start square other than '5' or uppercase 'A' and drops the message", () => {
    const events = feedAll('heart-2014', [bytes('2a0')]);
    expect(events.map((e) => e.type)).toEqual(['error', 'identify']);
    expect(errorsOf(events)[0]).toMatchObject({ offset: 1, byte: 0x61, expected: "a start square '5' or 'A'" });
  });

  it('reports a malformed move code at the offending byte once the message is complete', () => {
    const events = feedAll('icfpt-2013', [bytes('4\r55a066z00')]);
    expect(events.map((e) => e.type)).toEqual(['error', 'identify']);
    expect(errorsOf(events)[0]).toMatchObject({ code: 'icfpt-malformed-move', offset: 8, byte: 0x7a });
    expect(errorsOf(events)[0]!.expected).toContain("'a'-'u'");
  });
});

describe('IcfptBoardSide properties', () => {
  it('never throws on random bytes; every error names a byte that is really there', () => {
    fc.assert(
      fc.property(dialectArb, fc.array(fc.array(protocolByteArb, { maxLength: 12 }), { maxLength: 12 }), (dialect, parts) => {
        const chunks = parts.map((p) => Uint8Array.from(p));
        const all = concat(chunks);
        const events = feedAll(dialect, chunks);
        for (const ev of events) {
          if (ev.type !== 'error') continue;
          expect(ev.error).toBeInstanceOf(IcfptProtocolError);
          expect(all[ev.offset]).toBe(ev.error.byte);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('yields identical events for any fragmentation of the same stream', () => {
    fc.assert(
      fc.property(dialectArb, fc.array(protocolByteArb, { maxLength: 60 }), fc.array(fc.nat(), { maxLength: 20 }), (dialect, raw, cuts) => {
        const data = Uint8Array.from(raw);
        expect(feedAll(dialect, split(data, cuts)).map(plain)).toEqual(feedAll(dialect, [data]).map(plain));
      }),
      { numRuns: 400 },
    );
  });

  it('decodes what encodeHostMessage wrote, however fragmented and with CR/LF sprinkled in', () => {
    fc.assert(
      fc.property(
        dialectArb.chain((d) => fc.tuple(fc.constant(d), fc.array(hostMessageArb(d), { maxLength: 10 }))),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        ([dialect, messages], cuts, spots) => {
          const data = sprinkleCrLf(concat(messages.map((m) => encodeHostMessage(m, dialect))), spots);
          expect(feedAll(dialect, split(data, cuts)).map(messageOf)).toEqual(messages);
        },
      ),
      { numRuns: 300 },
    );
  });
});
