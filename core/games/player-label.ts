/**
 * What a player is called in the app, one way for the Match page and the records: an emulated
 * core by its options (`emulator (depth 4, units 3)`), anything else by its name. A record keeps
 * the SPEC it was started with (`emu:depth=4,units=3`); this turns it into the same words.
 */
import type { PlayerKind } from '../match/player.ts';
import { emulatorOptionApplies } from './options.ts';
import { GAMES } from './registry.ts';
import type { GameKind } from './types.ts';

/**
 * `emulator (depth 4, units 3)`: every option of the game's core, defaults filled in, except those
 * named only off their default and those the chosen core does not have (`emulator (version 2,
 * units 3)`: v2 has no fixed depth).
 */
export function emulatorLabel(game: GameKind, options: Readonly<Record<string, string | number>>): string {
  const all = GAMES[game].emulatorOptions;
  const parts = all.flatMap((o) => {
    const value = options[o.key] ?? o.default;
    if (!emulatorOptionApplies(all, o, options)) return [];
    return o.namedOnlyOffDefault && Number(value) === o.default ? [] : [`${o.key} ${value}`];
  });
  return parts.length ? `emulator (${parts.join(', ')})` : 'emulator';
}

/** The options of an `emu[:k=v,…]` SPEC, or null when `spec` is not one. */
function emuOptions(spec: string): Record<string, string> | null {
  const s = spec.trim();
  if (s !== 'emu' && !s.startsWith('emu:')) return null;
  const options: Record<string, string> = {};
  for (const part of s.slice(4).split(',')) {
    const m = /^\s*([a-z][a-z0-9-]*)\s*=\s*(\S+)\s*$/i.exec(part);
    if (m) options[m[1]!.toLowerCase()] = m[2]!;
  }
  return options;
}

/** A recorded player (its name, kind and SPEC) as the Match page would have named it. */
export function playerLabel(game: GameKind, p: { readonly name: string; readonly kind: PlayerKind; readonly spec?: string | null }): string {
  const options = p.kind === 'emulator' ? emuOptions(p.spec ?? p.name) : null;
  return options ? emulatorLabel(game, options) : p.name;
}
