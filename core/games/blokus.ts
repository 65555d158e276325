/** Blokus Duo as a registry entry (shared/DESIGN.md §4). */
import { z } from 'zod';
import { encodeMoveCode, tryDecodeMoveCode } from '../blokus/codec.ts';
import { START_SQUARES } from '../blokus/position.ts';
import { DIALECTS } from '../protocol/icfpt/dialect.ts';
import { BlokusRules } from '../referee/blokus-rules.ts';
import type { GameEntry } from './types.ts';

export const blokusSettingsSchema = z.object({
  game: z.literal('blokus'),
  dialect: z.enum(DIALECTS),
  firstMoverStart: z.enum(START_SQUARES),
});
export type BlokusSettings = z.infer<typeof blokusSettingsSchema>;

export const BLOKUS: GameEntry<'blokus'> = {
  kind: 'blokus',
  label: 'Blokus Duo',
  protocol: 'icfpt',
  sideNames: ['Player 1', 'Player 2'],
  engineExample: 'gtp:"pentobi-gtp --game duo --nobook"',
  settingsSchema: blokusSettingsSchema,
  defaultSettings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' },
  settingOptions: [
    {
      key: 'dialect',
      flag: 'dialect',
      label: 'serial dialect',
      default: 'heart-2014',
      choices: [
        { value: 'heart-2014', label: 'HEART 2014' },
        { value: 'icfpt-2013', label: 'ICFPT 2013' },
      ],
      inForm: true,
    },
    {
      key: 'firstMoverStart',
      flag: 'start',
      label: "first mover's start square",
      default: '5',
      choices: [
        { value: '5', label: '(5,5)' },
        { value: 'a', label: '(a,a)' },
      ],
      inForm: true,
    },
  ],
  emulatorOptions: [
    { key: 'depth', min: 1, max: 4, default: 3 },
    { key: 'units', min: 1, max: 8, default: 3 },
  ],
  emulatorTextOptions: ['team'],
  describeSettings: (s) => `${s.dialect} start ${s.firstMoverStart}`,
  rules: (settings) => new BlokusRules(settings.firstMoverStart),
  encodeMove: encodeMoveCode,
  parseMove(text) {
    const d = tryDecodeMoveCode(text);
    return d.ok ? { ok: true, move: d.move } : { ok: false, message: d.error.message };
  },
};
