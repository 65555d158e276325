/**
 * Pseudo-terminal pairs for serial tests: `socat` joins two ptys back to back, so whatever is
 * written to one slave path comes out of the other. Real serialport code opens the paths exactly
 * as it would open /dev/ttyUSB0.
 *
 *   const pair = await openPtyPair();   // pair.a, pair.b = '/dev/pts/N'
 *   ...
 *   await pair.close();                 // SIGTERM socat, wait for it to exit
 *   await killPtyPair(pair);            // SIGKILL: both ptys vanish at once, like a pulled USB cable
 *
 * Every pair still open when the test process exits is killed, so a failing test leaks nothing.
 * The implementation is the one `arena serve --pty` uses (host/transports/pty-pair.ts).
 */
import { openPtyPair, type PtyPair } from '../../host/transports/pty-pair.ts';

export { openPtyPair, type PtyPair };

/**
 * Makes both pty devices vanish at once (SIGKILL on socat): the slave ends then report EIO/hang-up,
 * which is what a pulled USB-serial adapter looks like to the serial stack.
 */
export async function killPtyPair(pair: PtyPair): Promise<void> {
  try {
    process.kill(pair.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await pair.exited;
}
