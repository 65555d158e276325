/** Hex as a registry entry (issue 16): 5..19 rhombus, red first joining top and bottom, HTP cell names. */
import { z } from 'zod';
import { DEFAULT_SIZE, MAX_SIZE, MIN_SIZE, formatHexMove, replayHex, tryParseHexMove } from '../hex/index.ts';
import type { HexSetup } from '../hex/index.ts';
import { HexRules } from '../referee/hex-rules.ts';
import { boardSize, choiceSetting, parsedMove } from './options.ts';
import type { GameEntry } from './types.ts';

/** The pie rule, as a setting: off by default, as in the paper. */
export const HEX_SWAP_RULES = ['off', 'on'] as const;

const SIZE = boardSize(DEFAULT_SIZE, MIN_SIZE, MAX_SIZE);

export const hexSettingsSchema = z.object({ game: z.literal('hex'), size: SIZE.schema, swap: z.enum(HEX_SWAP_RULES) });
export type HexSettings = z.infer<typeof hexSettingsSchema>;

export function hexSetup(settings: HexSettings): HexSetup {
  return { size: settings.size, swap: settings.swap === 'on' };
}

export const HEX: GameEntry<'hex'> = {
  kind: 'hex',
  label: 'Hex',
  protocol: 'htp',
  sideNames: ['Red', 'Blue'],
  scored: false,
  engineExample: 'uct:playouts=2000',
  settingsSchema: hexSettingsSchema,
  defaultSettings: { game: 'hex', size: DEFAULT_SIZE, swap: 'off' },
  settingOptions: [
    choiceSetting('swap', 'swap', 'swap rule', [['off', 'no swap'], ['on', 'swap (pie rule)']]),
    SIZE.setting,
  ],
  // The emulated "board" is the UCT engine behind HTP (host/boards/emulated-hex.ts): `uct:` sets its options.
  emulatorOptions: [],
  // `emu:uct=uct:playouts=500` (one option; `arena serve --uct SPEC` takes any).
  emulatorTextOptions: ['uct'],
  describeSettings: (s) => `${s.size}×${s.size}${s.swap === 'on' ? ' swap' : ''}`,
  rules: (settings) => new HexRules(hexSetup(settings)),
  encodeMove: formatHexMove,
  // The largest board: the referee's own board refuses cells outside a smaller one.
  parseMove: (text) => parsedMove(tryParseHexMove(text, MAX_SIZE)),
  uctMove: (engine, settings, moves) => engine.hexMove(replayHex({ setup: hexSetup(settings), moves })),
};
