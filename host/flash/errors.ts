/**
 * Typed errors of flashing and firmware images. Every failure a person can fix carries a `hint`
 * saying how (which package, which udev rule, which cable), so the CLI and the GUI show the same advice.
 */
import { ArenaError } from '../../core/errors.ts';

export type FlashErrorCode =
  | 'flash-bad-request' // options that do not fit together (board, tool, file kind, target)
  | 'flash-file-missing'
  | 'flash-file-kind' // extension not taken by the chosen backend
  | 'flash-file-header' // contents do not match the extension
  | 'flash-file-size'
  | 'flash-tool-missing'
  | 'flash-no-cable' // the JTAG probe is not plugged in (or not seen)
  | 'flash-no-device' // the probe answers, the FPGA does not (board off, wrong chain)
  | 'flash-permission' // the probe is there but this user may not open it
  | 'flash-no-debug-server' // GDB could not reach T-Head's DebugServer
  | 'flash-tool-failed' // the tool ran and reported failure
  | 'flash-timeout'
  | 'flash-cancelled'
  | 'elf-invalid'
  | 'image-invalid' // an Intel HEX / memory file that does not parse
  | 'image-out-of-range';

export class FlashError extends ArenaError {
  constructor(
    code: FlashErrorCode,
    message: string,
    context: Readonly<Record<string, unknown>> = {},
    /** What a person can do about it, or '' when there is nothing to add. */
    readonly hint = '',
  ) {
    super(code, hint ? `${message}\n  hint: ${hint}` : message, context);
    this.name = 'FlashError';
  }
  declare readonly code: FlashErrorCode;
}
