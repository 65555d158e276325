import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtemp, mkdir, writeFile, symlink, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listPorts, listFromSysfs, watchPorts, onPath, type PortChange, type SerialPortInfo } from '../../../host/boards/ports.ts';

/** Builds a small fake sysfs + /dev tree shaped like a real Linux one. */
async function fakeTree(root: string) {
  const sys = path.join(root, 'sys');
  const dev = path.join(root, 'dev');
  const w = async (file: string, text: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  // A USB FTDI adapter: the USB device dir holds the ids; the tty sits two levels below.
  const ftdi = path.join(sys, 'devices/pci0000:00/0000:00:14.0/usb1/1-2');
  await w(path.join(ftdi, 'idVendor'), '0403\n');
  await w(path.join(ftdi, 'idProduct'), '6001\n');
  await w(path.join(ftdi, 'serial'), 'A50285BI\n');
  await w(path.join(ftdi, 'manufacturer'), 'FTDI\n');
  await w(path.join(ftdi, 'product'), 'FT232R USB UART\n');
  const usbTty = path.join(ftdi, '1-2:1.0/ttyUSB0');
  await mkdir(usbTty, { recursive: true });
  await mkdir(path.join(sys, 'bus/usb-serial/drivers/ftdi_sio'), { recursive: true });
  await symlink(path.join(sys, 'bus/usb-serial/drivers/ftdi_sio'), path.join(usbTty, 'driver'));
  // A CDC-ACM device reporting upper-case hex ids and no serial number.
  const acm = path.join(sys, 'devices/pci0000:00/0000:00:14.0/usb1/1-3');
  await w(path.join(acm, 'idVendor'), '2E8A\n');
  await w(path.join(acm, 'idProduct'), '000A\n');
  await mkdir(path.join(acm, '1-3:1.0'), { recursive: true });
  // A real 8250 UART, a phantom one (type 0) and a virtual console.
  const pnp = path.join(sys, 'devices/pnp0/00:00');
  await mkdir(pnp, { recursive: true });
  const cls = path.join(sys, 'class/tty');
  const tty = async (name: string, device: string | null, type?: string) => {
    await mkdir(path.join(cls, name), { recursive: true });
    if (device) await symlink(path.relative(path.join(cls, name), device), path.join(cls, name, 'device'));
    if (type !== undefined) await w(path.join(cls, name, 'type'), type + '\n');
  };
  await tty('ttyUSB0', usbTty);
  await tty('ttyACM0', path.join(acm, '1-3:1.0'));
  await tty('ttyS0', pnp, '4');
  await tty('ttyS1', pnp, '0');
  await tty('tty0', null);
  await tty('console', null);
  await mkdir(path.join(dev, 'serial/by-id'), { recursive: true });
  await symlink('../../ttyUSB0', path.join(dev, 'serial/by-id/usb-FTDI_FT232R_USB_UART_A50285BI-if00-port0'));
  return { sys, dev };
}

describe('listPorts (sysfs fallback)', () => {
  let root = '';
  let tree: { sys: string; dev: string };
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'arena-sysfs-'));
    tree = await fakeTree(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds hardware ports only, with lower-case USB ids, serial numbers and by-id aliases', async () => {
    const ports = await listPorts({ sysRoot: tree.sys, devRoot: tree.dev });
    expect(ports.map((p) => path.basename(p.path))).toEqual(['ttyACM0', 'ttyS0', 'ttyUSB0']);
    const usb = ports.find((p) => p.path.endsWith('ttyUSB0'))!;
    expect(usb).toEqual({
      path: path.join(tree.dev, 'ttyUSB0'),
      vendorId: '0403',
      productId: '6001',
      serialNumber: 'A50285BI',
      manufacturer: 'FTDI',
      product: 'FT232R USB UART',
      byId: path.join(tree.dev, 'serial/by-id/usb-FTDI_FT232R_USB_UART_A50285BI-if00-port0'),
      driver: 'ftdi_sio',
    });
    const acm = ports.find((p) => p.path.endsWith('ttyACM0'))!;
    expect([acm.vendorId, acm.productId, acm.serialNumber, acm.byId]).toEqual(['2e8a', '000a', null, null]);
    const uart = ports.find((p) => p.path.endsWith('ttyS0'))!;
    expect([uart.vendorId, uart.productId]).toEqual([null, null]);
  });

  it('returns an empty list for a tree without /sys/class/tty', async () => {
    expect(await listFromSysfs(path.join(root, 'nowhere'), tree.dev)).toEqual([]);
  });

  it('works on this machine without crashing, whether or not udevadm exists', async () => {
    const ports = await listPorts();
    for (const p of ports) expect(p.path).toMatch(/^\/dev\//);
    expect(typeof (await onPath('udevadm'))).toBe('boolean');
  });

  it('onPath finds executables on PATH and nothing else', async () => {
    expect(await onPath('node', path.dirname(process.execPath))).toBe(true);
    expect(await onPath('arena-no-such-program', path.dirname(process.execPath))).toBe(false);
  });
});

const port = (p: string, serialNumber: string | null = null): SerialPortInfo => ({
  path: p,
  vendorId: '0403',
  productId: '6001',
  serialNumber,
  manufacturer: null,
  product: null,
  byId: null,
  driver: null,
});

describe('watchPorts', () => {
  it('reports ports added and removed after the baseline, and nothing after dispose', async () => {
    let now: SerialPortInfo[] = [port('/dev/ttyUSB0')];
    let calls = 0;
    const changes: PortChange[] = [];
    const w = watchPorts((c) => changes.push(c), { intervalMs: 20, list: async () => (calls++, now) });
    await w.ready;
    expect(changes).toEqual([]);
    expect(w.current().map((p) => p.path)).toEqual(['/dev/ttyUSB0']);
    now = [port('/dev/ttyUSB0'), port('/dev/ttyUSB1')];
    await until(() => changes.length === 1);
    expect(changes[0]).toEqual({ kind: 'added', port: port('/dev/ttyUSB1') });
    // Same path, another adapter: removed then added.
    now = [port('/dev/ttyUSB0', 'B1'), port('/dev/ttyUSB1')];
    await until(() => changes.length === 3);
    expect(changes.slice(1).map((c) => `${c.kind} ${c.port.serialNumber}`)).toEqual(['removed null', 'added B1']);
    w.dispose();
    const after = calls;
    now = [];
    await new Promise((r) => setTimeout(r, 80));
    expect(changes.length).toBe(3);
    expect(calls).toBe(after);
  });

  it('skips a failing listing and reports it', async () => {
    const errors: Error[] = [];
    let fail = true;
    const w = watchPorts(() => {}, {
      intervalMs: 10,
      list: async () => {
        if (fail) throw new Error('udev gone');
        return [];
      },
      onError: (e) => errors.push(e),
    });
    await w.ready;
    fail = false;
    await until(() => errors.length >= 1);
    expect(errors[0]!.message).toBe('udev gone');
    w.dispose();
  });
});

async function until(cond: () => boolean, timeoutMs = 2000): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!cond()) {
    if (performance.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
}
