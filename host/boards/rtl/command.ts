/**
 * The RTL Blokus board: the Verilog core (hdl/blokus/rtl) built with Verilator into a program that
 * speaks the ICFPT protocol on stdio. `arena serve --core rtl --game blokus` uses it when no other
 * board program is named, building it on demand (cached outside the repository, ~1–2 min once).
 */
import { ArenaError } from '../../../core/errors.ts';
import type { IcfptDialect } from '../../../core/protocol/icfpt/index.ts';
import { buildRtlBoard, rtlBoardArgs } from './build.ts';
import { BoardSetupError } from '../board-factory.ts';

export interface RtlBlokusOptions {
  /** Search depth 1..4 (default 3); the build is sized for at least depth 3. */
  readonly depth?: number;
  /** Search units 1..8 (default 3): a build-time parameter. */
  readonly units?: number;
  /** Two-character team code (default the build's "01"): a build-time parameter. */
  readonly team?: string;
  readonly dialect?: IcfptDialect;
  readonly log?: (line: string) => void;
}

/** The argv of the RTL board on stdio, built first when the cache has none. */
export async function rtlBlokusCommand(options: RtlBlokusOptions = {}): Promise<string[]> {
  const depth = options.depth ?? 3;
  options.log?.('building the RTL board with Verilator (cached after the first build; 1-2 min the first time)');
  let binary: string;
  try {
    binary = await buildRtlBoard({ maxDepth: Math.max(3, depth), units: options.units, team: options.team });
  } catch (e) {
    const why = e instanceof ArenaError || e instanceof RangeError ? e.message : String(e);
    throw new BoardSetupError(
      `--core rtl needs the Verilator build of hdl/blokus, which failed: ${why}. ` +
        'It needs verilator and a C++ compiler (scripts/install-system-deps.sh); or name a board program with --program.',
      { core: 'rtl' },
    );
  }
  return [binary, ...rtlBoardArgs({ depth, dialect: options.dialect }), '--stdio'];
}
