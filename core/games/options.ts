/** Shorthands for a game entry's settings and moves (registry entries stay one line per option). */
import { z } from 'zod';
import type { EmulatorOption, SettingOption } from './types.ts';

/** A setting chosen from a list, shown in the UI's form: `[value, label]` pairs, the first the default. */
export function choiceSetting(key: string, flag: string, label: string, choices: readonly (readonly [string, string])[]): SettingOption {
  return { key, flag, label, default: choices[0]![0], choices: choices.map(([value, text]) => ({ value, label: text })), inForm: true };
}

/** An integer setting in a range, offered on the command line only. */
export function rangeSetting(key: string, flag: string, label: string, fallback: number, min: number, max: number): SettingOption {
  return { key, flag, label, default: fallback, choices: null, range: { min, max }, inForm: false };
}

export function emulatorOption(key: string, min: number, max: number, fallback: number, extras: Pick<EmulatorOption, 'namedOnlyOffDefault' | 'onlyWith' | 'choices'> = {}): EmulatorOption {
  return { key, min, max, default: fallback, ...extras };
}

/**
 * The first option `given` sets that does not apply with `values` (see `onlyWith`), with the words
 * that say so: `applies with version 1 only`, the key written by `name` (a CLI writes `--version`).
 */
export function inapplicableOption(options: readonly EmulatorOption[], given: Readonly<Record<string, unknown>>, values: Readonly<Record<string, string | number | undefined>>, name = (key: string) => key): { readonly option: EmulatorOption; readonly applies: string; readonly why: string } | null {
  for (const o of options) {
    if (given[o.key] === undefined || !o.onlyWith || emulatorOptionApplies(options, o, values)) continue;
    return { option: o, applies: `applies with ${name(o.onlyWith.key)} ${o.onlyWith.values.join(' or ')} only`, why: o.onlyWith.why };
  }
  return null;
}

/** Whether `o` applies with these option values (absent ones at their defaults): see `onlyWith`. */
export function emulatorOptionApplies(options: readonly EmulatorOption[], o: EmulatorOption, values: Readonly<Record<string, string | number | undefined>>): boolean {
  if (!o.onlyWith) return true;
  const { key, values: allowed } = o.onlyWith;
  const value = values[key] ?? options.find((x) => x.key === key)?.default;
  return allowed.includes(Number(value));
}

/**
 * The `size` of a game on a size×size board (Gomoku, Hex): its schema and its option, offered on the
 * command line only (the boards and the UI play the default size).
 */
export function boardSize(fallback: number, min: number, max: number): { readonly schema: z.ZodNumber; readonly setting: SettingOption } {
  return { schema: z.number().int().min(min).max(max), setting: rangeSetting('size', 'size', 'board size', fallback, min, max) };
}

/** A notation parser's never-throwing result as an entry's `parseMove` answers it. */
export function parsedMove<M>(result: { readonly ok: true; readonly move: M } | { readonly ok: false; readonly error: Error }): { readonly ok: true; readonly move: M } | { readonly ok: false; readonly message: string } {
  return result.ok ? { ok: true, move: result.move } : { ok: false, message: result.error.message };
}
