// The bench pages' API calls through the contract's dispatcher, as IPC and the WebSocket make them:
// the folder browser confined to its roots, the DebugServer check, and the arguments refused with
// the field named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createArenaService, type ArenaService } from '../../../host/api/service.ts';
import { createDispatcher, type Dispatcher } from '../../../core/api/dispatch.ts';

let dir: string;
let root: string;
let service: ArenaService;
let call: Dispatcher;

beforeAll(async () => {
  dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'arena-api-bench-')));
  root = path.join(dir, 'home');
  await mkdir(path.join(root, 'builds'), { recursive: true });
  await writeFile(path.join(root, 'builds', 'soc.bit'), 'x');
  await writeFile(path.join(dir, 'outside.bit'), 'x');
  service = await createArenaService({ mode: 'web', recordsDir: path.join(dir, 'records'), pollMs: 0, listPorts: async () => [], fileRoots: [{ label: 'home', path: root }] });
  call = createDispatcher(service.api);
});

afterAll(async () => {
  await service.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('bench API', () => {
  it('lists folders inside the roots only', async () => {
    expect(await call('fileRoots', [])).toEqual([{ label: 'home', path: root }]);
    expect(await call('browseFiles', [path.join(root, 'builds'), ['.bit']])).toEqual({ path: path.join(root, 'builds'), parent: root, entries: [{ name: 'soc.bit', path: path.join(root, 'builds', 'soc.bit'), kind: 'file', bytes: 1 }] });
    await expect(call('browseFiles', [`${root}/..`, []])).rejects.toMatchObject({ code: 'browse-outside' });
    await expect(call('browseFiles', [null, ['bit']])).rejects.toThrow(/browseFiles: bad arguments: 1\.0/);
  });

  it('checks a DebugServer address, and names a malformed one', async () => {
    const server = net.createServer((s) => s.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    try {
      expect(await call('checkDebugServer', [`127.0.0.1:${port}`])).toMatchObject({ reachable: true, message: `DebugServer answers at 127.0.0.1:${port}` });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await expect(call('checkDebugServer', ['localhost'])).rejects.toMatchObject({ code: 'bad-address', message: "'localhost' is not a host:port address (e.g. localhost:1025)" });
  });

  it('refuses a cable name that is not one', async () => {
    await expect(call('detectCable', ['usb-blaster; reboot'])).rejects.toThrow(/detectCable: bad arguments: 0: a cable name as openFPGALoader lists it/);
  });
});
