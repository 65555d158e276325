/**
 * The match setup's mistakes as plain sentences, each tied to the id of the control it concerns,
 * so the form shows it next to that control (the API's own message, `startMatch: bad arguments:
 * 0.players.1.boardId: …`, is for programs). The API schema stays the judge; this only words it.
 */
import type { z } from 'zod';
import { matchConfigSchema, type MatchConfig } from '../../../core/api/schemas.ts';
import { GAMES } from '../../../core/games/registry.ts';
import type { GameKind } from '../../../core/games/types.ts';

/** Control id → the sentence to show beside it; `form` is for what no one control causes. */
export type FieldProblems = Readonly<Record<string, string>>;

export const OPTION_LABELS: Readonly<Record<string, string>> = { version: 'core version', depth: 'depth (plies)', units: 'search units' };

/** The id of a player's control in PlayerSetup: `p1-board`, `p2-spec`, `p1-depth` … */
export const playerFieldId = (side: number, key: string) => `p${side + 1}-${key}`;

const PLAYER_FIELD: Readonly<Record<string, string>> = { boardId: 'board', spec: 'spec', name: 'name' };

type Issue = z.ZodError['issues'][number];

/** `empty`: the value was missing or too short (zod's `too_small`). */
function playerProblem(game: GameKind, side: number, key: string, empty: boolean, message: string): [string, string] {
  const who = GAMES[game].sideNames[side] ?? `Player ${side + 1}`;
  const option = GAMES[game].emulatorOptions.find((o) => o.key === key);
  if (option) return [playerFieldId(side, key), `${who}: the ${OPTION_LABELS[key] ?? key} must be a whole number from ${option.min} to ${option.max}.`];
  switch (key) {
    case 'boardId':
      return [playerFieldId(side, 'board'), empty ? `${who}: choose a board.` : `${who}: that board name is not valid.`];
    case 'spec':
      return [playerFieldId(side, 'spec'), empty ? `${who}: type the engine to run, for example ${GAMES[game].engineExample}.` : `${who}: the engine SPEC is too long (at most 1000 characters).`];
    case 'name':
      return [playerFieldId(side, 'name'), `${who}: a name has 1 to 40 characters.`];
    default:
      return [playerFieldId(side, PLAYER_FIELD[key] ?? 'kind'), `${who}: ${message}.`];
  }
}

function problemOf(game: GameKind, issue: Issue): [string, string] {
  const [head, index, key] = issue.path;
  if (head === 'timeLimitMs') return ['time-limit', 'The time limit is a whole number of milliseconds from 0 (none) to 3600000.'];
  if (head === 'players' && typeof index === 'number') return playerProblem(game, index, String(key ?? 'kind'), issue.code === 'too_small', issue.message);
  if (head === 'settings' && typeof index === 'string') return [index, `${index}: ${issue.message}.`];
  return ['form', `The setup is not valid: ${issue.message}.`];
}

/** The emulator options outside this game's range (the API schema allows the widest range of all games). */
function emulatorRangeProblems(config: MatchConfig): [string, string][] {
  const game = config.settings.game;
  const out: [string, string][] = [];
  config.players.forEach((p, side) => {
    if (p.kind !== 'emulator') return;
    const values: Readonly<Record<string, unknown>> = p;
    for (const o of GAMES[game].emulatorOptions) {
      const v = values[o.key];
      if (typeof v !== 'number') continue;
      if ((!Number.isInteger(v) || v < o.min || v > o.max)) out.push(playerProblem(game, side, o.key, false, ''));
    }
  });
  return out;
}

/** Every problem of a setup, first one per control; empty when the host would accept its shape. */
export function configProblems(config: MatchConfig): FieldProblems {
  const parsed = matchConfigSchema.safeParse(config);
  const found = parsed.success ? emulatorRangeProblems(parsed.data) : parsed.error.issues.map((i) => problemOf(config.settings.game, i));
  const out: Record<string, string> = {};
  for (const [field, text] of found) out[field] ??= text;
  return out;
}
