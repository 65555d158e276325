/**
 * `arena serve` as a library: an emulated (or external) board exposed on TCP or a pseudo-terminal,
 * so other programs — the official competition host, a serial terminal, another arena — can talk
 * to it exactly as to hardware.
 *
 * - pty: socat makes a pty pair; one end is opened with the REAL serial transport and bridged to
 *   the board, the other end's path is announced for clients. One board serves game after game
 *   (the protocols start a new game with `0` / `START`); if the board program exits, a new one
 *   takes over the same pty.
 * - tcp: every accepted connection gets a fresh board.
 * - stdio: one board on stdin/stdout until stdin ends (logs go to stderr, never stdout).
 */
import net from 'node:net';
import type { Transport } from '../transports/transport.ts';
import { SerialTransport } from '../transports/serial.ts';
import { SocketTransport } from '../transports/socket.ts';
import { openPtyPair, type PtyPair } from '../transports/pty-pair.ts';
import { TransportError } from '../transports/errors.ts';
import { encodeMoveCode } from '../../core/blokus/codec.ts';
import { bridge, type Bridge } from './bridge.ts';
import { boardFactory, programOwnsPty, type BoardSettings } from './board-factory.ts';
import { EmulatedBlokusBoard } from './emulated-blokus.ts';
import { EmulatedGomokuBoard } from './emulated-gomoku.ts';
import { EmulatedBoard } from './emulated-board.ts';
import { EmulatedHexBoard, describeHexReport } from './emulated-hex.ts';
import { ProcessStdioTransport } from '../transports/process-stdio.ts';

/** `stdio`: one board on this process's stdin/stdout (a referee runs `arena serve --stdio` as its engine). */
export type ServeEndpoint = { kind: 'tcp'; port: number; host?: string } | { kind: 'pty' } | { kind: 'stdio' };

export interface ServeOptions extends BoardSettings {
  endpoint: ServeEndpoint;
  /** One line per event (connections, moves with their core statistics, problems). */
  log?: (line: string) => void;
}

export interface BoardServer {
  /** One machine-readable line for clients: `pty: /dev/pts/3` or `tcp: 127.0.0.1:10000`. */
  readonly announce: string;
  readonly ptyPath: string | null;
  readonly tcpPort: number | null;
  /** Resolves when the server has stopped, by request or because its link failed (then with the reason). */
  readonly done: Promise<{ error: Error | null }>;
  stop(): Promise<void>;
}

/** At most this many lines per source (the `[tag]` a line starts with) per window. */
export const LOG_BURST_LINES = 20;
export const LOG_WINDOW_MS = 1000;

/**
 * Rate-limited logging: a client sending garbage makes one diagnostic per chunk, and a stream of
 * them must not flood stderr (and, written synchronously, stall every other client). Each source
 * gets LOG_BURST_LINES lines per LOG_WINDOW_MS; the rest of a burst is counted and summed up in
 * one line when the window ends.
 */
export function rateLimitedLog(log: (line: string) => void, burst = LOG_BURST_LINES, windowMs = LOG_WINDOW_MS): (line: string) => void {
  const sources = new Map<string, { shown: number; suppressed: number; last: string }>();
  return (line) => {
    const tag = /^\[[^\]]*\]/.exec(line)?.[0] ?? '';
    let s = sources.get(tag);
    if (!s) {
      s = { shown: 0, suppressed: 0, last: '' };
      sources.set(tag, s);
      const source = s;
      setTimeout(() => {
        sources.delete(tag);
        if (source.suppressed) log(`${tag}${tag ? ' ' : ''}… ${source.suppressed} more line(s) in ${windowMs} ms not shown; the last: ${source.last.slice(tag.length).trim()}`);
      }, windowMs).unref();
    }
    if (s.shown < burst) {
      s.shown++;
      log(line);
    } else {
      s.suppressed++;
      s.last = line;
    }
  };
}

/** Logs what an emulated board does: every move with its cycle count, every diagnostic. */
function instrument(board: Transport, log: (line: string) => void, tag: string): void {
  if (board instanceof EmulatedBlokusBoard) {
    board.onCoreStats((r) =>
      log(`${tag} move ${encodeMoveCode(r.move)} cycles=${r.stats.cycles} predicted_ms=${r.stats.predictedMs.toFixed(3)} nodes=${r.stats.nodes}${r.stats.deadlineHit ? ' deadline-hit' : ''} emulator_ms=${r.emulatorMs.toFixed(1)}`),
    );
  } else if (board instanceof EmulatedGomokuBoard) {
    board.onCoreStats((r) => log(`${tag} move ${r.move.x},${r.move.y} cycles=${r.stats.cycles} predicted_ms=${r.stats.predictedMs.toFixed(3)} nodes=${r.stats.nodes} emulator_ms=${r.emulatorMs.toFixed(1)}`));
  } else if (board instanceof EmulatedHexBoard) {
    board.onEngineInfo((r) => log(`${tag} ${describeHexReport(r)}`));
  }
  if (board instanceof EmulatedBoard) board.onDiagnostic((e) => log(`${tag} board: ${e.message}`));
  board.onError((e) => log(`${tag} ${board.description}: ${e.message}`));
}

export async function startBoardServer(options: ServeOptions): Promise<BoardServer> {
  const log = rateLimitedLog(options.log ?? (() => {}));
  const makeBoard = boardFactory(options); // bad settings fail here, before anything is opened
  if (options.endpoint.kind === 'tcp') return serveTcp(() => makeBoard(), options.endpoint, log);
  if (options.endpoint.kind === 'stdio') return serveStdio(makeBoard(), log);
  return servePty(makeBoard, programOwnsPty(options), log);
}

/** Stands in for the link when the board program opens the pty itself: closes only on request. */
class NoLink extends EmulatedBoard {
  constructor(path: string) {
    super(`pty:${path} (opened by the board program)`);
  }
  protected reset(): void {}
  protected receive(): void {}
}

async function servePty(makeBoard: (ptyPath?: string) => Transport, ownsPty: boolean, log: (line: string) => void): Promise<BoardServer> {
  const pair: PtyPair = await openPtyPair();
  // A board program given `{pty}` opens end a itself; otherwise we open it with the serial stack.
  const link: Transport = ownsPty ? new NoLink(pair.a) : new SerialTransport({ path: pair.a });
  try {
    await link.open();
  } catch (e) {
    await pair.close();
    throw e;
  }
  let stopping = false;
  let current: Bridge | null = null;
  let resolveDone: (r: { error: Error | null }) => void = () => {};
  const done = new Promise<{ error: Error | null }>((r) => (resolveDone = r));

  const run = async () => {
    let error: Error | null = null;
    let boards = 0;
    while (!stopping) {
      const board = makeBoard(pair.a);
      const tag = `[${pair.b}]`;
      instrument(board, log, tag);
      try {
        await board.open();
      } catch (e) {
        error = e as Error;
        break;
      }
      boards++;
      log(`${tag} ${boards === 1 ? 'serving' : 'restarted'} ${board.description}`);
      current = bridge(link, board, { log, keepLinkOpen: true });
      const end = await current.done;
      current = null;
      if (stopping) break;
      if (end.side === 'link') {
        error = new TransportError('transport-closed', `the pty link closed (${end.cause.kind}${'detail' in end.cause ? `: ${end.cause.detail}` : ''})`, { cause: end.cause });
        await board.close();
        break;
      }
      log(`${tag} board closed (${end.cause.kind}${end.cause.kind === 'exited' ? ` code ${end.cause.code} signal ${end.cause.signal}` : ''})`);
      // A board program that dies at once would spin: pause a little before the next one.
      await new Promise((r) => setTimeout(r, 200));
    }
    await link.close();
    await pair.close();
    resolveDone({ error });
  };
  void run();

  return {
    announce: `pty: ${pair.b}`,
    ptyPath: pair.b,
    tcpPort: null,
    done,
    stop: async () => {
      stopping = true;
      await current?.stop();
      await done;
    },
  };
}

async function serveTcp(makeBoard: () => Transport, endpoint: { port: number; host?: string }, log: (line: string) => void): Promise<BoardServer> {
  const host = endpoint.host ?? '127.0.0.1';
  const bridges = new Set<Bridge>();
  let stopping = false;
  const server = net.createServer((socket) => {
    const link = new SocketTransport(socket);
    const tag = `[${link.description}]`;
    if (stopping) {
      socket.destroy();
      return;
    }
    const board = makeBoard();
    instrument(board, log, tag);
    board.open().then(
      () => {
        log(`${tag} connected to ${board.description}`);
        const b = bridge(link, board, { log });
        bridges.add(b);
        void b.done.then((end) => {
          bridges.delete(b);
          log(`${tag} closed (${end.side} ${end.cause.kind})`);
        });
      },
      (e: Error) => {
        log(`${tag} board failed to start: ${e.message}`);
        socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(new TransportError('transport-open-failed', `cannot listen on ${host}:${endpoint.port}: ${e.code ?? e.message}`, { host, port: endpoint.port })),
    );
    server.listen(endpoint.port, host, () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  let resolveDone: (r: { error: Error | null }) => void = () => {};
  const done = new Promise<{ error: Error | null }>((r) => (resolveDone = r));
  return {
    announce: `tcp: ${host.includes(':') ? `[${host}]` : host}:${port}`,
    ptyPath: null,
    tcpPort: port,
    done,
    stop: async () => {
      if (stopping) return done.then(() => {});
      stopping = true;
      const closed = new Promise<void>((r) => server.close(() => r()));
      await Promise.all([...bridges].map((b) => b.stop()));
      await closed;
      resolveDone({ error: null });
    },
  };
}

/**
 * One board on stdin/stdout. Input that ends (a pipe of commands) is still answered in full: an
 * emulated board drains before it closes, so `printf 'genmove b\n' | arena serve --stdio` works.
 */
async function serveStdio(board: Transport, log: (line: string) => void): Promise<BoardServer> {
  const link = new ProcessStdioTransport();
  instrument(board, log, '[stdio]');
  await board.open();
  await link.open();
  log(`[stdio] serving ${board.description}`);
  let resolveDone: (r: { error: Error | null }) => void = () => {};
  const done = new Promise<{ error: Error | null }>((r) => (resolveDone = r));
  let ended = false;
  const end = async (why: string) => {
    if (ended) return;
    ended = true;
    log(`[stdio] closed (${why})`);
    await board.close().catch(() => {});
    await link.close();
    resolveDone({ error: null });
  };
  link.onData((bytes) => void board.write(bytes).catch((e: Error) => log(`[stdio] ${e.message}`)));
  board.onData((bytes) => void link.write(bytes).catch((e: Error) => log(`[stdio] ${e.message}`)));
  link.onClose((cause) => {
    const drained = board instanceof EmulatedBoard && board.isOpen ? board.drained() : Promise.resolve();
    void drained.then(() => end(`stdin ${cause.kind}`));
  });
  board.onClose((cause) => void end(`board ${cause.kind}`));
  return { announce: 'stdio', ptyPath: null, tcpPort: null, done, stop: () => end('stopped') };
}
