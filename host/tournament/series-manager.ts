/**
 * The GUI's series and tournaments: one at a time, among machine players (emulators, boards,
 * engines), every game recorded in the records folder. A two-player `series` runs
 * host/match/series.ts (colours alternating, SPRT stop-on-decision); a round robin or gauntlet
 * runs host/tournament/run-tournament.ts. Both are reported as one state (core/api/schemas.ts
 * `seriesStateSchema`): the games so far, the crosstable with standings and Elo, the SPRT.
 */
import { randomBytes } from 'node:crypto';
import { ArenaError } from '../../core/errors.ts';
import type { SeriesConfig, SeriesState } from '../../core/api/schemas.ts';
import type { Player } from '../../core/match/player.ts';
import type { GameKind, GameSettings } from '../../core/match/types.ts';
import { crosstable, type Crosstable } from '../../core/tournament/crosstable.ts';
import type { BoardManager } from '../boards/manager.ts';
import { choiceLabel, choicePlayer } from '../match/manager.ts';
import { runSeries, type SeriesGame, type SeriesProgress } from '../match/series.ts';
import { recordFileId } from '../records/ids.ts';
import { parseOpeningBook, type Opening } from '../../core/tournament/openings.ts';
import { checkBookFits, choiceTakesPosition } from './openings.ts';
import { runTournament, tableOf, type TournamentGame, type TournamentProgress } from './run-tournament.ts';

export interface SeriesManagerOptions {
  readonly boards: BoardManager;
  readonly recordsDir: string;
  readonly onSeries: (s: SeriesState) => void;
}

interface Running {
  state: SeriesState;
  players: Player<GameKind>[];
  borrowed: string[];
  stop: boolean;
  done: Promise<void>;
}

const finite = (v: number): number | null => (Number.isFinite(v) ? v : null);

function tableView(table: Crosstable): Pick<SeriesState, 'standings' | 'crosstable'> {
  return {
    standings: table.standings.map((s) => ({ player: s.player, rank: s.rank, games: s.games, wins: s.wins, draws: s.draws, losses: s.losses, points: s.points, sonnebornBerger: s.sonnebornBerger, elo: { value: finite(s.elo.elo), low: finite(s.elo.low), high: finite(s.elo.high) } })),
    crosstable: table.cells.map((row) => row.map((c) => ({ games: c.games, wins: c.wins, draws: c.draws, losses: c.losses, points: c.points }))),
  };
}

type GameRow = SeriesState['games'][number];
const rowOf = (g: Pick<TournamentGame, 'index' | 'first' | 'second' | 'winner' | 'text' | 'plies' | 'opening' | 'recordFile'>): GameRow => ({
  index: g.index,
  first: g.first,
  second: g.second,
  winner: g.winner,
  text: g.text,
  plies: g.plies,
  opening: [...g.opening],
  recordId: g.recordFile ? recordFileId(g.recordFile) : null,
});
/** A series game in tournament terms: players 0 (A) and 1 (B). */
const seriesRow = (g: SeriesGame): GameRow & { counted: boolean } => ({ ...rowOf({ ...g, second: 1 - g.first }), counted: g.verdict.kind !== 'aborted' });

/** The config's opening book, read and checked against its players before anything starts (throws naming the line or the player). */
function bookOf(config: SeriesConfig, label: (c: SeriesConfig['players'][number]) => string): Opening<GameKind>[] {
  const text = config.openings ?? '';
  if (text.trim() === '') return [];
  const book = parseOpeningBook(config.settings.game, config.settings, text, 'the opening book');
  checkBookFits(book, config.alternateStart, config.players.filter((c) => !choiceTakesPosition(config.settings.game, c)).map(label));
  return book;
}

export class SeriesManager {
  private current: Running | null = null;

  constructor(private readonly options: SeriesManagerOptions) {}

  get state(): SeriesState | null {
    return this.current?.state ?? null;
  }

  private set(r: Running, patch: Partial<SeriesState>): void {
    r.state = { ...r.state, ...patch };
    if (this.current === r) this.options.onSeries(r.state);
  }

  async start(config: SeriesConfig): Promise<SeriesState> {
    if (this.current && this.current.state.status !== 'over') throw new ArenaError('series-running', 'a series is already running: stop it first');
    const game = config.settings.game;
    const openings = bookOf(config, (c) => choiceLabel(c, game, this.options.boards));
    const id = `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
    const labels = config.players.map((c, i) => `${i + 1}. ${choiceLabel(c, game, this.options.boards)}`);
    const n = config.players.length;
    const r: Running = {
      state: { id, format: config.format, settings: config.settings, players: labels.map((label) => ({ label })), status: 'starting', planned: 0, current: null, games: [], ...tableView(tableOf(n, [])), sprt: null, stopped: null, error: null },
      players: [],
      borrowed: [],
      stop: false,
      done: Promise.resolve(),
    };
    this.current = r;
    try {
      await this.openPlayers(r, config);
    } catch (e) {
      await this.cleanup(r);
      this.set(r, { status: 'over', error: `could not start: ${e instanceof Error ? e.message : String(e)}` });
      return r.state;
    }
    this.set(r, { status: 'running' });
    r.done = this.run(r, config, openings);
    return r.state;
  }

  private async openPlayers(r: Running, config: SeriesConfig): Promise<void> {
    for (const c of config.players) if (c.kind === 'board') await this.options.boards.idle(c.boardId);
    for (const c of config.players) if (c.kind === 'board') await this.options.boards.setEmulatedSettings(c.boardId, config.settings);
    for (const c of config.players) {
      const player = choicePlayer(config.settings, c, this.options.boards, r.state.id, r.borrowed);
      r.players.push(player);
      await player.open();
    }
  }

  private async run(r: Running, config: SeriesConfig, openings: readonly Opening<GameKind>[]): Promise<void> {
    try {
      if (config.format === 'series') await this.runTwo(r, config, openings);
      else await this.runMany(r, config, openings);
    } catch (e) {
      this.set(r, { error: e instanceof Error ? e.message : String(e) });
    }
    await this.cleanup(r);
    this.set(r, { status: 'over', current: null });
  }

  private async runTwo(r: Running, config: SeriesConfig, openings: readonly Opening<GameKind>[]): Promise<void> {
    const [a, b] = r.players as [Player<GameKind>, Player<GameKind>];
    const rows: (GameRow & { counted: boolean })[] = [];
    const onProgress = (p: SeriesProgress) => {
      const first = p.finished?.first ?? (p.game % 2);
      if (!p.finished) return this.set(r, { current: { index: p.game, first, second: 1 - first, ply: p.ply } });
      rows.push(seriesRow(p.finished));
      const sprt = p.finished.sprt ? { ...p.finished.sprt.settings, llr: p.finished.sprt.llr, lower: p.finished.sprt.lower, upper: p.finished.sprt.upper, decision: p.finished.sprt.decision } : null;
      this.set(r, { games: rows.map(({ counted: _c, ...g }) => g), ...tableView(crosstable(2, rows)), sprt, current: null });
    };
    this.set(r, { planned: config.games });
    const result = await runSeries([{ player: a, spec: null }, { player: b, spec: null }], { ...this.common(config), openings, games: config.games, sprt: config.sprt, onProgress, shouldStop: () => r.stop });
    this.set(r, { stopped: result.stopped });
  }

  private async runMany(r: Running, config: SeriesConfig, openings: readonly Opening<GameKind>[]): Promise<void> {
    const entrants = r.players.map((player, i) => ({ player, spec: null, name: r.state.players[i]!.label }));
    const onProgress = (p: TournamentProgress) => {
      if (!p.finished) return this.set(r, { planned: p.planned, current: { index: p.game, first: p.first, second: p.second, ply: p.ply } });
      this.set(r, { games: [...r.state.games, rowOf(p.finished)], ...(p.table ? tableView(p.table) : {}), current: null });
    };
    const result = await runTournament(entrants, { ...this.common(config), openings, format: config.format === 'gauntlet' ? 'gauntlet' : 'round-robin', gamesPerPair: config.games, onProgress, shouldStop: () => r.stop });
    this.set(r, { planned: result.planned, stopped: result.stopped, ...tableView(result.table) });
  }

  private common(config: SeriesConfig): { settings: GameSettings; timeLimitMs: number; recordDir: string; alternateStart: boolean } {
    return { settings: config.settings, timeLimitMs: config.timeLimitMs, recordDir: this.options.recordsDir, alternateStart: config.alternateStart };
  }

  /** Ends the series after the game being played (a machine game is not cut short: its record stays whole). */
  stop(id: string): void {
    const r = this.current;
    if (!r || r.state.id !== id) throw new ArenaError('series-not-found', `no series ${id}`, { id });
    r.stop = true;
  }

  private async cleanup(r: Running): Promise<void> {
    await Promise.all(r.players.map((p) => p.close().catch(() => undefined)));
    for (const b of r.borrowed) this.options.boards.release(b, r.state.id);
    r.borrowed = [];
  }

  /** The app is closing: the game in progress ends with its players' links (its record says so). */
  async dispose(): Promise<void> {
    const r = this.current;
    if (!r) return;
    r.stop = true;
    await Promise.all(r.players.map((p) => p.close().catch(() => undefined)));
    await r.done;
  }
}
