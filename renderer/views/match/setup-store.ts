/**
 * The match setup as the user left it, kept in localStorage so that switching tabs (which unmounts
 * the view) or reloading the page does not reset the form. What is read back is checked with zod:
 * a stale or hand-edited entry is ignored, never trusted.
 */
import { z } from 'zod';
import { matchSettingsSchema } from '../../../core/api/schemas.ts';
import type { GameSettings } from '../../../core/games/types.ts';
import type { PlayerForm } from './PlayerSetup.tsx';

export const SETUP_KEY = 'arena.match-setup.v1';

const formSchema = z.object({
  kind: z.enum(['human', 'board', 'emulator', 'engine']),
  boardId: z.string().max(200),
  emulator: z.record(z.string(), z.number()),
  spec: z.string().max(1000),
  name: z.string().max(40).default(''),
});

const setupSchema = z.object({
  settings: matchSettingsSchema,
  timeLimit: z.number().min(0),
  forms: z.tuple([formSchema, formSchema]),
});

export interface MatchSetup {
  readonly settings: GameSettings;
  readonly timeLimit: number;
  readonly forms: readonly [PlayerForm, PlayerForm];
}

/** The setup stored as `text`, or null when there is none or it does not parse. */
export function parseSetup(text: string | null): MatchSetup | null {
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const r = setupSchema.safeParse(json);
  return r.success ? r.data : null;
}

/** Storage can be missing or full (private windows, quotas): the form then simply is not kept. */
export function loadSetup(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): MatchSetup | null {
  try {
    return parseSetup(storage?.getItem(SETUP_KEY) ?? null);
  } catch {
    return null;
  }
}

export function saveSetup(setup: MatchSetup, storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(SETUP_KEY, JSON.stringify(setup));
  } catch {
    // Not kept: the next visit starts from the defaults.
  }
}
