// Browser mode's server: static UI with a CSP, the API over a WebSocket behind the token, other
// origins and foreign Host headers refused, nothing served outside the UI folder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { startWebServer, type WebServer } from '../../../host/web/server.ts';
import { METHOD_NAMES, type ApiImplementation } from '../../../core/api/contract.ts';
import { createApiClient } from '../../../core/api/client.ts';
import { socketChannel, type MessageSocket } from '../../../core/api/wire.ts';
import type { ArenaService, EventListener } from '../../../host/api/service.ts';

let dir: string;
let server: WebServer;
let emit: EventListener = () => {};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'arena-web-'));
  await mkdir(path.join(dir, 'ui', 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'ui', 'index.html'), '<!doctype html><title>ui</title>');
  await writeFile(path.join(dir, 'ui', 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'secret.txt'), 'secret');
  const impl: Record<string, unknown> = {};
  for (const m of METHOD_NAMES) impl[m] = async () => ({ ok: true });
  impl.appInfo = async () => ({ version: '1', mode: 'web', platform: 'test', recordsDir: '/r', logsDir: '/l' });
  const listeners = new Set<EventListener>();
  emit = (e, p) => listeners.forEach((l) => l(e, p));
  const service: ArenaService = { api: impl as ApiImplementation, subscribe: (l) => (listeners.add(l), () => listeners.delete(l)), dispose: async () => {} };
  server = await startWebServer({ service, staticDir: path.join(dir, 'ui'), port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function get(p: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, path: p, headers: { host: `127.0.0.1:${server.port}`, ...headers } }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function open(query: string, origin?: string): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api${query}`, origin ? { origin } : {});
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

describe('arena web server', () => {
  it('prints a 127.0.0.1 URL with a long random token', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{64}$/);
  });

  it('serves the UI with a strict CSP, and the app for unknown paths', async () => {
    const r = await get('/');
    expect(r.status).toBe(200);
    expect(r.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(r.headers['content-security-policy']).toContain(`ws://127.0.0.1:${server.port}`);
    expect((await get('/assets/app.js')).body).toBe('console.log(1)');
    expect((await get('/records')).body).toContain('<title>ui</title>');
    expect((await get('/missing.js')).status).toBe(404);
  });

  it('serves nothing outside the UI folder, and refuses foreign Host headers', async () => {
    expect((await get('/../secret.txt')).body).not.toBe('secret');
    expect((await get('/%2e%2e/secret.txt')).body).not.toBe('secret');
    expect((await get('/%2f..%2fsecret.txt')).status).toBe(403);
    expect((await get('/', { host: 'evil.example' })).status).toBe(421);
  });

  it('refuses a WebSocket without the token or from another origin', async () => {
    await expect(open('')).rejects.toThrow(/401/);
    await expect(open('?token=00')).rejects.toThrow(/401/);
    await expect(open(`?token=${server.token}`, 'http://evil.example')).rejects.toThrow(/403/);
  });

  it('carries calls, typed errors and events for the right origin and token', async () => {
    const ws = await open(`?token=${server.token}`, `http://127.0.0.1:${server.port}`);
    const api = createApiClient(socketChannel(ws as unknown as MessageSocket));
    expect(await api.appInfo()).toMatchObject({ version: '1', mode: 'web' });
    await expect(api.connectBoard(5 as unknown as string)).rejects.toMatchObject({ code: 'api-bad-arguments' });
    const got = new Promise((resolve) => api.onBoards(resolve));
    emit('boards', []);
    expect(await got).toEqual([]);
    ws.close();
  });

  it('closes a socket that sends something other than a call', async () => {
    const ws = await open(`?token=${server.token}`);
    const closed = new Promise<number>((resolve) => ws.once('close', resolve));
    ws.send('{"type":"nope"}');
    expect(await closed).toBe(1008);
  });
});
