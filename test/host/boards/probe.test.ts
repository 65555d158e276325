import { describe, it, expect } from 'vitest';
import { probe, printable } from '../../../host/boards/probe.ts';
import { EmulatedBlokusBoard } from '../../../host/boards/emulated-blokus.ts';
import { EmulatedGomokuBoard, EMULATOR_NAME } from '../../../host/boards/emulated-gomoku.ts';
import { createMemoryPair } from '../../../host/transports/memory.ts';
import type { Transport } from '../../../host/transports/transport.ts';

describe('probe', () => {
  it('identifies a Blokus board by `0` → `1XX` and closes it again', async () => {
    let board: Transport | null = null;
    const r = await probe('emu', { openTransport: () => (board = new EmulatedBlokusBoard({ team: '42' })) });
    expect(r.kind).toBe('identified');
    if (r.kind !== 'identified') return;
    expect(r.profile.id).toBe('de2-115-blokus');
    expect(r.team).toBe('42');
    expect(r.reply).toBe('142');
    expect(r.replyMs).toBeGreaterThanOrEqual(0);
    expect(board!.isOpen).toBe(false);
  });

  it('identifies a Gomoku board by ABOUT even after it has seen the Blokus probe byte', async () => {
    const seen: string[] = [];
    const r = await probe('emu', {
      openTransport: () => {
        const b = new EmulatedGomokuBoard({ depth: 1 });
        b.onData((bytes) => seen.push(Buffer.from(bytes).toString()));
        return b;
      },
      timeoutMs: 300,
    });
    expect(r.kind).toBe('identified');
    if (r.kind !== 'identified') return;
    expect(r.profile.id).toBe('wujian100-gomoku');
    expect(r.about?.name).toBe(EMULATOR_NAME);
    expect(r.emulator).toBe(true);
    // The stray `0` became a line of its own, answered UNKNOWN, and did not spoil ABOUT.
    expect(seen.join('')).toMatch(/^UNKNOWN .*0\r\nname=/);
  });

  it('reports silence and offers the emulator of the expected core', async () => {
    const ends: Transport[] = [];
    const r = await probe('nothing', {
      timeoutMs: 50,
      expected: 'wujian100-gomoku',
      openTransport: () => {
        const [host, far] = createMemoryPair();
        void far.open();
        ends.push(host, far);
        return host;
      },
    });
    expect(r).toEqual({
      kind: 'no-answer',
      path: 'nothing',
      tried: [
        { profile: 'de2-115-blokus', received: '' },
        { profile: 'wujian100-gomoku', received: '' },
      ],
      fallback: { profile: 'wujian100-gomoku', emulator: 'gomoku' },
    });
    expect(ends.every((t) => !t.isOpen)).toBe(true);
  });

  it('shows what a wrong answer was', async () => {
    const r = await probe('chatty', {
      timeoutMs: 50,
      openTransport: () => {
        const [host, far] = createMemoryPair();
        void far.open();
        far.onData(() => void far.write(Buffer.from('hello\r\n\x01')));
        return host;
      },
    });
    expect(r.kind).toBe('no-answer');
    if (r.kind !== 'no-answer') return;
    expect(r.tried[0]!.received).toBe('hello\\r\\n\\x01');
    expect(r.fallback.emulator).toBe('blokus');
  });

  it('printable escapes controls', () => {
    expect(printable(new Uint8Array([0x31, 0x0d, 0x0a, 0x00, 0x7f]))).toBe('1\\r\\n\\x00\\x7f');
  });
});
