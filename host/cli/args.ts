/** Argument parsing shared by the subcommands: node's parseArgs with errors turned into ArenaError. */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ArenaError } from '../../core/errors.ts';

export function parseCommandArgs<T extends NonNullable<ParseArgsConfig['options']>>(
  command: string,
  args: string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args, options, allowPositionals, strict: true });
  } catch (e) {
    throw new ArenaError('bad-arguments', `${(e as Error).message} (see \`arena ${command} --help\`)`, { command, args });
  }
}
