/**
 * A board program on stdio for the firmware tests (the virtual board, the SoC RTL board): bytes in on
 * stdin, reply lines out on stdout; it exits when its stdin closes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A board program on stdio: write lines, read reply lines (CR LF ended) as they come. */
export class StdioBoard {
  readonly child: ChildProcess;
  private buffer = '';
  private waiters: (() => void)[] = [];
  constructor(exe: string, args: readonly string[] = []) {
    this.child = spawn(exe, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.child.stdout!.setEncoding('latin1');
    this.child.stdout!.on('data', (s: string) => {
      this.buffer += s;
      for (const w of this.waiters.splice(0)) w();
    });
  }
  send(text: string): void {
    this.child.stdin!.write(text, 'latin1');
  }
  /** The next `n` lines (CR LF ended), waiting up to `ms`. */
  async lines(n: number, ms = 5000): Promise<string[]> {
    const deadline = Date.now() + ms;
    for (;;) {
      const parts = this.buffer.split('\r\n');
      if (parts.length - 1 >= n) {
        const got = parts.slice(0, n);
        this.buffer = parts.slice(n).join('\r\n');
        return got;
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${n} lines; have ${JSON.stringify(this.buffer)}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, 50);
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }
  get pending(): string {
    return this.buffer;
  }
  async close(): Promise<number | null> {
    if (this.child.exitCode !== null) return this.child.exitCode;
    const exited = once(this.child, 'exit');
    this.child.stdin!.end(); // end of input: the virtual board exits by itself
    const [code] = (await exited) as [number | null];
    return code;
  }
}
