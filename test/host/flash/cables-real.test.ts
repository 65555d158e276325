/**
 * Cable detection with the real openFPGALoader (Debian's /usr/bin/openFPGALoader), on a machine
 * with no JTAG hardware: both answers are a plain "no cable found", not an error.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { detectChain, scanCables } from '../../../host/flash/cables.ts';

const REAL = '/usr/bin/openFPGALoader';
const tools = { paths: { openFPGALoader: REAL } };

describe.skipIf(!existsSync(REAL))('real openFPGALoader, no hardware', () => {
  it('--scan-usb finds no cable and says so', async () => {
    const scan = await scanCables('usb-blaster', tools);
    expect(scan.tool).toBe(true);
    expect(scan.devices.filter((d) => d.cables.length > 0)).toEqual([]);
    expect(scan.message).toMatch(/^no (JTAG )?cable found/);
  });

  it('--detect through the board cable says the cable is missing', async () => {
    const check = await detectChain('usb-blaster', tools);
    expect(check.ok).toBe(false);
    expect(check.lines.join('\n')).toMatch(/unable to open ftdi device/);
    expect(check.message).toBe("no usb-blaster cable found: plug in the board's JTAG USB port and switch the board on");
  });
});

describe('no openFPGALoader', () => {
  it('says the search needs it and where to get it', async () => {
    const scan = await scanCables(null, { pathEnv: '', folders: [] });
    expect(scan).toMatchObject({ tool: false, devices: [] });
    expect(scan.message).toMatch(/^no cable search: openFPGALoader was not found \(.*apt/);
  });
});
