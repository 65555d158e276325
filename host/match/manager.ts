/**
 * The match the UI plays: builds the two players from the UI's choices, runs the game through
 * host/match (the referee judges everything, the journal keeps the record) and turns each step
 * into a `match` event. A human side is a HumanPlayer (core/match) whose pending move the UI
 * resolves through `submitMove`; a move the rules refuse is returned to the person as an error
 * and the game goes on (a person misclicking is not a board sending garbage).
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { ArenaError } from '../../core/errors.ts';
import type { MatchConfig, MatchMove, MatchState, PlayerChoice } from '../../core/api/schemas.ts';
import { encodeMoveCode, tryDecodeMoveCode, type MoveCode } from '../../core/blokus/codec.ts';
import { BlokusBoard } from '../../core/blokus/board.ts';
import { GomokuBoard } from '../../core/gomoku/board.ts';
import type { Point } from '../../core/gomoku/position.ts';
import { HumanPlayer } from '../../core/match/human-player.ts';
import type { Player } from '../../core/match/player.ts';
import type { GameKind, Side } from '../../core/match/types.ts';
import type { PlayedMove } from '../../core/referee/referee.ts';
import { encodePoint } from '../../core/referee/gomoku-rules.ts';
import { describeVerdict, winnerOf, type Verdict } from '../../core/referee/verdict.ts';
import { playGame } from './run-game.ts';
import { createPlayer } from '../players/create-player.ts';
import { IcfptPlayer } from '../players/icfpt-player.ts';
import { PiskvorkPlayer } from '../players/piskvork-player.ts';
import { EmulatedBlokusBoard } from '../boards/emulated-blokus.ts';
import type { BoardManager } from '../boards/manager.ts';

export class MatchError extends ArenaError {
  constructor(code: string, message: string, context: Record<string, unknown> = {}) {
    super(code, message, context);
    this.name = 'MatchError';
  }
}

export interface MatchOptions {
  readonly boards: BoardManager;
  readonly recordsDir: string | null;
  readonly onMatch: (state: MatchState) => void;
}

type AnyPlayer = Player<GameKind>;

interface Running {
  state: MatchState;
  players: [AnyPlayer, AnyPlayer];
  humans: [HumanPlayer<GameKind> | null, HumanPlayer<GameKind> | null];
  borrowed: string[];
  stopped: boolean;
  done: Promise<void>;
}

/** `x,y` → Point, strictly. */
export function parsePoint(text: string): Point | null {
  const m = /^\s*(\d{1,2})\s*,\s*(\d{1,2})\s*$/.exec(text);
  return m ? { x: Number(m[1]), y: Number(m[2]) } : null;
}

function emuSpec(game: GameKind, c: Extract<PlayerChoice, { kind: 'emulator' }>): string {
  const realtime = c.realtime ? ',realtime=1' : '';
  return game === 'blokus' ? `emu:depth=${c.depth},units=${c.units}${realtime}` : `emu:depth=${c.depth}${realtime}`;
}

export class MatchManager {
  private current: Running | null = null;

  constructor(private readonly options: MatchOptions) {}

  get state(): MatchState | null {
    return this.current?.state ?? null;
  }

  private emit(r: Running): void {
    if (this.current === r) this.options.onMatch(r.state);
  }

  private set(r: Running, patch: Partial<MatchState>): void {
    r.state = { ...r.state, ...patch };
    this.emit(r);
  }

  private makePlayer(game: GameKind, config: MatchConfig, choice: PlayerChoice, side: Side, id: string, r: Running): AnyPlayer {
    const dialect = config.settings.game === 'blokus' ? config.settings.dialect : 'heart-2014';
    switch (choice.kind) {
      case 'human': {
        const encode = (m: MoveCode | Point): string => ('kind' in m ? encodeMoveCode(m) : encodePoint(m));
        const h = new HumanPlayer<GameKind>(game, choice.name ?? 'you', () => performance.now(), encode);
        r.humans[side] = h;
        h.onEvent((ev) => {
          if (ev.kind === 'turn') this.set(r, { awaitingHuman: side });
        });
        return h as AnyPlayer;
      }
      case 'emulator':
        return createPlayer(game, emuSpec(game, choice), { dialect }) as AnyPlayer;
      case 'engine':
        return createPlayer(game, choice.spec, { dialect }) as AnyPlayer;
      case 'board': {
        const info = this.options.boards.get(choice.boardId);
        if (info.game && info.game !== game) throw new MatchError('match-wrong-board', `${info.label} plays ${info.game}, not ${game}`, { boardId: choice.boardId });
        const transport = this.options.boards.borrow(choice.boardId, id);
        r.borrowed.push(choice.boardId);
        const kind = info.kind === 'emulated' ? 'emulator' : 'board';
        if (game === 'blokus') {
          const emu = this.options.boards.emulatedBoard(choice.boardId);
          const predictMs = emu instanceof EmulatedBlokusBoard ? () => emu.lastCoreReport?.stats.predictedMs ?? null : undefined;
          return new IcfptPlayer(transport, { dialect, name: info.label, kind, ...(predictMs ? { predictMs } : {}) }) as unknown as AnyPlayer;
        }
        return new PiskvorkPlayer(transport, { name: info.label, kind }) as unknown as AnyPlayer;
      }
    }
  }

  async start(config: MatchConfig): Promise<MatchState> {
    if (this.current && this.current.state.status !== 'over') await this.stop(this.current.state.id);
    const game = config.settings.game;
    const id = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const labels = config.players.map((c) => labelOf(c, game, this.options.boards)) as [string, string];
    const r: Running = {
      state: {
        id,
        settings: config.settings,
        timeLimitMs: config.timeLimitMs,
        players: [
          { label: labels[0], kind: kindOf(config.players[0]), identity: null },
          { label: labels[1], kind: kindOf(config.players[1]), identity: null },
        ],
        status: 'starting',
        moves: [],
        awaitingHuman: null,
        verdict: null,
        recordId: null,
      },
      players: [] as unknown as [AnyPlayer, AnyPlayer],
      humans: [null, null],
      borrowed: [],
      stopped: false,
      done: Promise.resolve(),
    };
    this.current = r;
    const made: AnyPlayer[] = [];
    try {
      if (config.settings.game === 'blokus') {
        for (const c of config.players) if (c.kind === 'board') await this.options.boards.setEmulatedDialect(c.boardId, config.settings.dialect);
      }
      for (const side of [0, 1] as const) made.push(this.makePlayer(game, config, config.players[side], side, id, r));
      r.players = made as [AnyPlayer, AnyPlayer];
      for (const p of made) await p.open();
    } catch (e) {
      await this.cleanup(r);
      this.current = null;
      if (e instanceof MatchError) throw e;
      if (e instanceof ArenaError) throw new MatchError('match-start-failed', `could not start the match: ${e.message}`, { cause: e.code });
      throw e;
    }
    this.set(r, { status: 'playing' });
    r.done = this.run(r, config);
    return r.state;
  }

  private async run(r: Running, config: MatchConfig): Promise<void> {
    let outcomeVerdict: Verdict;
    let recordId: string | null = null;
    let scores: readonly [number, number] | null = null;
    try {
      const outcome = await playGame(r.players, {
        settings: config.settings,
        timeLimitMs: config.timeLimitMs,
        recordDir: this.options.recordsDir,
        onMove: (played: PlayedMove<GameKind>, ply: number) => {
          const move: MatchMove = { ply, side: played.side, text: played.text, timing: played.timing ? { wallMs: played.timing.wallMs, wireMs: played.timing.wireMs, computeMs: played.timing.computeMs, predictedMs: played.timing.predictedMs } : null };
          const players = r.state.players.map((p, i) => ({ ...p, identity: identityOf(r.players[i]!) ?? p.identity })) as MatchState['players'];
          this.set(r, { moves: [...r.state.moves, move], awaitingHuman: r.state.awaitingHuman === played.side ? null : r.state.awaitingHuman, players });
        },
      });
      outcomeVerdict = outcome.verdict;
      recordId = outcome.summary?.id ?? null;
      scores = outcome.scores;
    } catch (e) {
      outcomeVerdict = { kind: 'aborted', detail: e instanceof Error ? e.message : String(e) };
    }
    if (r.state.status === 'over') return; // stopped meanwhile: already final
    const verdict: Verdict = r.stopped ? { kind: 'aborted', detail: 'stopped by the user' } : outcomeVerdict;
    await this.cleanup(r);
    this.finish(r, verdict, recordId, scores);
  }

  private finish(r: Running, verdict: Verdict, recordId: string | null, scores: readonly [number, number] | null): void {
    this.set(r, {
      status: 'over',
      awaitingHuman: null,
      recordId,
      verdict: {
        kind: verdict.kind,
        text: describeVerdict(verdict),
        winner: winnerOf(verdict),
        scores: verdict.kind === 'normal-end' ? (verdict.scores ? [verdict.scores[0], verdict.scores[1]] : null) : scores ? [scores[0], scores[1]] : null,
        line: verdict.kind === 'normal-end' && verdict.line ? verdict.line.map((p) => ({ x: p.x, y: p.y })) : null,
      },
    });
  }

  private async cleanup(r: Running): Promise<void> {
    await Promise.all(r.players.filter(Boolean).map((p) => p.close().catch(() => undefined)));
    for (const b of r.borrowed) this.options.boards.release(b, r.state.id);
    r.borrowed = [];
  }

  private running(id: string): Running {
    const r = this.current;
    if (!r || r.state.id !== id) throw new MatchError('match-unknown', `no match '${id}'${r ? ` (the current one is ${r.state.id})` : ''}`, { id });
    if (r.state.status === 'over') throw new MatchError('match-over', `match ${id} is over: ${r.state.verdict?.text ?? ''}`, { id });
    return r;
  }

  private waitingHuman(r: Running): HumanPlayer<GameKind> {
    const side = r.state.awaitingHuman;
    const h = side === null ? null : r.humans[side];
    if (side === null || !h || !h.waiting) throw new MatchError('match-not-your-turn', 'no human move is awaited now', { id: r.state.id });
    return h;
  }

  /** Checks a person's move against the game so far; an illegal one is refused, the game goes on. */
  submit(id: string, text: string): void {
    const r = this.running(id);
    const h = this.waitingHuman(r);
    const settings = r.state.settings;
    if (settings.game === 'blokus') {
      const d = tryDecodeMoveCode(text);
      if (!d.ok) throw new MatchError('move-malformed', d.error.message, { text });
      const board = new BlokusBoard({ firstMoverStart: settings.firstMoverStart });
      for (const m of r.state.moves) board.playCode(m.text);
      const v = board.legality(d.move);
      if (!v.legal) throw new MatchError('move-illegal', v.reason, { text });
      this.set(r, { awaitingHuman: null });
      (h as HumanPlayer<'blokus'>).submit(d.move);
    } else {
      const p = parsePoint(text);
      if (!p) throw new MatchError('move-malformed', `${JSON.stringify(text)} is not a point x,y`, { text });
      const board = new GomokuBoard(settings.size, settings.rule);
      for (const m of r.state.moves) board.play(parsePoint(m.text)!);
      const v = board.check(p);
      if (!v.ok) throw new MatchError('move-illegal', v.message, { text });
      this.set(r, { awaitingHuman: null });
      (h as HumanPlayer<'gomoku'>).submit(p);
    }
  }

  resign(id: string): void {
    const r = this.running(id);
    const h = this.waitingHuman(r);
    h.resign();
  }

  async stop(id: string): Promise<void> {
    const r = this.running(id);
    r.stopped = true;
    // A waiting human resigns on the user's behalf; machines are cut off by closing them.
    const side = r.state.awaitingHuman;
    const h = side === null ? null : r.humans[side];
    if (h?.waiting) {
      h.resign();
      await r.done;
      return;
    }
    // A machine mid-move may never answer a closed link: end the game here; run() sees it is over.
    await this.cleanup(r);
    this.finish(r, { kind: 'aborted', detail: 'stopped by the user' }, null, null);
  }

  async dispose(): Promise<void> {
    const r = this.current;
    if (r && r.state.status !== 'over') await this.stop(r.state.id).catch(() => undefined);
    this.current = null;
  }
}

/** The team code, or the name and version from an ABOUT line (the whole line is in the record). */
function identityOf(p: AnyPlayer): string | null {
  if (p.identity.teamCode) return p.identity.teamCode;
  const about = p.identity.about;
  if (!about) return null;
  const field = (k: string) => new RegExp(`${k}\\s*=\\s*"([^"]*)"`).exec(about)?.[1];
  const name = field('name');
  return name ? `${name}${field('version') ? ` ${field('version')}` : ''}` : about.slice(0, 60);
}

function kindOf(c: PlayerChoice): MatchState['players'][number]['kind'] {
  return c.kind === 'emulator' ? 'emulator' : c.kind;
}

function labelOf(c: PlayerChoice, game: GameKind, boards: BoardManager): string {
  switch (c.kind) {
    case 'human':
      return c.name ?? 'you';
    case 'emulator':
      return game === 'blokus' ? `emulator (depth ${c.depth}, ${c.units} unit${c.units === 1 ? '' : 's'})` : `emulator (depth ${c.depth})`;
    case 'engine':
      return c.spec;
    case 'board':
      try {
        return boards.get(c.boardId).label;
      } catch {
        return c.boardId;
      }
  }
}
