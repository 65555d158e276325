/**
 * The mixed-precision MCTS engine (core/engines/mcts) as a player, in this process:
 * `mcts:threshold=2`, `mcts:net=gomoku15,threshold=inf,playouts=400|time=1000`. Games with a net
 * only (the registry entry's `mctsMove`: Gomoku). One engine per player, so the tree is reused
 * from move to move within a game; each move carries playouts, visits and win-rate in its timing
 * (records, the app's move list) and a log line with the evaluations and MACs by precision.
 *
 * Like `uct:`, the search runs on the caller's thread for its budget.
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ArenaError } from '../../core/errors.ts';
import { GAMES, settingsFor } from '../../core/games/registry.ts';
import type { GameKind, SettingsOf } from '../../core/games/types.ts';
import { MctsEngine, formatMctsSpec, type MctsOptions } from '../../core/engines/mcts/index.ts';
import { Listeners } from '../../core/match/listeners.ts';
import type { GameStart, Player, PlayerEvent, PlayerIdentity, TurnAnswer, TurnRequest, Unsubscribe } from '../../core/match/player.ts';
import { makeTiming } from '../../core/match/types.ts';
import { PlayerSpecError } from './spec.ts';

export class MctsPlayer<G extends GameKind> implements Player<G> {
  readonly identity: PlayerIdentity;
  private readonly engine: MctsEngine;
  private settings: SettingsOf<G> | null = null;
  private readonly events = new Listeners<PlayerEvent>();

  constructor(
    readonly game: G,
    options: MctsOptions,
    name: string = formatMctsSpec(options),
  ) {
    if (!GAMES[game].mctsMove) throw new PlayerSpecError(name, `mcts: plays ${gamesWithNet()} only (no net for ${GAMES[game].label})`);
    this.engine = new MctsEngine(options, () => performance.now());
    this.identity = { name, kind: 'engine', description: `in-process ${formatMctsSpec(options)}`, teamCode: null, about: null };
  }

  async open(): Promise<void> {}

  async newGame(start: GameStart): Promise<void> {
    this.settings = settingsFor(this.game, start.settings);
    this.engine.reset();
  }

  async play(request: TurnRequest<G>): Promise<TurnAnswer<G>> {
    const settings = this.settings ?? GAMES[this.game].defaultSettings;
    await nextTurn();
    const t0 = performance.now();
    let answer;
    try {
      answer = GAMES[this.game].mctsMove!(this.engine, settings, request.moves);
    } catch (e) {
      if (!(e instanceof ArenaError)) throw e;
      return { kind: 'fault', fault: { kind: 'protocol-error', bytes: '', position: request.moves.length, unit: 'move', message: `the MCTS engine refused the position: ${e.message}` }, timing: null };
    }
    const { playouts, visits, winRate, nodes, evaluations, macs, reusedVisits } = answer.info;
    const timing = { ...makeTiming(performance.now() - t0, 0, 0, null), engine: { playouts, visits, winRate, nodes } };
    const text = GAMES[this.game].encodeMove(answer.move);
    this.events.emit({
      kind: 'log',
      text: `${text} playouts=${playouts} visits=${visits} winrate=${winRate.toFixed(3)} reused=${reusedVisits} evals fp32=${evaluations.fp32} int8=${evaluations.int8} macs fp32=${macs.fp32} int8=${macs.int8}`,
    });
    return { kind: 'move', move: answer.move, text, timing };
  }

  cancel(): void {}

  async endGame(): Promise<void> {}

  async close(): Promise<void> {
    this.events.clear();
  }

  onEvent(listener: (event: PlayerEvent) => void): Unsubscribe {
    return this.events.add(listener);
  }
}

function gamesWithNet(): string {
  return Object.values(GAMES)
    .filter((g) => g.mctsMove)
    .map((g) => g.label)
    .join(', ');
}
