/**
 * Browser mode (`arena web`): serves the built UI and the same API over a WebSocket, from the
 * host process. Bound to 127.0.0.1; the API needs the random token from the URL; requests whose
 * Host is not ours (DNS rebinding) and WebSockets from other origins are refused.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { createDispatcher } from '../../core/api/dispatch.ts';
import { toWireError } from '../../core/api/errors.ts';
import { callMessageSchema, type HostMessage } from '../../core/api/wire.ts';
import type { ArenaService } from '../api/service.ts';
import { contentSecurityPolicy } from '../../core/api/csp.ts';

export interface WebServerOptions {
  readonly service: ArenaService;
  /** The built renderer (index.html and assets). */
  readonly staticDir: string;
  /** 0 = any free port. */
  readonly port?: number;
  readonly host?: string;
  /** Default: 32 random bytes, hex. */
  readonly token?: string;
}

export interface WebServer {
  /** The URL to open, token included. */
  readonly url: string;
  readonly port: number;
  readonly token: string;
  close(): Promise<void>;
}

export const API_PATH = '/api';
const MAX_MESSAGE = 1 << 20;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** The app's policy (core/api/csp.ts) with `connect-src` narrowed to this server's WebSocket. */
export function serverContentSecurityPolicy(origin: string): string {
  return contentSecurityPolicy(`'self' ${origin.replace(/^http/, 'ws')}`);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? randomBytes(32).toString('hex');
  const root = path.resolve(options.staticDir);
  const dispatch = createDispatcher(options.service.api);
  let origin = '';
  let allowedHosts = new Set<string>();

  const send = (res: ServerResponse, status: number, body: string | Buffer, type = 'text/plain; charset=utf-8', extra: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': type, 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cache-Control': 'no-store', ...extra });
    res.end(body);
  };

  /** The file a URL path names inside the UI folder; unknown paths without an extension get the app. */
  async function uiFile(rel: string): Promise<string | 'outside' | 'missing'> {
    const file = path.resolve(root, '.' + rel);
    if (file !== root && !file.startsWith(root + path.sep)) return 'outside';
    const st = await stat(file).catch(() => null);
    if (st && !st.isDirectory()) return file;
    // Unknown paths get the app (it reads the token from the query string).
    return path.extname(rel) !== '' ? 'missing' : path.join(root, 'index.html');
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!allowedHosts.has(req.headers.host ?? '')) return send(res, 421, 'wrong Host header\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n');
    let rel: string;
    try {
      rel = decodeURIComponent(new URL(req.url ?? '/', origin).pathname);
    } catch {
      return send(res, 400, 'bad path\n');
    }
    const file = await uiFile(rel);
    if (file === 'outside') return send(res, 403, 'outside the UI folder\n');
    if (file === 'missing') return send(res, 404, 'not found\n');
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch {
      return send(res, 404, `the UI is not built (${path.relative(process.cwd(), file)} is missing): run \`npm run build\`\n`);
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    send(res, 200, req.method === 'HEAD' ? '' : body, type, type.startsWith('text/html') ? { 'Content-Security-Policy': serverContentSecurityPolicy(origin), 'X-Frame-Options': 'DENY' } : {});
  }

  const server = createServer((req, res) => void serveFile(req, res).catch(() => send(res, 500, 'internal error\n')));
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE });
  const sockets = new Set<WebSocket>();

  server.on('upgrade', (req, socket, head) => {
    const refuse = (status: number, why: string) => {
      socket.end(`HTTP/1.1 ${status} ${why}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      return refuse(400, 'Bad Request');
    }
    if (url.pathname !== API_PATH) return refuse(404, 'Not Found');
    if (!allowedHosts.has(req.headers.host ?? '')) return refuse(421, 'Misdirected Request');
    const o = req.headers.origin;
    if (o !== undefined && !allowedHosts.has(o.replace(/^https?:\/\//, '')) ) return refuse(403, 'Forbidden');
    if (!sameToken(url.searchParams.get('token') ?? '', token)) return refuse(401, 'Unauthorized');
    wss.handleUpgrade(req, socket, head, (ws) => connection(ws));
  });

  function connection(ws: WebSocket): void {
    sockets.add(ws);
    const post = (m: HostMessage) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
    };
    const unsubscribe = options.service.subscribe((event, payload) => post({ type: 'event', event, payload }));
    ws.on('message', (data, isBinary) => {
      if (isBinary) return ws.close(1003, 'text frames only');
      let json: unknown;
      try {
        json = JSON.parse(String(data));
      } catch {
        return ws.close(1007, 'not JSON');
      }
      const msg = callMessageSchema.safeParse(json);
      if (!msg.success) return ws.close(1008, 'not a call message');
      const { id, method, args } = msg.data;
      dispatch(method, args).then(
        (value) => post({ type: 'result', id, ok: true, value }),
        (e: unknown) => post({ type: 'result', id, ok: false, error: toWireError(e) }),
      );
    });
    ws.on('close', () => {
      unsubscribe();
      sockets.delete(ws);
    });
    ws.on('error', () => {});
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host}:${port}`;
  allowedHosts = new Set([`${host}:${port}`, `localhost:${port}`]);

  return {
    url: `${origin}/?token=${token}`,
    port,
    token,
    async close() {
      for (const ws of sockets) ws.terminate();
      sockets.clear();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
