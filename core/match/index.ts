/**
 * Match vocabulary shared by host and GUI: the Player interface, a human player, move timings.
 *
 *   const human = new HumanPlayer('blokus', 'alice', () => performance.now());
 *   human.onEvent((e) => e.kind === 'turn' && showBoard(e.side));   // then human.submitText('55t2')
 */
export * from './types.ts';
export type * from './player.ts';
export { HumanPlayer } from './human-player.ts';
export { PlayerFaultError, describeFault } from './errors.ts';
export { Listeners } from './listeners.ts';
