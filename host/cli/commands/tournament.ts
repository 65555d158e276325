/**
 * `arena tournament --game G --players SPEC SPEC… [--format round-robin|gauntlet] [--games N] …`:
 * a round robin or a gauntlet among several players (host/tournament), every game recorded.
 * Progress goes to stderr; standings and the crosstable to stdout (with --json, the document in
 * host/tournament/JSON-OUTPUT.md). Exit status: 0 when every game was played, 1 when the
 * tournament stopped early or a player could not start, 2 for bad arguments.
 */
import { GAME_KINDS } from '../../../core/games/registry.ts';
import type { GameKind, GameSettings } from '../../../core/games/types.ts';
import type { Player } from '../../../core/match/player.ts';
import { TOURNAMENT_FORMATS, type TournamentFormat } from '../../../core/tournament/schedule.ts';
import { createPlayer } from '../../players/create-player.ts';
import { defaultRecordsDir } from '../../records/paths.ts';
import { checkOpeningsFit, loadOpeningBook } from '../../tournament/openings.ts';
import { crosstableText, tournamentJson } from '../../tournament/report.ts';
import { runTournament, type TournamentProgress } from '../../tournament/run-tournament.ts';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';
import { argError, gameArg, intArg, settingFlags, settingsFromFlags, settingsUsage } from '../options.ts';

const USAGE = `usage: arena tournament --game ${GAME_KINDS.join('|')} --players SPEC SPEC [SPEC…] [options]

A round robin (every pair) or a gauntlet (the first player against each other one) among the
players, each pair playing --games games with colours alternating. Players are SPECs as for
\`arena match\` (see \`arena match --help\`): emu[:…], serial:…, tcp:…, exec:"…", gtp:"…", piskvork:"…", uct[:…].

options:
  --players SPEC SPEC…      two or more players (or repeat --players SPEC)
  --format ${TOURNAMENT_FORMATS.join('|').padEnd(16)} (default round-robin)
  --games N                 games per pair (default 2)
  --time-limit MS           per-move limit, 0 = none (default 1000)
${settingsUsage()}
  --openings FILE           opening book, one opening per line, each played twice with colours swapped
  --alternate-start         Blokus: swap the start-square convention every two games of a pair
  --record DIR              where game records go (default: $ARENA_RECORDS_DIR or the user data folder)
  --no-record               keep no records
  --json                    print the result as JSON (host/tournament/JSON-OUTPUT.md)
`;

interface TournamentArgs {
  readonly game: GameKind;
  readonly settings: GameSettings;
  readonly specs: readonly string[];
  readonly format: TournamentFormat;
  readonly gamesPerPair: number;
  readonly timeLimitMs: number;
  readonly recordDir: string | null;
  readonly openings: string | null;
  readonly alternateStart: boolean;
  readonly json: boolean;
}

function formatArg(text: string): TournamentFormat {
  const f = TOURNAMENT_FORMATS.find((x) => x === text);
  if (!f) throw argError('tournament', `unknown --format '${text}': expected ${TOURNAMENT_FORMATS.join(' or ')}`);
  return f;
}

function parseTournamentArgs(args: string[]): TournamentArgs | 'help' {
  const { values, positionals } = parseCommandArgs(
    'tournament',
    args,
    {
      game: { type: 'string' },
      players: { type: 'string', multiple: true },
      format: { type: 'string', default: 'round-robin' },
      games: { type: 'string', default: '2' },
      'time-limit': { type: 'string', default: '1000' },
      ...settingFlags(),
      openings: { type: 'string' },
      'alternate-start': { type: 'boolean', default: false },
      record: { type: 'string' },
      'no-record': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    true,
  );
  if (values.help) return 'help';
  const game = gameArg('tournament', values.game);
  if (!values.players) throw argError('tournament', 'missing --players SPEC SPEC…');
  if (values.players.length === 1 && positionals.length === 0) throw argError('tournament', 'a tournament needs at least two --players');
  const specs = [...values.players, ...positionals];
  return {
    game,
    settings: settingsFromFlags('tournament', game, values),
    specs,
    format: formatArg(values.format),
    gamesPerPair: intArg('tournament', 'games', values.games, { min: 1, max: 10_000 }),
    timeLimitMs: intArg('tournament', 'time-limit', values['time-limit'], { min: 0, max: 3_600_000 }),
    recordDir: values['no-record'] ? null : (values.record ?? defaultRecordsDir()),
    openings: values.openings ?? null,
    alternateStart: values['alternate-start'],
    json: values.json,
  };
}

/** The names tables show: the SPEC, numbered when two players share one. */
export function entrantNames(specs: readonly string[]): string[] {
  return specs.map((s, i) => (specs.indexOf(s) !== specs.lastIndexOf(s) ? `${s} #${i + 1}` : s));
}

function progressPrinter(io: CliIo, names: readonly string[]): (p: TournamentProgress) => void {
  return (p) => {
    if (p.finished) {
      const g = p.finished;
      const who = g.winner === null ? (g.verdict.kind === 'aborted' ? 'aborted' : 'draw') : `${names[g.winner]} wins`;
      if (io.interactive) io.err('\r\x1b[K');
      io.err(`game ${g.index + 1}/${p.planned}: ${names[g.first]} – ${names[g.second]}: ${who} — ${g.text}, ${g.plies} plies\n`);
    } else if (io.interactive) {
      io.err(`\r\x1b[Kgame ${p.game + 1}/${p.planned}: ${names[p.first]} – ${names[p.second]}, ply ${p.ply + 1}`);
    }
  };
}

async function openAll(game: GameKind, specs: readonly string[], settings: GameSettings, players: Player<GameKind>[]): Promise<void> {
  for (const spec of specs) {
    const player = createPlayer(game, spec, settings);
    players.push(player);
    await player.open();
  }
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const t = parseTournamentArgs(args);
  if (t === 'help') {
    io.out(USAGE);
    return 0;
  }
  const openings = t.openings ? await loadOpeningBook(t.settings, t.openings) : [];
  checkOpeningsFit(t.game, t.specs, openings, t.alternateStart);
  const names = entrantNames(t.specs);
  const players: Player<GameKind>[] = [];
  try {
    await openAll(t.game, t.specs, t.settings, players);
    const entrants = players.map((player, i) => ({ player, spec: t.specs[i]!, name: names[i]! }));
    const result = await runTournament(entrants, {
      settings: t.settings,
      format: t.format,
      gamesPerPair: t.gamesPerPair,
      timeLimitMs: t.timeLimitMs,
      recordDir: t.recordDir,
      openings,
      alternateStart: t.alternateStart,
      onProgress: progressPrinter(io, names),
    });
    if (t.json) {
      const identities = players.map((p, i) => ({ spec: t.specs[i]!, identity: p.identity }));
      io.out(JSON.stringify(tournamentJson({ settings: t.settings, format: t.format, gamesPerPair: t.gamesPerPair, timeLimitMs: t.timeLimitMs, players: identities, result, recordDir: t.recordDir }), null, 2) + '\n');
    } else {
      io.out(`${t.format} of ${names.length} players, ${result.games.length} of ${result.planned} games\n\n${crosstableText(names, result.table)}`);
      if (t.recordDir) io.out(`records in ${t.recordDir}\n`);
    }
    if (result.stopped) {
      io.err(`arena tournament: ${result.stopped}\n`);
      return 1;
    }
    return 0;
  } finally {
    await Promise.all(players.map((p) => p.close().catch(() => undefined)));
  }
}
