// electron-builder.yml flips Electron's fuses in the packaged app. The keys are checked against
// electron-builder's own configuration schema, so a misspelt fuse fails here instead of being ignored.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPO_ROOT } from '../../host/web/ui-build.ts';

const require = createRequire(import.meta.url);
// Both come with electron-builder (a devDependency): its YAML reader and its schema.
const yaml = z.object({ load: z.custom<(text: string) => unknown>((v) => typeof v === 'function') }).loose().parse(require('js-yaml'));
const scheme = z
  .object({ definitions: z.object({ FuseOptionsV1: z.object({ properties: z.record(z.string(), z.unknown()) }) }).loose() })
  .loose()
  .parse(require('app-builder-lib/scheme.json'));

describe('electron-builder fuses', () => {
  it('turns off RunAsNode, NODE_OPTIONS and --inspect, and turns on cookie encryption and asar integrity', async () => {
    const config = z.object({ electronFuses: z.record(z.string(), z.boolean()) }).loose().parse(yaml.load(await readFile(path.join(REPO_ROOT, 'electron-builder.yml'), 'utf8')));
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties);
    for (const key of Object.keys(config.electronFuses)) expect(known, `${key} is a fuse electron-builder knows`).toContain(key);
  });
});
