/**
 * `arena web [--port N] [--records DIR] [--poll-ms N]`: the UI in a browser. Serves the built UI
 * and the API (WebSocket) on 127.0.0.1, prints the URL with its token, runs until interrupted.
 */
import { parseCommandArgs } from '../args.ts';
import { intArg } from '../options.ts';
import type { CliIo } from '../io.ts';
import { createArenaService } from '../../api/service.ts';
import { startWebServer } from '../../web/server.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureUiBuilt, REPO_ROOT, UI_DIR } from '../../web/ui-build.ts';
import { ArenaError } from '../../../core/errors.ts';

const HELP = `usage: arena web [--port N] [--records DIR] [--poll-ms N]

Serves the FPGA Arena UI at http://127.0.0.1:PORT/?token=… (port 0 = any free port, the default 0).
  --records DIR   where game records go (default $ARENA_RECORDS_DIR or the per-user data folder)
  --poll-ms N     serial-port hot-plug polling period (default 1000; 0 = off)
  --no-build      do not build the UI when it is missing or stale
`;

export interface RunningWeb {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts the service and the server; what `web` and `start` (browser fallback) share. */
export async function startBrowserMode(opts: { port: number; recordsDir?: string; pollMs?: number; build: boolean; io: CliIo }): Promise<RunningWeb> {
  if (opts.build) {
    const r = await ensureUiBuilt((t) => opts.io.err(t));
    if (r === 'built') opts.io.err('built the UI into out/renderer\n');
  }
  const service = await createArenaService({ mode: 'web', version: packageVersion(), ...(opts.recordsDir ? { recordsDir: opts.recordsDir } : {}), ...(opts.pollMs !== undefined ? { pollMs: opts.pollMs } : {}) });
  let server;
  try {
    server = await startWebServer({ service, staticDir: UI_DIR, port: opts.port });
  } catch (e) {
    await service.dispose();
    throw new ArenaError('web-listen-failed', `cannot listen on 127.0.0.1:${opts.port}: ${(e as Error).message}`, { port: opts.port });
  }
  return {
    url: server.url,
    async stop() {
      await server.close();
      await service.dispose();
    },
  };
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Resolves when SIGINT or SIGTERM arrives. */
export function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off('SIGINT', done);
      process.off('SIGTERM', done);
      resolve();
    };
    process.on('SIGINT', done);
    process.on('SIGTERM', done);
  });
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('web', args, {
    port: { type: 'string' },
    records: { type: 'string' },
    'poll-ms': { type: 'string' },
    'no-build': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    io.out(HELP);
    return 0;
  }
  const web = await startBrowserMode({
    port: intArg('web', 'port', values.port, { min: 0, max: 65535, fallback: 0 }),
    recordsDir: values.records,
    pollMs: intArg('web', 'poll-ms', values['poll-ms'], { min: 0, max: 3_600_000, fallback: 1000 }),
    build: !values['no-build'],
    io,
  });
  io.out(`FPGA Arena is at ${web.url}\n(open it in a browser on this machine; Ctrl+C stops)\n`);
  await interrupted();
  await web.stop();
  return 0;
}
