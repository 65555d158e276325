import { describe, it, expect } from 'vitest';
import { open } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { openPtyPair, killPtyPair } from './pty.ts';

describe('openPtyPair', () => {
  it('joins two pty paths so bytes written to one come out of the other', async () => {
    const pair = await openPtyPair();
    try {
      expect(pair.a).toMatch(/^\/dev\/pts\/\d+$/);
      expect(pair.b).toMatch(/^\/dev\/pts\/\d+$/);
      expect(pair.a).not.toBe(pair.b);
      const reader = await open(pair.b, 'r');
      const writer = await open(pair.a, 'w');
      await writer.write(Buffer.from('ping'));
      const buf = Buffer.alloc(16);
      const { bytesRead } = await reader.read(buf, 0, 16, null);
      expect(buf.subarray(0, bytesRead).toString()).toBe('ping');
      await writer.close();
      await reader.close();
    } finally {
      await pair.close();
    }
  });

  it('killPtyPair makes both devices vanish', async () => {
    const pair = await openPtyPair();
    expect(existsSync(pair.a)).toBe(true);
    await killPtyPair(pair);
    expect(existsSync(pair.a)).toBe(false);
    expect(existsSync(pair.b)).toBe(false);
    await pair.close(); // idempotent after a kill
  });
});
