/** Blokus Duo as a registry entry (shared/DESIGN.md §4). */
import { z } from 'zod';
import { BlokusBoard } from '../blokus/board.ts';
import { encodeMoveCode, tryDecodeMoveCode } from '../blokus/codec.ts';
import { START_SQUARES } from '../blokus/position.ts';
import { DEFAULT_DEPTH, DEFAULT_UNITS } from '../engines/blokus-core/index.ts';
import { MAX_DEPTH } from '../engines/blokus-core/search.ts';
import { BLOKUS_CORE_VERSIONS, BLOKUS_CORE_VERSION_NAMES, DEFAULT_CORE_VERSION } from '../engines/blokus-core/versions.ts';
import { DIALECTS } from '../protocol/icfpt/dialect.ts';
import { BlokusRules } from '../referee/blokus-rules.ts';
import { choiceSetting, emulatorOption, parsedMove } from './options.ts';
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
  scored: true,
  engineExample: 'gtp:"pentobi-gtp --game duo --nobook"',
  settingsSchema: blokusSettingsSchema,
  defaultSettings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' },
  settingOptions: [
    choiceSetting('dialect', 'dialect', 'serial dialect', [['heart-2014', 'HEART 2014'], ['icfpt-2013', 'ICFPT 2013']]),
    choiceSetting('firstMoverStart', 'start', "first mover's start square", [['5', '(5,5)'], ['a', '(a,a)']]),
  ],
  // The core's own limits (core/engines/blokus-core); 8 units is resolveBlokusCoreOptions's bound.
  // `version` picks SPEC.md (1), SPEC-v2.md (2) or SPEC-v3.md (3, MCTS); `depth` is v1's only (v2
  // deepens until its deadline), `units` v1's and v2's (v3 plays its own defaults).
  emulatorOptions: [
    emulatorOption('version', Math.min(...BLOKUS_CORE_VERSIONS), Math.max(...BLOKUS_CORE_VERSIONS), DEFAULT_CORE_VERSION, {
      namedOnlyOffDefault: true,
      choices: BLOKUS_CORE_VERSIONS.map((v) => ({ value: v, label: BLOKUS_CORE_VERSION_NAMES[v].name, description: BLOKUS_CORE_VERSION_NAMES[v].description })),
    }),
    emulatorOption('depth', 1, MAX_DEPTH, DEFAULT_DEPTH, { onlyWith: { key: 'version', values: [1], why: 'core version 2 deepens until its deadline, and 3 searches a tree' } }),
    emulatorOption('units', 1, 8, DEFAULT_UNITS, { onlyWith: { key: 'version', values: [1, 2], why: "core version 3 plays SPEC-v3's one unit of two engines" } }),
  ],
  emulatorTextOptions: ['team'],
  describeSettings: (s) => `${s.dialect} start ${s.firstMoverStart}`,
  rules: (settings) => new BlokusRules(settings.firstMoverStart),
  encodeMove: encodeMoveCode,
  parseMove: (text) => parsedMove(tryDecodeMoveCode(text)),
  uctMove(engine, settings, moves) {
    const board = new BlokusBoard({ firstMoverStart: settings.firstMoverStart });
    for (const m of moves) board.apply(m);
    return engine.blokusMove(board);
  },
};
