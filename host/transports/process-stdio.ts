/**
 * This process's own stdin and stdout as a Transport, for `arena serve --stdio`: the program that
 * started us is the other end (a referee running us as `gtp:"arena serve --game hex --stdio"`).
 * stdin's end closes it with `eof`, but stdout stays writable (answers to the last commands of a
 * pipe still go out); close() stops reading and leaves the streams to the process.
 */
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import type { CloseCause, Transport } from './transport.ts';
import { closedError } from './errors.ts';
import { InProcessTransport } from './in-process.ts';

export class ProcessStdioTransport extends InProcessTransport implements Transport {
  private readonly onChunk = (chunk: Buffer) => this.events.emitData(chunk, performance.now());
  private readonly onEnd = () => this.finish({ kind: 'eof', detail: 'stdin ended' });

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly output: Writable = process.stdout,
  ) {
    super('stdio');
  }

  async open(): Promise<void> {
    this.markOpen();
    this.input.on('data', this.onChunk);
    this.input.once('end', this.onEnd);
    this.input.resume();
  }

  write(bytes: Uint8Array): Promise<void> {
    if (!this.output.writable) return Promise.reject(closedError(this.description));
    return new Promise((resolve, reject) => this.output.write(bytes, (e) => (e ? reject(e) : resolve())));
  }

  async close(): Promise<void> {
    this.finish({ kind: 'requested' });
  }

  private finish(cause: CloseCause): void {
    if (!this.open_) return;
    this.open_ = false;
    this.input.off('data', this.onChunk);
    this.input.off('end', this.onEnd);
    this.input.pause();
    this.events.emitClose(cause);
  }
}
