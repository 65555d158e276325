export { GAMES, GAME_KINDS, createRules, gameEntry, settingsFor, gameKindSchema, gameSettingsSchema, isGameKind, type GameTypes } from './registry.ts';
export type { GameSettings, EmulatorOption, GameEntry, GameKind, HostProtocol, MoveOf, ParsedMove, SettingOption, SettingsOf } from './types.ts';
