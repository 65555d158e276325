/**
 * The one player factory: a SPEC (`arena match --p1 SPEC`, the UI's engine field) or a
 * structured choice (the UI's emulator and board choices) → a Player for a game. The game's
 * registry entries (core/games, host/games) say which emulator options, board protocol and engine
 * protocols it has; nothing here switches on a game's name.
 */
import { GAMES, GAME_KINDS } from '../../core/games/registry.ts';
import type { GameKind, SettingsOf } from '../../core/games/types.ts';
import type { Player } from '../../core/match/player.ts';
import { HOST_GAMES, hostGame } from '../games/registry.ts';
import type { EmulatorSettings } from '../games/types.ts';
import type { EngineMoveInfo } from '../../core/match/types.ts';
import { createTransport } from '../transports/spec.ts';
import type { Transport } from '../transports/transport.ts';
import { formatUctSpec } from '../../core/engines/uct/spec.ts';
import { UctPlayer } from './uct-player.ts';
import { formatMctsSpec } from '../../core/engines/mcts/spec.ts';
import { MctsPlayer } from './mcts-player.ts';
import { inapplicableOption } from '../../core/games/options.ts';
import { intOption, parsePlayerSpec, PlayerSpecError, type PlayerSpec } from './spec.ts';

/** A board the caller already holds (the UI lends a connected board to a match). */
export interface HeldBoard {
  readonly kind: 'held';
  readonly transport: Transport;
  readonly name: string;
  readonly playerKind: 'board' | 'emulator';
  readonly predictMs?: () => number | null;
  readonly engineInfo?: () => EngineMoveInfo | null;
}

export type PlayerSource = string | PlayerSpec | HeldBoard;

/** A program's start-up (loading tables, a JIT) is part of its first answer; a board's is not. */
const IDENTIFY_TIMEOUT_MS = { engine: 15_000, board: 3000 } as const;

/** The `emu:` options of `spec`, checked against the game's emulator options. */
export function emulatorSettings(game: GameKind, options: Readonly<Record<string, string>>, spec: string): EmulatorSettings {
  const known = GAMES[game].emulatorOptions;
  const textKeys = GAMES[game].emulatorTextOptions;
  const keys = [...known.map((o) => o.key), 'realtime', ...textKeys];
  const unknown = Object.keys(options).filter((k) => !keys.includes(k));
  if (unknown.length) throw new PlayerSpecError(spec, `unknown ${game} emulator option ${unknown.join(', ')} (known: ${keys.join(', ')})`);
  const values: Record<string, number> = {};
  for (const o of known) values[o.key] = intOption(spec, options, o.key, o.min, o.max, o.default);
  const unused = inapplicableOption(known, options, values);
  if (unused) throw new PlayerSpecError(spec, `${unused.option.key} ${unused.applies}: ${unused.why}`);
  return {
    options: values,
    realtime: intOption(spec, options, 'realtime', 0, 1, 0) === 1,
    text: Object.fromEntries(textKeys.flatMap((k) => (options[k] !== undefined ? [[k, options[k]]] : []))),
  };
}

/** `settings` default to the game's defaults (the Blokus dialect is the one a player needs). */
export function createPlayer<G extends GameKind>(game: G, source: PlayerSource, settings: SettingsOf<G> = GAMES[game].defaultSettings): Player<G> {
  const host = hostGame(game);
  if (typeof source !== 'string' && source.kind === 'held') {
    const { transport, name, playerKind, predictMs, engineInfo } = source;
    return host.linkPlayer(transport, settings, { name, kind: playerKind, ...(predictMs ? { predictMs } : {}), ...(engineInfo ? { engineInfo } : {}) });
  }
  const text = typeof source === 'string' ? source : describeSpec(source);
  return fromSpec(game, host, typeof source === 'string' ? parsePlayerSpec(source) : source, text, settings);
}

/** A player from its parsed SPEC (`text` is how it is named). */
function fromSpec<G extends GameKind>(game: G, host: ReturnType<typeof hostGame<G>>, p: PlayerSpec, text: string, settings: SettingsOf<G>): Player<G> {
  switch (p.kind) {
    case 'emu': {
      const board = host.emulatedBoard(settings, emulatorSettings(game, p.options, text));
      return host.linkPlayer(board.transport, settings, { name: text, kind: 'emulator', predictMs: board.predictMs, ...(board.engineInfo ? { engineInfo: board.engineInfo } : {}) });
    }
    case 'engine': {
      const make = host.engines[p.protocol];
      if (!make) throw new PlayerSpecError(text, `${p.protocol}: players play ${gamesWithEngine(p.protocol)} only`);
      return make(p.argv, text);
    }
    case 'uct':
      return new UctPlayer(game, p.options, text);
    case 'mcts':
      return new MctsPlayer(game, p.options, text);
    case 'transport': {
      const kind = p.transport.kind === 'exec' ? 'engine' : 'board';
      return host.linkPlayer(createTransport(p.transport), settings, { name: text, kind, identifyTimeoutMs: IDENTIFY_TIMEOUT_MS[kind] });
    }
  }
}

function gamesWithEngine(protocol: string): string {
  return GAME_KINDS.filter((g) => protocol in HOST_GAMES[g].engines).map((g) => GAMES[g].label).join(' or ');
}

/** A structured spec written back as the SPEC a user would type (for names and records). */
export function describeSpec(p: PlayerSpec): string {
  if (p.kind === 'emu') {
    const opts = Object.entries(p.options).map(([k, v]) => `${k}=${v}`);
    return opts.length ? `emu:${opts.join(',')}` : 'emu';
  }
  if (p.kind === 'engine') return `${p.protocol}:${p.argv.join(' ')}`;
  if (p.kind === 'uct') return formatUctSpec(p.options);
  if (p.kind === 'mcts') return formatMctsSpec(p.options);
  const t = p.transport;
  if (t.kind === 'exec') return `exec:${t.argv.join(' ')}`;
  return t.kind === 'serial' ? `serial:${t.path}@${t.baudRate}` : `${t.kind}:${t.host}:${t.port}`;
}
