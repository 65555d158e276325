/**
 * The Hex "board": there is no Hex hardware, so the emulated board is our UCT engine behind the HTP
 * engine side (core/protocol/htp), as a Transport. It is what `arena serve --game hex` exposes and
 * what `emu` plays for Hex. Lines are handled in order; `quit` answers and then closes the board.
 */
import { performance } from 'node:perf_hooks';
import type { HexMove } from '../../core/hex/index.ts';
import { formatHexMove } from '../../core/hex/index.ts';
import { UctEngine, type UctEngineInfo, type UctOptions } from '../../core/engines/uct/index.ts';
import { HtpEngine } from '../../core/protocol/htp/index.ts';
import type { Disposable } from '../transports/transport.ts';
import { EmulatedBoard } from './emulated-board.ts';
import { formatUctSpec } from '../../core/engines/uct/spec.ts';

export const EMULATED_HEX_NAME = 'arena-uct';
export const EMULATED_HEX_VERSION = '1';

export interface HexEngineReport {
  readonly move: HexMove;
  readonly info: UctEngineInfo;
  readonly emulatorMs: number;
}

export class EmulatedHexBoard extends EmulatedBoard {
  private readonly engine: UctEngine;
  private htp: HtpEngine;
  private pending = '';
  private last: HexEngineReport | null = null;
  private readonly infoListeners = new Set<(report: HexEngineReport) => void>();

  constructor(readonly uct: UctOptions) {
    super(`emu:hex (${formatUctSpec(uct)})`);
    this.engine = new UctEngine(uct, () => performance.now());
    this.htp = this.newSession();
  }

  get lastReport(): HexEngineReport | null {
    return this.last;
  }

  /** Called after every move the engine chooses, before it is sent. */
  onEngineInfo(listener: (report: HexEngineReport) => void): Disposable {
    this.infoListeners.add(listener);
    return { dispose: () => void this.infoListeners.delete(listener) };
  }

  protected reset(): void {
    this.pending = '';
    this.htp = this.newSession();
  }

  protected async receive(bytes: Uint8Array): Promise<void> {
    this.pending += new TextDecoder('latin1').decode(bytes);
    for (let nl = this.pending.indexOf('\n'); nl >= 0; nl = this.pending.indexOf('\n')) {
      const line = this.pending.slice(0, nl);
      this.pending = this.pending.slice(nl + 1);
      const reply = this.htp.handle(line);
      if (reply.text !== null) await this.send(reply.text);
      if (reply.quit) {
        await this.close();
        return;
      }
    }
  }

  private newSession(): HtpEngine {
    return new HtpEngine({
      name: EMULATED_HEX_NAME,
      version: EMULATED_HEX_VERSION,
      genmove: (board) => {
        const started = performance.now();
        const { move, info } = this.engine.hexMove(board);
        const report = { move, info, emulatorMs: performance.now() - started };
        this.last = report;
        for (const l of [...this.infoListeners]) l(report);
        return move;
      },
    });
  }
}

/** One log line for a move: `move f6 playouts=10000 visits=4123 winrate=0.612 nodes=170 emulator_ms=812.3`. */
export function describeHexReport(r: HexEngineReport): string {
  return `move ${formatHexMove(r.move)} playouts=${r.info.playouts} visits=${r.info.visits} winrate=${r.info.winRate.toFixed(3)} nodes=${r.info.nodes} emulator_ms=${r.emulatorMs.toFixed(1)}`;
}
