/**
 * The emulated wujian100 Gomoku board: the brain side of the Piskvork protocol
 * (core/protocol/piskvork) around the emulated Gomoku IP (core/engines/gomoku-core), as a Transport.
 *
 * Answers: START 15 → OK (other sizes → ERROR); BEGIN / TURN / BOARD…DONE → `MESSAGE cycles=…`
 * then `x,y`; INFO rule sets the rule (other INFO keys are accepted silently); ABOUT → a line that
 * says this is the emulator; RESTART → OK; END → the game is forgotten (a board keeps running);
 * anything else → UNKNOWN. Lines end with CR LF, as the firmware writes them.
 */
import { BrainParser, formatAbout, formatCycleReport, formatReply, ruleFromInfoValue } from '../../core/protocol/piskvork/index.ts';
import type { BoardStone, BrainCommand } from '../../core/protocol/piskvork/index.ts';
import { gomokuCoreMove, resolveGomokuCoreOptions } from '../../core/engines/gomoku-core/index.ts';
import type { GomokuCoreStats } from '../../core/engines/gomoku-core/index.ts';
import type { GomokuPosition, GomokuRule, Point } from '../../core/gomoku/position.ts';
import type { Disposable } from '../transports/transport.ts';
import { EmulatedBoard } from './emulated-board.ts';

export const EMULATOR_NAME = 'fpga-arena-emulator';
export const EMULATOR_VERSION = '0.1.0';

export interface EmulatedGomokuOptions {
  /** Search depth 1..4 (default 4, the IP's maximum). */
  depth?: number;
  /** IP clock for the predicted time (default 20 MHz, the wujian100 board clock). */
  clockHz?: number;
  /** Answer after the predicted hardware time instead of at once. */
  realtime?: boolean;
}

/** What the core did for one move: for timing reports. */
export interface GomokuCoreReport {
  readonly position: GomokuPosition;
  readonly move: Point;
  readonly stats: GomokuCoreStats;
  /** Wall-clock time the emulator took, ms. */
  readonly emulatorMs: number;
}

/** The IP's board size: START with anything else is refused. */
const SIZE = 15;

export class EmulatedGomokuBoard extends EmulatedBoard {
  readonly depth: number;
  readonly clockHz: number;
  readonly realtime: boolean;
  private parser = new BrainParser();
  private started = false;
  private rule: GomokuRule = 'freestyle';
  private moves: Point[] = [];
  private last: GomokuCoreReport | null = null;
  private readonly statsListeners = new Set<(r: GomokuCoreReport) => void>();

  constructor(options: EmulatedGomokuOptions = {}) {
    const { depth, clockHz } = resolveGomokuCoreOptions(options);
    super(`emu:gomoku depth ${depth}${options.realtime ? ' realtime' : ''}`);
    this.depth = depth;
    this.clockHz = clockHz;
    this.realtime = options.realtime ?? false;
  }

  /** The last move's core statistics, or null before the first move. */
  get lastCoreReport(): GomokuCoreReport | null {
    return this.last;
  }

  /** Called after every move the core makes, before the move is sent. */
  onCoreStats(listener: (report: GomokuCoreReport) => void): Disposable {
    this.statsListeners.add(listener);
    return { dispose: () => void this.statsListeners.delete(listener) };
  }

  protected reset(): void {
    this.parser = new BrainParser();
    this.started = false;
    this.rule = 'freestyle';
    this.moves = [];
  }

  protected async receive(bytes: Uint8Array): Promise<void> {
    for (const event of this.parser.push(bytes)) {
      if (event.kind === 'error') await this.send(formatReply.error(event.error.message));
      else await this.command(event.command);
    }
  }

  private command(cmd: BrainCommand): Promise<void> {
    switch (cmd.kind) {
      case 'start':
        return this.start(cmd.size);
      case 'restart':
        this.moves = [];
        return this.send(formatReply.ok());
      case 'begin':
      case 'turn':
      case 'board':
        return this.move(cmd);
      case 'info':
        return this.info(cmd.key, cmd.value);
      case 'end':
        this.reset();
        return Promise.resolve();
      case 'about':
        return this.send(formatReply.about(formatAbout({ name: EMULATOR_NAME, version: EMULATOR_VERSION, author: 'FPGA Arena', country: 'emulated wujian100 Gomoku IP', depth: String(this.depth) })));
      case 'unknown':
        return this.send(formatReply.unknown(cmd.text));
    }
  }

  private start(size: number): Promise<void> {
    if (size !== SIZE) return this.send(formatReply.error(`unsupported size ${size}: the Gomoku IP plays on ${SIZE}x${SIZE} only`));
    this.started = true;
    this.moves = [];
    return this.send(formatReply.ok());
  }

  private info(key: string, value: string): Promise<void> {
    if (key !== 'rule') return Promise.resolve();
    const rule = ruleFromInfoValue(value);
    if (!rule) return this.send(formatReply.error(`unsupported rule ${value}: freestyle (0) or exactly five (1) only`));
    this.rule = rule;
    return Promise.resolve();
  }

  /** BEGIN, TURN and BOARD: the position they name, which the board keeps only if the core accepts it. */
  private move(cmd: Extract<BrainCommand, { kind: 'begin' | 'turn' | 'board' }>): Promise<void> {
    if (!this.started) return this.send(formatReply.error(`${cmd.kind.toUpperCase()} before START`));
    if (cmd.kind === 'begin') return this.play([]);
    if (cmd.kind === 'turn') return this.play([...this.moves, cmd.move]);
    const moves = gameOrder(cmd.stones);
    return typeof moves === 'string' ? this.send(formatReply.error(moves)) : this.play(moves);
  }

  /**
   * The core's move after `moves`, preceded by its cycle report. A position the core refuses is
   * answered ERROR and leaves the board as it was, as the firmware does: a refused `TURN 99,99`
   * must not poison every later TURN.
   */
  private async play(moves: readonly Point[]): Promise<void> {
    const position: GomokuPosition = { size: SIZE, rule: this.rule, moves: [...moves] };
    const started = performance.now();
    let result;
    try {
      result = gomokuCoreMove(position, { depth: this.depth, clockHz: this.clockHz });
    } catch (e) {
      // An illegal or finished position: the firmware would answer ERROR, so does the emulator.
      return this.send(formatReply.error((e as Error).message));
    }
    const emulatorMs = performance.now() - started;
    const report: GomokuCoreReport = { position, move: result.move, stats: result.stats, emulatorMs };
    this.last = report;
    for (const l of [...this.statsListeners]) l(report);
    this.moves = [...moves, result.move];
    if (this.realtime) await this.sleep(result.stats.predictedMs - emulatorMs);
    await this.send(
      formatReply.message(formatCycleReport(result.stats.cycles, { nodes: result.stats.nodes, depth: this.depth, clock_hz: Math.round(this.clockHz) })) +
        formatReply.move(result.move),
    );
  }
}

/**
 * The game's moves, black first, from a BOARD block. The block lists stones by owner; the brain
 * moves next, so with equal counts the brain is black, with one more opponent stone it is white.
 * Within each colour the listed order is kept.
 */
export function gameOrder(stones: readonly BoardStone[]): Point[] | string {
  const own = stones.filter((s) => s.field === 1);
  const opp = stones.filter((s) => s.field === 2);
  let black: BoardStone[];
  let white: BoardStone[];
  if (own.length === opp.length) [black, white] = [own, opp];
  else if (opp.length === own.length + 1) [black, white] = [opp, own];
  else return `BOARD has ${own.length} own and ${opp.length} opponent stones: not a position where it is my turn`;
  const moves: Point[] = [];
  for (let i = 0; i < black.length; i++) {
    moves.push({ x: black[i]!.x, y: black[i]!.y });
    if (i < white.length) moves.push({ x: white[i]!.x, y: white[i]!.y });
  }
  return moves;
}
