#!/usr/bin/env node
// The `arena` command: registers the TypeScript loader, then runs the CLI in host/cli.
import { register } from 'tsx/esm/api';

// A closed pipe (`arena legal | head`) is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

register();
const { main } = await import('../host/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
