/**
 * Writes in flight on one link. Each settles exactly once: by its own completion callback, or
 * by the link closing under it (`rejectAll`), whichever comes first — a callback that fires after
 * the close (or a second time) is ignored.
 */
export class PendingWrites {
  private readonly rejects = new Set<(e: Error) => void>();

  /**
   * Start a write. `start` receives `done`, to call when the write has completed (with the error,
   * if any); `failure` turns that error into the one the caller sees.
   */
  track(start: (done: (e?: Error | null) => void) => void, failure: (e: Error) => Error): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.rejects.add(reject);
      start((e) => {
        if (!this.rejects.delete(reject)) return;
        if (e) reject(failure(e));
        else resolve();
      });
    });
  }

  /** The link has closed: every write still in flight fails with `error`. */
  rejectAll(error: Error): void {
    for (const reject of this.rejects) reject(error);
    this.rejects.clear();
  }
}
