import { describe, it, expect } from 'vitest';
import { GtpResponseReader } from '../../../../core/protocol/gtp/framing.ts';

describe('GtpResponseReader', () => {
  it('frames responses by the blank line, in any fragmentation, with ids, CRs and multi-line bodies', () => {
    const transcript = '= Pentobi\n\n=7 e8,d9\r\n\r\n?3 unknown command\n\n= \n   A B C\n14 . . .\n\n';
    const whole = new GtpResponseReader().push(transcript);
    const reader = new GtpResponseReader();
    const pieces = [...transcript].flatMap((c) => reader.push(c));
    for (const items of [whole, pieces]) {
      expect(items).toEqual([
        { kind: 'response', response: { ok: true, id: null, text: 'Pentobi' } },
        { kind: 'response', response: { ok: true, id: 7, text: 'e8,d9' } },
        { kind: 'response', response: { ok: false, id: 3, text: 'unknown command' } },
        { kind: 'response', response: { ok: true, id: null, text: 'A B C\n14 . . .' } },
      ]);
    }
  });
  it('reports lines outside a response instead of mistaking them for one', () => {
    const items = new GtpResponseReader().push('debug: thinking\n= pass\n\n');
    expect(items).toEqual([
      { kind: 'garbage', line: 'debug: thinking' },
      { kind: 'response', response: { ok: true, id: null, text: 'pass' } },
    ]);
  });
  it('holds back a response until its blank line arrives', () => {
    const r = new GtpResponseReader();
    expect(r.push('= a1\n')).toEqual([]);
    expect(r.push('\n')).toHaveLength(1);
  });
});
