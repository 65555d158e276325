/**
 * The arena's move timing against an independent clock, for one kind of link: a stand-in ICFPT
 * engine answering after known delays, behind test/fixtures/timing-proxy.ts, played by an
 * IcfptPlayer over the arena's real transport (stdio = exec:, tcp, serial on a socat pty) against
 * the emulator. Each sample pairs the arena's wall figure for a move with the proxy's.
 * Used by test/host/players/link-timing.test.ts and bench/link-timing.bench.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
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

interface Proxied {
  readonly transport: Transport;
  readonly replies: { trueMs: number; text: string }[];
  cleanup(): Promise<void>;
}

function collect(lines: { trueMs: number; text: string }[], onOther: (fact: Record<string, unknown>) => void) {
  return (line: string) => {
    if (!line.startsWith('{')) return;
    const fact = JSON.parse(line) as Record<string, unknown>;
    if (typeof fact['trueMs'] === 'number') lines.push({ trueMs: fact['trueMs'], text: String(fact['text']) });
    else onOther(fact);
  };
}

/** Starts the proxy as a child for tcp/pty, resolving with its first non-reply report. */
function startProxy(argv: string[], replies: { trueMs: number; text: string }[]): Promise<{ child: ChildProcess; fact: Record<string, unknown> }> {
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
  const replies: { trueMs: number; text: string }[] = [];
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

/** Plays `games` games (the proxied peer moving first, then second) and pairs the figures. */
export async function measureLink(kind: LinkKind, games = 2): Promise<TimingSample[]> {
  const link = await proxied(kind, tsx('icfpt-standin.ts', '--delays', PEER_DELAYS.join(',')));
  const player = new IcfptPlayer(link.transport, { dialect: 'heart-2014', kind: 'engine' });
  const emu = createPlayer('blokus', 'emu:depth=1', { dialect: 'heart-2014' });
  const samples: TimingSample[] = [];
  try {
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
    }
  } finally {
    await player.close();
    await emu.close();
    await link.cleanup();
  }
  return samples;
}
