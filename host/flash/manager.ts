/**
 * Flash jobs for the UI, over host/flash: one job at a time, its events folded into a
 * `FlashState` (phase, percent, the tool's log, the error in words with its hint) and sent as
 * `flash` events. Connected serial boards are released before the tools run (JTAG tools can make
 * USB serial devices vanish, shared/DESIGN.md §6) and the board list is refreshed after.
 */
import { randomBytes } from 'node:crypto';
import { ArenaError } from '../../core/errors.ts';
import type { FlashProfile, FlashRequest, FlashState } from '../../core/api/schemas.ts';
import { BOARD_PROFILES } from '../../core/boards/profiles.ts';
import { findOptionalTool, INSTALL_HINTS, type ToolSearch } from './find-tool.ts';
import { startFlashJob, type FlashEvent, type FlashJob } from './job.ts';

export const LOG_LINES = 400;

export interface FlashOptions {
  readonly onFlash: (state: FlashState) => void;
  /** Close the boards' serial ports before a tool runs. */
  readonly releaseBoards?: () => Promise<void>;
  /** Open them again when the tools are done (success or not). */
  readonly restoreBoards?: () => Promise<void>;
  readonly tools?: ToolSearch;
}

export class FlashManager {
  private job: { id: string; job: FlashJob; state: FlashState } | null = null;

  constructor(private readonly options: FlashOptions) {}

  async profiles(): Promise<FlashProfile[]> {
    return Promise.all(
      BOARD_PROFILES.map(async ({ flash: p }) => ({
        id: p.board,
        label: p.label,
        files: p.files,
        cable: p.cables.openFPGALoader,
        tools: await Promise.all(p.tools.map(async (t) => ({ name: t, found: (await findOptionalTool(t, this.options.tools)) !== null, hint: INSTALL_HINTS[t] }))),
      })),
    );
  }

  start(request: FlashRequest): FlashState {
    if (this.job && this.job.state.status === 'running') {
      throw new ArenaError('flash-busy', `a flash job is already running (${this.job.state.files.join(', ')}); wait for it or cancel it`, { jobId: this.job.id });
    }
    const id = randomBytes(4).toString('hex');
    const files = [request.bitstream, request.firmware].filter((f): f is string => f !== undefined);
    const job = startFlashJob(
      {
        board: request.profileId,
        ...(request.bitstream ? { bitstream: request.bitstream } : {}),
        ...(request.firmware ? { firmware: request.firmware } : {}),
        ...(request.to ? { to: request.to } : {}),
        ...(request.cable ? { cable: request.cable } : {}),
        ...(request.gdbServer ? { gdbServer: request.gdbServer } : {}),
        ...(this.options.tools ? { tools: this.options.tools } : {}),
      },
      {
        ...(this.options.releaseBoards ? { beforeFlash: this.options.releaseBoards } : {}),
        ...(this.options.restoreBoards ? { afterFlash: this.options.restoreBoards } : {}),
      },
    );
    const entry = { id, job, state: { jobId: id, profileId: request.profileId, files, status: 'running', phase: null, percent: null, log: [], error: null } as FlashState };
    this.job = entry;
    job.on((e) => {
      entry.state = fold(entry.state, e);
      this.options.onFlash(entry.state);
    });
    return entry.state;
  }

  cancel(jobId: string): void {
    if (!this.job || this.job.id !== jobId) throw new ArenaError('flash-unknown-job', `no flash job '${jobId}'`, { jobId });
    this.job.job.cancel();
  }

  async dispose(): Promise<void> {
    const j = this.job;
    if (j && j.state.status === 'running') {
      j.job.cancel();
      await j.job.done;
    }
  }
}

/** One flash event applied to the state the UI shows. */
export function fold(state: FlashState, e: FlashEvent): FlashState {
  const log = (line: string) => [...state.log, line].slice(-LOG_LINES);
  switch (e.type) {
    case 'phase':
      return { ...state, phase: `${e.step}: ${e.phase}${e.stepCount > 1 ? ` (step ${e.stepIndex + 1} of ${e.stepCount})` : ''}`, percent: e.phase === 'start' ? null : state.percent };
    case 'progress': {
      // One bar over every tool run: step i of n at p% is (i + p/100)/n of the whole.
      const within = Math.max(0, Math.min(100, e.percent));
      const n = Math.max(1, e.stepCount);
      return { ...state, percent: ((Math.min(e.stepIndex, n - 1) + within / 100) / n) * 100 };
    }
    case 'log':
      return { ...state, log: log(e.line) };
    case 'result':
      if (e.result.ok) return { ...state, status: 'done', percent: 100, phase: `done in ${(e.result.durationMs / 1000).toFixed(1)} s` };
      return { ...state, status: e.result.error.code === 'flash-cancelled' ? 'cancelled' : 'failed', error: e.result.error.message };
  }
}
