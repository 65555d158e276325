/**
 * `arena match --game blokus|gomoku|hex --p1 SPEC --p2 SPEC [--games N] [--time-limit MS] [--game-time TC]
 *  [--dialect heart2014|icfpt2013] [--rule freestyle|standard] [--start 5|a] [--record DIR]
 *  [--no-record] [--json] [--sprt elo0,elo1[,alpha,beta]] [--openings FILE] [--alternate-start]`: a game or a series between two players (host/players/spec.ts).
 * Progress goes to stderr; the result to stdout (with --json, the document in
 * host/match/JSON-OUTPUT.md). Exit status: 0 when every game was played, 1 when the series
 * stopped early (a player is gone), 2 for bad arguments.
 */
import { GAME_KINDS } from '../../../core/games/registry.ts';
import { parseTimeControl, type TimeControl } from '../../../core/match/time-control.ts';
import type { GameKind, GameSettings } from '../../../core/games/types.ts';
import type { Player } from '../../../core/match/player.ts';
import type { TimingSummary } from '../../../core/stats/summary.ts';
import type { SprtDecision, SprtSettings } from '../../../core/stats/sprt.ts';
import { describeSprt, parseSprtSpec } from '../../../core/stats/sprt-spec.ts';
import { formatElo } from '../../../core/stats/elo-text.ts';
import { checkOpeningsFit, loadOpeningBook } from '../../tournament/openings.ts';
import { checkLatencyTimer } from '../../match/latency.ts';
import { matchJson, startFailureJson } from '../../match/json-output.ts';
import { runSeries, type EntrantTiming, type SeriesProgress, type SeriesResult } from '../../match/series.ts';
import { createPlayer } from '../../players/create-player.ts';
import { parsePlayerSpec } from '../../players/spec.ts';
import { defaultRecordsDir } from '../../records/paths.ts';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';
import { argError, gameArg, intArg, settingFlags, settingsFromFlags, settingsUsage } from '../options.ts';

const USAGE = `usage: arena match --game ${GAME_KINDS.join('|')} --p1 SPEC --p2 SPEC [options]

players (SPEC):
  emu[:depth=3,units=3]     the emulated core (Blokus: version=1|2|3, depth (v1's only), units (v1's
                            and v2's; v3 is SPEC-v3's MCTS draft), realtime=0|1, team; Gomoku: depth,
                            realtime; Hex: the UCT engine over HTP, uct=SPEC)
  serial:/dev/ttyUSB0       a board on a serial port (115200 8N1; serial:PATH@BAUD for another rate)
  tcp:HOST:PORT             a board or \`arena serve\` over TCP
  listen:PORT               wait for a board or program to connect
  exec:"command args"       a program speaking the board protocol on stdio (ICFPT for Blokus, Piskvork for Gomoku, HTP for Hex)
  gtp:"command args"        Pentobi's GTP engine, e.g. gtp:"pentobi-gtp --game duo --nobook" (Blokus);
                            a Hex program over HTP, e.g. gtp:"mohex" or gtp:"arena serve --game hex --stdio" (Hex)
  piskvork:"command args"   a Gomocup brain (Gomoku)
  uct[:playouts=N,time=MS,c=X,expand=N,strategy=on|off,prune=on|off,seed=N]
                            the UCT engine in this process, any game; bare uct = the paper's parameters
                            (core/engines/uct/README.md)
  mcts[:net=gomoku15,threshold=N|inf,playouts=N,time=MS,cpuct=X,reuse=on|off]
                            mixed-precision MCTS in this process (Gomoku): FP32 net above depth N, INT8 below
                            (core/engines/mcts/README.md)

options:
  --games N                 games in the series, colours alternating (default 1; with --sprt, the most it plays)
  --sprt ELO0,ELO1[,A,B]    stop as soon as the SPRT for "A is ELO1 rather than ELO0 stronger" decides
                            (alpha, beta default 0.05), e.g. --sprt 0,10
  --openings FILE           opening book, one line of moves per opening; games 2k, 2k+1 start from line k
                            with colours swapped (engines only: a board cannot be put into a position)
  --alternate-start         Blokus: swap the start-square convention every two games
  --time-limit MS           per-move limit, 0 = none (default 1000)
  --game-time TC            time per side for the whole game, BASE[+INCREMENT], e.g. 60s+1s, 5m, 1500ms
                            (bare numbers are seconds); running out loses on time. Default: none
${settingsUsage()}
  --record DIR              where game records go (default: $ARENA_RECORDS_DIR or the user data folder)
  --no-record               keep no records
  --json                    print the result as JSON (host/match/JSON-OUTPUT.md)
`;

const ms = (v: number | null) => (v === null ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const line = (label: string, s: TimingSummary) => `    ${label.padEnd(10)} median ${ms(s.median).padStart(8)}  p95 ${ms(s.p95).padStart(8)}  max ${ms(s.max).padStart(8)} ms`;
function timingText(t: EntrantTiming): string {
  const rows = [line('wall', t.wallMs), line('compute', t.computeMs)];
  if (t.wireMs.count) rows.push(line('wire', t.wireMs));
  if (t.predictedMs.count) rows.push(line('predicted', t.predictedMs));
  return rows.join('\n');
}

interface MatchArgs {
  readonly game: GameKind;
  readonly settings: GameSettings;
  readonly specs: readonly [string, string];
  readonly games: number;
  readonly timeLimitMs: number;
  readonly timeControl: TimeControl | null;
  readonly recordDir: string | null;
  readonly json: boolean;
  readonly sprt: SprtSettings | null;
  readonly openings: string | null;
  readonly alternateStart: boolean;
}

function gameTimeArg(text: string | undefined): TimeControl | null {
  if (text === undefined) return null;
  const parsed = parseTimeControl(text);
  if (!parsed.ok) throw argError('match', `--game-time: ${parsed.message}`);
  return parsed.timeControl;
}

function parseMatchArgs(args: string[]): MatchArgs | 'help' {
  const { values } = parseCommandArgs('match', args, {
    game: { type: 'string' },
    p1: { type: 'string' },
    p2: { type: 'string' },
    games: { type: 'string', default: '1' },
    'time-limit': { type: 'string', default: '1000' },
    'game-time': { type: 'string' },
    ...settingFlags(),
    record: { type: 'string' },
    'no-record': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
    sprt: { type: 'string' },
    openings: { type: 'string' },
    'alternate-start': { type: 'boolean', default: false },
  });
  if (values.help) return 'help';
  const game = gameArg('match', values.game);
  if (!values.p1 || !values.p2) throw argError('match', 'both --p1 SPEC and --p2 SPEC are required');
  return {
    game,
    settings: settingsFromFlags('match', game, values),
    specs: [values.p1, values.p2],
    games: intArg('match', 'games', values.games, { min: 1, max: 100_000 }),
    timeLimitMs: intArg('match', 'time-limit', values['time-limit'], { min: 0, max: 3_600_000 }),
    timeControl: gameTimeArg(values['game-time']),
    recordDir: values['no-record'] ? null : (values.record ?? defaultRecordsDir()),
    json: values.json,
    sprt: values.sprt === undefined ? null : parseSprtSpec(values.sprt),
    openings: values.openings ?? null,
    alternateStart: values['alternate-start'],
  };
}

/** Warnings about serial ports whose USB latency timer would distort move times. */
async function latencyWarnings(specs: readonly string[]): Promise<string[]> {
  const warnings: string[] = [];
  for (const spec of specs) {
    const p = parsePlayerSpec(spec);
    if (p.kind !== 'transport' || p.transport.kind !== 'serial') continue;
    const check = await checkLatencyTimer(p.transport.path);
    if (check?.warning) warnings.push(check.warning);
  }
  return warnings;
}

function progressPrinter(io: CliIo): (p: SeriesProgress) => void {
  return (p) => {
    if (p.finished) {
      const g = p.finished;
      const who = g.winner === null ? 'draw' : `${g.winner === 0 ? 'A' : 'B'} wins`;
      if (io.interactive) io.err('\r\x1b[K');
      const llr = g.sprt ? `, SPRT LLR ${g.sprt.llr.toFixed(2)} (${g.sprt.lower.toFixed(2)} … ${g.sprt.upper.toFixed(2)})` : '';
      io.err(`game ${g.index + 1}/${p.games}: ${who} (A moved ${g.first === 0 ? 'first' : 'second'}) — ${g.text}, ${g.plies} plies${llr}\n`);
    } else if (io.interactive) {
      io.err(`\r\x1b[Kgame ${p.game + 1}/${p.games}: ply ${p.ply + 1}`);
    }
  };
}

const entrant = (name: string, spec: string, p: Player<GameKind>) =>
  `${name} = ${spec}${p.identity.teamCode ? ` (team ${p.identity.teamCode})` : ''}${p.identity.about ? ` [${p.identity.about}]` : ''}\n`;

function printResult(io: CliIo, m: MatchArgs, players: readonly [Player<GameKind>, Player<GameKind>], result: SeriesResult): void {
  io.out(entrant('A', m.specs[0], players[0]) + entrant('B', m.specs[1], players[1]));
  io.out(`games ${result.games.length}: A ${result.wins} wins, ${result.losses} losses, ${result.draws} draws\n`);
  if (result.scoreDifference !== null) io.out(`score difference (A − B): ${result.scoreDifference > 0 ? '+' : ''}${result.scoreDifference}\n`);
  io.out(`Elo difference (A − B): ${formatElo(result.elo.elo)} (95% interval ${formatElo(result.elo.low)} … ${formatElo(result.elo.high)})\n`);
  if (result.sprt) io.out(`SPRT: ${sprtVerdict(result.sprt.decision)}; ${describeSprt(result.sprt.settings, result.sprt.llr)}\n`);
  io.out(`move times, A:\n${timingText(result.timing[0])}\nmove times, B:\n${timingText(result.timing[1])}\n`);
  if (m.recordDir) io.out(`records in ${m.recordDir}\n`);
}

const sprtVerdict = (d: SprtDecision) => (d === 'H1' ? 'H1 accepted (A is stronger by elo1)' : d === 'H0' ? 'H0 accepted (A is not stronger by elo1)' : 'no decision yet');

export async function run(args: string[], io: CliIo): Promise<number> {
  const m = parseMatchArgs(args);
  if (m === 'help') {
    io.out(USAGE);
    return 0;
  }
  const openings = m.openings ? await loadOpeningBook(m.settings, m.openings) : [];
  checkOpeningsFit(m.game, m.specs, openings, m.alternateStart);
  const warnings = await latencyWarnings(m.specs);
  for (const w of warnings) io.err(`warning: ${w}\n`);

  const players: Player<GameKind>[] = [];
  try {
    for (const [i, spec] of m.specs.entries()) {
      const player = createPlayer(m.game, spec, m.settings);
      players.push(player);
      const failed = await player.open().then(() => null, (e: unknown) => e ?? new Error('unknown failure'));
      if (failed === null) continue;
      if (!m.json) throw failed;
      io.out(JSON.stringify(startFailureJson({ settings: m.settings, timeLimitMs: m.timeLimitMs, gamesPlanned: m.games, player: i === 0 ? 'A' : 'B', spec, error: failed }), null, 2) + '\n');
      return 1;
    }
    const [a, b] = players as [Player<GameKind>, Player<GameKind>];
    const { settings, games, timeLimitMs, timeControl, recordDir } = m;
    const { sprt, alternateStart } = m;
    const result = await runSeries([{ player: a, spec: m.specs[0] }, { player: b, spec: m.specs[1] }], { settings, games, timeLimitMs, timeControl, recordDir, sprt, openings, alternateStart, onProgress: progressPrinter(io) });
    if (m.json) {
      const identities = [{ spec: m.specs[0], identity: a.identity }, { spec: m.specs[1], identity: b.identity }] as const;
      io.out(JSON.stringify(matchJson({ settings, timeLimitMs, timeControl, gamesPlanned: games, players: identities, result, recordDir, warnings }), null, 2) + '\n');
    } else {
      printResult(io, m, [a, b], result);
    }
    if (result.stopped) {
      const early = result.games.length < games ? ` (series stopped after ${result.games.length} of ${games} games)` : '';
      io.err(`arena match: ${result.stopped}${early}\n`);
      return 1;
    }
    return 0;
  } finally {
    await Promise.all(players.map((p) => p.close().catch(() => undefined)));
  }
}
