/**
 * Gomoku games as Piskvork's `.psq`, the Gomocup's record format (as Piskvork's own savePsq and
 * openPsq write and read it):
 *
 *   Piskvorky 15x15, 0:0, 0      board width x height, the two players' levels (0 = a person), who began
 *   8,8,120                      one line per move: x,y (1-based, x = column), milliseconds taken
 *   …
 *   name of the first player     optional trailer: the two players' names,
 *   name of the second player
 *   0                            and an end code
 *
 * The format has no rule field: a file reads as freestyle unless the caller says otherwise.
 */
import type { GomokuSettings } from '../games/gomoku.ts';
import type { GomokuRule } from '../gomoku/position.ts';
import { MAX_SIZE, MIN_SIZE } from '../gomoku/stone.ts';
import { formatPoint, parsePoint } from '../protocol/piskvork/coords.ts';
import { GameFormatError } from './errors.ts';
import type { PortableGame } from './portable.ts';

const HEADER = /^Piskvorky (\d+)x(\d+), *(\d+):(\d+), *(\d+)\s*$/;
const MOVE = /^\s*(-?\d+),\s*(-?\d+)(?:,\s*(-?\d+))?\s*$/;

/** A trailer line that Piskvork could not mistake for a move or the end code. */
function nameLine(name: string, fallback: string): string {
  const flat = name.replace(/[\r\n]+/g, ' ').trim();
  return flat === '' || /^[-\d]/.test(flat) ? `${fallback}${flat ? ` ${flat}` : ''}` : flat;
}

export function writePsq(game: PortableGame<GomokuSettings>): string {
  const size = game.settings.size;
  const lines = [`Piskvorky ${size}x${size}, 0:0, 0`];
  game.moves.forEach((text, i) => {
    const p = parsePoint(text);
    if (!p || p.x >= size || p.y >= size) throw new GameFormatError('psq', i + 2, `move ${i + 1} ${JSON.stringify(text)} is not a point on the ${size}×${size} board`);
    const ms = game.moveMs?.[i];
    lines.push(`${p.x + 1},${p.y + 1},${ms === null || ms === undefined ? 0 : Math.max(0, Math.round(ms))}`);
  });
  lines.push(nameLine(game.players[0], 'black'), nameLine(game.players[1], 'white'), '0');
  return lines.join('\n') + '\n';
}

function header(first: string | undefined): number {
  const m = HEADER.exec(first ?? '');
  if (!m) throw new GameFormatError('psq', 1, `expected a header like "Piskvorky 15x15, 0:0, 0", found ${JSON.stringify((first ?? '').slice(0, 60))}`);
  const [w, h] = [Number(m[1]), Number(m[2])];
  if (w !== h) throw new GameFormatError('psq', 1, `the board is ${w}x${h}: only square boards are played`);
  if (w < MIN_SIZE || w > MAX_SIZE) throw new GameFormatError('psq', 1, `a ${w}x${w} board is outside ${MIN_SIZE}..${MAX_SIZE}`);
  return w;
}

export function readPsq(text: string, rule: GomokuRule = 'freestyle'): PortableGame<GomokuSettings> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const size = header(lines[0]);
  const first = Number(HEADER.exec(lines[0]!)![5]);
  const moves: string[] = [];
  const moveMs: number[] = [];
  let i = 1;
  for (; i < lines.length; i++) {
    const m = MOVE.exec(lines[i]!);
    if (!m) break;
    const [x, y] = [Number(m[1]), Number(m[2])];
    if (x < 1 || y < 1 || x > size || y > size) throw new GameFormatError('psq', i + 1, `move ${moves.length + 1} at ${x},${y} is off the ${size}x${size} board (coordinates are 1..${size})`);
    moves.push(formatPoint({ x: x - 1, y: y - 1 }));
    moveMs.push(m[3] === undefined ? 0 : Math.max(0, Number(m[3])));
  }
  // The trailer: up to two names, then the end code; a bare integer is the end code.
  const names = lines.slice(i, i + 2).filter((l) => l.trim() !== '' && !/^\s*-?\d+\s*$/.test(l)).map((l) => l.trim());
  const players: [string, string] = [names[0] ?? '', names[1] ?? ''];
  return {
    settings: { game: 'gomoku', size, rule },
    // Piskvork names its players[0] first; the header's last field says whether players[1] began.
    players: first === 1 ? [players[1], players[0]] : players,
    moves,
    moveMs,
    date: null,
    result: null,
  };
}
