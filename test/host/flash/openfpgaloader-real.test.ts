/**
 * The real openFPGALoader (Debian's package installs /usr/bin/openFPGALoader) run with no cable
 * attached: the job must end with a clear "no cable" result, not a generic failure.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { existsSync } from 'node:fs';
import { startFlashJob } from '../../../host/flash/job.ts';
import { bitBytes, fakeTools, rbfBytes, type FakeTools } from '../../fixtures/flash/fake-tools.ts';

const REAL = '/usr/bin/openFPGALoader';

describe.skipIf(!existsSync(REAL))('real openFPGALoader, no cable attached', () => {
  let t: FakeTools;
  beforeAll(async () => {
    t = await fakeTools();
  });
  afterAll(async () => {
    await t.remove();
  });

  it.each([
    ['de2-115', 'design.rbf', () => rbfBytes(), /found no usb-blaster cable: unable to open ftdi device: -3 \(device not found\)[\s\S]*hint: no usb-blaster cable found \(USB 09fb:6001/],
    ['wujian100', 'soc.bit', () => bitBytes(), /found no digilent cable/],
  ] as const)('%s: says no cable was found', async (board, name, bytes, message) => {
    const file = await t.file(name, bytes());
    const result = await startFlashJob({ board, bitstream: file, tools: { paths: { openFPGALoader: REAL } } }).done;
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('flash-no-cable');
      expect(result.error.message).toMatch(message);
    }
  });

  it("refuses to write the DE2-115's flash when the installed tool has no bridge for EP4CE115F29", async () => {
    const result = await startFlashJob({ board: 'de2-115', bitstream: await t.file('f.rbf', rbfBytes()), to: 'flash', tools: { paths: { openFPGALoader: REAL } } }).done;
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('flash-bad-request');
      expect(result.error.message).toMatch(/cannot write flash on ep4ce11529: \/usr\/share\/openFPGALoader has no spiOverJtag bridge/);
    }
  });
});
