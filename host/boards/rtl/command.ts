/**
 * The RTL Blokus board: the Verilog core (hdl/blokus/rtl) built with Verilator into a program that
 * speaks the ICFPT protocol on stdio. `arena serve --core rtl --game blokus` uses it when no other
 * board program is named, building it on demand (cached outside the repository, ~1–2 min once).
 */
import { ArenaError } from '../../../core/errors.ts';
import type { IcfptDialect } from '../../../core/protocol/icfpt/index.ts';
import { buildRtlBoard, rtlBoardArgs } from './build.ts';
import { BoardSetupError } from '../board-factory.ts';

/** Selects the v2 core (hdl/blokus/SPEC-v2.md) when set to 2 and no version option is given. */
export const RTL_VERSION_ENV = 'ARENA_RTL_VERSION';

export interface RtlBlokusOptions {
  /** Search core: 1 (default) or 2; without it, $ARENA_RTL_VERSION. */
  readonly version?: 1 | 2;
  /** v1: search depth 1..4 (default 3); the build is sized for at least depth 3. v2: deepest iteration 1..8 (default 8). */
  readonly depth?: number;
  /** v2: core cycle budget per move (default 45,000,000, at least 1,000,000). */
  readonly deadlineCycles?: number;
  /** Search units 1..8 (default 3): a build-time parameter. */
  readonly units?: number;
  /** Two-character team code (default the build's "01"): a build-time parameter. */
  readonly team?: string;
  readonly dialect?: IcfptDialect;
  readonly log?: (line: string) => void;
}

/** The argv of the RTL board on stdio, built first when the cache has none. */
export async function rtlBlokusCommand(options: RtlBlokusOptions = {}): Promise<string[]> {
  const version = options.version ?? (process.env[RTL_VERSION_ENV] === '2' ? 2 : 1);
  const depth = options.depth ?? (version === 2 ? 8 : 3);
  options.log?.(`building the RTL board (core v${version}) with Verilator (cached after the first build; 1-3 min the first time)`);
  let binary: string;
  try {
    binary = await buildRtlBoard({ version, maxDepth: version === 2 ? undefined : Math.max(3, depth), units: options.units, team: options.team });
  } catch (e) {
    const why = e instanceof ArenaError || e instanceof RangeError ? e.message : String(e);
    throw new BoardSetupError(
      `--core rtl needs the Verilator build of hdl/blokus, which failed: ${why}. ` +
        'It needs verilator and a C++ compiler (scripts/install-system-deps.sh); or name a board program with --program.',
      { core: 'rtl' },
    );
  }
  return [binary, ...rtlBoardArgs({ depth, dialect: options.dialect, deadlineCycles: options.deadlineCycles }), '--stdio'];
}
