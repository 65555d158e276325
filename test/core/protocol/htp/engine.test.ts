import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HtpEngine, htpBoardsize, htpClearBoard, htpGenmove, htpPlay, parseHtpCommand, readEmptyAnswer, readGenmoveAnswer } from '../../../../core/protocol/htp/index.ts';
import { BLUE, HexBoard, RED, colorOfMove, formatHexMove, hexCell } from '../../../../core/hex/index.ts';
import type { HexBoard as Board, HexMove } from '../../../../core/hex/index.ts';
import { UctEngine, parseUctSpec } from '../../../../core/engines/uct/index.ts';
import { GtpResponseReader } from '../../../../core/protocol/gtp/framing.ts';

/** The first empty cell in row-major order: a predictable move source for transcripts. */
const firstEmpty = (board: Board): HexMove => {
  const i = board.cells.indexOf(0);
  return hexCell(i % board.size, Math.floor(i / board.size));
};

function engine(genmove: (b: Board) => HexMove = firstEmpty): HtpEngine {
  return new HtpEngine({ name: 'arena-uct', version: '0.1', genmove });
}

/** Run a transcript: each entry is a command line and the exact bytes the engine must answer. */
function replay(e: HtpEngine, transcript: readonly (readonly [string, string | null])[]): void {
  for (const [line, expected] of transcript) expect(e.handle(line).text, line).toBe(expected);
}

describe('HTP engine side: transcripts', () => {
  it('a session: identify, set up, play, generate, show, quit', () => {
    const e = engine();
    replay(e, [
      ['protocol_version', '= 2\n\n'],
      ['1 name', '=1 arena-uct\n\n'],
      ['2 version', '=2 0.1\n\n'],
      ['known_command genmove', '= true\n\n'],
      ['known_command komi', '= false\n\n'],
      ['boardsize 5', '=\n\n'],
      ['play b c3', '=\n\n'],
      ['10 genmove white', '=10 a1\n\n'],
      ['play black b2', '=\n\n'],
      [
        'showboard',
        '=\n   a  b  c  d  e\n 1\\ W  .  .  .  . \\1\n  2\\ .  B  .  .  . \\2\n   3\\ .  .  B  .  . \\3\n    4\\ .  .  .  .  . \\4\n     5\\ .  .  .  .  . \\5\n        a  b  c  d  e\n(white to play now)\n\n',
      ],
      ['  # a comment line', null],
      ['', null],
      ['quit', '=\n\n'],
    ]);
    expect(e.handle('quit').quit).toBe(true);
  });

  it('refuses what the rules or the syntax refuse, with the board unchanged', () => {
    const e = engine();
    replay(e, [
      ['boardsize 4', '? unacceptable size: 4 is outside 5..19\n\n'],
      ['boardsize 7 9', '? unacceptable size: only square boards\n\n'],
      ['boardsize seven', '? syntax error: boardsize <n>\n\n'],
      ['boardsize 7', '=\n\n'],
      ['play white a1', "? illegal move: it is black's turn, not white's\n\n"],
      ['play red a1', '? invalid color: red\n\n'],
      ['play b h1', '? invalid move: "h1": outside the 7×7 board (columns a..g, rows 1..7)\n\n'],
      ['play b a1', '=\n\n'],
      ['5 play w a1', '?5 illegal move: a1: the cell is already taken\n\n'],
      ['play w swap-pieces', '? illegal move: swap-pieces: the swap rule is off in this game\n\n'],
      ['genmove b', "? it is white's turn, not black's\n\n"],
      ['undo', '? unknown command: undo\n\n'],
      ['42', '?42 missing command name\n\n'],
    ]);
    expect(e.board.moves.map(formatHexMove)).toEqual(['a1']);
  });

  it('swap-pieces with the rule on mirrors the stone and hands it to white', () => {
    const e = engine();
    replay(e, [
      ['param_game allow_swap 1', '=\n\n'],
      ['param_game', '= [bool] allow_swap 1\n\n'],
      ['play b c2', '=\n\n'],
      ['play w swap-pieces', '=\n\n'],
      ['play b b3', '? illegal move: b3: the cell is already taken\n\n'],
      ['clear_board', '=\n\n'],
      ['param_game', '= [bool] allow_swap 1\n\n'],
    ]);
    expect(e.board.moves).toEqual([]);
  });

  it('reports game over to genmove and play once a side has connected', () => {
    const e = engine();
    replay(e, [['boardsize 5', '=\n\n']]);
    for (const [i, cell] of ['a1', 'b1', 'a2', 'b2', 'a3', 'b3', 'a4', 'b4', 'a5'].entries()) {
      expect(e.handle(`play ${i % 2 === 0 ? 'b' : 'w'} ${cell}`).text).toBe('=\n\n');
    }
    replay(e, [
      ['genmove w', '? game over: black has won\n\n'],
      ['play w e5', '? illegal move: e5: the game is over: red has connected\n\n'],
    ]);
  });

  it('never throws and always frames a response, whatever the line', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), (lines) => {
        const e = engine();
        for (const line of lines) {
          const r = e.handle(line);
          if (r.text !== null) expect(r.text).toMatch(/^[=?]\d*( [^]*)?\n\n$/);
        }
      }),
    );
  });

  it('parses ids, case and tabs as GTP does', () => {
    expect(parseHtpCommand('7\tGenMove   b # why')).toEqual({ id: 7, name: 'genmove', args: ['b'] });
    expect(parseHtpCommand('  ')).toBeNull();
  });
});

describe('HTP both ways: the host side drives two engine sides through GTP framing', () => {
  it('a whole game of UCT against UCT, every answer read back by the host helpers', () => {
    const size = 6;
    const players = [RED, BLUE].map(
      (c) => new HtpEngine({ name: `uct-${c}`, version: '1', genmove: (b) => new UctEngine(parseUctSpec(`uct:playouts=150,seed=${c}`)).hexMove(b).move }),
    );
    const reader = new GtpResponseReader();
    const ask = (e: HtpEngine, line: string) => {
      const items = reader.push(e.handle(line).text ?? '');
      expect(items).toHaveLength(1);
      const item = items[0]!;
      if (item.kind !== 'response') throw new Error(`garbage: ${item.line}`);
      return item.response;
    };
    for (const e of players) {
      expect(readEmptyAnswer('boardsize', ask(e, htpBoardsize(size)))).toEqual({ ok: true });
      expect(readEmptyAnswer('clear_board', ask(e, htpClearBoard()))).toEqual({ ok: true });
    }
    const referee = new HexBoard({ size, swap: false });
    while (!referee.isOver) {
      const colour = colorOfMove(referee.moveCount);
      const [mover, other] = colour === RED ? [players[0]!, players[1]!] : [players[1]!, players[0]!];
      const answer = readGenmoveAnswer(ask(mover, htpGenmove(colour)), size);
      if (answer.kind !== 'move') throw new Error(`no move: ${answer.text}`);
      expect(referee.check(answer.move).ok).toBe(true);
      referee.play(answer.move);
      expect(readEmptyAnswer('play', ask(other, htpPlay(colour, answer.move)))).toEqual({ ok: true });
    }
    for (const e of players) expect(e.board.cells).toEqual(referee.cells);
  });

  it('reads resignations, refusals and junk from a program', () => {
    expect(readGenmoveAnswer({ ok: true, text: 'Resign' }, 11)).toMatchObject({ kind: 'resign' });
    expect(readGenmoveAnswer({ ok: true, text: 'K11' }, 11)).toMatchObject({ kind: 'move', move: hexCell(10, 10) });
    expect(readGenmoveAnswer({ ok: true, text: 'l1' }, 11)).toMatchObject({ kind: 'error', message: /outside the 11×11 board/ });
    expect(readGenmoveAnswer({ ok: false, text: 'game over' }, 11)).toMatchObject({ kind: 'error', message: 'genmove failed: game over' });
    expect(readEmptyAnswer('play', { ok: false, text: 'illegal move' })).toEqual({ ok: false, message: 'play failed: illegal move' });
    expect(htpPlay(BLUE, { kind: 'swap' })).toBe('play white swap-pieces');
  });
});
