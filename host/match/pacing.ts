/**
 * Pause, single-step and playback speed for watching machine games. The runner awaits
 * `beforeTurn()` before it asks a player for a move: while paused it holds the request, a step
 * lets one through, and a minimum interval spaces moves out for the eye. All of it happens
 * between turns, before a prompt is written, so every move's measured time stays the true one.
 */
import { MAX_WATCH_INTERVAL_MS as MAX_INTERVAL_MS, type WatchCommand } from '../../core/api/schemas.ts';

export interface PacingState {
  readonly paused: boolean;
  /** The least time from one move to the next request; 0 = as fast as the players go. */
  readonly minIntervalMs: number;
}

export class Pacer {
  private paused = false;
  private steps = 0;
  private minIntervalMs = 0;
  private lastMoveAt: number | null = null;
  private released = false;
  private wake: () => void = () => undefined;

  constructor(
    private readonly now: () => number,
    private readonly onChange: (s: PacingState) => void = () => undefined,
  ) {}

  get state(): PacingState {
    return { paused: this.paused, minIntervalMs: this.minIntervalMs };
  }

  pause(): void {
    this.update(() => (this.paused = true));
  }

  resume(): void {
    this.update(() => {
      this.paused = false;
      this.steps = 0;
    });
  }

  /** While paused: let exactly one more turn be asked (without the interval). */
  step(): void {
    if (!this.paused) return;
    this.steps++;
    this.wake();
  }

  setMinInterval(ms: number): void {
    if (!(ms >= 0 && ms <= MAX_INTERVAL_MS)) throw new RangeError(`a display interval of ${ms} ms is outside 0..${MAX_INTERVAL_MS}`);
    this.update(() => (this.minIntervalMs = ms));
  }

  /** A move was accepted now: the next request waits for the interval from here. */
  moved(): void {
    this.lastMoveAt = this.now();
  }

  /** The game is ending: let every held request go, now and from now on. */
  release(): void {
    this.released = true;
    this.wake();
  }

  /** Resolves when the next turn may be asked. */
  async beforeTurn(): Promise<void> {
    for (;;) {
      if (this.released) return;
      if (this.paused) {
        if (this.steps > 0) {
          this.steps--;
          return;
        }
        await this.changed(null);
        continue;
      }
      const wait = this.lastMoveAt === null ? 0 : this.lastMoveAt + this.minIntervalMs - this.now();
      if (wait <= 0) return;
      // Woken early by a pause, a new interval or a release: look again.
      if (await this.changed(wait)) return;
    }
  }

  private update(change: () => void): void {
    change();
    this.onChange(this.state);
    this.wake();
  }

  /** Waits for a change (true when `ms` ran out first); null = no time limit. */
  private changed(ms: number | null): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = ms === null ? undefined : setTimeout(() => done(true), ms);
      const done = (timedOut: boolean) => {
        clearTimeout(timer);
        this.wake = () => undefined;
        resolve(timedOut);
      };
      this.wake = () => done(false);
    });
  }
}

/** A watch command from the UI (core/api `watchCommandSchema`) applied to a pacer. */
export function applyWatch(pacer: Pacer, command: WatchCommand): void {
  switch (command.action) {
    case 'pause':
      return pacer.pause();
    case 'resume':
      return pacer.resume();
    case 'step':
      return pacer.step();
    case 'interval':
      return pacer.setMinInterval(command.ms);
  }
}

/** A match's pacing as its config asks it to start (absent = full speed, running). */
export function startWatching(pacer: Pacer, watch: PacingState | undefined): void {
  if (!watch) return;
  pacer.setMinInterval(watch.minIntervalMs);
  if (watch.paused) pacer.pause();
}
