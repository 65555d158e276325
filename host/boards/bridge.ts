/**
 * Joins a link (a pty end, a TCP connection) to a board: bytes from the link go to the board and
 * the board's answers go back. Both must be open. When either side closes, the other is closed
 * too; `done` says which side went first and why.
 */
import type { CloseCause, Transport } from '../transports/transport.ts';

export interface BridgeEnd {
  readonly side: 'link' | 'board' | 'stopped';
  readonly cause: CloseCause;
}

export interface Bridge {
  readonly done: Promise<BridgeEnd>;
  /** Closes both sides. */
  stop(): Promise<void>;
}

export interface BridgeOptions {
  log?: (line: string) => void;
  /** Leave the link open when the board closes (so a new board can take over the same pty). */
  keepLinkOpen?: boolean;
}

export function bridge(link: Transport, board: Transport, options: BridgeOptions = {}): Bridge {
  const log = options.log ?? (() => {});
  let finished = false;
  let resolveDone: (e: BridgeEnd) => void = () => {};
  const done = new Promise<BridgeEnd>((r) => (resolveDone = r));
  const forward = (to: Transport) => (bytes: Uint8Array) => {
    to.write(bytes).catch((e: Error) => {
      if (!finished) log(`lost ${bytes.length} byte(s) to ${to.description}: ${e.message}`);
    });
  };
  const subs = [
    link.onData(forward(board)),
    board.onData(forward(link)),
    link.onClose((cause) => void finish({ side: 'link', cause }, board)),
    board.onClose((cause) => void finish({ side: 'board', cause }, options.keepLinkOpen ? null : link)),
  ];
  async function finish(end: BridgeEnd, other: Transport | null): Promise<void> {
    if (finished) return;
    finished = true;
    for (const s of subs) s.dispose();
    await other?.close().catch(() => {});
    resolveDone(end);
  }
  return {
    done,
    stop: async () => {
      await finish({ side: 'stopped', cause: { kind: 'requested' } }, null);
      await link.close().catch(() => {});
      await board.close().catch(() => {});
    },
  };
}
