import { describe, it, expect } from 'vitest';
import type { FlashEvent } from '../../../host/flash/job.ts';
import { progressView, renderBar } from '../../../host/flash/progress-bar.ts';

function feed(interactive: boolean, events: FlashEvent[], verbose = false): string {
  let out = '';
  const view = progressView({ write: (t) => void (out += t), interactive }, verbose);
  events.forEach(view);
  return out;
}

const step = 'load bitstream';
const start: FlashEvent = { type: 'phase', step, stepIndex: 0, stepCount: 1, phase: 'start' };
const progress = (percent: number, phase = 'Load SRAM'): FlashEvent => ({ type: 'progress', step, stepIndex: 0, stepCount: 1, phase, percent });
const ok: FlashEvent = { type: 'result', result: { ok: true, steps: [step], durationMs: 1 } };

describe('progress view', () => {
  it('draws a bar of the right length', () => {
    expect(renderBar(0, 10)).toBe('[          ]   0%');
    expect(renderBar(42, 10)).toBe('[####      ]  42%');
    expect(renderBar(130, 10)).toBe('[##########] 100%');
  });

  it('without a terminal prints one line per 10% step, per phase', () => {
    const percents = [0, 3, 9.99, 10, 12.5, 37.5, 62.5, 87.5, 99, 100];
    const out = feed(false, [start, ...percents.map((p) => progress(p)), progress(0, 'Writing'), progress(55, 'Writing'), ok]);
    expect(out).not.toContain('\r');
    expect(out.split('\n').filter((l) => l.includes('Load SRAM'))).toEqual(
      ['0', '10', '30', '60', '80', '90', '100'].map((p) => `  Load SRAM: ${p}%`),
    );
    expect(out).toContain('  Writing: 0%\n  Writing: 50%\n');
    expect(out.startsWith('[1/1] load bitstream\n')).toBe(true);
  });

  it('on a terminal redraws one line in place and clears it before other lines', () => {
    const out = feed(true, [start, progress(10), progress(20), { type: 'log', step, stream: 'arena', line: 'hello' }, progress(30), ok]);
    expect(out.split('\r\x1b[2K[')).toHaveLength(4);
    expect(out).toContain('\r\x1b[2K  hello\n');
    expect(out.endsWith('\r\x1b[2K')).toBe(true);
  });

  it("shows the tools' own lines only when asked", () => {
    const line: FlashEvent = { type: 'log', step, stream: 'stderr', line: 'JTAG init failed' };
    expect(feed(false, [line])).toBe('');
    expect(feed(false, [line], true)).toBe('  | JTAG init failed\n');
  });
});
