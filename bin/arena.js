#!/usr/bin/env node
// The `arena` command: registers the TypeScript loader, then runs the CLI in host/cli.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../host/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
