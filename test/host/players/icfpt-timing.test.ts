// What the ICFPT player times, exactly: from the prompt's last byte leaving the host (the write()
// call plus the prompt's wire time on a paced link) to the chunk that completes the move. The
// board here is a paced Transport whose write resolves late (a slow drain callback) and whose reply
// comes in two chunks, so timing from the wrong instant would be off by milliseconds.
import { describe, it, expect } from 'vitest';
import { performance } from 'node:perf_hooks';
import { IcfptPlayer } from '../../../host/players/icfpt-player.ts';
import { TransportEvents } from '../../../host/transports/events.ts';
import type { CloseCause, Disposable, Transport } from '../../../host/transports/transport.ts';
import { IcfptBoardSide } from '../../../core/protocol/icfpt/index.ts';
import { wireTimeMs } from '../../../core/match/types.ts';
import { summarize } from '../../../core/stats/summary.ts';

const DRAIN_MS = 6;
const THINK_MS = 15;
const SPLIT_MS = 4;

/** Team `TM`; answers every move prompt with `55a0` (first move), in two chunks. */
class SlowBoard implements Transport {
  readonly description = 'test:slow-board';
  readonly baudRate = 115200;
  readonly paced = true;
  isOpen = false;
  private readonly events = new TransportEvents();
  private readonly parser = new IcfptBoardSide();
  /** When write() was called for each move prompt and when the move's last chunk was emitted. */
  readonly called: number[] = [];
  readonly completed: number[] = [];
  private timers = new Set<NodeJS.Timeout>();

  async open(): Promise<void> {
    this.isOpen = true;
  }
  async write(bytes: Uint8Array): Promise<void> {
    const calledAt = performance.now();
    const events = this.parser.feed(bytes);
    await this.after(DRAIN_MS);
    for (const ev of events) {
      if (ev.type === 'identify') this.emit('1TM');
      if (ev.type === 'first-move') {
        this.called.push(calledAt);
        void this.after(THINK_MS).then(() => {
          this.emit('55');
          return this.after(SPLIT_MS).then(() => this.completed.push(this.emit('a0')));
        });
      }
    }
  }
  async close(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    this.isOpen = false;
    this.events.emitClose({ kind: 'requested' });
  }
  private emit(text: string): number {
    const t = performance.now();
    this.events.emitData(Uint8Array.from(text, (c) => c.charCodeAt(0)), t);
    return t;
  }
  private after(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        resolve();
      }, ms);
      this.timers.add(t);
    });
  }
  onData(l: (bytes: Uint8Array, timeMs: number) => void): Disposable {
    return this.events.onData(l);
  }
  onClose(l: (cause: CloseCause) => void): Disposable {
    return this.events.onClose(l);
  }
  onError(l: (error: Error) => void): Disposable {
    return this.events.onError(l);
  }
}

describe('IcfptPlayer timing', () => {
  it('runs from the prompt leaving the host (write call + wire time) to the chunk holding the 4th move byte', async () => {
    const board = new SlowBoard();
    const player = new IcfptPlayer(board, { dialect: 'heart-2014', predictMs: () => 12.5 });
    await player.open();
    await player.newGame({ settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, side: 0, timeLimitMs: 0 });
    expect(player.identity.teamCode).toBe('TM');
    const errors: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = await player.play({ moves: [], side: 0, timeLimitMs: 0 });
      expect(answer.kind).toBe('move');
      if (answer.kind !== 'move') return;
      const truth = board.completed[i]! - (board.called[i]! + wireTimeMs(2, 115200)!);
      expect(truth).toBeGreaterThan(DRAIN_MS + THINK_MS + SPLIT_MS - 1.5); // timers may fire a hair early
      errors.push(Math.abs(answer.timing.wallMs - truth));
      expect(answer.timing).toMatchObject({ promptBytes: 2, replyBytes: 4, predictedMs: 12.5 });
      expect(answer.timing.wireMs).toBeCloseTo(wireTimeMs(4, 115200)!, 12);
      expect(answer.timing.computeMs).toBeCloseTo(answer.timing.wallMs - answer.timing.wireMs!, 12);
      player.cancel();
    }
    // The median: on a loaded machine the OS may deschedule this process between the board's
    // clock reading and ours on any one move. Timing from the drain would be 6 ms short on all.
    expect(summarize(errors).median!, `errors (ms): ${errors.map((e) => e.toFixed(3)).join(' ')}`).toBeLessThan(1);
    await player.close();
  });
});
