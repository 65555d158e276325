/**
 * Option parsing shared by the commands: integers in a range, the game, and the game's settings as
 * the game registry (core/games) lists them, so a new setting or game needs no CLI change.
 */
import { ArenaError } from '../../core/errors.ts';
import { GAMES, GAME_KINDS, isGameKind } from '../../core/games/registry.ts';
import type { GameKind, SettingOption, SettingsOf } from '../../core/games/types.ts';

export function argError(command: string, message: string, context: Record<string, unknown> = {}): ArenaError {
  return new ArenaError('bad-arguments', `${message} (see \`arena ${command} --help\`)`, { command, ...context });
}

/** `--NAME TEXT` as a whole number in min..max; `fallback` when the flag is absent. */
export function intArg(command: string, name: string, text: string | undefined, range: { min: number; max: number; fallback?: number }): number {
  if (text === undefined && range.fallback !== undefined) return range.fallback;
  const n = text !== undefined && /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= range.min && n <= range.max)) throw argError(command, `--${name} ${text ?? '(missing)'}: expected an integer in ${range.min}..${range.max}`, { [name]: text });
  return n;
}

/** Like intArg, but undefined when the flag is absent. */
export function optionalIntArg(command: string, name: string, text: string | undefined, min = 0, max = Number.MAX_SAFE_INTEGER): number | undefined {
  return text === undefined ? undefined : intArg(command, name, text, { min, max });
}

export function gameArg(command: string, text: string | undefined): GameKind {
  if (text !== undefined && isGameKind(text)) return text;
  throw argError(command, text === undefined ? `missing --game ${GAME_KINDS.join('|')}` : `unknown game '${text}': expected ${GAME_KINDS.join(' or ')}`, { game: text });
}

/** Every game's setting flags, for parseArgs (no defaults: an absent flag takes the game's default). */
export function settingFlags(): Record<string, { type: 'string' }> {
  const flags: Record<string, { type: 'string' }> = {};
  for (const game of GAME_KINDS) for (const o of GAMES[game].settingOptions) flags[o.flag] = { type: 'string' };
  return flags;
}

/** `--help` lines for the setting flags of every game. */
export function settingsUsage(): string {
  const lines: string[] = [];
  for (const game of GAME_KINDS) {
    for (const o of GAMES[game].settingOptions) {
      const values = o.choices ? o.choices.map((c) => undash(c.value)).join('|') : `${o.range?.min ?? ''}..${o.range?.max ?? ''}`;
      lines.push(`  --${`${o.flag} ${values}`.padEnd(30)} ${GAMES[game].label}: ${o.label} (default ${undash(String(o.default))})`);
    }
  }
  return lines.join('\n');
}

const undash = (v: string) => v.replace(/-/g, '');

function settingValue(command: string, o: SettingOption, text: string): string | number {
  if (o.range) return intArg(command, o.flag, text, o.range);
  const choice = o.choices?.find((c) => undash(c.value).toLowerCase() === undash(text).toLowerCase());
  if (!choice) throw argError(command, `unknown ${o.flag} '${text}': expected ${(o.choices ?? []).map((c) => undash(c.value)).join(' or ')}`, { [o.flag]: text });
  return choice.value;
}

/** The game's settings from its flags; a flag of another game is refused rather than ignored. */
export function settingsFromFlags<G extends GameKind>(command: string, game: G, values: Readonly<Record<string, unknown>>): SettingsOf<G> {
  const entry = GAMES[game];
  const own = new Set(entry.settingOptions.map((o) => o.flag));
  for (const flag of Object.keys(settingFlags())) {
    if (!own.has(flag) && typeof values[flag] === 'string') throw argError(command, `--${flag} does not apply to --game ${game}`, { flag });
  }
  const raw: Record<string, unknown> = { game };
  for (const o of entry.settingOptions) {
    const text = values[o.flag];
    raw[o.key] = typeof text === 'string' ? settingValue(command, o, text) : o.default;
  }
  const parsed = entry.settingsSchema.safeParse(raw);
  if (!parsed.success) throw argError(command, `bad ${game} settings: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
