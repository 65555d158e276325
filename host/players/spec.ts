/**
 * Player SPECs as users type them (`arena match --p1 SPEC`):
 *
 *   emu[:depth=3,units=3]     the emulated core, driven through its emulated board
 *   serial:/dev/ttyUSB0[@BAUD] a board on a serial port (also a bare /dev/… or COMn)
 *   tcp:HOST:PORT  tcp:PORT   a board or `arena serve` over TCP
 *   listen:PORT               wait for a board or program to connect
 *   exec:"command args"       a program speaking the board protocol (ICFPT or Piskvork) on stdio
 *   gtp:"command args"        Pentobi's GTP engine (Blokus)
 *   piskvork:"command args"   a Gomocup brain (Gomoku)
 *   gtp:"command args"        (Hex) a program speaking HTP, GTP's Hex dialect (MoHex, `arena serve --game hex --stdio`)
 *   uct[:playouts=N,c=X,…]     the UCT engine in this process, any game (core/engines/uct/spec.ts; bare `uct`: the paper's defaults)
 *   mcts[:threshold=N,…]      the mixed-precision MCTS in this process, games with a net (core/engines/mcts/spec.ts)
 */
import { ArenaError } from '../../core/errors.ts';
import { parseUctSpec, type UctOptions } from '../../core/engines/uct/index.ts';
import { parseMctsSpec, type MctsOptions } from '../../core/engines/mcts/index.ts';
import { splitCommandLine } from '../transports/command-line.ts';
import { parseTransportSpec, type TransportSpec } from '../transports/spec.ts';

export type PlayerSpec =
  | { readonly kind: 'emu'; readonly options: Readonly<Record<string, string>> }
  | { readonly kind: 'transport'; readonly transport: TransportSpec }
  /** An engine protocol other than the board protocol: `gtp:` (Pentobi), `piskvork:` (a Gomocup brain). */
  | { readonly kind: 'engine'; readonly protocol: EngineProtocol; readonly argv: readonly string[] }
  /** The UCT engine in this process (`uct`, `uct:playouts=2000`). */
  | { readonly kind: 'uct'; readonly options: UctOptions }
  /** The mixed-precision MCTS in this process (`mcts`, `mcts:threshold=2`). */
  | { readonly kind: 'mcts'; readonly options: MctsOptions };

/** The engine protocols with a spec prefix of their own (host/games: which game has which). */
export const ENGINE_PROTOCOLS = ['gtp', 'piskvork'] as const;
export type EngineProtocol = (typeof ENGINE_PROTOCOLS)[number];

export class PlayerSpecError extends ArenaError {
  constructor(spec: string, why: string) {
    super('bad-player-spec', `bad player '${spec}': ${why} (expected emu[:k=v,…], serial:PATH, tcp:HOST:PORT, listen:PORT, exec:"CMD", gtp:"CMD", piskvork:"CMD", uct[:k=v,…] or mcts[:k=v,…])`, { spec });
    this.name = 'PlayerSpecError';
  }
}

/**
 * A command line, tolerating one extra level of quoting: `exec:"engine --fast"` reaches us with
 * its quotes when it comes from a file or a GUI field rather than through a shell.
 */
export function commandArgv(body: string): string[] {
  const argv = splitCommandLine(body);
  if (argv.length === 1 && /^\s*["']/.test(body) && /\s/.test(argv[0]!.trim())) return splitCommandLine(argv[0]!);
  return argv;
}

export function parsePlayerSpec(spec: string): PlayerSpec {
  const s = spec.trim();
  try {
    if (s === 'emu' || s.startsWith('emu:')) {
      const options: Record<string, string> = {};
      for (const part of s.slice(4).split(',').filter((p) => p.trim() !== '')) {
        const m = /^\s*([a-z][a-z0-9-]*)\s*=\s*(\S+)\s*$/i.exec(part);
        if (!m) throw new PlayerSpecError(spec, `emulator option '${part}' is not key=value`);
        options[m[1]!.toLowerCase()] = m[2]!;
      }
      return { kind: 'emu', options };
    }
    if (s === 'uct' || s.startsWith('uct:')) return { kind: 'uct', options: parseUctSpec(s) };
    if (s === 'mcts' || s.startsWith('mcts:')) return { kind: 'mcts', options: parseMctsSpec(s) };
    const engine = ENGINE_PROTOCOLS.find((name) => s.startsWith(`${name}:`));
    if (engine) return { kind: 'engine', protocol: engine, argv: commandArgv(s.slice(engine.length + 1)) };
    if (s.startsWith('exec:')) return { kind: 'transport', transport: { kind: 'exec', argv: commandArgv(s.slice(5)) } };
    return { kind: 'transport', transport: parseTransportSpec(s) };
  } catch (e) {
    if (e instanceof PlayerSpecError) throw e;
    if (e instanceof ArenaError) throw new PlayerSpecError(spec, e.message);
    throw e;
  }
}

/** Integer option of an `emu:` spec within [min, max], or the default. */
export function intOption(spec: string, options: Readonly<Record<string, string>>, key: string, min: number, max: number, fallback: number): number {
  const v = options[key];
  if (v === undefined) return fallback;
  const n = /^\d+$/.test(v) ? Number(v) : NaN;
  if (!(n >= min && n <= max)) throw new PlayerSpecError(spec, `${key}=${v} is not an integer in ${min}..${max}`);
  return n;
}
