/**
 * The firmware-only deadline hook of the shared search (hdl/gomoku/src, -DGS_DEADLINE), on the PC with a
 * scripted deadline (test/firmware/c/deadline_tests.c). The HLS and emulator builds never define it; the
 * TS↔C differential tests in test/hdl/gomoku keep checking those.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { compileC, run, tempBuild, type RunResult } from './build.ts';

const CASES = [
  'a deadline that never passes changes nothing',
  'a passed deadline stops the search and marks it aborted',
  'depth 1 never asks the deadline and always answers',
];

describe('software search deadline (GS_DEADLINE)', () => {
  const build = tempBuild('fw-deadline-');
  let result: RunResult;
  beforeAll(() => {
    const exe = path.join(build.dir, 'deadline_tests');
    compileC(exe, ['test/firmware/c/deadline_tests.c', 'hdl/gomoku/src/gomoku_search.c'], ['-DGS_DEADLINE']);
    result = run(exe, []);
  });
  afterAll(() => build.remove());

  it.each(CASES)('%s', (name) => {
    expect(result.stdout.split('\n')).toContain(`ok ${name}`);
  });

  it('runs every case and exits 0', () => {
    expect(result.stdout.split('\n').filter((l) => /^(not )?ok /.test(l))).toHaveLength(CASES.length);
    expect(result.code).toBe(0);
  });
});
