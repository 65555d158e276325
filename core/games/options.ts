/** Shorthands for a game entry's option lists (registry entries stay one line per option). */
import type { EmulatorOption, SettingOption } from './types.ts';

/** A setting chosen from a list, shown in the UI's form: `[value, label]` pairs, the first the default. */
export function choiceSetting(key: string, flag: string, label: string, choices: readonly (readonly [string, string])[]): SettingOption {
  return { key, flag, label, default: choices[0]![0], choices: choices.map(([value, text]) => ({ value, label: text })), inForm: true };
}

/** An integer setting in a range, offered on the command line only. */
export function rangeSetting(key: string, flag: string, label: string, fallback: number, min: number, max: number): SettingOption {
  return { key, flag, label, default: fallback, choices: null, range: { min, max }, inForm: false };
}

export function emulatorOption(key: string, min: number, max: number, fallback: number): EmulatorOption {
  return { key, min, max, default: fallback };
}
