/**
 * `arena bench [--only NAME] [--quick] [--out FILE]`: runs every bench/*.bench.ts module,
 * prints the figures and writes them to a JSON report (default bench-report.json).
 */
import { readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import os from 'node:os';
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import type { BenchModule } from '../../../bench/types.ts';

const BENCH_DIR = fileURLToPath(new URL('../../../bench/', import.meta.url));

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('bench', args, {
    only: { type: 'string', multiple: true },
    quick: { type: 'boolean', default: false },
    out: { type: 'string', default: 'bench-report.json' },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    io.out('usage: arena bench [--only NAME]... [--quick] [--out FILE]\n');
    return 0;
  }
  const files = (await readdir(BENCH_DIR)).filter((f) => f.endsWith('.bench.ts')).sort();
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus()[0]?.model ?? 'unknown', cores: os.cpus().length, node: process.version },
    quick: values.quick,
    results: {} as Record<string, unknown>,
  };
  const results = report.results as Record<string, unknown>;
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(BENCH_DIR, file)).href)).default as BenchModule;
    if (values.only && !values.only.includes(mod.name)) continue;
    io.out(`\n== ${mod.name} ==\n`);
    const figures = await mod.run({
      quick: values.quick,
      reportPath: values.out,
      progress: (m) => io.err(io.interactive ? `\r\x1b[K  ${m}` : `  ${m}\n`),
    });
    if (io.interactive) io.err('\r\x1b[K');
    for (const [k, v] of Object.entries(figures)) io.out(`  ${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}\n`);
    results[mod.name] = figures;
  }
  await writeFile(values.out, JSON.stringify(report, null, 2) + '\n');
  io.out(`\nreport written to ${values.out}\n`);
  return 0;
}
