/** Typed errors of the emulated Blokus core. */
import { ArenaError } from '../../errors.ts';

/** A setting outside its range (`code` 'blokus-core-bad-option'). */
export class BlokusCoreOptionError extends ArenaError {
  constructor(
    readonly option: string,
    readonly value: unknown,
    expected: string,
  ) {
    super('blokus-core-bad-option', `blokus core option ${option} = ${JSON.stringify(value)}: expected ${expected}`, { option, value, expected });
    this.name = 'BlokusCoreOptionError';
  }
}

/** A position the core cannot replay: move `index` is malformed or illegal on its board (−1: the position itself is malformed). */
export class BlokusCorePositionError extends ArenaError {
  constructor(
    readonly index: number,
    readonly move: string,
    why: string,
  ) {
    super('blokus-core-bad-position', index >= 0 ? `blokus core: move ${index} (${move}) of the position ${why}` : `blokus core: the position ${why}`, {
      index,
      move,
      why,
    });
    this.name = 'BlokusCorePositionError';
  }
}
