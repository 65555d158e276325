/**
 * `arena vectors --game blokus|gomoku --count N --seed S [--depth D] [--units U] [--format json|text]
 * [--out FILE] [--soc-rtl DIR]`: golden vectors from the emulated cores, for the Verilog and HLS
 * testbenches; with --soc-rtl, each gomoku vector also measured on the wujian100 SoC RTL board.
 */
import { writeFile } from 'node:fs/promises';
import { ArenaError } from '../../../core/errors.ts';
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';

const USAGE = `usage: arena vectors --game blokus|gomoku [--count N] [--seed S] [--depth D] [--units U]
                     [--max-moves M] [--format json|text] [--out FILE] [--soc-rtl DIR]

  --game       which core: blokus (hdl/blokus/SPEC.md) or gomoku (hdl/gomoku/SPEC.md)
  --count      number of vectors (default 20)
  --seed       seed of the random positions (default 1)
  --depth      search depth (default: the core's default)
  --units      blokus only: search units 1..8 (default 3)
  --max-moves  most moves in a random position (default: the generator's)
  --format     json (default) or text (one line per vector, for $fscanf / C testbenches)
  --out        write to FILE instead of stdout
  --soc-rtl    gomoku at depth 4 only: replay each position on the wujian100 SoC RTL board built
               from the checkout DIR (host/boards/soc) and add the E902 cycles the firmware
               measured: socCycles (command to answer) and socSearchCycles (the IP call), JSON
               fields beside the model's cycles, or two more text columns. Fails naming the vector
               when the SoC's move or model cycles differ. Progress on stderr. Slow: the first
               run builds the Verilator model (minutes), then seconds of simulation per vector.
`;

/** A `--name` value that must be an integer in lo..hi. */
function integer(name: string, text: string | undefined, lo: number, hi: number): number | undefined {
  if (text === undefined) return undefined;
  const v = /^-?\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (!Number.isSafeInteger(v) || v < lo || v > hi) {
    throw new ArenaError('bad-arguments', `--${name} ${JSON.stringify(text)}: expected an integer in ${lo}..${hi}`, { option: name, value: text });
  }
  return v;
}

interface GeneratedText {
  json: unknown;
  text: () => string;
}

async function blokus(count: number, seed: number, depth: number | undefined, units: number | undefined, maxMoves: number | undefined): Promise<GeneratedText> {
  const m = await import('../../../core/engines/blokus-core/vectors.ts');
  const set = m.generateBlokusVectors({ count, seed, depth, units, maxMoves });
  return { json: set, text: () => m.formatBlokusVectorsText(set) };
}

async function gomoku(count: number, seed: number, depth: number | undefined, maxMoves: number | undefined): Promise<GeneratedText> {
  let m: Record<string, unknown>;
  let defaultDepth: unknown;
  try {
    m = (await import('../../../core/engines/gomoku-core/vectors.ts')) as Record<string, unknown>;
    defaultDepth = ((await import('../../../core/engines/gomoku-core/index.ts')) as Record<string, unknown>).DEFAULT_DEPTH;
  } catch (e) {
    throw new ArenaError('vectors-unavailable', `the gomoku core's vector generator (core/engines/gomoku-core/vectors.ts) could not be loaded: ${(e as Error).message}`, {
      game: 'gomoku',
    });
  }
  const generate = m.generateGomokuVectors;
  if (typeof generate !== 'function') {
    throw new ArenaError('vectors-unavailable', 'core/engines/gomoku-core/vectors.ts does not export generateGomokuVectors', { game: 'gomoku' });
  }
  const settings: Record<string, number> = { count, seed, depth: depth ?? (typeof defaultDepth === 'number' ? defaultDepth : 4) };
  if (maxMoves !== undefined) settings.maxMoves = maxMoves;
  const set = (generate as (s: Record<string, number>) => unknown)(settings);
  const format = m.formatGomokuVectorsText;
  return {
    json: set,
    text: () => {
      if (typeof format !== 'function') throw new ArenaError('vectors-unavailable', 'the gomoku core offers no text format (formatGomokuVectorsText)', { game: 'gomoku' });
      return (format as (s: unknown) => string)(set);
    },
  };
}

/** The gomoku vectors with the SoC RTL board's measured cycles (host/boards/soc/soc-vectors.ts). */
async function gomokuOnSoc(count: number, seed: number, depth: number | undefined, maxMoves: number | undefined, socRtl: string, io: CliIo): Promise<GeneratedText> {
  const { generateGomokuVectors } = await import('../../../core/engines/gomoku-core/vectors.ts');
  const soc = await import('../../boards/soc/soc-vectors.ts');
  const set = generateGomokuVectors({ count, seed, depth: depth ?? soc.SOC_VECTOR_DEPTH, maxMoves });
  const measured = await soc.measureVectorsOnSoc(set, socRtl, (line) => io.err(`${line}\n`));
  return { json: measured, text: () => soc.formatSocVectorsText(measured) };
}

function generate(game: 'blokus' | 'gomoku', o: { count: number; seed: number; depth?: number; units?: number; maxMoves?: number; socRtl?: string }, io: CliIo): Promise<GeneratedText> {
  if (game === 'blokus') {
    if (o.socRtl !== undefined) throw new ArenaError('bad-arguments', '--soc-rtl applies to --game gomoku only (the wujian100 board plays Gomoku)', { game });
    return blokus(o.count, o.seed, o.depth, o.units, o.maxMoves);
  }
  if (o.units !== undefined) throw new ArenaError('bad-arguments', '--units applies to the blokus core only (the gomoku IP has one search)', { game, units: o.units });
  return o.socRtl === undefined ? gomoku(o.count, o.seed, o.depth, o.maxMoves) : gomokuOnSoc(o.count, o.seed, o.depth, o.maxMoves, o.socRtl, io);
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('vectors', args, {
    game: { type: 'string' },
    count: { type: 'string' },
    seed: { type: 'string' },
    depth: { type: 'string' },
    units: { type: 'string' },
    'max-moves': { type: 'string' },
    format: { type: 'string', default: 'json' },
    out: { type: 'string' },
    'soc-rtl': { type: 'string' },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const game = values.game;
  if (game !== 'blokus' && game !== 'gomoku') {
    throw new ArenaError('bad-arguments', `--game ${game === undefined ? 'is missing' : JSON.stringify(game)}: expected blokus or gomoku (see \`arena vectors --help\`)`, { game });
  }
  if (values.format !== 'json' && values.format !== 'text') {
    throw new ArenaError('bad-arguments', `--format ${JSON.stringify(values.format)}: expected json or text`, { format: values.format });
  }
  const count = integer('count', values.count, 0, 100_000) ?? 20;
  const seed = integer('seed', values.seed, 0, 0xffffffff) ?? 1;
  const depth = integer('depth', values.depth, 1, 4);
  const units = integer('units', values.units, 1, 8);
  const maxMoves = integer('max-moves', values['max-moves'], 0, 400);
  const generated = await generate(game, { count, seed, depth, units, maxMoves, socRtl: values['soc-rtl'] }, io);
  const text = values.format === 'text' ? generated.text() : JSON.stringify(generated.json, null, 1) + '\n';
  if (values.out === undefined) {
    io.out(text);
  } else {
    await writeFile(values.out, text);
    io.err(`wrote ${count} ${game} vectors to ${values.out}\n`);
  }
  return 0;
}
