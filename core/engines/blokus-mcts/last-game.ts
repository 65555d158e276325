/**
 * The game a core's last search was given (its first mover's start square and moves), to tell
 * whether the next search continues it: the settings that carry state from one search to the next
 * of a game (`reuse`, `komi`, `lgrKeep`) keep it only then.
 */
export class LastGame {
  #start: string | null = null;
  #moves: readonly number[] = [];

  /** The plies `history` from `start` adds to the last search's game, or −1 for another game (or none yet); then remembers this one. */
  follow(start: string, history: readonly number[]): number {
    const last = this.#moves;
    const same = this.#start === start && history.length >= last.length && last.every((m, i) => history[i] === m);
    [this.#start, this.#moves] = [start, [...history]];
    return same ? history.length - last.length : -1;
  }
}
