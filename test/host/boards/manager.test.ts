// The board list follows hot-plug: ports appear and disappear as the OS lists them; a port added
// by path that cannot be opened says why; dispose leaves nothing running.
import { afterEach, describe, expect, it } from 'vitest';
import { BoardManager } from '../../../host/boards/manager.ts';
import type { SerialPortInfo } from '../../../host/boards/ports.ts';
import type { BoardInfo } from '../../../core/api/schemas.ts';

const port = (p: string, vendorId: string | null = '0403', productId: string | null = '6001'): SerialPortInfo => ({
  path: p,
  vendorId,
  productId,
  serialNumber: null,
  manufacturer: 'FTDI',
  product: null,
  byId: null,
  driver: 'ftdi_sio',
});

let manager: BoardManager | null = null;
afterEach(async () => {
  await manager?.dispose();
  manager = null;
});

async function until(f: () => boolean, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (!f()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('BoardManager', () => {
  it('lists plugged ports with their adapter, and follows hot-plug both ways', async () => {
    let listed = [port('/dev/ttyUSB0')];
    let last: BoardInfo[] = [];
    manager = new BoardManager({ listPorts: async () => listed, pollMs: 20, onBoards: (b) => (last = b), onTerminal: () => {} });
    await manager.start();
    const usb0 = manager.get('serial:/dev/ttyUSB0');
    expect(usb0).toMatchObject({ kind: 'serial', status: 'disconnected', baudRate: 115200 });
    expect(usb0.usb).toMatch(/^0403:6001 FTDI FT232R/);
    listed = [port('/dev/ttyUSB0'), port('/dev/ttyACM0', '10c4', 'ea60')];
    await until(() => last.some((b) => b.id === 'serial:/dev/ttyACM0'));
    listed = [port('/dev/ttyACM0', '10c4', 'ea60')];
    await until(() => !last.some((b) => b.id === 'serial:/dev/ttyUSB0'));
    expect(last.map((b) => b.id)).toEqual(['emu:blokus', 'emu:gomoku', 'emu:hex', 'serial:/dev/ttyACM0']);
  });

  it('says why a port cannot be opened, and keeps it listed with the error', async () => {
    manager = new BoardManager({ listPorts: async () => [], pollMs: 0, onBoards: () => {}, onTerminal: () => {} });
    await manager.start();
    manager.addSerialPort('/dev/arena-no-such-port');
    await expect(manager.connect('serial:/dev/arena-no-such-port')).rejects.toMatchObject({ code: 'board-open-failed', message: expect.stringMatching(/arena-no-such-port/) });
    expect(manager.get('serial:/dev/arena-no-such-port')).toMatchObject({ status: 'error', detail: expect.stringMatching(/.+/) });
    await expect(manager.send('serial:/dev/arena-no-such-port', 'x')).rejects.toMatchObject({ code: 'board-not-connected' });
  });

  it('lends a board to one match at a time', async () => {
    manager = new BoardManager({ listPorts: async () => [], pollMs: 0, onBoards: () => {}, onTerminal: () => {} });
    await manager.start();
    const view = manager.borrow('emu:blokus', 'm1');
    expect(manager.get('emu:blokus').inUse).toBe('m1');
    expect(() => manager!.borrow('emu:blokus', 'm2')).toThrow(/already playing/);
    await view.close();
    expect(manager.get('emu:blokus').status).toBe('connected'); // the view's close leaves the board connected
    manager.release('emu:blokus', 'm1');
    expect(manager.get('emu:blokus').inUse).toBeNull();
  });
});
