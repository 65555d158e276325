/**
 * The base of the transports with no wire of their own (an in-memory pair, an emulated board,
 * this process's stdio): no line rate, an open flag, open() refused while already open.
 */
import { EventedTransport } from './events.ts';
import { TransportError, closedError } from './errors.ts';

export abstract class InProcessTransport extends EventedTransport {
  /** Nothing in-process has a line rate. */
  readonly baudRate = null;
  protected open_ = false;

  constructor(readonly description: string) {
    super();
  }

  get isOpen(): boolean {
    return this.open_;
  }

  /** Marks the transport open; `transport-busy` if it already is. */
  protected markOpen(): void {
    if (this.open_) throw new TransportError('transport-busy', `${this.description} is already open`, { transport: this.description });
    this.open_ = true;
  }

  /** `transport-closed` unless open: bytes are never queued for later. */
  protected assertOpen(): void {
    if (!this.open_) throw closedError(this.description);
  }
}
