/**
 * Listener bookkeeping shared by every Transport implementation: the three event kinds of the
 * interface, each listener removable through its Disposable. A listener that throws must not
 * break the transport, so its error is handed to the error listeners (or dropped if it is one).
 */
import type { CloseCause, Disposable } from './transport.ts';

type DataListener = (bytes: Uint8Array, timeMs: number) => void;
type CloseListener = (cause: CloseCause) => void;
type ErrorListener = (error: Error) => void;

function add<T>(set: Set<T>, listener: T): Disposable {
  set.add(listener);
  return { dispose: () => void set.delete(listener) };
}

export class TransportEvents {
  private readonly data = new Set<DataListener>();
  private readonly close = new Set<CloseListener>();
  private readonly error = new Set<ErrorListener>();

  onData(listener: DataListener): Disposable {
    return add(this.data, listener);
  }
  onClose(listener: CloseListener): Disposable {
    return add(this.close, listener);
  }
  onError(listener: ErrorListener): Disposable {
    return add(this.error, listener);
  }

  emitData(bytes: Uint8Array, timeMs: number): void {
    for (const l of [...this.data]) this.guard(() => l(bytes, timeMs));
  }
  emitClose(cause: CloseCause): void {
    for (const l of [...this.close]) this.guard(() => l(cause));
  }
  emitError(error: Error): void {
    for (const l of [...this.error]) {
      try {
        l(error);
      } catch {
        // An error listener that throws has nowhere further to report to.
      }
    }
  }

  private guard(fn: () => void): void {
    try {
      fn();
    } catch (e) {
      this.emitError(e instanceof Error ? e : new Error(String(e)));
    }
  }
}

/** `Error` from anything thrown or emitted. */
export function asError(e: unknown): Error {
  return e instanceof Error ? e : new Error(String(e));
}

/**
 * The event half of every Transport: owns the listener sets and answers `onData`, `onClose` and
 * `onError`. Implementations extend it and emit through `this.events`.
 */
export abstract class EventedTransport {
  protected readonly events = new TransportEvents();

  onData(listener: DataListener): Disposable {
    return this.events.onData(listener);
  }
  onClose(listener: CloseListener): Disposable {
    return this.events.onClose(listener);
  }
  onError(listener: ErrorListener): Disposable {
    return this.events.onError(listener);
  }
}
