/** Where a CLI command writes. Injected so commands are tested without a terminal. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when stderr is a terminal, so progress bars may redraw in place. */
  readonly interactive: boolean;
}

export function processIo(): CliIo {
  return {
    out: (t) => void process.stdout.write(t),
    err: (t) => void process.stderr.write(t),
    interactive: Boolean(process.stderr.isTTY),
  };
}

/** An in-memory CliIo for tests. */
export function memoryIo(): CliIo & { stdout: () => string; stderr: () => string } {
  let o = '';
  let e = '';
  return {
    out: (t) => void (o += t),
    err: (t) => void (e += t),
    interactive: false,
    stdout: () => o,
    stderr: () => e,
  };
}
