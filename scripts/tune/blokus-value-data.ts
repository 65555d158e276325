/**
 * Value-regression data for the v2 evaluation (hdl/blokus/SPEC-v2.md §12b): every position of the
 * finished games in `arena lab --out` reports, described by the §5/§5a terms from the view of the
 * side that has just moved (the view the search evaluates from), with that side's final score margin.
 *
 *   npx tsx scripts/tune/blokus-value-data.ts lab1.json [lab2.json …] out.jsonl
 *
 * One JSON line per position: { ply, f: [material, influence, live n, live t, dead n, dead t,
 * territory n, territory t (K = 2, 4, 8), placeable n, placeable t (§5b)], margin }, n the side
 * that moved last, t the side to move.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { decodeMoveCode } from '../../core/blokus/codec.ts';
import { coreBoardOf } from '../../core/engines/blokus-core/index.ts';
import { placeableSquares } from '../../core/engines/blokus-core/v2/placeable.ts';
import { territoryCounts } from '../../core/engines/blokus-core/v2/territory.ts';
import { labGameResultSchema, labJobSchema } from '../../host/lab/messages.ts';

// Only what the data needs, so reports of older lab versions read too.
const reportSchema = z.object({ games: z.array(z.object({ job: labJobSchema.pick({ openingPlies: true }), result: labGameResultSchema })) });

/** Territory steps recorded per position (the fit picks among them). */
export const TERRITORY_STEPS = [2, 4, 8] as const;

const args = process.argv.slice(2);
if (args.length < 2) {
  process.stderr.write('usage: blokus-value-data.ts LAB.json [LAB.json …] OUT.jsonl\n');
  process.exit(2);
}
const out = args.pop()!;
const counts = new Int32Array(6);
const territory = new Int32Array(2);
const placeable = new Int32Array(2);
const lines: string[] = [];
for (const file of args) {
  let report: z.infer<typeof reportSchema>;
  try {
    report = reportSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    process.stderr.write(`${file}: not an arena lab report with games (${e instanceof Error ? e.message.split('\n')[0] : String(e)})\n`);
    process.exit(1);
  }
  for (const { job, result } of report.games) {
    if (result.end !== 'normal') continue;
    // From the first position the contenders chose (after any random opening plies), once both have moved.
    for (let ply = Math.max(job.openingPlies + 1, 2); ply <= result.moves.length; ply++) {
      const position = { setup: { firstMoverStart: result.start }, moves: result.moves.slice(0, ply).map(decodeMoveCode) };
      const { board, me: t } = coreBoardOf(position);
      const n = 1 - t;
      board.evaluationCounts(counts);
      const f = [
        board.squares[n]! - board.squares[t]!,
        counts[n]! - counts[t]!,
        counts[2 + n]! - counts[4 + n]!,
        counts[2 + t]! - counts[4 + t]!,
        counts[4 + n]!,
        counts[4 + t]!,
      ];
      for (const k of TERRITORY_STEPS) {
        territoryCounts(board, k, territory);
        f.push(territory[n]!, territory[t]!);
      }
      placeableSquares(board, placeable);
      f.push(placeable[n]!, placeable[t]!);
      lines.push(JSON.stringify({ ply, f, margin: result.scores[n]! - result.scores[t]! }));
    }
  }
}
writeFileSync(out, lines.join('\n') + '\n');
process.stdout.write(`${lines.length} positions from ${args.length} report(s) → ${out}\n`);
