/**
 * USB-serial adapters (FTDI and friends) hold received bytes for up to their latency timer
 * (16 ms by default on Linux) before passing them on, which inflates every measured move time.
 * On Linux the timer is /sys/bus/usb-serial/devices/<ttyUSBn>/latency_timer.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';

export interface LatencyCheck {
  readonly device: string;
  readonly latencyMs: number;
  /** A sentence for the user, or null when the timer is already ≤ 1 ms. */
  readonly warning: string | null;
}

export async function checkLatencyTimer(
  portPath: string,
  { sysfs = '/sys', platform = process.platform }: { sysfs?: string; platform?: NodeJS.Platform } = {},
): Promise<LatencyCheck | null> {
  if (platform !== 'linux') return null;
  const real = await realpath(portPath).catch(() => portPath);
  const device = path.basename(real);
  const file = path.join(sysfs, 'bus', 'usb-serial', 'devices', device, 'latency_timer');
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return null;
  const latencyMs = Number(text.trim());
  if (!Number.isFinite(latencyMs)) return null;
  const warning =
    latencyMs > 1
      ? `${portPath} is a USB-serial adapter whose latency timer is ${latencyMs} ms: replies may reach us up to ${latencyMs} ms late and move times will be inflated. Set it to 1 ms: echo 1 | sudo tee ${file}`
      : null;
  return { device, latencyMs, warning };
}
