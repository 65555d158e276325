/**
 * The host's wujian100-gomoku profile against what the firmware really does: USI0 at 20 MHz with the
 * divisor the UART driver picks for 115200 runs at 113,636 baud, which the profile declares and tolerates.
 */
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { MAX_BAUD_ERROR, getBoardProfile } from '../../core/boards/profiles.ts';
import { compileC, run, tempBuild } from './build.ts';

describe('wujian100-gomoku profile vs the firmware UART', () => {
  it('declares the rate the firmware divisor gives, within the tolerated error', () => {
    const build = tempBuild('fw-baud-');
    try {
      const exe = path.join(build.dir, 'divisor');
      // The driver's own divisor function, compiled for the PC, prints the divisor for 20 MHz, 115200.
      compileC(exe, ['test/firmware/c/divisor_main.c', 'test/firmware/c/mock_mmio.c', 'firmware/wujian100/drivers/usi_uart.c']);
      const div = Number(run(exe, []).stdout.trim());
      expect(div).toBe(10);
      const actual = 20_000_000 / (16 * (div + 1));
      const profile = getBoardProfile('wujian100-gomoku');
      expect(profile.serial.baudRate).toBe(115200);
      expect(profile.serial.actualBaudRate).toBe(Math.floor(actual));
      expect(profile.fpga.clockHz).toBe(20_000_000);
      expect(Math.abs(actual - 115200) / 115200).toBeLessThan(MAX_BAUD_ERROR);
      expect(profile.protocol.name).toBe('piskvork');
    } finally {
      build.remove();
    }
  });
});
