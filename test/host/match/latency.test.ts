import { describe, it, expect, afterEach } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkLatencyTimer } from '../../../host/match/latency.ts';

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function fakeSys(device: string, value: string): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'arena-sys-'));
  dirs.push(root);
  const dev = path.join(root, 'bus', 'usb-serial', 'devices', device);
  await mkdir(dev, { recursive: true });
  await writeFile(path.join(dev, 'latency_timer'), value);
  return root;
}

describe('checkLatencyTimer', () => {
  it('warns when a USB-serial adapter holds bytes for more than 1 ms, naming the fix', async () => {
    const sysfs = await fakeSys('ttyUSB0', '16\n');
    const r = await checkLatencyTimer('/dev/ttyUSB0', { sysfs, platform: 'linux' });
    expect(r).toMatchObject({ device: 'ttyUSB0', latencyMs: 16 });
    expect(r!.warning).toMatch(/latency timer is 16 ms/);
    expect(r!.warning).toContain(path.join(sysfs, 'bus/usb-serial/devices/ttyUSB0/latency_timer'));
  });
  it('is quiet at 1 ms, for ports that are not USB-serial, and off Linux', async () => {
    const sysfs = await fakeSys('ttyUSB1', '1\n');
    expect((await checkLatencyTimer('/dev/ttyUSB1', { sysfs, platform: 'linux' }))!.warning).toBeNull();
    expect(await checkLatencyTimer('/dev/ttyS0', { sysfs, platform: 'linux' })).toBeNull();
    expect(await checkLatencyTimer('/dev/ttyUSB0', { sysfs, platform: 'darwin' })).toBeNull();
  });
  it('follows a by-id symlink to the ttyUSB device', async () => {
    const sysfs = await fakeSys('ttyUSB3', '8');
    const links = await mkdtemp(path.join(os.tmpdir(), 'arena-byid-'));
    dirs.push(links);
    const target = path.join(links, 'ttyUSB3');
    await writeFile(target, '');
    await symlink(target, path.join(links, 'usb-FTDI_FT232R-if00-port0'));
    const r = await checkLatencyTimer(path.join(links, 'usb-FTDI_FT232R-if00-port0'), { sysfs, platform: 'linux' });
    expect(r).toMatchObject({ device: 'ttyUSB3', latencyMs: 8 });
  });
});
