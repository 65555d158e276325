/**
 * Transcripts of short games as one board sees them, in both dialects, written out literally
 * (PROTOCOL.md shows the same games). `H` lines are host → board, `B` lines board → host.
 *
 * Game A, first mover starts at (5,5): 55a0, aab0, 66b0, 0000, 0000 (two passes end it).
 * Game B, first mover starts at (a,a): aaa0, 55b0, bbb0, 0000, 0000.
 */
import type { StartSquare } from '../../../../core/blokus/position.ts';
import type { IcfptDialect } from '../../../../core/protocol/icfpt/dialect.ts';
import type { HostMessage, Mover } from '../../../../core/protocol/icfpt/messages.ts';
import { mv } from './support.ts';

export type Line = readonly ['H', string, HostMessage] | readonly ['B', string];

export interface Transcript {
  readonly name: string;
  readonly dialect: IcfptDialect;
  readonly firstMoverStart: StartSquare;
  readonly mover: Mover;
  readonly lines: readonly Line[];
}

const id: Line = ['H', '0', { type: 'identify' }];
const over: Line = ['H', '9', { type: 'game-over' }];
const turn = (text: string, ...moves: string[]): Line => ['H', text, { type: 'turn', opponent: moves.map(mv) }];

export const TRANSCRIPTS: readonly Transcript[] = [
  {
    name: 'heart-2014, game A, board moves first from (5,5)',
    dialect: 'heart-2014',
    firstMoverStart: '5',
    mover: 'first',
    lines: [id, ['B', '101'], ['H', '25', { type: 'first-move', start: '5' }], ['B', '55a0'], turn('4aab0', 'aab0'), ['B', '66b0'], turn('40000', '0000'), ['B', '0000'], over],
  },
  {
    name: 'heart-2014, game A, board moves second from (a,a)',
    dialect: 'heart-2014',
    firstMoverStart: '5',
    mover: 'second',
    lines: [id, ['B', '102'], ['H', '3A55a0', { type: 'second-move', start: 'a', opponent: mv('55a0') }], ['B', 'aab0'], turn('466b0', '66b0'), ['B', '0000'], over],
  },
  {
    name: 'heart-2014, game B, board moves first from (a,a)',
    dialect: 'heart-2014',
    firstMoverStart: 'a',
    mover: 'first',
    lines: [id, ['B', '101'], ['H', '2A', { type: 'first-move', start: 'a' }], ['B', 'aaa0'], turn('455b0', '55b0'), ['B', 'bbb0'], turn('40000', '0000'), ['B', '0000'], over],
  },
  {
    name: 'heart-2014, game B, board moves second from (5,5)',
    dialect: 'heart-2014',
    firstMoverStart: 'a',
    mover: 'second',
    lines: [id, ['B', '102'], ['H', '35aaa0', { type: 'second-move', start: '5', opponent: mv('aaa0') }], ['B', '55b0'], turn('4bbb0', 'bbb0'), ['B', '0000'], over],
  },
  {
    name: 'icfpt-2013, game A, board moves first from (5,5)',
    dialect: 'icfpt-2013',
    firstMoverStart: '5',
    mover: 'first',
    lines: [id, ['B', '101'], ['H', '25', { type: 'first-move', start: '5' }], ['B', '55a0'], turn('3aab0', 'aab0'), ['B', '66b0'], turn('30000', '0000'), ['B', '0000'], over],
  },
  {
    name: 'icfpt-2013, game A, board moves second from (a,a)',
    dialect: 'icfpt-2013',
    firstMoverStart: '5',
    mover: 'second',
    lines: [id, ['B', '102'], ['H', '2A', { type: 'first-move', start: 'a' }], ['B', 'aab0'], turn('455a066b0', '55a0', '66b0'), ['B', '0000'], over],
  },
  {
    name: 'icfpt-2013, game B, board moves first from (a,a)',
    dialect: 'icfpt-2013',
    firstMoverStart: 'a',
    mover: 'first',
    lines: [id, ['B', '101'], ['H', '2A', { type: 'first-move', start: 'a' }], ['B', 'aaa0'], turn('355b0', '55b0'), ['B', 'bbb0'], turn('30000', '0000'), ['B', '0000'], over],
  },
  {
    name: 'icfpt-2013, game B, board moves second from (5,5)',
    dialect: 'icfpt-2013',
    firstMoverStart: 'a',
    mover: 'second',
    lines: [id, ['B', '102'], ['H', '25', { type: 'first-move', start: '5' }], ['B', '55b0'], turn('4aaa0bbb0', 'aaa0', 'bbb0'), ['B', '0000'], over],
  },
];

/** The moves of games A and B, both sides, in order. */
export const GAMES: Readonly<Record<StartSquare, readonly string[]>> = {
  '5': ['55a0', 'aab0', '66b0', '0000', '0000'],
  a: ['aaa0', '55b0', 'bbb0', '0000', '0000'],
};
