import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { chmod } from 'node:fs/promises';
import { LineSplitter, MAX_LINE_CHARS, ToolOutput, runTool } from '../../../host/flash/run-tool.ts';
import { fakeTools, type FakeTools } from '../../fixtures/flash/fake-tools.ts';

/** Running (a zombie waiting for a reaper counts as gone). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('LineSplitter', () => {
  it('splits on CR, LF and CR LF however the text is chunked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z %=[\]]{1,12}$/), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom('\r', '\n', '\r\n'), { minLength: 8, maxLength: 8 }),
        fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 6 }),
        (lines, ends, cuts) => {
          const text = lines.map((l, i) => l + ends[i]).join('');
          const got: string[] = [];
          const s = new LineSplitter((l) => got.push(l));
          let at = 0;
          for (const c of [...cuts.map((c) => c % (text.length + 1))].sort((a, b) => a - b)) {
            s.push(text.slice(at, c));
            at = c;
          }
          s.push(text.slice(at));
          s.end();
          expect(got).toEqual(lines);
        },
      ),
    );
  });
});

describe('bounded tool output', () => {
  it('a line with no end is scanned once and kept to MAX_LINE_CHARS, the rest counted', () => {
    const got: string[] = [];
    const s = new LineSplitter((l) => got.push(l));
    const chunk = 'x'.repeat(65_536);
    const chunks = 480; // 30 MB without a newline: quadratic re-splitting took 6.9 s here
    for (let i = 0; i < chunks; i++) s.push(chunk);
    s.push('\nnext\n');
    s.end();
    expect(got).toHaveLength(2);
    expect(got[0]).toBe(`${'x'.repeat(MAX_LINE_CHARS)}… (${chunks * chunk.length - MAX_LINE_CHARS} more characters)`);
    expect(got[1]).toBe('next');
  });

  it('keeps the first and the last lines of millions, with the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2000 }), (n) => {
        const out = new ToolOutput();
        for (let i = 0; i < n; i++) out.add(`line ${i}`);
        const kept = out.lines();
        const expected = n <= ToolOutput.HEAD + ToolOutput.TAIL ? [...Array(n).keys()] : [...[...Array(ToolOutput.HEAD).keys()], ...[...Array(ToolOutput.TAIL).keys()].map((i) => n - ToolOutput.TAIL + i)];
        expect(kept).toEqual(expected.map((i) => `line ${i}`));
        expect(out.count).toBe(n);
        expect(out.dropped).toBe(n - kept.length);
      }),
      { numRuns: 50 },
    );
    const big = new ToolOutput();
    for (let i = 0; i < 2_000_000; i++) big.add('Programming: [====    ] 42.00%');
    expect(big.lines()).toHaveLength(ToolOutput.HEAD + ToolOutput.TAIL);
    expect(big.count).toBe(2_000_000);
  });
});

describe('runTool', () => {
  let t: FakeTools;
  beforeAll(async () => {
    t = await fakeTools();
  });
  afterAll(async () => {
    await t.remove();
  });

  it('passes arguments as an array, untouched by any shell', async () => {
    const tool = await t.openFPGALoader('sram');
    const tricky = ['-c', 'usb-blaster', 'a file; rm -rf $HOME `x` "q".rbf'];
    const end = await runTool({ program: tool, args: tricky, onLine: () => {} });
    expect(end).toEqual({ kind: 'exited', code: 0, signal: null });
    expect(await t.argsOf(tool)).toEqual(tricky);
  });

  it('stops a tool that goes silent, and leaves no process behind', async () => {
    const tool = await t.openFPGALoader('hang');
    const lines: string[] = [];
    const started = Date.now();
    const end = await runTool({ program: tool, args: [], onLine: (l) => lines.push(l), idleTimeoutMs: 300, killGraceMs: 300 });
    expect(end).toEqual({ kind: 'timeout', limit: 'idle', ms: 300 });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lines).toEqual(['Open file: DONE']);
  });

  it('stops a tool that runs too long even while it prints', async () => {
    const tool = await t.openFPGALoader('slow');
    const end = await runTool({ program: tool, args: [], onLine: () => {}, idleTimeoutMs: 5000, timeoutMs: 500 });
    expect(end).toEqual({ kind: 'timeout', limit: 'total', ms: 500 });
  });

  it('is cancelled by its signal, killing the whole process group', async () => {
    const tool = await t.openFPGALoader('slow');
    const abort = new AbortController();
    let pidOfSleep = 0;
    const end = await runTool({
      program: '/bin/sh',
      args: ['-c', `sleep 30 & echo $!; exec "${tool}"`],
      signal: abort.signal,
      onLine: (l) => {
        if (/^\d+$/.test(l)) pidOfSleep = Number(l);
        if (l.includes('20.00%')) abort.abort();
      },
    });
    expect(end).toEqual({ kind: 'cancelled' });
    expect(pidOfSleep).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 100));
    expect(alive(pidOfSleep)).toBe(false);
  });

  it('rejects with flash-tool-missing when the program cannot run', async () => {
    await expect(runTool({ program: `${t.dir}/no-such-tool`, args: [], onLine: () => {} })).rejects.toMatchObject({ code: 'flash-tool-missing' });
    const notExecutable = await t.file('plain.sh', '#!/bin/sh\necho hi\n');
    await chmod(notExecutable, 0o644);
    await expect(runTool({ program: notExecutable, args: [], onLine: () => {} })).rejects.toMatchObject({ code: 'flash-tool-missing' });
  });
});
