// scripts/install-system-deps.sh, which `npm test` runs first: silent when every package is there,
// otherwise it names the missing ones and installs them with apt-get through sudo. dpkg-query,
// apt-get, sudo and id are replaced by recording scripts on PATH: nothing is installed here.
import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../host/web/ui-build.ts';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'install-system-deps.sh');
const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** Runs the script with fake system commands; `installed` are the packages dpkg-query reports. */
async function runScript(installed: string[] | 'all', uid: number) {
  const bin = await mkdtemp(path.join(os.tmpdir(), 'arena-deps-'));
  dirs.push(bin);
  const log = path.join(bin, 'calls.log');
  const fake = async (name: string, body: string) => {
    await writeFile(path.join(bin, name), `#!/bin/bash\n${body}\n`);
    await chmod(path.join(bin, name), 0o755);
  };
  const present = installed === 'all' ? 'true' : `case "$3" in ${installed.length ? installed.join('|') : '__none__'}) true;; *) false;; esac`;
  await fake('dpkg-query', `if ${present}; then printf 'install ok installed'; else exit 1; fi`);
  await fake('apt-get', `echo "apt-get $*" >> ${log}`);
  await fake('id', `echo ${uid}`);
  await fake('sudo', `echo "sudo $1" >> ${log}; "$@"`);
  // The fakes come first on PATH, so the real sudo and apt-get are never reached.
  const r = spawnSync('/bin/bash', [SCRIPT], { encoding: 'utf8', env: { PATH: `${bin}:/usr/bin:/bin` } });
  const calls = await readFile(log, 'utf8').catch(() => '');
  return { status: r.status, stderr: r.stderr, stdout: r.stdout, calls };
}

describe('install-system-deps.sh', () => {
  it('prints nothing and installs nothing when every package is present', async () => {
    const r = await runScript('all', 1000);
    expect(r).toMatchObject({ status: 0, stdout: '', stderr: '', calls: '' });
  });

  it('names the missing packages and installs exactly those through sudo when not root', async () => {
    const r = await runScript(['iverilog', 'verilator', 'yosys', 'gcc-riscv64-unknown-elf', 'picolibc-riscv64-unknown-elf', 'socat', 'openfpgaloader', 'gdb-multiarch', 'chromium', 'xvfb'], 1000);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/installing missing Debian packages: build-essential cmake/);
    expect(r.calls).toContain('sudo apt-get');
    expect(r.calls).toMatch(/apt-get install -y -qq --no-install-recommends build-essential cmake\n/);
  });

  it('runs apt-get directly as root', async () => {
    const r = await runScript(['iverilog'], 0);
    expect(r.status).toBe(0);
    expect(r.calls).not.toContain('sudo');
    expect(r.calls).toMatch(/apt-get install .* verilator yosys/);
  });
});
