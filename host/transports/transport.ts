/**
 * One byte-stream interface for everything on the other end of a link: a serial port, TCP,
 * a child process's stdio, a pseudo-terminal, or an emulated board in memory (shared/DESIGN.md §3).
 * Host code drives all of them the same way.
 */

export interface Disposable {
  dispose(): void;
}

/** Why a transport closed. `requested` is the only cause that is not a failure. */
export type CloseCause =
  | { kind: 'requested' }
  | { kind: 'eof'; detail: string }
  | { kind: 'link-lost'; detail: string }
  /** `stderr`: the program's last stderr lines (bounded), which usually say why it ended. */
  | { kind: 'exited'; code: number | null; signal: string | null; stderr?: readonly string[] }
  | { kind: 'error'; detail: string };

export interface Transport {
  /** A person-readable name: `serial:/dev/ttyUSB0 @115200`, `tcp:127.0.0.1:10000`, `emu:blokus`. */
  readonly description: string;
  /** Bits per second of the link, when it has one (serial), for wire-time estimates; else null. */
  readonly baudRate: number | null;
  /**
   * True when written bytes leave at `baudRate` (a real UART): the last byte of a write is on the
   * wire that many bit times after write() is called. False or absent for links with no line rate
   * to wait for (pipes, sockets, pseudo-terminals, memory).
   */
  readonly paced?: boolean;
  readonly isOpen: boolean;
  open(): Promise<void>;
  /** Resolves once the bytes have been handed to the OS and drained (for serial: tcdrain). */
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
  /** `timeMs` is taken when the data event fires (performance.now() scale). */
  onData(listener: (bytes: Uint8Array, timeMs: number) => void): Disposable;
  onClose(listener: (cause: CloseCause) => void): Disposable;
  onError(listener: (error: Error) => void): Disposable;
}
