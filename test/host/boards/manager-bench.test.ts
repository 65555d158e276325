// The board list as the bench pages use it, on a real serial stack: a socat pty pair with an
// emulated Blokus board answering on one end (as `arena serve --pty` does). A port is identified
// as soon as it opens, with a busy state meanwhile; the terminal may not write into a match unless
// told to; ports can be removed and their line settings changed; a flash job holds them closed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { BoardManager } from '../../../host/boards/manager.ts';
import { EmulatedBlokusBoard } from '../../../host/boards/emulated-blokus.ts';
import { bridge } from '../../../host/boards/bridge.ts';
import { openPtyPair, type PtyPair } from '../../../host/transports/pty-pair.ts';
import { SerialTransport } from '../../../host/transports/serial.ts';
import type { BoardInfo } from '../../../core/api/schemas.ts';

const haveSocat = spawnSync('socat', ['-V']).status === 0;

async function until(f: () => boolean, ms = 10_000): Promise<void> {
  const t0 = Date.now();
  while (!f()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(!haveSocat)('BoardManager on a pty board', () => {
  let pair: PtyPair;
  let link: { stop(): Promise<void> };
  let manager: BoardManager;
  let seen: BoardInfo[][];
  let id: string;

  beforeEach(async () => {
    pair = await openPtyPair();
    const end = new SerialTransport({ path: pair.b, baudRate: 115200 });
    const board = new EmulatedBlokusBoard({ team: 'PT' });
    await end.open();
    await board.open();
    link = bridge(end, board);
    seen = [];
    manager = new BoardManager({ listPorts: async () => [], pollMs: 0, onBoards: (b) => seen.push(b), onTerminal: () => {} });
    await manager.start();
    id = manager.addSerialPort(pair.a).id;
  });

  afterEach(async () => {
    await manager.dispose();
    await link.stop();
    await pair.close();
  });

  const row = () => manager.get(id);

  it('identifies a port as soon as it opens, showing it busy meanwhile', async () => {
    await manager.connect(id);
    expect(row().busy).toBe('identifying');
    await until(() => row().identity !== null);
    expect(row()).toMatchObject({ identity: 'PT', game: 'blokus', busy: null, line: { dataBits: 8, parity: 'none', stopBits: 1 } });
    expect(seen.some((list) => list.find((b) => b.id === id)?.busy === 'identifying')).toBe(true);
    // Identify asked while the automatic one runs joins it rather than failing.
    expect((await manager.identify(id)).identity).toBe('PT');
  });

  it('refuses terminal bytes into a match unless forced, and logs nothing refused', async () => {
    await manager.connect(id);
    await until(() => row().busy === null);
    const before = manager.log(id).length;
    manager.borrow(id, 'm7');
    await expect(manager.send(id, '4')).rejects.toMatchObject({ code: 'board-in-use', message: expect.stringMatching(/match m7.*may break/) });
    expect(manager.log(id)).toHaveLength(before);
    await manager.send(id, '0', true);
    await until(() => manager.log(id).some((d, i) => i >= before && d.direction === 'rx'));
    expect(manager.log(id).slice(before).map((d) => d.direction)).toContain('tx');
    manager.release(id, 'm7');
    await manager.send(id, '0');
  });

  it('reopens a port with new line settings, and removes it', async () => {
    await manager.connect(id);
    await until(() => row().busy === null);
    const info = await manager.setSerialSettings(id, { baudRate: 57600, dataBits: 7, parity: 'even', stopBits: 2 });
    expect(info).toMatchObject({ status: 'connected', baudRate: 57600, line: { dataBits: 7, parity: 'even', stopBits: 2 } });
    await manager.remove(id);
    expect(manager.list().map((b) => b.id)).not.toContain(id);
    await expect(manager.remove('emu:blokus')).rejects.toMatchObject({ code: 'board-not-removable' });
  });

  it('holds open ports closed during a flash and opens them again after', async () => {
    await manager.connect(id);
    await until(() => row().busy === null);
    await manager.holdForFlash();
    expect(row()).toMatchObject({ status: 'disconnected', busy: 'flash' });
    await expect(manager.connect(id)).rejects.toMatchObject({ code: 'board-busy' });
    await manager.endFlash();
    expect(row()).toMatchObject({ status: 'connected', busy: expect.not.stringMatching(/flash/) });
  });
});

describe('BoardManager without a port', () => {
  it('removes a mistyped port that never opened', async () => {
    const manager = new BoardManager({ listPorts: async () => [], pollMs: 0, onBoards: () => {}, onTerminal: () => {} });
    try {
      await manager.start();
      const { id } = manager.addSerialPort('/dev/ttyUSB-typo');
      await expect(manager.connect(id)).rejects.toMatchObject({ code: 'board-open-failed' });
      await manager.remove(id);
      expect(() => manager.get(id)).toThrow(/no board/);
    } finally {
      await manager.dispose();
    }
  });
});
