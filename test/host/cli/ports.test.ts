import { describe, it, expect } from 'vitest';
import { run } from '../../../host/cli/commands/ports.ts';
import { memoryIo } from '../../../host/cli/io.ts';
import { listPorts } from '../../../host/boards/ports.ts';
import { spawnArena } from '../../support/arena-process.ts';

describe('arena ports', () => {
  it('--json lists the same ports as listPorts, with profile hints', async () => {
    const io = memoryIo();
    expect(await run(['--json'], io)).toBe(0);
    const listed = JSON.parse(io.stdout()) as Array<Record<string, unknown>>;
    const expected = await listPorts();
    expect(listed.map((p) => p.path)).toEqual(expected.map((p) => p.path));
    for (const p of listed) {
      expect(Array.isArray(p.profiles)).toBe(true);
      for (const k of ['vendorId', 'productId', 'serialNumber', 'byId']) expect(k in p).toBe(true);
    }
  });

  it('prints one line per port, or says there are none', async () => {
    const io = memoryIo();
    expect(await run([], io)).toBe(0);
    const ports = await listPorts();
    if (ports.length === 0) expect(io.stdout()).toBe('no serial ports found\n');
    else for (const p of ports) expect(io.stdout()).toContain(p.path);
  });

  it('--watch runs as a real process until SIGINT and exits cleanly', async () => {
    const p = spawnArena(['ports', '--watch', '--json', '--interval', '100']);
    const ports = await listPorts();
    // One `present` line per port at start; then wait for the watcher to be running.
    for (let i = 0; i < ports.length; i++) expect(JSON.parse(await p.nextLine()).event).toBe('present');
    await new Promise((r) => setTimeout(r, 1500));
    const exit = await p.stop('SIGINT');
    expect(exit).toEqual({ code: 0, signal: null });
  });
});
