/** Gomoku as a registry entry (shared/DESIGN.md §5). */
import { z } from 'zod';
import { DEFAULT_DEPTH, GS_MAX_DEPTH } from '../engines/gomoku-core/constants.ts';
import { GOMOKU_RULES } from '../gomoku/position.ts';
import { replayGomoku } from '../gomoku/replay.ts';
import { DEFAULT_SIZE, MAX_SIZE, MIN_SIZE } from '../gomoku/stone.ts';
import { formatPoint, parsePoint } from '../protocol/piskvork/coords.ts';
import { GomokuRules } from '../referee/gomoku-rules.ts';
import { boardSize, choiceSetting, emulatorOption } from './options.ts';
import type { GameEntry } from './types.ts';

const SIZE = boardSize(DEFAULT_SIZE, MIN_SIZE, MAX_SIZE);

export const gomokuSettingsSchema = z.object({ game: z.literal('gomoku'), size: SIZE.schema, rule: z.enum(GOMOKU_RULES) });
export type GomokuSettings = z.infer<typeof gomokuSettingsSchema>;

export const GOMOKU: GameEntry<'gomoku'> = {
  kind: 'gomoku',
  label: 'Gomoku',
  protocol: 'piskvork',
  sideNames: ['Black', 'White'],
  scored: false,
  engineExample: 'piskvork:"pbrain-x"',
  settingsSchema: gomokuSettingsSchema,
  defaultSettings: { game: 'gomoku', size: DEFAULT_SIZE, rule: 'freestyle' },
  settingOptions: [
    choiceSetting('rule', 'rule', 'rule', [['freestyle', 'freestyle (five or more)'], ['standard', 'standard (exactly five)']]),
    // The boards and the UI play 15×15; other sizes are for engines (CLI only).
    SIZE.setting,
  ],
  emulatorOptions: [emulatorOption('depth', 1, GS_MAX_DEPTH, DEFAULT_DEPTH)],
  emulatorTextOptions: [],
  describeSettings: (s) => `${s.size}×${s.size} ${s.rule}`,
  rules: (settings) => new GomokuRules(settings.size, settings.rule),
  encodeMove: formatPoint,
  parseMove(text) {
    const p = parsePoint(text);
    return p ? { ok: true, move: p } : { ok: false, message: `${JSON.stringify(text)} is not a point x,y` };
  },
  uctMove: (engine, settings, moves) => engine.gomokuMove(replayGomoku({ size: settings.size, rule: settings.rule, moves })),
  mctsMove: (engine, settings, moves) => engine.gomokuMove(replayGomoku({ size: settings.size, rule: settings.rule, moves })),
};
