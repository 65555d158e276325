/**
 * `arena lab --a SPEC --b SPEC [--b SPEC …] [--games N] [--workers N] [--limit-ms MS]
 * [--sprt elo0,elo1,alpha,beta] [--sprt-stop] [--sprt-pairs] [--out FILE.json] [--svg FILE.svg]`:
 * the strength lab (host/lab).
 */
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { ArenaError } from '../../../core/errors.ts';
import { DEFAULT_SPRT, type SprtSettings } from '../../../core/stats/sprt.ts';
import { labChartSvg } from '../../lab/chart.ts';
import { describePairing, keepInfinity, mctsLogicLine } from '../../lab/report.ts';
import type { StandIn } from '../../lab/messages.ts';
import { runLab } from '../../lab/run-lab.ts';
import { parseCommandArgs } from '../args.ts';
import type { CliIo } from '../io.ts';

const USAGE = `usage: arena lab --a SPEC --b SPEC [--b SPEC ...] [--games N] [--workers N] [--limit-ms MS]
                 [--sprt elo0,elo1,alpha,beta] [--sprt-stop] [--sprt-pairs] [--opening-plies N] [--seed S]
                 [--stand-in SPEC --stand-in-moves FROM-TO] [--out FILE.json] [--svg FILE.svg]

  Plays Blokus Duo games between core configurations and external engines and reports Elo with
  95% intervals, SPRT, time per move and a resource estimate.

  SPEC         v2[:units=3,maxDepth=8,widths=24/12/8,deadline=45000000,growth=2,wm=8,wi=1,wa=6,wd=1,
                 ao=-6,do=-1,wt=0,tk=0,wp=0,sa=0,pi=0]  (ao/do/wt/tk: SPEC-v2 §5a lab terms;
                 wp placeable squares: §5b; sa shared alpha, pi partial iterations: §7b)
               mcts[:deadline=45000000,units=1,engines=2,width=32,rootWidth=128,expand=4,expandPerPly=0,
                 nodes=21760,prune=16,reuse=0,lgr=2048,lgrKeep=0,scanRows=2,shapeOverlap=1,komi=0,c=0.5,prior=1,policy=1,
                 rave=1,drawBuffer=1,seed=1]  (SPEC-v3 draft:
                 Monte-Carlo tree search; engines: playout engines sharing a unit's tree, §5b;
                 drawBuffer=0: a second scan per playout ply, §4a; prune=N: a full tree keeps the
                 children of nodes with N visits and grows on, 0 stops it, §5d; reuse=1: a move's search starts
                 from the last one's subtree, one unit, §5e; lgr=N: last good replies, N entries a table, §5f;
                 lgrKeep=1: the reply tables kept through a game, §5f;
                 scanRows=1: one candidate row a scan clock (v3.5), §6a; scanRows=4: four rows a clock,
                 shapeOverlap=0: a shape's own scan clock (before v3.10), §6b; komi=K: dynamic komi in
                 steps of K points while the core is losing, §5g;
                 deadline=0 with playouts=N
                 runs N simulations per unit instead, and with pentobiSchedule=1 N weighted per move as
                 Pentobi weights its level's count N, §9)
               v1[:depth=3,units=3]   pentobi:LEVEL   gtp:"command args"
  --a          the contender under test
  --b          an opponent (repeat for several)
  --games      games per pairing (default 20); colours alternate, start squares every two games
  --workers    game processes in parallel (default: the machine's cores)
  --limit-ms   per-move limit (default 1000; 0 = none): cores by predicted hardware time, engines by
               wall time (on a loaded machine, 0 measures fixed-work engine levels fairly)
  --sprt       SPRT hypotheses and error rates (default ${DEFAULT_SPRT.elo0},${DEFAULT_SPRT.elo1},${DEFAULT_SPRT.alpha},${DEFAULT_SPRT.beta})
  --sprt-stop  stop a pairing when its SPRT decides
  --sprt-pairs that SPRT (and the progress line's LLR) over colour-swapped game pairs, not games:
               in Blokus Duo the colour decides most games, and pairs cancel it (a pair decides
               only once both its games are played)
  --opening-plies  random legal moves before the contenders play (default 0; use 2–4 between
               deterministic cores, or every pair of games repeats); colour-swapped pairs share one
  --seed       seed of the openings (default 1)
  --stand-in   another contender plays A's own moves FROM..TO (--stand-in-moves, 1-based, counted
               after the opening): which phase of the game does A lose? (its moves are left out of
               A's time figures)
  --out        write the JSON report (with every game) to FILE
  --svg        write the chart to FILE
`;

function positiveInt(name: string, text: string | undefined, fallback: number, min = 1): number {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) throw new ArenaError('bad-arguments', `--${name} ${JSON.stringify(text)}: expected an integer ≥ ${min}`, { option: name, value: text });
  return Number(text);
}

function standInArg(spec: string | undefined, moves: string | undefined): StandIn | null {
  if (spec === undefined && moves === undefined) return null;
  if (spec === undefined || moves === undefined) throw new ArenaError('bad-arguments', '--stand-in and --stand-in-moves go together', { option: spec === undefined ? 'stand-in' : 'stand-in-moves' });
  const m = /^(\d+)-(\d+)$/.exec(moves);
  if (!m || Number(m[1]) < 1 || Number(m[2]) < Number(m[1])) throw new ArenaError('bad-arguments', `--stand-in-moves ${JSON.stringify(moves)}: expected FROM-TO with 1 ≤ FROM ≤ TO`, { option: 'stand-in-moves', value: moves });
  return { spec, from: Number(m[1]), to: Number(m[2]) };
}

function sprtArg(text: string | undefined): SprtSettings {
  if (text === undefined) return DEFAULT_SPRT;
  const v = text.split(',').map(Number);
  if (v.length !== 4 || v.some((x) => !Number.isFinite(x))) throw new ArenaError('bad-arguments', `--sprt ${JSON.stringify(text)}: expected elo0,elo1,alpha,beta`, { option: 'sprt', value: text });
  return { elo0: v[0]!, elo1: v[1]!, alpha: v[2]!, beta: v[3]! };
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('lab', args, {
    a: { type: 'string' },
    b: { type: 'string', multiple: true },
    games: { type: 'string' },
    workers: { type: 'string' },
    'limit-ms': { type: 'string' },
    sprt: { type: 'string' },
    'sprt-stop': { type: 'boolean' },
    'sprt-pairs': { type: 'boolean' },
    'opening-plies': { type: 'string' },
    seed: { type: 'string' },
    'stand-in': { type: 'string' },
    'stand-in-moves': { type: 'string' },
    out: { type: 'string' },
    svg: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (!values.a || !values.b?.length) {
    io.err(USAGE);
    return 2;
  }
  const lab = await runLab(
    {
      a: values.a,
      opponents: values.b,
      games: positiveInt('games', values.games, 20),
      workers: positiveInt('workers', values.workers, availableParallelism()),
      limitMs: positiveInt('limit-ms', values['limit-ms'], 1000, 0),
      sprt: sprtArg(values.sprt),
      sprtStop: values['sprt-stop'] ?? false,
      sprtPairs: values['sprt-pairs'] ?? false,
      openingPlies: positiveInt('opening-plies', values['opening-plies'], 0, 0),
      seed: positiveInt('seed', values.seed, 1),
      standIn: standInArg(values['stand-in'], values['stand-in-moves']),
    },
    (line) => io.err(`${line}\n`),
  );
  for (const p of lab.report.pairings) io.out(`${describePairing(p)}\n`);
  for (const [spec, r] of Object.entries(lab.report.resources)) {
    if ('kind' in r) io.out(`${spec}: ${r.m9k} M9K (${r.m9kPercent}% of EP4CE115: tree ${r.treeM9k} at ${r.nodeBits} bits a node${r.pruneM9k > 0 ? ` with ${r.pruneM9k} for pruning` : ''}, engines ${r.engineM9k}${r.raveM9k > 0 ? `, RAVE ${r.raveM9k}` : ''}, ROMs ${r.romM9k}); ${mctsLogicLine(r.logic)}\n`);
    else io.out(`${spec}: ~${r.lut4} LUT4 + ${r.registers} registers (${r.lesLow}–${r.lesHigh} LEs, ≤ ${r.lesPercentHigh}% of EP4CE115), ${r.m9k} M9K (${r.m9kPercent}%)\n`);
  }
  if (values.out) await writeFile(values.out, JSON.stringify({ ...lab.report, games: lab.games }, keepInfinity, 2) + '\n');
  if (values.svg) await writeFile(values.svg, labChartSvg(lab.report, lab.timesOfA));
  return 0;
}
