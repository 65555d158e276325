/** A minimal listener list for `onX` events (core has no EventEmitter). */
import type { Unsubscribe } from './player.ts';

export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): Unsubscribe {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }

  emit(value: T): void {
    for (const l of [...this.set]) l(value);
  }

  clear(): void {
    this.set.clear();
  }
}
