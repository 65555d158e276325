/**
 * One lab game between two contenders. The cores are called directly and judged by the hardware
 * time their cycle model predicts (the deadline keeps it under 1 s); external engines are reached
 * through the same host player class `arena match` uses and judged by wall time against the limit.
 * The rules board checks every move; an illegal move, a fault or a timeout loses the game.
 */
import { performance } from 'node:perf_hooks';
import type { MoveCode } from '../../core/blokus/codec.ts';
import { encodeMoveCode } from '../../core/blokus/codec.ts';
import { Game } from '../../core/blokus/index.ts';
import type { StartSquare } from '../../core/blokus/position.ts';
import { blokusCoreMove } from '../../core/engines/blokus-core/index.ts';
import { blokusCoreV2Move } from '../../core/engines/blokus-core/v2/index.ts';
import { blokusMctsMove } from '../../core/engines/blokus-mcts/index.ts';
import type { Player } from '../../core/match/player.ts';
import type { Side } from '../../core/match/types.ts';
import { createRng } from '../../core/random.ts';
import { canonicalCode, legalPlacements } from '../../core/blokus/index.ts';
import { createPlayer } from '../players/create-player.ts';
import type { Contender } from './contender.ts';

export interface LabMoveSample {
  readonly side: Side;
  /** Predicted hardware ms (cores) or wall ms (engines). */
  readonly ms: number;
  /** Iterative-deepening depth reached (v2), else null. */
  readonly depth: number | null;
  readonly deadlineHit: boolean;
  /** Played by the stand-in, not the contender of this side (its time is not the contender's). */
  readonly standIn: boolean;
}

export type LabEnd = 'normal' | 'illegal' | 'timeout' | 'fault';

export interface LabGameResult {
  readonly start: StartSquare;
  /** Scores of the first and second mover. */
  readonly scores: readonly [number, number];
  /** 0/1 = that side won, null = draw. */
  readonly winner: Side | null;
  readonly end: LabEnd;
  /** Which side caused an abnormal end, and why. */
  readonly detail: string | null;
  readonly moves: readonly string[];
  readonly samples: readonly LabMoveSample[];
}

interface Mover {
  move(moves: readonly MoveCode[], side: Side): Promise<{ move: MoveCode; sample: LabMoveSample } | { fault: string; end: LabEnd }>;
  close(): Promise<void>;
}

/** The MCTS core draft (SPEC-v3), judged like the cores by the hardware time its clock model predicts. */
function mctsMover(c: Extract<Contender, { kind: 'mcts' }>, start: StartSquare, limitMs: number, seed: number): Mover {
  const options = { ...c.options, seed: (c.options.seed ^ seed) >>> 0 };
  return {
    move: async (moves, side) => {
      const r = blokusMctsMove({ setup: { firstMoverStart: start }, moves: [...moves] }, options);
      if (limitMs > 0 && r.predictedMs > limitMs) return { fault: `predicted ${r.predictedMs.toFixed(0)} ms, limit ${limitMs} ms`, end: 'timeout' };
      return { move: r.move, sample: { side, ms: r.predictedMs, depth: null, deadlineHit: r.info.deadlineHit, standIn: false } };
    },
    close: async () => undefined,
  };
}

function coreMover(c: Extract<Contender, { kind: 'v1' | 'v2' }>, start: StartSquare): Mover {
  return {
    move: async (moves, side) => {
      const position = { setup: { firstMoverStart: start }, moves: [...moves] };
      if (c.kind === 'v2') {
        const r = blokusCoreV2Move(position, c.options);
        return { move: r.move, sample: { side, ms: r.stats.predictedMs, depth: r.stats.depth, deadlineHit: r.stats.deadlineHit, standIn: false } };
      }
      const r = blokusCoreMove(position, c.options);
      return { move: r.move, sample: { side, ms: r.stats.predictedMs, depth: null, deadlineHit: r.stats.deadlineHit, standIn: false } };
    },
    close: async () => undefined,
  };
}

/**
 * How long the lab waits for an engine's answer before it gives up on it as hung (it is then
 * killed by close, and loses the game): 30 s or three limits with a per-move limit; without one
 * (`--limit-ms 0`, for fixed-work levels) 10 minutes, since Pentobi 8 takes up to 28 s a move on a
 * loaded 2-core machine, which a 30 s cap forfeited as hangs (5 of 10 games, all counted as its
 * losses).
 */
export function labHangMs(limitMs: number): number {
  return limitMs > 0 ? Math.max(30_000, 3 * limitMs) : 600_000;
}

async function engineMover(c: Extract<Contender, { kind: 'gtp' }>, start: StartSquare, side: Side, limitMs: number, seed: number): Promise<Mover> {
  const spec = c.seeded ? `${c.playerSpec} --seed ${seed >>> 0} --threads 1` : c.playerSpec;
  const settings = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: start } as const;
  const player: Player<'blokus'> = createPlayer('blokus', spec, settings);
  try {
    await player.open();
    await player.newGame({ settings, side, timeLimitMs: limitMs });
  } catch (e) {
    await player.close().catch(() => undefined);
    throw e;
  }
  return {
    move: async (moves, s) => {
      const t0 = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const hangMs = labHangMs(limitMs);
      const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), hangMs)));
      const answer = await Promise.race([player.play({ moves: [...moves], side: s, timeLimitMs: limitMs }), hang]).finally(() => clearTimeout(timer));
      const wall = performance.now() - t0;
      if (answer === 'hang') {
        player.cancel();
        return { fault: `no answer in ${hangMs} ms`, end: 'timeout' };
      }
      if (answer.kind === 'fault') return { fault: `${answer.fault.kind}: ${'detail' in answer.fault ? answer.fault.detail : answer.fault.message}`, end: 'fault' };
      const ms = answer.timing.wallMs ?? wall;
      if (limitMs > 0 && ms > limitMs) return { fault: `took ${ms.toFixed(0)} ms, limit ${limitMs} ms`, end: 'timeout' };
      return { move: answer.move, sample: { side: s, ms, depth: null, deadlineHit: false, standIn: false } };
    },
    close: async () => {
      await player.endGame().catch(() => undefined);
      await player.close();
    },
  };
}

async function moverFor(c: Contender, start: StartSquare, side: Side, limitMs: number, seed: number): Promise<Mover> {
  if (c.kind === 'gtp') return engineMover(c, start, side, limitMs, seed);
  return c.kind === 'mcts' ? mctsMover(c, start, limitMs, seed) : coreMover(c, start);
}

/** A contender whose own moves `from`..`to` (1-based) are played by another contender. */
export interface LabStandIn {
  readonly contender: Contender;
  readonly side: Side;
  readonly from: number;
  readonly to: number;
}

/** The side's own mover, with the stand-in answering its moves in range (the stand-in's samples are marked). */
function withStandIn(own: Mover, stand: Mover, s: LabStandIn): Mover {
  let played = 0;
  return {
    move: async (moves, side) => {
      played++;
      if (played < s.from || played > s.to) return own.move(moves, side);
      const r = await stand.move(moves, side);
      return 'fault' in r ? { fault: `stand-in ${s.contender.spec}: ${r.fault}`, end: r.end } : { move: r.move, sample: { ...r.sample, standIn: true } };
    },
    close: async () => {
      await Promise.all([own.close(), stand.close()]);
    },
  };
}

export interface LabOpening {
  /** Random legal moves (seeded) before the contenders play: deterministic cores need them to differ. */
  readonly plies: number;
  readonly seed: number;
}

/** `players[0]` moves first from the start square `start`. */
export async function playLabGame(players: readonly [Contender, Contender], start: StartSquare, limitMs: number, opening: LabOpening = { plies: 0, seed: 0 }, standIn: LabStandIn | null = null): Promise<LabGameResult> {
  const game = Game.create({ firstMoverStart: start });
  const board = game.board;
  const movers: Mover[] = [];
  const samples: LabMoveSample[] = [];
  const moves: MoveCode[] = [];
  const rng = createRng(opening.seed);
  for (let i = 0; i < opening.plies && !board.isOver(); i++) {
    const move = canonicalCode(rng.pick(legalPlacements(board)));
    board.apply(move);
    moves.push(move);
  }
  const finish = (end: LabEnd, loser: Side | null, detail: string | null): LabGameResult => {
    const r = board.result();
    const winner = loser === null ? r.winner : loser === 0 ? 1 : 0;
    return { start, scores: [board.score(0), board.score(1)], winner, end, detail, moves: moves.map(encodeMoveCode), samples };
  };
  try {
    for (const side of [0, 1] as const) movers.push(await moverFor(players[side], start, side, limitMs, opening.seed));
    if (standIn) movers[standIn.side] = withStandIn(movers[standIn.side]!, await moverFor(standIn.contender, start, standIn.side, limitMs, opening.seed), standIn);
    while (!board.isOver()) {
      const side = board.toMove;
      const r = await movers[side]!.move(moves, side);
      if ('fault' in r) return finish(r.end, side, `${players[side].spec}: ${r.fault}`);
      const verdict = board.legality(r.move);
      if (!verdict.legal) return finish('illegal', side, `${players[side].spec}: ${encodeMoveCode(r.move)}: ${verdict.reason}`);
      board.apply(r.move);
      moves.push(r.move);
      samples.push(r.sample);
    }
    return finish('normal', null, null);
  } finally {
    await Promise.all(movers.map((m) => m.close().catch(() => undefined)));
  }
}
