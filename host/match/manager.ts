/**
 * The match the UI plays: builds the two players from the UI's choices through the one player
 * factory, runs the game through host/match (the referee judges everything, the journal keeps the
 * record) and turns each step into a `match` event. A human side is a HumanPlayer (core/match):
 * its move is read with the game's notation and checked by the referee before it is sent; a move
 * the rules refuse is returned to the person as an error and the game goes on (a person
 * misclicking is not a board sending garbage).
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { ArenaError } from '../../core/errors.ts';
import type { MatchConfig, MatchMove, MatchState, PlayerChoice, WatchCommand } from '../../core/api/schemas.ts';
import { moveTimingView } from '../../core/api/schemas.ts';
import { GAMES } from '../../core/games/registry.ts';
import { emulatorOptionApplies } from '../../core/games/options.ts';
import { emulatorLabel } from '../../core/games/player-label.ts';
import type { GameKind, GameSettings } from '../../core/games/types.ts';
import { HumanMoveError, HumanPlayer } from '../../core/match/human-player.ts';
import type { Player } from '../../core/match/player.ts';
import type { Side } from '../../core/match/types.ts';
import type { PlayedMove } from '../../core/referee/referee.ts';
import { describeVerdict, verdictReason, winnerOf, type Verdict } from '../../core/referee/verdict.ts';
import { playGame } from './run-game.ts';
import { createPlayer } from '../players/create-player.ts';
import type { BoardManager } from '../boards/manager.ts';
import { applyWatch, Pacer, startWatching } from './pacing.ts';
import { TakeBackChannel, takeBackAvailability, takeBackPlies } from './take-back.ts';

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

/** How long stop() waits for the game to end (and its record to close) before closing the players. */
const STOP_GRACE_MS = 3000;

/** True when `p` settles within `ms`, false otherwise (the timer is cleared either way). */
async function settlesWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([p.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

interface Running {
  state: MatchState;
  players: AnyPlayer[];
  humans: [HumanPlayer<GameKind> | null, HumanPlayer<GameKind> | null];
  borrowed: string[];
  /** Stops the game from outside: Stop, a new game, shutting down (the verdict is `aborted`). */
  abort: AbortController;
  done: Promise<void>;
  pacer: Pacer;
  takeBacks: TakeBackChannel;
}

/**
 * The UI's emulator choice as `emu:` options, keeping the ones the game's core has (the form always
 * sends a depth; a Blokus v2 core has none, so it is dropped there).
 */
function emulatorOptions(game: GameKind, c: Extract<PlayerChoice, { kind: 'emulator' }>): Record<string, string> {
  const given: Record<string, number | undefined> = { depth: c.depth, units: c.units, version: c.version };
  const all = GAMES[game].emulatorOptions;
  const options: Record<string, string> = {};
  for (const o of all) if (given[o.key] !== undefined && emulatorOptionApplies(all, o, given)) options[o.key] = String(given[o.key]);
  if (c.realtime) options.realtime = '1';
  return options;
}

/** A borrowed board as a player; its id is added to `borrowed` so the caller gives it back. */
function boardPlayer(settings: GameSettings, boardId: string, boards: BoardManager, owner: string, borrowed: string[]): AnyPlayer {
  const info = boards.get(boardId);
  if (info.game && info.game !== settings.game) throw new MatchError('match-wrong-board', `${info.label} plays ${info.game}, not ${settings.game}`, { boardId });
  const transport = boards.borrow(boardId, owner);
  borrowed.push(boardId);
  const predictMs = boards.predictor(boardId);
  const engineInfo = boards.engineInfoOf(boardId);
  const playerKind = info.kind === 'emulated' ? 'emulator' : 'board';
  return createPlayer(settings.game, { kind: 'held', transport, name: info.label, playerKind, ...(predictMs ? { predictMs } : {}), ...(engineInfo ? { engineInfo } : {}) }, settings);
}

/** A machine player from the UI's choice (a match, a series); a board is borrowed under `owner`. */
export function choicePlayer(settings: GameSettings, choice: Exclude<PlayerChoice, { kind: 'human' }>, boards: BoardManager, owner: string, borrowed: string[]): AnyPlayer {
  switch (choice.kind) {
    case 'emulator':
      return createPlayer(settings.game, { kind: 'emu', options: emulatorOptions(settings.game, choice) }, settings);
    case 'engine':
      return createPlayer(settings.game, choice.spec, settings);
    case 'board':
      return boardPlayer(settings, choice.boardId, boards, owner, borrowed);
  }
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

  private makeHuman(game: GameKind, name: string, side: Side, r: Running): AnyPlayer {
    const h = new HumanPlayer<GameKind>(game, name, () => performance.now());
    r.humans[side] = h;
    h.onEvent((ev) => {
      if (ev.kind === 'turn') this.set(r, { awaitingHuman: side, notice: null });
      if (ev.kind === 'auto-move') this.set(r, { notice: `${r.state.players[side].label} had no legal move: passed automatically (move ${ev.ply + 1})` });
    });
    return h;
  }

  private makePlayer(settings: GameSettings, choice: PlayerChoice, side: Side, r: Running): AnyPlayer {
    if (choice.kind === 'human') return this.makeHuman(settings.game, choice.name ?? 'you', side, r);
    return choicePlayer(settings, choice, this.options.boards, r.state.id, r.borrowed);
  }

  async start(config: MatchConfig): Promise<MatchState> {
    if (this.current && this.current.state.status !== 'over') await this.stop(this.current.state.id, 'a new game was started');
    const game = config.settings.game;
    const id = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const labels = [labelOf(config.players[0], game, this.options.boards), labelOf(config.players[1], game, this.options.boards)] as const;
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
        timeControl: config.timeControl ?? null,
        clock: { remainingMs: config.timeControl ? [config.timeControl.baseMs, config.timeControl.baseMs] : null, running: null, turnLimitMs: 0 },
        watch: { paused: false, minIntervalMs: 0 },
        takeBack: { available: false, reason: 'the match is starting' },
        notice: null,
      },
      players: [],
      humans: [null, null],
      borrowed: [],
      abort: new AbortController(),
      done: Promise.resolve(),
      pacer: new Pacer(() => performance.now(), (watch) => this.set(r, { watch })),
      takeBacks: new TakeBackChannel(),
    };
    this.current = r;
    startWatching(r.pacer, config.watch);
    try {
      // A board still answering the handshake started when it was connected is waited for, not refused.
      for (const c of config.players) if (c.kind === 'board') await this.options.boards.idle(c.boardId);
      for (const c of config.players) if (c.kind === 'board') await this.options.boards.setEmulatedSettings(c.boardId, config.settings);
      for (const side of [0, 1] as const) r.players.push(this.makePlayer(config.settings, config.players[side], side, r));
      for (const p of r.players) await p.open();
    } catch (e) {
      await this.cleanup(r);
      this.current = null;
      if (e instanceof MatchError) throw e;
      if (e instanceof ArenaError) throw new MatchError('match-start-failed', `could not start the match: ${e.message}`, { cause: e.code });
      throw e;
    }
    this.set(r, { status: 'playing', takeBack: takeBackAvailability(r.players, [labels[0], labels[1]]) });
    r.done = this.run(r, config);
    return r.state;
  }

  private async run(r: Running, config: MatchConfig): Promise<void> {
    let outcomeVerdict: Verdict;
    let recordId: string | null = null;
    let scores: readonly [number, number] | null = null;
    try {
      const [first, second] = r.players;
      if (!first || !second) throw new MatchError('match-start-failed', 'the match has no two players');
      const outcome = await playGame([first, second], {
        settings: config.settings,
        timeLimitMs: config.timeLimitMs,
        recordDir: this.options.recordsDir,
        timeControl: config.timeControl ?? null,
        pacer: r.pacer,
        takeBacks: r.takeBacks,
        onTurn: (side, turnLimitMs, remaining) => this.set(r, { clock: { running: side, turnLimitMs, remainingMs: remaining ? [remaining[0], remaining[1]] : null } }),
        onClocks: (clocks) => this.set(r, { clock: { ...r.state.clock!, remainingMs: [clocks[0], clocks[1]] } }),
        onTakeBack: (_plies, remaining) => this.set(r, { moves: r.state.moves.slice(0, remaining), awaitingHuman: null, notice: null }),
        signal: r.abort.signal,
        onMove: (played: PlayedMove<GameKind>, ply: number) => {
          const move: MatchMove = { ply, side: played.side, text: played.text, timing: played.timing ? moveTimingView(played.timing) : null };
          const players = r.state.players.map((p, i) => ({ ...p, identity: identityOf(r.players[i]!) ?? p.identity })) as MatchState['players'];
          this.set(r, { moves: [...r.state.moves, move], awaitingHuman: r.state.awaitingHuman === played.side ? null : r.state.awaitingHuman, players, clock: { ...r.state.clock!, running: null } });
        },
      });
      outcomeVerdict = outcome.verdict;
      recordId = outcome.summary?.id ?? null;
      scores = outcome.scores;
    } catch (e) {
      outcomeVerdict = { kind: 'aborted', detail: e instanceof Error ? e.message : String(e) };
    }
    if (r.state.status === 'over') return; // ended by stop()'s fallback meanwhile: already final
    await this.cleanup(r);
    // The verdict the record holds: a stop is the referee's `aborted`, never a resignation.
    this.finish(r, outcomeVerdict, recordId, scores);
  }

  private finish(r: Running, verdict: Verdict, recordId: string | null, scores: readonly [number, number] | null): void {
    r.pacer.release();
    this.set(r, {
      status: 'over',
      clock: { ...r.state.clock!, running: null },
      awaitingHuman: null,
      recordId,
      verdict: {
        kind: verdict.kind,
        text: describeVerdict(verdict),
        reason: verdictReason(verdict),
        winner: winnerOf(verdict),
        scores: verdict.kind === 'normal-end' ? (verdict.scores ? [verdict.scores[0], verdict.scores[1]] : null) : scores ? [scores[0], scores[1]] : null,
        line: verdict.kind === 'normal-end' && verdict.line ? verdict.line.map((p) => ({ x: p.x, y: p.y })) : null,
      },
    });
  }

  private async cleanup(r: Running): Promise<void> {
    await Promise.all(r.players.map((p) => p.close().catch(() => undefined)));
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

  /**
   * A person's move: read with the game's notation and checked by the referee before it is sent
   * (HumanPlayer); a refused one is returned as an error and the turn stays open.
   */
  submit(id: string, text: string): void {
    const r = this.running(id);
    const h = this.waitingHuman(r);
    try {
      h.submitText(text);
    } catch (e) {
      if (e instanceof HumanMoveError) throw new MatchError(e.code, e.message, { text });
      throw e;
    }
    this.set(r, { awaitingHuman: null });
  }

  resign(id: string): void {
    const r = this.running(id);
    const h = this.waitingHuman(r);
    h.resign();
  }

  /** Pause, single-step or pace the match (between turns: measured move times are untouched). */
  watch(id: string, command: WatchCommand): void {
    applyWatch(this.running(id).pacer, command);
  }

  /** The person's last move and the machine's reply, withdrawn on the person's turn. */
  takeBack(id: string): void {
    const r = this.running(id);
    const availability = r.state.takeBack;
    if (!availability?.available) throw new MatchError('take-back-unavailable', availability?.reason ?? 'take-back is not available in this match', { id });
    const side = r.state.awaitingHuman;
    if (side === null) throw new MatchError('take-back-not-your-turn', 'a take-back is asked on your turn, once the machine has replied', { id });
    const plan = takeBackPlies(side, r.state.moves.length);
    if ('reason' in plan) throw new MatchError('take-back-nothing', plan.reason, { id });
    if (!r.takeBacks.request(plan.plies)) throw new MatchError('take-back-not-your-turn', 'no turn is waiting for a take-back now', { id });
  }

  /**
   * Ends the game from outside: the referee records it as `aborted` with `reason` (nobody wins or
   * loses), whoever was to move. If the game's end hangs (a board that never lets go), the players
   * are closed after STOP_GRACE_MS and the game is ended here; run() then sees it is over.
   */
  async stop(id: string, reason = 'stopped by the user'): Promise<void> {
    const r = this.running(id);
    r.abort.abort(reason);
    // A paused game waits in the pacer between turns: let it go on to see the abort.
    r.pacer.release();
    const ended = await settlesWithin(r.done, STOP_GRACE_MS);
    if (ended || r.state.status === 'over') return;
    await this.cleanup(r);
    this.finish(r, { kind: 'aborted', detail: reason }, null, null);
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

/** How a choice is named in the UI (a series numbers its players besides). */
export function choiceLabel(c: PlayerChoice, game: GameKind, boards: BoardManager): string {
  return labelOf(c, game, boards);
}

function labelOf(c: PlayerChoice, game: GameKind, boards: BoardManager): string {
  switch (c.kind) {
    case 'human':
      return c.name ?? 'you';
    case 'emulator':
      return emulatorLabel(game, emulatorOptions(game, c));
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
