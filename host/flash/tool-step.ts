/** One run of one tool inside a flash job, as the backends describe it. */
import type { FlashError } from './errors.ts';
import type { ToolName } from './find-tool.ts';

/** What one output line says, if anything. */
export interface LineReading {
  /** A named stage the tool entered ("Load SRAM", "Erasing", "Loading section .text"). */
  readonly phase?: string;
  /** 0–100 within the current phase. */
  readonly percent?: number;
  /** The line is a progress-bar redraw: show it as progress, not as a log line. */
  readonly progressOnly?: boolean;
}

export interface ToolStep {
  /** What this step does, for people: "load bitstream", "load firmware", "convert .sof to .rbf". */
  readonly label: string;
  readonly tool: ToolName;
  readonly program: string;
  readonly args: readonly string[];
  /** A tool silent for this long is considered hung. */
  readonly idleTimeoutMs: number;
  /** A fresh reader per run (readers may count, e.g. bytes loaded so far). */
  readonly reader: () => (line: string) => LineReading;
  /** The run's failure, or null when it succeeded; `output` is every line the tool printed. */
  readonly judge: (exit: { code: number | null; signal: NodeJS.Signals | null }, output: readonly string[]) => FlashError | null;
}

/** The last line that looks like an error, else the last line, for messages. */
export function lastErrorLine(output: readonly string[]): string {
  for (let i = output.length - 1; i >= 0; i--) if (/error|fail|unable|can't|cannot/i.test(output[i]!)) return output[i]!.trim();
  return output.at(-1)?.trim() ?? '(no output)';
}

export function describeExit(exit: { code: number | null; signal: NodeJS.Signals | null }): string {
  return exit.signal ? `was killed by ${exit.signal}` : `exited with status ${exit.code}`;
}

/** The first line matching `re` (the one that names the cause), else lastErrorLine. */
export function lineMatching(output: readonly string[], re: RegExp): string {
  return output.find((l) => re.test(l))?.trim() ?? lastErrorLine(output);
}
