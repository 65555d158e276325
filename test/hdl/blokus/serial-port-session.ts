/**
 * A minimal host end of a serial line for tests: opens a path with node-serialport at 115200 8N1,
 * writes bytes, and reads exactly n bytes with a deadline. Close it in teardown.
 */
import { SerialPort } from 'serialport';

export class SerialSession {
  private readonly buffer: number[] = [];
  private wake: (() => void) | null = null;

  private constructor(private readonly port: SerialPort) {
    port.on('data', (d: Buffer) => {
      this.buffer.push(...d);
      this.wake?.();
    });
  }

  static open(path: string): Promise<SerialSession> {
    return new Promise((resolve, reject) => {
      const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
      port.open((err) => (err ? reject(err) : resolve(new SerialSession(port))));
    });
  }

  write(bytes: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      this.port.write(Buffer.from(bytes), (err) => (err ? reject(err) : this.port.drain((e) => (e ? reject(e) : resolve()))));
    });
  }

  /** The next n bytes (CR/LF included), or a timeout error naming what did arrive. */
  async read(n: number, timeoutMs: number): Promise<Uint8Array> {
    const deadline = Date.now() + timeoutMs;
    while (this.buffer.length < n) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${n} bytes, got [${this.buffer.join(', ')}]`);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.wake = null;
    }
    return Uint8Array.from(this.buffer.splice(0, n));
  }

  /** Bytes that arrived but were not read. */
  pending(): number {
    return this.buffer.length;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.port.isOpen) return resolve();
      this.port.close(() => resolve());
    });
  }
}
