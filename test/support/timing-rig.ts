/**
 * The arena's move timing against an independent clock, for one kind of link: a stand-in ICFPT
 * engine answering after known delays, behind test/fixtures/timing-proxy.ts, played by an
 * IcfptPlayer over the arena's real transport (stdio = exec:, tcp, serial on a socat pty) against
 * the emulator. Each sample pairs the arena's wall figure for a move with the proxy's.
 * Used by test/host/players/link-timing.test.ts and bench/link-timing.bench.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { IcfptPlayer } from '../../host/players/icfpt-player.ts';
import { createPlayer } from '../../host/players/create-player.ts';
import { playGame } from '../../host/match/run-game.ts';
import { ExecTransport } from '../../host/transports/exec.ts';
import { SerialTransport } from '../../host/transports/serial.ts';
import { TcpClientTransport } from '../../host/transports/tcp-client.ts';
import type { Transport } from '../../host/transports/transport.ts';
import { openPtyPair } from '../../host/transports/pty-pair.ts';

export type LinkKind = 'stdio' | 'tcp' | 'serial';
export const LINK_KINDS: readonly LinkKind[] = ['stdio', 'tcp', 'serial'];
/** The peer's delays (ms), cycled move by move. */
export const PEER_DELAYS = [0, 5, 40, 300] as const;

export interface TimingSample {
  readonly delayMs: number;
  /** The proxy's figure: prompt in → reply out, inside the link. */
  readonly trueMs: number;
  /** The arena's wall figure for the same move. */
  readonly arenaMs: number;
  /** The reply's wire time the arena reports (serial), else 0. */
  readonly wireMs: number;
}

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const tsx = (file: string, ...args: string[]) => [process.execPath, '--import', 'tsx', fixture(file), ...args];

/** A reply as the proxy saw it: its chunks joined, timed at its last chunk. */
interface ProxyReply {
  trueMs: number;
  text: string;
}

interface Proxied {
  readonly transport: Transport;
  readonly replies: ProxyReply[];
  cleanup(): Promise<void>;
}

/** Reads the proxy's report lines: a prompt opens a reply, each later chunk extends it. */
function collect(replies: ProxyReply[], onOther: (fact: Record<string, unknown>) => void) {
  let open: ProxyReply | null = null;
  return (line: string) => {
    if (!line.startsWith('{')) return;
    const fact = JSON.parse(line) as Record<string, unknown>;
    if (fact['prompt'] === true) open = null;
    else if (typeof fact['sinceMs'] === 'number') {
      if (!open) replies.push((open = { trueMs: 0, text: '' }));
      open.trueMs = fact['sinceMs'];
      open.text += String(fact['text']);
    } else onOther(fact);
  };
}

/** Starts the proxy as a child for tcp/pty, resolving with its first non-reply report. */
function startProxy(argv: string[], replies: ProxyReply[]): Promise<{ child: ChildProcess; fact: Record<string, unknown> }> {
  const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let partial = '';
    let settled = false;
    const read = collect(replies, (fact) => {
      settled = true;
      resolve({ child, fact });
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (text: string) => {
      const lines = (partial + text).split('\n');
      partial = lines.pop()!;
      lines.forEach(read);
    });
    child.once('exit', (code) => settled || reject(new Error(`timing proxy exited (code ${code}) before it was ready`)));
  });
}

async function proxied(kind: LinkKind, peer: string[]): Promise<Proxied> {
  const replies: ProxyReply[] = [];
  if (kind === 'stdio') {
    const transport = new ExecTransport({ command: tsx('timing-proxy.ts', '--link', 'stdio', '--', ...peer) });
    transport.onStderr(collect(replies, () => {}));
    return { transport, replies, cleanup: () => transport.close() };
  }
  const pair = kind === 'serial' ? await openPtyPair() : null;
  const { child, fact } = await startProxy(tsx('timing-proxy.ts', '--link', kind === 'serial' ? 'pty' : 'tcp', ...(pair ? ['--device', pair.b] : []), '--', ...peer), replies);
  const transport = pair ? new SerialTransport({ path: pair.a }) : new TcpClientTransport({ port: Number(fact['port']) });
  const exited = new Promise((r) => child.once('exit', r));
  return {
    transport,
    replies,
    cleanup: async () => {
      await transport.close();
      child.kill('SIGKILL');
      await exited;
      await pair?.close();
    },
  };
}

/** Round trips of a ping through the link and the proxy (not the peer): the link's own cost. */
async function pings(transport: Transport, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i <= count; i++) {
    const answered = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to a ping over ${transport.description} within 30 s`)), 30_000);
      const sub = transport.onData((_bytes, t) => {
        clearTimeout(timer);
        sub.dispose();
        resolve(t);
      });
    });
    const sent = performance.now();
    await transport.write(Uint8Array.of(0x3f));
    const rtt = (await answered) - sent;
    if (i > 0) times.push(rtt); // the first waits for the proxy to start
  }
  return times;
}

export interface LinkMeasurement {
  readonly samples: TimingSample[];
  /** Ping round trips through the same link, taken before and after each game. */
  readonly linkRttMs: number[];
}

/** Plays `games` games (the proxied peer moving first, then second) and pairs the figures. */
export async function measureLink(kind: LinkKind, games = 2): Promise<LinkMeasurement> {
  const link = await proxied(kind, tsx('icfpt-standin.ts', '--delays', PEER_DELAYS.join(',')));
  const player = new IcfptPlayer(link.transport, { dialect: 'heart-2014', kind: 'engine' });
  const emu = createPlayer('blokus', 'emu:depth=1');
  const samples: TimingSample[] = [];
  const linkRttMs: number[] = [];
  try {
    await link.transport.open();
    linkRttMs.push(...(await pings(link.transport, 10)));
    await player.open();
    await emu.open();
    let answered = 0;
    for (let g = 0; g < games; g++) {
      const players = g % 2 === 0 ? ([player, emu] as const) : ([emu, player] as const);
      const side = g % 2 === 0 ? 0 : 1;
      const before = link.replies.length;
      const out = await playGame(players, { settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, timeLimitMs: 0, recordDir: null });
      if (out.verdict.kind !== 'normal-end') throw new Error(`timing game ${g + 1} over ${kind} ended: ${out.text}`);
      const moves = link.replies.slice(before).filter((r) => r.text.replace(/[\r\n]/g, '').length === 4);
      const mine = out.moves.filter((m) => m.side === side);
      if (moves.length !== mine.length) throw new Error(`the proxy saw ${moves.length} move replies, the arena ${mine.length}`);
      mine.forEach((m, i) => {
        samples.push({ delayMs: PEER_DELAYS[(answered + i) % PEER_DELAYS.length]!, trueMs: moves[i]!.trueMs, arenaMs: m.timing!.wallMs, wireMs: m.timing!.wireMs ?? 0 });
      });
      answered += mine.length;
      linkRttMs.push(...(await pings(link.transport, 10)));
    }
  } finally {
    await player.close();
    await emu.close();
    await link.cleanup();
  }
  return { samples, linkRttMs };
}
