/**
 * The Hex paper's table, rerun: improved UCT (strategy rules in playouts, dead cells pruned) against
 * plain UCT with the same c = 0.34 and the same playouts per move, on 11×11, 100 games with each
 * colour (the paper: 93 of 100 moving first, 86 of 100 moving second). Then the c sweep: improved
 * UCT at each c against improved UCT at the paper's c = 0.34, 12 games per colour.
 *
 * The paper does not give its playouts per move; we use PLAYOUTS so the whole bench takes minutes
 * on one core. Win rates come with 95% Wilson intervals and an Elo estimate.
 */
import type { BenchModule } from './types.ts';
import { elo, figures, series } from './hex-series.ts';

const SIZE = 11;
const PLAYOUTS = 1000;
const SWEEP = [0.1, 0.2, 0.5, 1.0];

const bench: BenchModule = {
  name: 'hex-uct-table',
  async run(ctx) {
    const games = ctx.quick ? 4 : 100;
    const sweepGames = ctx.quick ? 2 : 12;
    const t0 = performance.now();
    const improved = { playouts: PLAYOUTS, c: 0.34, strategy: true, prune: true };
    const plain = { playouts: PLAYOUTS, c: 0.34, strategy: false, prune: false };
    const table = series(improved, plain, games, SIZE, 1, (n) => {
      if (n % 10 === 0) ctx.progress(`improved vs plain: game ${n}/${2 * games}`);
    });
    const tableSeconds = (performance.now() - t0) / 1000;
    const sweep: Record<string, unknown> = {};
    for (const c of SWEEP) {
      const r = series({ ...improved, c }, improved, sweepGames, SIZE, 7000, (n) => ctx.progress(`c sweep c=${c}: game ${n}/${2 * sweepGames}`));
      const wins = r.asRed + r.asBlue;
      sweep[`c=${c}`] = { asRed: figures(r.asRed, sweepGames), asBlue: figures(r.asBlue, sweepGames), overall: figures(wins, 2 * sweepGames), elo: elo(wins, 2 * sweepGames) };
    }
    return {
      board: `${SIZE}x${SIZE}`,
      playoutsPerMove: PLAYOUTS,
      improvedVsPlain: {
        movingFirst: figures(table.asRed, games),
        movingSecond: figures(table.asBlue, games),
        overall: figures(table.asRed + table.asBlue, 2 * games),
        elo: elo(table.asRed + table.asBlue, 2 * games),
        paper: { movingFirst: 93, movingSecond: 86 },
      },
      tableSeconds: Number(tableSeconds.toFixed(1)),
      cSweepAgainstC034: sweep,
      totalSeconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
    };
  },
};

export default bench;
