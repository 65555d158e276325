/**
 * `arena probe PORT [--json] [--expect PROFILE] [--timeout MS]`: asks the board on a serial port
 * who it is (Blokus `0` → `1XX`, then Gomoku `ABOUT` → `name=…`) and closes the port again.
 *
 * Exit status: 0 when a board answered, 3 when none did (the output then offers the emulated
 * board of the expected core as the default), 1 when the port cannot be opened.
 */
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import { ArenaError } from '../../../core/errors.ts';
import { probe } from '../../boards/probe.ts';
import { getBoardProfile } from '../../../core/boards/profiles.ts';

const USAGE = 'usage: arena probe PORT [--json] [--expect de2-115-blokus|wujian100-gomoku] [--timeout MS]\n';

export const NO_ANSWER_EXIT = 3;

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    'probe',
    args,
    {
      json: { type: 'boolean', default: false },
      expect: { type: 'string' },
      timeout: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    true,
  );
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new ArenaError('bad-arguments', `give exactly one serial port to probe (${USAGE.trim()})`, { positionals });
  const path = positionals[0]!.replace(/^serial:/, '');
  if (values.expect !== undefined) getBoardProfile(values.expect); // typed error naming the known ids
  let timeoutMs: number | undefined;
  if (values.timeout !== undefined) {
    timeoutMs = Number(values.timeout);
    if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new ArenaError('bad-arguments', `--timeout must be a positive number of ms, got ${JSON.stringify(values.timeout)}`, {});
  }

  const r = await probe(path, { expected: values.expect, timeoutMs });
  if (r.kind === 'identified') {
    if (values.json) {
      io.out(
        JSON.stringify({
          kind: r.kind,
          path: r.path,
          profile: r.profile.id,
          game: r.profile.game,
          team: r.team,
          about: r.about,
          emulator: r.emulator,
          reply: r.reply,
          replyMs: Math.round(r.replyMs * 1000) / 1000,
        }) + '\n',
      );
    } else {
      const who = r.team !== null ? `team ${JSON.stringify(r.team)}` : r.about ? Object.entries(r.about).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(' ') : r.reply;
      io.out(`${r.path}: ${r.profile.id} (${r.profile.label})${r.emulator ? ' [emulator]' : ''}\n  ${who}, answered in ${r.replyMs.toFixed(1)} ms\n`);
    }
    return 0;
  }
  if (values.json) {
    io.out(JSON.stringify({ kind: r.kind, path: r.path, tried: r.tried, fallback: r.fallback }) + '\n');
  } else {
    io.out(`${r.path}: no answer\n`);
    for (const t of r.tried) io.out(`  ${t.profile}: ${t.received === '' ? 'silence' : `got ${JSON.stringify(t.received)}`}\n`);
    io.out(`  default: the emulated ${r.fallback.emulator} board (arena serve --game ${r.fallback.emulator} --pty, or player spec emu)\n`);
  }
  return NO_ANSWER_EXIT;
}
