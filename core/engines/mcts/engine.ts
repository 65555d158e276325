/**
 * The MCTS player's engine: one net, one tree, kept across the moves of a game. Before each search
 * it walks the tree down the moves played since the last root (its own move and the reply); when
 * every one is found, that node becomes the root and its siblings' subtrees are dropped (tree
 * reuse), and the search re-evaluates it; otherwise the tree starts afresh.
 */
import { PolicyValueNet } from '../../nn/policy-value-net.ts';
import type { GomokuBoard, Point } from '../../gomoku/index.ts';
import { MctsError } from './errors.ts';
import { GomokuPosition } from './gomoku-position.ts';
import { builtInNet } from './nets.ts';
import type { MctsOptions } from './options.ts';
import { MctsSearch } from './search.ts';
import type { Clock, MctsMoveInfo } from './search.ts';
import { NO_NODE } from './tree.ts';

/** What a move carries for records and the GUI: the search's account without the cell and the root's visits. */
export type MctsEngineInfo = Omit<MctsMoveInfo, 'move' | 'rootVisits'>;

export interface MctsAnswer {
  readonly move: Point;
  readonly info: MctsEngineInfo;
  readonly rootVisits: MctsMoveInfo['rootVisits'];
}

export class MctsEngine {
  readonly net: PolicyValueNet;
  readonly search: MctsSearch;
  /** Cells played to reach the tree's root, or null when the tree is empty. */
  #rootMoves: number[] | null = null;

  constructor(readonly options: MctsOptions, clock: Clock | null = null, net: PolicyValueNet = new PolicyValueNet(builtInNet(options.net))) {
    this.net = net;
    this.search = new MctsSearch(net, options, clock);
  }

  /** Forget the tree (a new game). */
  reset(): void {
    this.search.tree.clear();
    this.#rootMoves = null;
  }

  gomokuMove(board: GomokuBoard): MctsAnswer {
    if (board.size * board.size !== this.net.cells) {
      throw new MctsError('mcts-unsupported', `the net ${this.net.weights.name} plays ${this.net.weights.size}×${this.net.weights.size} boards, not ${board.size}×${board.size}`, { size: board.size });
    }
    if (board.isOver) throw new MctsError('mcts-game-over', `the gomoku game is over after ${board.moveCount} moves: there is no move to search`, { ply: board.moveCount });
    const moves = board.moves.map((p) => p.y * board.size + p.x);
    this.#moveRoot(moves);
    const r = this.search.run(new GomokuPosition(board));
    const tree = this.search.tree;
    this.#rootMoves = moves;
    const { playouts, visits, winRate, nodes, reusedVisits, evaluations, macs } = r;
    // Keep only the chosen move's subtree now: the reply is looked up in it next time.
    const chosen = tree.child(0, r.move);
    if (this.options.reuse && chosen !== NO_NODE) {
      tree.reroot(chosen);
      this.#rootMoves = [...moves, r.move];
    }
    return { move: { x: r.move % board.size, y: Math.floor(r.move / board.size) }, info: { playouts, visits, winRate, nodes, reusedVisits, evaluations, macs }, rootVisits: r.rootVisits };
  }

  /** Re-root at the node reached by the moves after the current root, or clear the tree. */
  #moveRoot(moves: readonly number[]): void {
    const tree = this.search.tree;
    const root = this.#rootMoves;
    const extends_ = this.options.reuse && root !== null && root.length <= moves.length && root.every((m, i) => moves[i] === m);
    if (!extends_) {
      tree.clear();
      return;
    }
    let node = 0;
    for (let i = root.length; i < moves.length && node !== NO_NODE; i++) node = tree.child(node, moves[i]!);
    if (node === NO_NODE) tree.clear();
    else if (node !== 0) tree.reroot(node);
  }
}
