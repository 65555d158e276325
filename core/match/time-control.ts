/**
 * A per-game time control (after cutechess's `tc=40/60+1`, without move-count periods): each side
 * has `baseMs` for the whole game and gains `incrementMs` after each move it completes in time.
 * It is independent of the per-move limit; when both are set the tighter one rules each turn.
 * Written `60s+1s`, `5m`, `1500ms+100ms`, `90+0.5` (bare numbers are seconds).
 */
import { z } from 'zod';
import type { Side } from './types.ts';

export interface TimeControl {
  readonly baseMs: number;
  readonly incrementMs: number;
}

/** The longest game budget accepted: a day per side. */
export const MAX_GAME_TIME_MS = 86_400_000;

export const timeControlSchema = z.object({
  baseMs: z.number().int().min(1).max(MAX_GAME_TIME_MS),
  incrementMs: z.number().int().min(0).max(MAX_GAME_TIME_MS),
});

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;
const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/;

export type TimeControlParse = { readonly ok: true; readonly timeControl: TimeControl } | { readonly ok: false; readonly message: string };

function durationMs(text: string): number | null {
  const m = DURATION.exec(text.trim());
  if (!m) return null;
  const unit = (m[2] ?? 's') as keyof typeof UNIT_MS;
  return Math.round(Number(m[1]) * UNIT_MS[unit]);
}

/** `60s+1s` → { baseMs: 60000, incrementMs: 1000 }; a message naming what is wrong otherwise. */
export function parseTimeControl(text: string): TimeControlParse {
  const parts = text.trim().split('+');
  if (parts.length > 2 || parts[0] === '') return { ok: false, message: `"${text}" is not a time control: write BASE[+INCREMENT], e.g. 60s+1s, 5m or 1500ms` };
  const base = durationMs(parts[0]!);
  const increment = parts.length === 2 ? durationMs(parts[1]!) : 0;
  if (base === null) return { ok: false, message: `"${parts[0]}" in "${text}" is not a duration (a number with ms, s, m or h; bare numbers are seconds)` };
  if (increment === null) return { ok: false, message: `"${parts[1]}" in "${text}" is not a duration (a number with ms, s, m or h; bare numbers are seconds)` };
  const parsed = timeControlSchema.safeParse({ baseMs: base, incrementMs: increment });
  if (!parsed.success) return { ok: false, message: `"${text}": the game time must be between 1 ms and 24 h, the increment at most 24 h` };
  return { ok: true, timeControl: parsed.data };
}

function formatDuration(ms: number): string {
  if (ms % 60_000 === 0 && ms >= 60_000) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  return `${ms}ms`;
}

/** The inverse of parseTimeControl: `60s+1s`, `5m`, `1500ms+100ms`. */
export function formatTimeControl(tc: TimeControl): string {
  return tc.incrementMs > 0 ? `${formatDuration(tc.baseMs)}+${formatDuration(tc.incrementMs)}` : formatDuration(tc.baseMs);
}

/** What charging a move did: `flag` = the side's game time ran out during it. */
export type ClockCharge = { readonly kind: 'ok'; readonly remainingMs: number } | { readonly kind: 'flag'; readonly availableMs: number; readonly usedMs: number };

/**
 * Both sides' remaining game time. Core has no clock: the host measures each move and charges it
 * here. Remaining time never goes below zero; a history of the values before each move lets a
 * take-back restore them exactly.
 */
export class GameClock {
  private remaining: [number, number];
  private readonly history: [number, number][] = [];

  constructor(readonly control: TimeControl) {
    this.remaining = [control.baseMs, control.baseMs];
  }

  remainingMs(side: Side): number {
    return this.remaining[side];
  }

  get both(): readonly [number, number] {
    return [this.remaining[0], this.remaining[1]];
  }

  /** Charge `side` for a completed move of `usedMs`; the increment is added when it was in time. */
  charge(side: Side, usedMs: number): ClockCharge {
    if (!(usedMs >= 0)) throw new RangeError(`a move cannot take ${usedMs} ms`);
    const available = this.remaining[side];
    this.history.push([this.remaining[0], this.remaining[1]]);
    if (usedMs > available) {
      this.remaining[side] = 0;
      return { kind: 'flag', availableMs: available, usedMs };
    }
    this.remaining[side] = available - usedMs + this.control.incrementMs;
    return { kind: 'ok', remainingMs: this.remaining[side] };
  }

  /** Undo the last `moves` charges (a take-back). */
  takeBack(moves: number): void {
    if (moves > this.history.length) throw new RangeError(`cannot take back ${moves} moves: only ${this.history.length} were charged`);
    for (let i = 0; i < moves; i++) this.remaining = this.history.pop()!;
  }
}
