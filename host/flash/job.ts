/**
 * A flash job: validate and plan, release the board's serial port, run each tool in turn while
 * streaming typed events (phase, progress, log, result), let the board be found again, and end with
 * one result. Listen with `on()` or iterate with `for await`; stop it with `cancel()`.
 */
import { ArenaError } from '../../core/errors.ts';
import { FlashError } from './errors.ts';
import type { FlashRequest } from './plan.ts';
import { planFlash } from './plan.ts';
import { runTool, ToolOutput, type RunEnd } from './run-tool.ts';
import { describeExit, type ToolStep } from './tool-step.ts';

export type FlashEvent =
  | { readonly type: 'phase'; readonly step: string; readonly stepIndex: number; readonly stepCount: number; readonly phase: string }
  | {
      readonly type: 'progress';
      readonly step: string;
      /** Which tool run of how many, so a GUI can draw one bar over all of them. */
      readonly stepIndex: number;
      readonly stepCount: number;
      readonly phase: string;
      /** 0–100 within the phase (openFPGALoader's Erasing and Writing each run 0–100). */
      readonly percent: number;
    }
  | { readonly type: 'log'; readonly step: string | null; readonly stream: 'stdout' | 'stderr' | 'arena'; readonly line: string }
  | { readonly type: 'result'; readonly result: FlashResult };

export type FlashResult =
  | { readonly ok: true; readonly steps: readonly string[]; readonly durationMs: number }
  | { readonly ok: false; readonly error: FlashError; readonly step: string | null; readonly durationMs: number };

export interface FlashJobOptions {
  /** Close the board's serial port (JTAG tools can make USB serial devices disappear). */
  readonly beforeFlash?: () => Promise<void>;
  /** Rediscover the board; runs whenever beforeFlash ran, success or not. */
  readonly afterFlash?: () => Promise<void>;
  /** Limit for a whole tool run. Default 15 minutes (flash writes of large bitstreams are slow). */
  readonly timeoutMs?: number;
  readonly killGraceMs?: number;
}

export class FlashJob {
  private readonly history: FlashEvent[] = [];
  private readonly listeners = new Set<(e: FlashEvent) => void>();
  private readonly waiters = new Set<() => void>();
  private readonly abort = new AbortController();
  private started = false;
  private resolveDone!: (r: FlashResult) => void;
  /** Settles with the result; never rejects. */
  readonly done = new Promise<FlashResult>((resolve) => (this.resolveDone = resolve));

  constructor(
    readonly request: FlashRequest,
    private readonly options: FlashJobOptions = {},
  ) {}

  /** Starts the job (once); returns this for chaining. */
  start(): this {
    if (!this.started) {
      this.started = true;
      void this.run();
    }
    return this;
  }

  /** Stops the running tool (SIGTERM, then SIGKILL) and ends the job with `flash-cancelled`. */
  cancel(): void {
    this.abort.abort();
  }

  get cancelled(): boolean {
    return this.abort.signal.aborted;
  }

  /** Every event from now on; returns an unsubscribe function. */
  on(listener: (e: FlashEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Every event from the start, ending after the result. */
  async *[Symbol.asyncIterator](): AsyncGenerator<FlashEvent> {
    let i = 0;
    while (true) {
      while (i < this.history.length) {
        const e = this.history[i++]!;
        yield e;
        if (e.type === 'result') return;
      }
      await new Promise<void>((resolve) => this.waiters.add(resolve));
    }
  }

  private emit(e: FlashEvent): void {
    this.history.push(e);
    for (const l of [...this.listeners]) l(e);
    for (const w of [...this.waiters]) w();
    this.waiters.clear();
  }

  private log(line: string, step: string | null = null): void {
    this.emit({ type: 'log', step, stream: 'arena', line });
  }

  private async run(): Promise<void> {
    const t0 = Date.now();
    let currentStep: string | null = null;
    let released = false;
    const finish = (result: FlashResult) => {
      this.emit({ type: 'result', result });
      this.resolveDone(result);
    };
    const fail = (error: FlashError): FlashResult => ({ ok: false, error, step: currentStep, durationMs: Date.now() - t0 });
    const cancelledError = () => new FlashError('flash-cancelled', `cancelled${currentStep ? ` during ${currentStep}` : ''}`, { step: currentStep });

    let result: FlashResult;
    let cleanup = async () => {};
    try {
      const plan = await planFlash(this.request);
      cleanup = plan.cleanup;
      for (const n of plan.notes) this.log(n);
      if (this.cancelled) throw cancelledError();
      if (this.options.beforeFlash) {
        this.log('releasing the board\'s serial port');
        released = true;
        await this.options.beforeFlash();
      }
      const done: string[] = [];
      for (const [index, step] of plan.steps.entries()) {
        if (this.cancelled) throw cancelledError();
        currentStep = step.label;
        this.emit({ type: 'phase', step: step.label, stepIndex: index, stepCount: plan.steps.length, phase: 'start' });
        const end = await this.runStep(step, index, plan.steps.length, cancelledError);
        this.log(`${step.label}: ${describeExit(end)}, done`, step.label);
        done.push(step.label);
      }
      currentStep = null;
      result = { ok: true, steps: done, durationMs: Date.now() - t0 };
    } catch (e) {
      const error =
        e instanceof FlashError
          ? e
          : e instanceof ArenaError
            ? new FlashError('flash-tool-failed', e.message, { cause: e.code, ...e.context })
            : new FlashError('flash-tool-failed', `unexpected failure: ${(e as Error).message}`, {});
      result = fail(error);
    }
    try {
      await cleanup();
    } catch (e) {
      this.log(`could not remove temporary files: ${(e as Error).message}`);
    }
    if (released && this.options.afterFlash) {
      try {
        this.log('looking for the board again');
        await this.options.afterFlash();
      } catch (e) {
        this.log(`could not find the board again: ${(e as Error).message}`);
      }
    }
    finish(result);
  }

  /** Runs one tool; throws a FlashError when it is cancelled, stopped or judged to have failed. */
  private async runStep(step: ToolStep, index: number, stepCount: number, cancelledError: () => FlashError): Promise<Extract<RunEnd, { kind: 'exited' }>> {
    this.log(`${step.program} ${step.args.join(' ')}`, step.label);
    const read = step.reader();
    const output = new ToolOutput();
    let phase = 'start';
    const end = await runTool({
      program: step.program,
      args: step.args,
      idleTimeoutMs: step.idleTimeoutMs,
      timeoutMs: this.options.timeoutMs ?? 15 * 60_000,
      killGraceMs: this.options.killGraceMs,
      signal: this.abort.signal,
      onLine: (line, stream) => {
        const r = read(line);
        // Progress bars can redraw millions of times: they are events, not output to keep.
        if (!r.progressOnly) output.add(line);
        if (r.phase && r.phase !== phase) {
          phase = r.phase;
          this.emit({ type: 'phase', step: step.label, stepIndex: index, stepCount, phase });
        }
        if (r.percent !== undefined) this.emit({ type: 'progress', step: step.label, stepIndex: index, stepCount, phase, percent: r.percent });
        if (!r.progressOnly) this.emit({ type: 'log', step: step.label, stream, line });
      },
    });
    if (end.kind === 'cancelled') throw cancelledError();
    if (end.kind === 'timeout') {
      throw new FlashError(
        'flash-timeout',
        end.limit === 'idle'
          ? `${step.tool} printed nothing for ${end.ms / 1000} s during ${step.label} and was stopped`
          : `${step.tool} ran longer than ${end.ms / 1000} s during ${step.label} and was stopped`,
        { tool: step.tool, step: step.label, limit: end.limit, ms: end.ms, output: output.lines().slice(-20) },
        'the cable or the board may be stuck: unplug and replug the cable, power-cycle the board, and try again',
      );
    }
    if (output.dropped) this.log(`${output.count} output lines; ${output.dropped} from the middle were not kept`, step.label);
    const error = step.judge(end, output.lines());
    if (error) throw error;
    return end;
  }
}

/** Creates and starts a flash job. */
export function startFlashJob(request: FlashRequest, options: FlashJobOptions = {}): FlashJob {
  return new FlashJob(request, options).start();
}
