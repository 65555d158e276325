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

/** A fault's facts as a description needs them (a verdict carries the same, less the byte index). */
type FaultFacts = Exclude<PlayerFault, { kind: 'malformed-code' }> | Omit<Extract<PlayerFault, { kind: 'malformed-code' }>, 'index'>;

export function describeFault(f: FaultFacts): string {
  switch (f.kind) {
    case 'malformed-code':
      return `malformed move code ${JSON.stringify(f.bytes)}: ${f.message}`;
    case 'protocol-error':
      // A fault outside any reply (no answer in time) has no bytes to point at.
      return f.bytes ? `protocol error at ${f.unit} ${f.position} ${JSON.stringify(f.bytes)}: ${f.message}` : `protocol error: ${f.message}`;
    case 'link-lost':
      return `link lost (${f.detail})`;
    case 'program-exited':
      return `program exited (${f.detail})`;
    case 'resigned':
      return `resigned (${f.detail})`;
  }
}
