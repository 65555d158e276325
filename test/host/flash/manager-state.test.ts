// Flash events folded into what the UI shows: phase, percent, a bounded log, the error in words.
import { describe, expect, it } from 'vitest';
import { fold, LOG_LINES } from '../../../host/flash/manager.ts';
import type { FlashState } from '../../../core/api/schemas.ts';
import { FlashError } from '../../../host/flash/errors.ts';

const start: FlashState = { jobId: 'j', profileId: 'de2-115', files: ['a.svf'], status: 'running', phase: null, percent: null, log: [], error: null };

describe('flash state', () => {
  it('tracks phase and percent, and ends at 100% when done', () => {
    let s = fold(start, { type: 'phase', step: 'load bitstream', stepIndex: 0, stepCount: 2, phase: 'start' });
    expect(s.phase).toBe('load bitstream: start (step 1 of 2)');
    s = fold(s, { type: 'progress', step: 'load bitstream', stepIndex: 0, stepCount: 2, phase: 'Load SRAM', percent: 50 });
    expect(s.percent).toBe(25);
    s = fold(s, { type: 'progress', step: 'load firmware', stepIndex: 1, stepCount: 2, phase: 'load', percent: 140 });
    expect(s.percent).toBe(100);
    s = fold(s, { type: 'progress', step: 'load bitstream', stepIndex: 0, stepCount: 1, phase: 'Load SRAM', percent: 42.5 });
    expect(s.percent).toBe(42.5);
    s = fold(s, { type: 'result', result: { ok: true, steps: ['load bitstream'], durationMs: 1500 } });
    expect(s).toMatchObject({ status: 'done', percent: 100, phase: 'done in 1.5 s' });
  });

  it('keeps the last lines of the log only', () => {
    let s = start;
    for (let i = 0; i < LOG_LINES + 10; i++) s = fold(s, { type: 'log', step: null, stream: 'stdout', line: `line ${i}` });
    expect(s.log).toHaveLength(LOG_LINES);
    expect(s.log.at(-1)).toBe(`line ${LOG_LINES + 9}`);
  });

  it('shows the error with its hint, and tells cancelled from failed', () => {
    const failed = fold(start, { type: 'result', result: { ok: false, error: new FlashError('flash-no-cable', 'no usb-blaster cable', {}, 'plug it in'), step: 'load', durationMs: 5 } });
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/no usb-blaster cable\n\s+hint: plug it in/) });
    const cancelled = fold(start, { type: 'result', result: { ok: false, error: new FlashError('flash-cancelled', 'cancelled'), step: null, durationMs: 5 } });
    expect(cancelled.status).toBe('cancelled');
  });
});
