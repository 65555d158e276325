/**
 * Blokus Duo games as Pentobi's SGF (`.blksgf`; Pentobi's `libpentobi_base/Pentobi-SGF.md`):
 * `GM[Blokus Duo]`, `B` the first mover and `W` the second, each move the piece's cells in
 * Pentobi's notation (core/protocol/gtp/pentobi-notation.ts), written in the order a1, b1, …, a2, ….
 * Pentobi's trees have no passes: a colour moving twice means the other passed, and passes at the
 * end are implied by a position where the side to move has no placement. Setup (`AB`/`AW`) has no
 * place in a record of moves and is refused. Pentobi's first colour always starts at e10 = (5,5); a
 * game whose first mover started at (a,a) is written turned half a turn. Private root properties,
 * which Pentobi keeps and ignores, let our own games come back as they were: `ARENASTART` and
 * `ARENADIALECT` (the settings) and `ARENAPASSES` (the passes that end the game, which a tree of
 * placements cannot show when a side passed while it could still place).
 */
import { BlokusBoard } from '../blokus/board.ts';
import { PASS_CODE, encodeMoveCode, tryDecodeMoveCode } from '../blokus/codec.ts';
import { hasLegalPlacement } from '../blokus/movegen.ts';
import { START_SQUARES, type StartSquare } from '../blokus/position.ts';
import type { BlokusSettings } from '../games/blokus.ts';
import { DIALECTS, type IcfptDialect } from '../protocol/icfpt/dialect.ts';
import { fromPentobi, toPentobi } from '../protocol/gtp/pentobi-notation.ts';
import type { Side } from '../match/types.ts';
import { GameFormatError } from './errors.ts';
import type { PortableGame } from './portable.ts';
import { readSgfMainLine, sgfValue, type SgfNode, type SgfProperty } from './sgf.ts';

export const BLKSGF_GAME = 'Blokus Duo';
const COLOUR = ['B', 'W'] as const;
const SETUP = ['AB', 'AW', 'AE', 'A1', 'A2', 'A3', 'A4'];

/** Extra root text: a comment (`GC`) for people, such as our verdict's sentence. */
export interface BlokusSgfExtras {
  readonly comment?: string | null;
}

/** Pentobi's ordering of a move's cells: by row from the bottom, then by column. */
function orderedCells(text: string): string {
  const key = (c: string) => Number(c.slice(1)) * 100 + c.charCodeAt(0);
  return text
    .split(',')
    .sort((a, b) => key(a) - key(b))
    .join(',');
}

/** A move for `B`/`W`; throws for a code that is not a placement or a pass (our bug upstream). */
function sgfMove(code: string, start: StartSquare, ply: number): string | null {
  const d = tryDecodeMoveCode(code);
  if (!d.ok) throw new GameFormatError('blksgf', 0, `move ${ply + 1} ${JSON.stringify(code)} cannot be written: ${d.error.message}`);
  return d.move.kind === 'pass' ? null : orderedCells(toPentobi(d.move, start));
}

export function writeBlokusSgf(game: PortableGame<BlokusSettings>, extras: BlokusSgfExtras = {}): string {
  const { settings } = game;
  const root = [
    `GM${sgfValue(BLKSGF_GAME)}`,
    `FF[4]CA[UTF-8]AP[FPGA Arena]`,
    game.date ? `DT${sgfValue(game.date.slice(0, 10))}` : '',
    `PB${sgfValue(game.players[0])}PW${sgfValue(game.players[1])}`,
    game.result ? `RE${sgfValue(game.result)}` : '',
    extras.comment ? `GC${sgfValue(extras.comment)}` : '',
    `ARENASTART${sgfValue(settings.firstMoverStart)}ARENADIALECT${sgfValue(settings.dialect)}`,
    `ARENAPASSES[${finalPasses(game.moves)}]`,
  ].join('');
  const nodes: string[] = [];
  game.moves.forEach((code, ply) => {
    const cells = sgfMove(code, settings.firstMoverStart, ply);
    if (cells !== null) nodes.push(`;${COLOUR[ply % 2]}${sgfValue(cells)}`);
  });
  return `(;${root}\n${nodes.join('\n')}${nodes.length ? '\n' : ''})\n`;
}

/** How many passes end the move list. */
function finalPasses(codes: readonly string[]): number {
  let n = 0;
  while (n < codes.length && codes[codes.length - 1 - n] === PASS_CODE) n++;
  return n;
}

function single(p: SgfProperty): string {
  if (p.values.length !== 1) throw new GameFormatError('blksgf', p.line, `${p.id} takes one value, not ${p.values.length}`);
  return p.values[0]!;
}

function oneOf<T extends string>(p: SgfProperty | undefined, allowed: readonly T[], fallback: T): T {
  if (!p) return fallback;
  const v = single(p);
  if (!(allowed as readonly string[]).includes(v)) throw new GameFormatError('blksgf', p.line, `${p.id}[${v}] is not one of ${allowed.join(', ')}`);
  return v as T;
}

function rootSettings(root: SgfNode): { settings: BlokusSettings; get: (id: string) => string | null } {
  const prop = (id: string) => root.properties.find((p) => p.id === id);
  const gm = prop('GM');
  if (!gm) throw new GameFormatError('blksgf', root.line, `the root node has no GM property (expected GM[${BLKSGF_GAME}])`);
  if (single(gm) !== BLKSGF_GAME) throw new GameFormatError('blksgf', gm.line, `GM[${single(gm)}] is not ${BLKSGF_GAME}: only Blokus Duo games can be read`);
  const settings: BlokusSettings = {
    game: 'blokus',
    firstMoverStart: oneOf<StartSquare>(prop('ARENASTART'), START_SQUARES, '5'),
    dialect: oneOf<IcfptDialect>(prop('ARENADIALECT'), DIALECTS, 'heart-2014'),
  };
  const get = (id: string) => {
    const p = prop(id);
    return p ? single(p) : null;
  };
  return { settings, get };
}

/** The node's move as (side, code), or null when it has none. */
function nodeMove(node: SgfNode, start: StartSquare): { side: Side; code: string } | null {
  const setup = node.properties.find((p) => SETUP.includes(p.id));
  if (setup) throw new GameFormatError('blksgf', setup.line, `setup property ${setup.id} is not supported: a record is a list of moves from the empty board`);
  const moves = node.properties.filter((p) => p.id === 'B' || p.id === 'W');
  if (moves.length === 0) return null;
  if (moves.length > 1) throw new GameFormatError('blksgf', node.line, 'a node holds both a B and a W move');
  const p = moves[0]!;
  const value = single(p);
  const move = fromPentobi(value, start);
  if (!move) throw new GameFormatError('blksgf', p.line, `${p.id}[${value}] is not a Blokus Duo piece on the 14×14 board`);
  return { side: p.id === 'B' ? 0 : 1, code: encodeMoveCode(move) };
}

/**
 * Passes the file leaves implicit at its end: while the moves so far are legal and the side to
 * move has no placement, it passes (two passes end the game). A file that stops while a side
 * could still move stays unfinished; illegal moves are left for the referee to name.
 */
export function impliedFinalPasses(codes: readonly string[], start: StartSquare): string[] {
  const board = new BlokusBoard({ firstMoverStart: start });
  for (const c of codes) if (!board.playCode(c).legal) return [];
  const passes: string[] = [];
  while (!board.isOver() && board.ply > 1 && !hasLegalPlacement(board)) {
    board.pass();
    passes.push(PASS_CODE);
  }
  return passes;
}

export function readBlokusSgf(text: string): PortableGame<BlokusSettings> {
  const nodes = readSgfMainLine(text);
  const { settings, get } = rootSettings(nodes[0]!);
  const moves: string[] = [];
  for (const node of nodes) {
    const m = nodeMove(node, settings.firstMoverStart);
    if (!m) continue;
    // A colour moving twice in a row: the other one passed in between.
    if (m.side !== moves.length % 2) moves.push(PASS_CODE);
    moves.push(m.code);
  }
  const stated = get('ARENAPASSES');
  if (stated !== null && !/^[0-2]$/.test(stated)) throw new GameFormatError('blksgf', nodes[0]!.line, `ARENAPASSES[${stated}] is not 0, 1 or 2`);
  moves.push(...(stated === null ? impliedFinalPasses(moves, settings.firstMoverStart) : Array.from({ length: Number(stated) }, () => PASS_CODE)));
  return {
    settings,
    players: [get('PB') ?? '', get('PW') ?? ''],
    moves,
    moveMs: null,
    date: get('DT'),
    result: get('RE'),
  };
}

/** SGF's `RE`: `B+3` (won by 3 points), `W+R` (resignation), `W+T` (time), `W+F` (forfeit), `0` (draw), `Void`. */
export function sgfResult(kind: string, winner: Side | null, scores: readonly [number, number] | null): string {
  if (kind === 'aborted') return 'Void';
  if (winner === null) return '0';
  const by = kind === 'normal-end' ? (scores ? String(Math.abs(scores[0] - scores[1])) : '') : kind === 'resigned' ? 'R' : kind === 'timeout' ? 'T' : 'F';
  return `${COLOUR[winner]}+${by}`;
}
