/**
 * No orphans, whatever signal ends the arena: a child we start (socat for a pty pair, a flashing
 * tool) runs under a small POSIX shell wrapper that holds the read end of a pipe from us on fd 3.
 * When we die — SIGTERM, SIGHUP, even SIGKILL, which no handler sees — the kernel closes our end,
 * the wrapper's `read` sees end of file, and it stops the child (SIGTERM, then SIGKILL). socat
 * has no parent-death option and flashing tools have none either; this is the portable
 * PR_SET_PDEATHSIG. The wrapper forwards SIGTERM/SIGINT/SIGHUP to the child and ends the way the
 * child ended (its exit code, or the same signal), so callers see the child's own exit.
 */

/**
 * The wrapper: `sh -c SCRIPT arena-watchdog PROGRAM ARGS…`, with our pipe on fd 3, spawned as
 * the leader of its own process group (`detached`). The watchdog starts before the child, so no
 * moment exists in which the child runs unwatched, and it stops the whole group, so it needs no
 * process id. The shell's own notices ("Terminated") would read as the child's output: only the
 * child's stderr (kept on fd 4) reaches ours; the child's stdin is ours (kept on fd 5), since a
 * background job's stdin would otherwise be /dev/null.
 */
const SCRIPT = [
  'exec 4>&2 2>/dev/null 5<&0',
  // The watchdog: a builtin read, so no extra process waits; EOF means we are gone. It holds
  // none of the child's pipes, so our reading them ends with the child.
  '( trap "" TERM INT HUP; while read -r _ <&3; do :; done; kill -TERM 0; sleep 2; kill -KILL 0 ) </dev/null >/dev/null 2>&1 4>&- 5<&- &',
  'watch=$!',
  '"$@" <&5 3<&- 2>&4 4>&- 5<&- &',
  'child=$!',
  'exec 3<&- 4>&- 5<&-',
  'trap \'kill -TERM "$child" 2>/dev/null\' TERM INT HUP',
  'while :; do wait "$child"; status=$?; kill -0 "$child" 2>/dev/null || break; done',
  'kill -KILL "$watch" 2>/dev/null',
  'if [ "$status" -gt 128 ]; then trap - TERM INT HUP; kill -s "$(kill -l "$status")" $$; fi',
  'exit "$status"',
].join('\n');

export interface Watched {
  readonly program: string;
  readonly args: string[];
}

/**
 * The command that runs `program args` under the watchdog. Spawn it `detached` (its own process
 * group) with a pipe as stdio[3] (e.g. `stdio: ['ignore', 'pipe', 'pipe', 'pipe']`), and keep
 * that pipe open while the child should live; closing it (or dying) stops the child.
 */
export function watched(program: string, args: readonly string[]): Watched {
  return { program: '/bin/sh', args: ['-c', SCRIPT, 'arena-watchdog', program, ...args] };
}
