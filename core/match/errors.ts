import { ArenaError } from '../errors.ts';
import type { PlayerFault } from './player.ts';

/**
 * A player failed outside a turn (no team reply, no `OK` to `START`, the program died while
 * starting). The runner turns it into a verdict against that player, like a fault in a turn.
 */
export class PlayerFaultError extends ArenaError {
  constructor(
    readonly fault: PlayerFault,
    readonly player: string,
  ) {
    super(`player-${fault.kind}`, `${player}: ${describeFault(fault)}`, { fault, player });
    this.name = 'PlayerFaultError';
  }
}

export function describeFault(f: PlayerFault): string {
  switch (f.kind) {
    case 'malformed-code':
      return `malformed move code ${JSON.stringify(f.bytes)}: ${f.message}`;
    case 'protocol-error':
      return `protocol error at byte ${f.position} ${JSON.stringify(f.bytes)}: ${f.message}`;
    case 'link-lost':
      return `link lost (${f.detail})`;
    case 'program-exited':
      return `program exited (${f.detail})`;
    case 'resigned':
      return `resigned (${f.detail})`;
  }
}
