/**
 * What a game kind is, once: the shape of a registry entry (registry.ts holds the entries). Every
 * seam that differs by game — API and record schemas, CLI options, the player factory, the UI's
 * settings form, the referee — reads these fields instead of switching on the game's name.
 */
import type { z } from 'zod';
import type { UctAnswer, UctEngine } from '../engines/uct/engine.ts';
import type { MctsEngine, MctsEngineInfo } from '../engines/mcts/engine.ts';
import type { GameRules } from '../referee/rules.ts';
import type { GameTypes } from './registry.ts';

export type GameKind = keyof GameTypes;
/** The move type of each game (`MoveOf[G]`): the wire notation, validated only by the referee. */
export type MoveOf = { [G in GameKind]: GameTypes[G]['move'] };
export type SettingsOf<G extends GameKind> = GameTypes[G]['settings'];
/** Settings of any game, tagged by `game`. */
export type GameSettings = SettingsOf<GameKind>;

/** The protocol a board or engine speaks for the game on a byte link (host/players). */
export type HostProtocol = 'icfpt' | 'piskvork' | 'htp';

export type ParsedMove<G extends GameKind> = { readonly ok: true; readonly move: MoveOf[G] } | { readonly ok: false; readonly message: string };

/**
 * One setting of a game as the CLI (`--NAME VALUE`) and the UI (a select) offer it. `choices`
 * lists the accepted values with a label; on the command line a value may drop its dashes (`heart2014`).
 */
export interface SettingOption {
  readonly key: string;
  /** The command-line flag (`--start`). */
  readonly flag: string;
  /** For `--help` and the UI. */
  readonly label: string;
  readonly default: string | number;
  readonly choices: readonly { readonly value: string; readonly label: string }[] | null;
  /** Integer settings: the range. */
  readonly range?: { readonly min: number; readonly max: number };
  /** Shown in the UI's match form (false: CLI only). */
  readonly inForm: boolean;
}

/** An integer option of the emulated core (`emu:depth=3,units=3`; the UI's emulator fields). */
export interface EmulatorOption {
  readonly key: string;
  readonly min: number;
  readonly max: number;
  readonly default: number;
  /** Left out of the player's name at its default (the Blokus core version: v1 is the shipped core). */
  readonly namedOnlyOffDefault?: boolean;
  /**
   * The option means something only while another option has one of `values` (Blokus `depth` is
   * core version 1's: v2 deepens until its deadline). Otherwise the form hides it, names leave it
   * out and an `emu:` SPEC that sets it is refused with `why`.
   */
  readonly onlyWith?: { readonly key: string; readonly values: readonly number[]; readonly why: string };
  /** Named values: the form offers these in a list instead of a number field (the Blokus core versions), each with a sentence it shows on hover. */
  readonly choices?: readonly { readonly value: number; readonly label: string; readonly description: string }[];
}

export interface GameEntry<G extends GameKind> {
  readonly kind: G;
  readonly label: string;
  readonly protocol: HostProtocol;
  /** What the two sides are called, first mover first (`Black`, `White`). */
  readonly sideNames: readonly [string, string];
  /** A finished game has a score per side (Blokus squares): a series reports the score difference. */
  readonly scored: boolean;
  /** An external engine SPEC to show as an example (`gtp:"pentobi-gtp …"`). */
  readonly engineExample: string;
  /** Validates settings from a file, the API or the command line (zod, `{ game: G, … }`). */
  readonly settingsSchema: z.ZodType<SettingsOf<G>>;
  readonly defaultSettings: SettingsOf<G>;
  readonly settingOptions: readonly SettingOption[];
  /** Integer options of the emulated core; `realtime` (0|1) is common to all and not listed. */
  readonly emulatorOptions: readonly EmulatorOption[];
  /** Text options of the emulated core (`emu:team=XY`). */
  readonly emulatorTextOptions: readonly string[];
  /** The settings in a few words for people (`heart-2014 start 5`, `15×15 freestyle`). */
  describeSettings(settings: SettingsOf<G>): string;
  /** A fresh rules object with its own board, for the referee. */
  rules(settings: SettingsOf<G>): GameRules<G>;
  /** Wire notation (`55t2`, `0000`, `7,7`): what records, verdicts and the UI show. */
  encodeMove(move: MoveOf[G]): string;
  /** Wire notation back to a move; legality is the referee's business, not this. */
  parseMove(text: string): ParsedMove<G>;
  /** The `uct:` player's move after `moves` (a legal game so far, passes included). */
  uctMove(engine: UctEngine, settings: SettingsOf<G>, moves: readonly MoveOf[G][]): UctAnswer<MoveOf[G]>;
  /** The `mcts:` player's move after `moves`; only games with a policy/value net have it. */
  readonly mctsMove?: (engine: MctsEngine, settings: SettingsOf<G>, moves: readonly MoveOf[G][]) => { readonly move: MoveOf[G]; readonly info: MctsEngineInfo };
}
