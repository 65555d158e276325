/**
 * Whole games driven through the host side and the board side in memory: a referee loop (as the
 * match runner will be) prompts two scripted boards with hostMessageFor, every byte passing through
 * IcfptHostSide → IcfptBoardSide and back, cut into random fragments with CR/LF sprinkled in.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MoveCode } from '../../../../core/blokus/codec.ts';
import type { StartSquare } from '../../../../core/blokus/position.ts';
import { IcfptBoardSide } from '../../../../core/protocol/icfpt/board-side.ts';
import type { IcfptDialect } from '../../../../core/protocol/icfpt/dialect.ts';
import { IcfptHostSide, type HostEvent } from '../../../../core/protocol/icfpt/host-side.ts';
import { encodeMoveReply, encodeTeamReply, hostMessageFor, type HostMessage } from '../../../../core/protocol/icfpt/messages.ts';
import { dialectArb, moveArb, mv, placeArb, split, sprinkleCrLf, startArb } from './support.ts';
import { GAMES, TRANSCRIPTS } from './transcripts.ts';

const ascii = (b: Uint8Array): string => String.fromCharCode(...b);

/** A board that plays a fixed list of moves and remembers what it was told. */
class ScriptedBoard {
  readonly side: IcfptBoardSide;
  readonly seen: MoveCode[] = [];
  readonly starts: StartSquare[] = [];
  played = 0;
  over = false;

  constructor(
    dialect: IcfptDialect,
    private readonly team: string,
    private readonly script: readonly MoveCode[],
  ) {
    this.side = new IcfptBoardSide({ dialect });
  }

  receive(chunks: readonly Uint8Array[]): Uint8Array {
    const out: Uint8Array[] = [];
    for (const ev of chunks.flatMap((c) => this.side.feed(c))) {
      switch (ev.type) {
        case 'identify':
          out.push(encodeTeamReply(this.team));
          break;
        case 'error':
          throw ev.error;
        case 'game-over':
          this.over = true;
          break;
        default:
          if (ev.type === 'first-move' || ev.type === 'second-move') this.starts.push(ev.start);
          if (ev.type === 'second-move') this.seen.push(ev.opponent);
          if (ev.type === 'turn') this.seen.push(...ev.opponent);
          out.push(encodeMoveReply(this.script[this.played++] as MoveCode));
      }
    }
    return Uint8Array.from(out.flatMap((b) => [...b]));
  }
}

interface Noise {
  readonly cuts: readonly number[];
  readonly spots: readonly number[];
}

function playGame(dialect: IcfptDialect, firstMoverStart: StartSquare, game: readonly MoveCode[], noise: Noise) {
  const scripts = [game.filter((_, i) => i % 2 === 0), game.filter((_, i) => i % 2 === 1)];
  const boards = [new ScriptedBoard(dialect, '01', scripts[0]!), new ScriptedBoard(dialect, '02', scripts[1]!)];
  const hosts = [new IcfptHostSide({ dialect }), new IcfptHostSide({ dialect })];
  const logs: string[][] = [[], []];
  const exchange = (i: number, message: HostMessage): HostEvent | undefined => {
    const prompt = hosts[i]!.send(message);
    const reply = boards[i]!.receive(split(prompt, noise.cuts));
    logs[i]!.push(`H ${ascii(prompt)}`);
    if (reply.length > 0) logs[i]!.push(`B ${ascii(reply)}`);
    const events = split(sprinkleCrLf(reply, noise.spots), noise.cuts).flatMap((c) => hosts[i]!.feed(c));
    expect(events.length).toBe(message.type === 'game-over' ? 0 : 1);
    expect(hosts[i]!.expecting()).toBeNull();
    return events[0];
  };
  const teams = [0, 1].map((i) => exchange(i, { type: 'identify' }));
  const moves: MoveCode[] = [];
  while (moves.length < game.length) {
    const i = moves.length % 2;
    const ev = exchange(i, hostMessageFor(dialect, firstMoverStart, i === 0 ? 'first' : 'second', moves));
    if (ev?.type !== 'move' || !ev.result.ok) throw new Error(`no move from board ${i}: ${JSON.stringify(ev)}`);
    moves.push(ev.result.move);
  }
  for (const i of [0, 1]) exchange(i, { type: 'game-over' });
  return { boards, teams, moves, logs, scripts };
}

describe('a full game, host side ↔ board side in memory', () => {
  for (const dialect of ['heart-2014', 'icfpt-2013'] as const) {
    for (const start of ['5', 'a'] as const) {
      it(`${dialect}, first mover from (${start},${start}), matches the literal transcripts`, () => {
        const { logs, teams, moves } = playGame(dialect, start, GAMES[start].map(mv), { cuts: [1, 3], spots: [2] });
        expect(teams.map((t) => t?.type === 'team' && t.code)).toEqual(['01', '02']);
        expect(moves).toEqual(GAMES[start].map(mv));
        for (const [i, mover] of (['first', 'second'] as const).entries()) {
          const t = TRANSCRIPTS.find((x) => x.dialect === dialect && x.firstMoverStart === start && x.mover === mover);
          expect(logs[i]).toEqual(t!.lines.map((l) => `${l[0]} ${l[1]}`));
        }
      });
    }
  }

  it('delivers every move to the other board, in order, for random games and fragmentations', () => {
    fc.assert(
      fc.property(
        dialectArb,
        startArb,
        fc.tuple(placeArb, placeArb, fc.array(moveArb, { maxLength: 40 })).map(([a, b, rest]) => [a, b, ...rest]),
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 4 }),
        (dialect, start, game, cuts, spots) => {
          const { boards, moves, scripts } = playGame(dialect, start, game, { cuts, spots });
          expect(moves).toEqual(game);
          const [first, second] = boards as [ScriptedBoard, ScriptedBoard];
          const a = scripts[0]!.length;
          const b = scripts[1]!.length;
          expect(first.seen).toEqual(scripts[1]!.slice(0, a - 1));
          // In ICFPT 2013 the second mover's first prompt carries nothing; its second carries two moves.
          expect(second.seen).toEqual(dialect === 'icfpt-2013' && b === 1 ? [] : scripts[0]!.slice(0, b));
          expect(first.starts).toEqual([start]);
          expect(second.starts).toEqual([start === '5' ? 'a' : '5']);
          expect(boards.every((x) => x.over && !x.side.inMessage)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });
});
