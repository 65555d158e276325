/**
 * No orphans, whatever signal ends the arena: a child we start (socat for a pty pair, a flashing
 * tool) runs under a small POSIX shell wrapper that holds the read end of a pipe from us on fd 3.
 * When we die — SIGTERM, SIGHUP, even SIGKILL, which no handler sees — the kernel closes our end,
 * the wrapper's `read` sees end of file, and it stops the child (SIGTERM, then SIGKILL). socat
 * has no parent-death option and flashing tools have none either; this is the portable
 * PR_SET_PDEATHSIG. The wrapper forwards SIGTERM/SIGINT/SIGHUP to the child and ends the way the
 * child ended (its exit code, or the same signal), so callers see the child's own exit.
 */

/** The wrapper: `sh -c SCRIPT arena-watchdog PROGRAM ARGS…`, with our pipe on fd 3. */
const SCRIPT = [
  // The shell's own notices ("Terminated") would read as the tool's output: only the child's
  // stderr (kept on fd 4) reaches ours.
  'exec 4>&2 2>/dev/null',
  '"$@" 3<&- 2>&4 4>&- &',
  'child=$!',
  'trap \'kill -TERM "$child" 2>/dev/null\' TERM INT HUP',
  // The watchdog: a builtin read, so no extra process lingers; EOF means we are gone.
  '( while read -r _ <&3; do :; done; kill -TERM "$child" 2>/dev/null; sleep 2; kill -KILL "$child" 2>/dev/null ) 2>/dev/null &',
  'watch=$!',
  'exec 3<&- 4>&-',
  'while :; do wait "$child"; status=$?; kill -0 "$child" 2>/dev/null || break; done',
  'kill "$watch" 2>/dev/null',
  'if [ "$status" -gt 128 ]; then trap - TERM INT HUP; kill -s "$(kill -l "$status")" $$; fi',
  'exit "$status"',
].join('\n');

export interface Watched {
  readonly program: string;
  readonly args: string[];
}

/**
 * The command that runs `program args` under the watchdog. Spawn it with a pipe as stdio[3]
 * (e.g. `stdio: ['ignore', 'pipe', 'pipe', 'pipe']`) and keep that pipe open while the child
 * should live; closing it (or dying) stops the child.
 */
export function watched(program: string, args: readonly string[]): Watched {
  return { program: '/bin/sh', args: ['-c', SCRIPT, 'arena-watchdog', program, ...args] };
}
