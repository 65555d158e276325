import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IcfptUsageError } from '../../../../core/protocol/icfpt/errors.ts';
import {
  encodeMoveReply,
  encodeTeamReply,
  hostMessageFor,
  hostMessageText,
} from '../../../../core/protocol/icfpt/messages.ts';
import { IcfptHostSide } from '../../../../core/protocol/icfpt/host-side.ts';
import { dialectArb, hostMessageArb, mv } from './support.ts';
import { GAMES, TRANSCRIPTS } from './transcripts.ts';

describe('hostMessageFor', () => {
  for (const t of TRANSCRIPTS) {
    it(`derives the prompts of: ${t.name}`, () => {
      const game = GAMES[t.firstMoverStart].map(mv);
      const prompts = t.lines.flatMap((l) => (l[0] === 'H' && l[1] !== '0' && l[1] !== '9' ? [l[1]] : []));
      const derived: string[] = [];
      for (let n = 0; n < game.length; n++) {
        const mine = (n % 2 === 0) === (t.mover === 'first');
        if (mine && derived.length < prompts.length) {
          derived.push(hostMessageText(hostMessageFor(t.dialect, t.firstMoverStart, t.mover, game.slice(0, n)), t.dialect));
        }
      }
      expect(derived).toEqual(prompts);
    });
  }

  it('sends the ICFPT 2013 two-move turn once only, then single moves', () => {
    const moves = ['55a0', 'aab0', '66b0', 'bbb0', '77c0', 'ccc0'].map(mv);
    const at = (n: number) => hostMessageText(hostMessageFor('icfpt-2013', '5', 'second', moves.slice(0, n)), 'icfpt-2013');
    expect([at(0), at(1), at(3), at(5)]).toEqual(['2A', '2A', '455a066b0', '377c0']);
    expect(hostMessageText(hostMessageFor('heart-2014', 'a', 'second', moves.slice(0, 5)), 'heart-2014')).toBe('477c0');
  });

  it("refuses when it is not the mover's turn", () => {
    expect(() => hostMessageFor('heart-2014', '5', 'first', [mv('55a0')])).toThrow(IcfptUsageError);
    expect(() => hostMessageFor('heart-2014', '5', 'second', [])).toThrow(IcfptUsageError);
    expect(() => hostMessageFor('icfpt-2013', '5', 'second', [mv('55a0'), mv('aab0')])).toThrow(IcfptUsageError);
  });
});

describe('encoders', () => {
  it('writes the start square as uppercase A and moves in lowercase', () => {
    expect(hostMessageText({ type: 'second-move', start: 'a', opponent: mv('55a0') }, 'heart-2014')).toBe('3A55a0');
    expect(hostMessageText({ type: 'first-move', start: '5' }, 'icfpt-2013')).toBe('25');
    expect(hostMessageText({ type: 'turn', opponent: [{ kind: 'pass' }] }, 'heart-2014')).toBe('40000');
  });

  it('builds replies and refuses impossible ones with a typed error', () => {
    expect(String.fromCharCode(...encodeTeamReply('07'))).toBe('107');
    expect(String.fromCharCode(...encodeMoveReply({ kind: 'pass' }))).toBe('0000');
    for (const team of ['7', '123', '0\r', 'é1']) expect(() => encodeTeamReply(team)).toThrow(IcfptUsageError);
    expect(() => encodeMoveReply({ kind: 'place', x: 15, y: 1, piece: 0, orientation: 0 })).toThrow(IcfptUsageError);
    expect(() => hostMessageText({ type: 'turn', opponent: [] }, 'icfpt-2013')).toThrow(IcfptUsageError);
    expect(() => hostMessageText({ type: 'first-move', start: 'A' as never }, 'heart-2014')).toThrow(IcfptUsageError);
  });

  it('arms exactly the reply each message asks for', () => {
    fc.assert(
      fc.property(dialectArb.chain((d) => fc.tuple(fc.constant(d), hostMessageArb(d))), ([dialect, message]) => {
        const host = new IcfptHostSide({ dialect });
        host.send(message);
        const missing = host.expecting()?.missing ?? 0;
        expect(missing).toBe(message.type === 'identify' ? 3 : message.type === 'game-over' ? 0 : 4);
      }),
      { numRuns: 100 },
    );
  });
});
