/**
 * What the workbench calls each side and how it words a verdict: the name typed for a human, "you"
 * for the one human at the board, "Player 1"/"Player 2" when two humans share it, else the
 * player's label (the board, emulator or engine).
 */
import type { MatchState, MatchVerdict } from '../../../core/api/schemas.ts';
import type { Side } from '../../../core/match/types.ts';

/** The host's label of a human who typed no name (host/match/manager.ts labelOf). */
const UNNAMED_HUMAN = 'you';

export function sideNames(players: MatchState['players']): [string, string] {
  const humans = players.filter((p) => p.kind === 'human').length;
  const name = (s: Side) => {
    const p = players[s];
    if (p.kind !== 'human' || p.label !== UNNAMED_HUMAN) return p.label;
    return humans > 1 ? `Player ${s + 1}` : UNNAMED_HUMAN;
  };
  return [name(0), name(1)];
}

/** `You win`, `Player 2 loses on time`, `emulator (…) resigned`: the subject and its verb agree. */
function phrase(name: string, verb: 'win' | 'lose' | 'resigned'): string {
  const you = name === UNNAMED_HUMAN;
  const subject = you ? 'You' : name;
  if (verb === 'resigned') return `${subject} resigned`;
  return `${subject} ${you ? verb : `${verb}s`}`;
}

/** One line for the verdict, naming the players (the host's `text` says "player N"). */
export function verdictLine(v: MatchVerdict, names: readonly [string, string]): string {
  const why = v.reason ?? v.text;
  if (v.kind === 'aborted') return `Game aborted: ${why}`;
  if (v.winner === null) return `Draw: ${why}`;
  if (v.kind === 'normal-end') return `${phrase(names[v.winner], 'win')}: ${why}`;
  const loser = names[v.winner === 0 ? 1 : 0];
  if (v.kind === 'resigned') return phrase(loser, 'resigned');
  return `${phrase(loser, 'lose')}${v.kind === 'timeout' ? ' on time' : ''}: ${why}`;
}
