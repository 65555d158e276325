/**
 * The mixed-precision MCTS engine (core/engines/mcts) as a player, in this process:
 * `mcts:threshold=2`, `mcts:net=gomoku15,threshold=inf,playouts=400|time=1000`. Games with a net
 * only (the registry entry's `mctsMove`: Gomoku). One engine per player, so the tree is reused
 * from move to move within a game; each move carries playouts, visits and win-rate in its timing
 * (records, the app's move list) and a log line with the evaluations and MACs by precision.
 *
 * Like `uct:`, the search runs on the caller's thread for its budget (in-process-engine-player.ts).
 */
import { performance } from 'node:perf_hooks';
import { GAMES } from '../../core/games/registry.ts';
import type { GameKind, MoveOf, SettingsOf } from '../../core/games/types.ts';
import { MctsEngine, formatMctsSpec, type MctsEngineInfo, type MctsOptions } from '../../core/engines/mcts/index.ts';
import type { GameStart } from '../../core/match/player.ts';
import type { EngineMoveInfo } from '../../core/match/types.ts';
import { InProcessEnginePlayer, type EngineAnswer } from './in-process-engine-player.ts';
import { PlayerSpecError } from './spec.ts';

export class MctsPlayer<G extends GameKind> extends InProcessEnginePlayer<G, MctsEngineInfo> {
  private readonly engine: MctsEngine;

  constructor(game: G, options: MctsOptions, name: string = formatMctsSpec(options)) {
    super(game, name, formatMctsSpec(options), 'MCTS');
    if (!GAMES[game].mctsMove) throw new PlayerSpecError(name, `mcts: plays ${gamesWithNet()} only (no net for ${GAMES[game].label})`);
    this.engine = new MctsEngine(options, () => performance.now());
  }

  /** A new game starts a new tree. */
  override async newGame(start: GameStart): Promise<void> {
    await super.newGame(start);
    this.engine.reset();
  }

  protected search(settings: SettingsOf<G>, moves: readonly MoveOf[G][]): EngineAnswer<G, MctsEngineInfo> {
    return GAMES[this.game].mctsMove!(this.engine, settings, moves);
  }

  protected account(info: MctsEngineInfo): { engine: EngineMoveInfo; log: string } {
    const { playouts, visits, winRate, nodes, evaluations, macs, reusedVisits } = info;
    return {
      engine: { playouts, visits, winRate, nodes },
      log: `playouts=${playouts} visits=${visits} winrate=${winRate.toFixed(3)} reused=${reusedVisits} evals fp32=${evaluations.fp32} int8=${evaluations.int8} macs fp32=${macs.fp32} int8=${macs.int8}`,
    };
  }
}

function gamesWithNet(): string {
  return Object.values(GAMES)
    .filter((g) => g.mctsMove)
    .map((g) => g.label)
    .join(', ');
}
