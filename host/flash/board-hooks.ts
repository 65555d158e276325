/**
 * The flash job's board hooks for callers that know the board's serial port but hold no
 * connection to it (the CLI). JTAG tools can make a USB serial adapter disappear and reappear
 * (shared/DESIGN.md §6), so afterwards we wait for the port's device node and identify the board
 * by handshake (host/boards/probe.ts). The app passes its own hooks that close and reopen its
 * connection instead.
 */
import { access } from 'node:fs/promises';
import { flashProfile } from '../../core/boards/profiles.ts';
import type { ProbeOptions, ProbeResult } from '../boards/probe.ts';
import { probe } from '../boards/probe.ts';
import type { FlashJobOptions } from './job.ts';
import type { BoardName } from './plan.ts';

export interface RedetectOptions {
  /** The board's serial port, e.g. /dev/ttyUSB0. */
  readonly path: string;
  readonly board: BoardName;
  readonly log: (line: string) => void;
  /** How long to wait for the port to come back. Default 10 s. */
  readonly waitMs?: number;
  /** Injected in tests; default host/boards/probe. */
  readonly probe?: (path: string, options: ProbeOptions) => Promise<ProbeResult>;
  readonly probeOptions?: ProbeOptions;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

export function redetectHooks(o: RedetectOptions): Pick<FlashJobOptions, 'beforeFlash' | 'afterFlash'> {
  return {
    // Nothing here holds the port open; a GUI session would close its connection at this point.
    beforeFlash: async () => {},
    afterFlash: async () => {
      const deadline = Date.now() + (o.waitMs ?? 10_000);
      while (!(await exists(o.path))) {
        if (Date.now() > deadline) {
          o.log(`${o.path} did not come back within ${(o.waitMs ?? 10_000) / 1000} s: replug the serial cable or run \`arena ports\``);
          return;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      const profile = flashProfile(o.board);
      const r = await (o.probe ?? probe)(o.path, { expected: profile.id, ...o.probeOptions });
      if (r.kind === 'identified') {
        o.log(`${o.path}: ${r.profile.id} answered (${r.team !== null ? `team ${JSON.stringify(r.team)}` : r.reply})`);
      } else {
        o.log(`${o.path}: no board answered the handshake (${profile.flash.noAnswerHint})`);
      }
    },
  };
}
