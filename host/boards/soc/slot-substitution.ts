/**
 * The one edit hdl/gomoku/INTEGRATION.md makes to the wujian100 sources, done by program: in
 * `soc/ahb_matrix_top.v` the placeholder instance of slot s9 (`ahb_dummy_top x_main_dummy_top2`)
 * becomes our AHB wrapper (`gomoku_ahb_top`), every connection unchanged. Also checks, in
 * `soc/matrix.v`, that s9 decodes the base the firmware uses. Pure text in, text out.
 */
import { ArenaError } from '../../../core/errors.ts';

export const SLOT_INSTANCE = 'x_main_dummy_top2';
export const PLACEHOLDER_MODULE = 'ahb_dummy_top';
export const WRAPPER_MODULE = 'gomoku_ahb_top';

/** The wujian100 sources are not the ones INTEGRATION.md describes; names the file and what is off. */
export class SocSourceError extends ArenaError {
  constructor(message: string, context: Record<string, unknown> = {}) {
    super('soc-source-invalid', message, context);
    this.name = 'SocSourceError';
  }
}

const INSTANCE = new RegExp(`^(\\s*)(\\w+)(\\s+)${SLOT_INSTANCE}(\\s*\\()`, 'gm');

/** `ahb_matrix_top.v` with slot s9's placeholder replaced by the Gomoku IP wrapper. */
export function substituteGomokuSlot(text: string, file = 'soc/ahb_matrix_top.v'): string {
  const found = [...text.matchAll(INSTANCE)];
  if (found.length !== 1) {
    throw new SocSourceError(`${file}: expected one instance ${SLOT_INSTANCE}, found ${found.length}`, { file, count: found.length });
  }
  const module = found[0]![2];
  if (module !== PLACEHOLDER_MODULE) {
    throw new SocSourceError(`${file}: ${SLOT_INSTANCE} is a ${module}, not the placeholder ${PLACEHOLDER_MODULE}`, { file, module });
  }
  return text.replace(INSTANCE, `$1${WRAPPER_MODULE}$3${SLOT_INSTANCE}$4`);
}

const S9_DECODE = /m0_s9_req\s*=\s*\(\s*m0_haddr\[31:0\]\s*>=\s*32'h([0-9a-fA-F_]+)\s*\)\s*&\s*\(\s*m0_haddr\[31:0\]\s*<=\s*32'h([0-9a-fA-F_]+)\s*\)/;

/** The [first, last] address master 0 decodes to slot s9 in `matrix.v`; a typed error when the decode cannot be read or does not hold `base`. */
export function checkSlotDecode(matrix: string, base: number, file = 'soc/matrix.v'): [number, number] {
  const m = S9_DECODE.exec(matrix);
  if (!m) throw new SocSourceError(`${file}: no address decode for slot s9 (m0_s9_req) found`, { file });
  const first = parseInt(m[1]!.replace(/_/g, ''), 16);
  const last = parseInt(m[2]!.replace(/_/g, ''), 16);
  if (base < first || base > last) {
    const hex = (n: number) => `0x${n.toString(16).padStart(8, '0')}`;
    throw new SocSourceError(`${file}: slot s9 decodes ${hex(first)}-${hex(last)}, which does not hold the firmware's Gomoku IP base ${hex(base)}`, {
      file,
      first,
      last,
      base,
    });
  }
  return [first, last];
}

/** WJ_GOMOKU_IP_BASE from the firmware's register header (the one place that fact is written). */
export function gomokuIpBase(regsHeader: string): number {
  const m = /#define\s+WJ_GOMOKU_IP_BASE\s+0x([0-9a-fA-F]+)u?/.exec(regsHeader);
  if (!m) throw new SocSourceError('wujian100_regs.h: WJ_GOMOKU_IP_BASE is not defined', {});
  return parseInt(m[1]!, 16);
}
