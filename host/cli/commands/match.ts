/**
 * `arena match --game blokus|gomoku --p1 SPEC --p2 SPEC [--games N] [--time-limit MS]
 *  [--dialect heart2014|icfpt2013] [--rule freestyle|standard] [--start 5|a] [--record DIR]
 *  [--no-record] [--json]`: a game or a series between two players (host/players/spec.ts).
 * Progress goes to stderr; the result to stdout (with --json, the document in
 * host/match/JSON-OUTPUT.md). Exit status: 0 when every game was played, 1 when the series
 * stopped early (a player is gone), 2 for bad arguments.
 */
import { ArenaError } from '../../../core/errors.ts';
import type { Player } from '../../../core/match/player.ts';
import type { Dialect, GameKind, GameSettings } from '../../../core/match/types.ts';
import type { TimingSummary } from '../../../core/stats/summary.ts';
import { checkLatencyTimer } from '../../match/latency.ts';
import { matchJson, startFailureJson } from '../../match/json-output.ts';
import { runSeries, type EntrantTiming, type SeriesProgress } from '../../match/series.ts';
import { createPlayer } from '../../players/create-player.ts';
import { parsePlayerSpec } from '../../players/spec.ts';
import { defaultRecordsDir } from '../../records/paths.ts';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';

const USAGE = `usage: arena match --game blokus|gomoku --p1 SPEC --p2 SPEC [options]

players (SPEC):
  emu[:depth=3,units=3]     the emulated core (Blokus: depth, units, realtime=0|1, team; Gomoku: depth, realtime)
  serial:/dev/ttyUSB0       a board on a serial port (115200 8N1; serial:PATH@BAUD for another rate)
  tcp:HOST:PORT             a board or \`arena serve\` over TCP
  listen:PORT               wait for a board or program to connect
  exec:"command args"       a program speaking the board protocol on stdio (ICFPT for Blokus, Piskvork for Gomoku)
  gtp:"command args"        Pentobi's GTP engine, e.g. gtp:"pentobi-gtp --game duo --nobook --quiet" (Blokus)
  piskvork:"command args"   a Gomocup brain (Gomoku)

options:
  --games N                 games in the series, colours alternating (default 1)
  --time-limit MS           per-move limit, 0 = none (default 1000)
  --dialect heart2014|icfpt2013   Blokus serial dialect (default heart2014)
  --start 5|a               Blokus: the first mover's start square (default 5)
  --rule freestyle|standard Gomoku rule (default freestyle)
  --size N                  Gomoku board size (default 15)
  --record DIR              where game records go (default: $ARENA_RECORDS_DIR or the user data folder)
  --no-record               keep no records
  --json                    print the result as JSON (host/match/JSON-OUTPUT.md)
`;

function bad(message: string): ArenaError {
  return new ArenaError('bad-arguments', `${message} (see \`arena match --help\`)`);
}

export function parseDialect(text: string): Dialect {
  const t = text.toLowerCase().replace(/-/g, '');
  if (t === 'heart2014') return 'heart-2014';
  if (t === 'icfpt2013') return 'icfpt-2013';
  throw bad(`unknown dialect '${text}': expected heart2014 or icfpt2013`);
}

function intArg(name: string, text: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw bad(`--${name} ${text}: expected an integer in ${min}..${max}`);
  return n;
}

const ms = (v: number | null) => (v === null ? '—' : v < 10 ? v.toFixed(2) : v.toFixed(1));
const line = (label: string, s: TimingSummary) => `    ${label.padEnd(10)} median ${ms(s.median).padStart(8)}  p95 ${ms(s.p95).padStart(8)}  max ${ms(s.max).padStart(8)} ms`;
function timingText(t: EntrantTiming): string {
  const rows = [line('wall', t.wallMs), line('compute', t.computeMs)];
  if (t.wireMs.count) rows.push(line('wire', t.wireMs));
  if (t.predictedMs.count) rows.push(line('predicted', t.predictedMs));
  return rows.join('\n');
}
const elo = (v: number) => (Number.isFinite(v) ? (v > 0 ? '+' : '') + v.toFixed(0) : v > 0 ? '+∞' : v < 0 ? '−∞' : 'n/a');

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('match', args, {
    game: { type: 'string' },
    p1: { type: 'string' },
    p2: { type: 'string' },
    games: { type: 'string', default: '1' },
    'time-limit': { type: 'string', default: '1000' },
    dialect: { type: 'string', default: 'heart2014' },
    start: { type: 'string', default: '5' },
    rule: { type: 'string', default: 'freestyle' },
    size: { type: 'string', default: '15' },
    record: { type: 'string' },
    'no-record': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const game = values.game;
  if (game !== 'blokus' && game !== 'gomoku') throw bad(game === undefined ? 'missing --game blokus|gomoku' : `unknown game '${game}'`);
  if (!values.p1 || !values.p2) throw bad('both --p1 SPEC and --p2 SPEC are required');
  const games = intArg('games', values.games, 1, 100_000);
  const timeLimitMs = intArg('time-limit', values['time-limit'], 0, 3_600_000);
  const dialect = parseDialect(values.dialect);
  if (values.start !== '5' && values.start !== 'a') throw bad(`--start ${values.start}: expected 5 or a`);
  if (values.rule !== 'freestyle' && values.rule !== 'standard') throw bad(`--rule ${values.rule}: expected freestyle or standard`);
  const settings: GameSettings =
    game === 'blokus' ? { game, dialect, firstMoverStart: values.start } : { game, size: intArg('size', values.size, 5, 20), rule: values.rule };
  const recordDir = values['no-record'] ? null : (values.record ?? defaultRecordsDir());
  const specs = [values.p1, values.p2] as const;

  const warnings: string[] = [];
  for (const spec of specs) {
    const p = parsePlayerSpec(spec);
    if (p.kind === 'transport' && p.transport.kind === 'serial') {
      const check = await checkLatencyTimer(p.transport.path);
      if (check?.warning) warnings.push(check.warning);
    }
  }
  for (const w of warnings) io.err(`warning: ${w}\n`);

  const players: Player<GameKind>[] = [];
  try {
    for (const [i, spec] of specs.entries()) {
      const player = createPlayer(game as GameKind, spec, { dialect });
      players.push(player);
      const failed = await player.open().then(() => null, (e: unknown) => e ?? new Error('unknown failure'));
      if (failed === null) continue;
      if (!values.json) throw failed;
      io.out(JSON.stringify(startFailureJson({ settings, timeLimitMs, gamesPlanned: games, player: i === 0 ? 'A' : 'B', spec, error: failed }), null, 2) + '\n');
      return 1;
    }
    const [a, b] = players as [Player<GameKind>, Player<GameKind>];
    const progress = (p: SeriesProgress) => {
      if (p.finished) {
        const g = p.finished;
        const who = g.winner === null ? 'draw' : `${g.winner === 0 ? 'A' : 'B'} wins`;
        if (io.interactive) io.err('\r\x1b[K');
        io.err(`game ${g.index + 1}/${p.games}: ${who} (A moved ${g.first === 0 ? 'first' : 'second'}) — ${g.text}, ${g.plies} plies\n`);
      } else if (io.interactive) {
        io.err(`\r\x1b[Kgame ${p.game + 1}/${p.games}: ply ${p.ply + 1}`);
      }
    };
    const result = await runSeries([{ player: a, spec: specs[0] }, { player: b, spec: specs[1] }], { settings, games, timeLimitMs, recordDir, onProgress: progress });
    if (values.json) {
      const doc = matchJson({
        settings,
        timeLimitMs,
        gamesPlanned: games,
        players: [{ spec: specs[0], identity: a.identity }, { spec: specs[1], identity: b.identity }],
        result,
        recordDir,
        warnings,
      });
      io.out(JSON.stringify(doc, null, 2) + '\n');
    } else {
      io.out(`A = ${specs[0]}${a.identity.teamCode ? ` (team ${a.identity.teamCode})` : ''}${a.identity.about ? ` [${a.identity.about}]` : ''}\n`);
      io.out(`B = ${specs[1]}${b.identity.teamCode ? ` (team ${b.identity.teamCode})` : ''}${b.identity.about ? ` [${b.identity.about}]` : ''}\n`);
      io.out(`games ${result.games.length}: A ${result.wins} wins, ${result.losses} losses, ${result.draws} draws\n`);
      if (result.scoreDifference !== null) io.out(`score difference (A − B): ${result.scoreDifference > 0 ? '+' : ''}${result.scoreDifference}\n`);
      io.out(`Elo difference (A − B): ${elo(result.elo.elo)} (95% interval ${elo(result.elo.low)} … ${elo(result.elo.high)})\n`);
      io.out(`move times, A:\n${timingText(result.timing[0])}\nmove times, B:\n${timingText(result.timing[1])}\n`);
      if (recordDir) io.out(`records in ${recordDir}\n`);
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
