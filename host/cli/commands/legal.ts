/**
 * `arena legal --game blokus [--start 5|a] [--all-codes] [--json] [CODE ...]`: the legal moves of the
 * side to move after a prefix of move codes. One canonical code per line (ascending placement order);
 * `--all-codes` lists every code of every placement; `--json` prints {"count":N,"codes":[...]}, plus
 * "placements":[{"code","codes"}] with --all-codes. When the side has no placement the only legal
 * move is a pass, printed as `0000`; after the game's end nothing is printed.
 */
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import { ArenaError } from '../../../core/errors.ts';
import { encodeMoveCode, PASS_CODE } from '../../../core/blokus/codec.ts';
import type { StartSquare } from '../../../core/blokus/position.ts';
import { Game } from '../../../core/blokus/game.ts';
import { legalPlacements } from '../../../core/blokus/movegen.ts';
import { canonicalCode, placementCodes } from '../../../core/blokus/placements.ts';

const USAGE = 'usage: arena legal --game blokus [--start 5|a] [--all-codes] [--json] [CODE ...]\n';

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'legal',
    args,
    {
      game: { type: 'string', default: 'blokus' },
      start: { type: 'string', default: '5' },
      'all-codes': { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    true,
  );
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (values.game !== 'blokus') {
    throw new ArenaError('bad-arguments', `--game ${values.game} is not supported; only blokus has move listing`, { game: values.game });
  }
  const start = values.start.toLowerCase();
  if (start !== '5' && start !== 'a') {
    throw new ArenaError('bad-arguments', `--start must be 5 or a, got ${JSON.stringify(values.start)}`, { start: values.start });
  }
  const board = Game.replayCodes({ firstMoverStart: start as StartSquare }, positionals).board;

  const ids = legalPlacements(board);
  const forcedPass = ids.length === 0 && !board.isOver();
  const canonical = forcedPass ? [PASS_CODE] : ids.map((id) => encodeMoveCode(canonicalCode(id)));
  const groups = forcedPass ? [[PASS_CODE]] : ids.map((id) => placementCodes(id).map(encodeMoveCode));

  if (values.json) {
    const body: Record<string, unknown> = { count: canonical.length, codes: canonical };
    if (values['all-codes']) body.placements = canonical.map((code, i) => ({ code, codes: groups[i] }));
    io.out(JSON.stringify(body) + '\n');
  } else {
    const lines = values['all-codes'] ? groups.flat() : canonical;
    if (lines.length > 0) io.out(lines.join('\n') + '\n');
  }
  return 0;
}
