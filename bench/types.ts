/** The contract of a benchmark module: bench/<name>.bench.ts default-exports a BenchModule. */
export interface BenchContext {
  /** Report progress of a long benchmark ("game 3/10"). */
  progress(message: string): void;
  /** True for a shorter run (CI smoke); figures are then indicative only. */
  readonly quick: boolean;
  /** The JSON report's path: a bench may write files beside it (a chart). */
  readonly reportPath?: string;
}

export interface BenchModule {
  readonly name: string;
  /** Returns the figures to print and to write into the JSON report. */
  run(ctx: BenchContext): Promise<Record<string, unknown>>;
}
