/** Gomoku as a registry entry (shared/DESIGN.md §5). */
import { z } from 'zod';
import { GOMOKU_RULES } from '../gomoku/position.ts';
import { DEFAULT_SIZE, MAX_SIZE, MIN_SIZE } from '../gomoku/stone.ts';
import { formatPoint, parsePoint } from '../protocol/piskvork/coords.ts';
import { GomokuRules } from '../referee/gomoku-rules.ts';
import type { GameEntry } from './types.ts';

export const gomokuSettingsSchema = z.object({
  game: z.literal('gomoku'),
  size: z.number().int().min(MIN_SIZE).max(MAX_SIZE),
  rule: z.enum(GOMOKU_RULES),
});
export type GomokuSettings = z.infer<typeof gomokuSettingsSchema>;

export const GOMOKU: GameEntry<'gomoku'> = {
  kind: 'gomoku',
  label: 'Gomoku',
  protocol: 'piskvork',
  sideNames: ['Black', 'White'],
  engineExample: 'piskvork:"pbrain-x"',
  settingsSchema: gomokuSettingsSchema,
  defaultSettings: { game: 'gomoku', size: DEFAULT_SIZE, rule: 'freestyle' },
  settingOptions: [
    {
      key: 'rule',
      flag: 'rule',
      label: 'rule',
      default: 'freestyle',
      choices: [
        { value: 'freestyle', label: 'freestyle (five or more)' },
        { value: 'standard', label: 'standard (exactly five)' },
      ],
      inForm: true,
    },
    // The boards and the UI play 15×15; other sizes are for engines (CLI only).
    { key: 'size', flag: 'size', label: 'board size', default: DEFAULT_SIZE, choices: null, range: { min: MIN_SIZE, max: MAX_SIZE }, inForm: false },
  ],
  emulatorOptions: [{ key: 'depth', min: 1, max: 4, default: 4 }],
  emulatorTextOptions: [],
  describeSettings: (s) => `${s.size}×${s.size} ${s.rule}`,
  rules: (settings) => new GomokuRules(settings.size, settings.rule),
  encodeMove: formatPoint,
  parseMove(text) {
    const p = parsePoint(text);
    return p ? { ok: true, move: p } : { ok: false, message: `${JSON.stringify(text)} is not a point x,y` };
  },
};
