/**
 * One UCT player for the three games: builds the game's adapter from the rules' board and runs a
 * search. The node pool is allocated once per engine and reused for every move. The seed is salted
 * with the move number, so the same position and options always give the same move.
 */
import { PASS, canonicalCode } from '../../blokus/index.ts';
import type { BlokusBoard, MoveCode } from '../../blokus/index.ts';
import type { GomokuBoard, Point } from '../../gomoku/index.ts';
import type { HexBoard, HexMove } from '../../hex/index.ts';
import { BLOKUS_PASS, BlokusUctGame } from './blokus-game.ts';
import { UctError } from './errors.ts';
import { GomokuUctGame } from './gomoku-game.ts';
import { HexUctGame } from './hex-game.ts';
import type { UctOptions } from './options.ts';
import { UctSearch } from './search.ts';
import type { Clock, UctMoveInfo } from './search.ts';


/** What a move carries for records and the GUI. */
export interface UctEngineInfo {
  readonly playouts: number;
  /** Visits of the chosen move. */
  readonly visits: number;
  /** Mean result for the side that moved, 0..1. */
  readonly winRate: number;
  readonly nodes: number;
  readonly rootMoves: number;
}

export interface UctAnswer<M> {
  readonly move: M;
  readonly info: UctEngineInfo;
}

export class UctEngine {
  readonly #search: UctSearch;

  constructor(readonly options: UctOptions, clock: Clock | null = null) {
    this.#search = new UctSearch(options, clock);
  }

  /** A cell for the side to move (this engine never chooses the swap). */
  hexMove(board: HexBoard): UctAnswer<HexMove> {
    this.#notOver(board.isOver, 'hex', board.moveCount);
    const game = new HexUctGame(board, this.options);
    const r = this.#search.search(game, board.moveCount);
    const { x, y } = game.cellOf(r.move);
    return { move: { kind: 'cell', x, y }, info: infoOf(r) };
  }

  gomokuMove(board: GomokuBoard): UctAnswer<Point> {
    this.#notOver(board.isOver, 'gomoku', board.moveCount);
    const r = this.#search.search(new GomokuUctGame(board, this.options), board.moveCount);
    return { move: { x: r.move % board.size, y: Math.floor(r.move / board.size) }, info: infoOf(r) };
  }

  blokusMove(board: BlokusBoard): UctAnswer<MoveCode> {
    this.#notOver(board.isOver(), 'blokus', board.ply);
    const r = this.#search.search(new BlokusUctGame(board, this.options), board.ply);
    return { move: r.move === BLOKUS_PASS ? PASS : canonicalCode(r.move), info: infoOf(r) };
  }

  #notOver(over: boolean, game: string, ply: number): void {
    if (over) throw new UctError('uct-game-over', `the ${game} game is over after ${ply} moves: there is no move to search`, { game, ply });
  }
}

function infoOf(r: UctMoveInfo): UctEngineInfo {
  return { playouts: r.playouts, visits: r.visits, winRate: r.winRate, nodes: r.nodes, rootMoves: r.rootMoves };
}
