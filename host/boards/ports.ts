/**
 * Serial port discovery: `listPorts()` and a polling hot-plug watcher.
 *
 * node-serialport's `SerialPort.list()` runs `udevadm` on Linux; where it is missing (containers)
 * the spawn error escapes as an uncaught exception and kills the process. So on Linux we only call
 * it when `udevadm` is on the PATH, and otherwise read sysfs ourselves:
 *   /sys/class/tty/<name>/device        exists only for real hardware ports
 *   …/device → up the tree to the USB device directory holding idVendor, idProduct, serial, …
 *   /dev/serial/by-id/*                 stable names (symlinks to ../../ttyUSB0)
 * USB ids are reported lower-case. Other platforms use node-serialport directly.
 */
import { access, readFile, readdir, readlink, realpath, stat } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { SerialPort } from 'serialport';
import type { Disposable } from '../transports/transport.ts';

export interface SerialPortInfo {
  /** What to open: `/dev/ttyUSB0`, `COM3`. */
  readonly path: string;
  /** USB vendor/product id, 4 lower-case hex digits; null for non-USB ports. */
  readonly vendorId: string | null;
  readonly productId: string | null;
  readonly serialNumber: string | null;
  readonly manufacturer: string | null;
  readonly product: string | null;
  /** A stable alias under /dev/serial/by-id, when there is one. */
  readonly byId: string | null;
  /** Kernel driver (`ftdi_sio`, `cp210x`, `serial8250`); sysfs only. */
  readonly driver: string | null;
}

export interface ListPortsOptions {
  /** Where sysfs is (tests point this at a fake tree). Default `/sys`. */
  sysRoot?: string;
  /** Where device nodes are. Default `/dev`. */
  devRoot?: string;
  /** `auto`: node-serialport when it is safe, else sysfs. Default `auto`. */
  method?: 'auto' | 'sysfs' | 'serialport';
}

/** Kernel names of serial ports (the same families node-serialport lists on Linux). */
const TTY_NAME = /^(ttyS|ttyWCH|ttyACM|ttyUSB|ttyAMA|ttyMFD|ttyO|ttyXRUSB|ttyTHS|ttyHS|rfcomm)\d+$/;

/** True when an executable named `program` is on `PATH`. */
export async function onPath(program: string, pathEnv = process.env.PATH ?? ''): Promise<boolean> {
  for (const dir of pathEnv.split(path.delimiter).filter(Boolean)) {
    try {
      await access(path.join(dir, program), constants.X_OK);
      return true;
    } catch {
      // not here
    }
  }
  return false;
}

export async function listPorts(options: ListPortsOptions = {}): Promise<SerialPortInfo[]> {
  const sysfs = () => listFromSysfs(options.sysRoot ?? '/sys', options.devRoot ?? '/dev');
  let method = options.method ?? 'auto';
  if (method === 'auto') {
    if (options.sysRoot !== undefined) method = 'sysfs';
    else if (process.platform !== 'linux') method = 'serialport';
    else method = (await onPath('udevadm')) ? 'serialport' : 'sysfs';
  }
  let ports: SerialPortInfo[];
  if (method === 'sysfs') ports = await sysfs();
  else {
    try {
      ports = await listFromSerialport();
    } catch (e) {
      // udevadm present but unusable (no udev database in a container): sysfs still knows.
      if (process.platform !== 'linux') throw e;
      ports = await sysfs();
    }
  }
  return ports.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
}

const lower = (s: string | undefined | null): string | null => (s ? s.trim().toLowerCase() : null);

async function listFromSerialport(): Promise<SerialPortInfo[]> {
  const found = await SerialPort.list();
  return found.map((p) => ({
    path: p.path,
    vendorId: lower(p.vendorId),
    productId: lower(p.productId),
    serialNumber: p.serialNumber ?? null,
    manufacturer: p.manufacturer ?? null,
    product: null,
    byId: p.pnpId && process.platform === 'linux' ? `/dev/serial/by-id/${p.pnpId}` : null,
    driver: null,
  }));
}

async function readText(file: string): Promise<string | null> {
  try {
    const t = (await readFile(file, 'utf8')).trim();
    return t === '' ? null : t;
  } catch {
    return null;
  }
}

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}

/** The nearest directory at or above `start` (inside `root`) that has an `idVendor` file. */
async function usbDeviceDir(start: string, root: string): Promise<string | null> {
  let dir = start;
  while (dir.startsWith(root) && dir !== root && dir !== path.dirname(dir)) {
    if (await exists(path.join(dir, 'idVendor'))) return dir;
    dir = path.dirname(dir);
  }
  return null;
}

/** by-id aliases: device node path → alias path. */
async function byIdAliases(devRoot: string): Promise<Map<string, string>> {
  const dir = path.join(devRoot, 'serial', 'by-id');
  const out = new Map<string, string>();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    try {
      const target = path.resolve(dir, await readlink(path.join(dir, name)));
      if (!out.has(target)) out.set(target, path.join(dir, name));
    } catch {
      // not a symlink
    }
  }
  return out;
}

export async function listFromSysfs(sysRoot: string, devRoot: string): Promise<SerialPortInfo[]> {
  const classDir = path.join(sysRoot, 'class', 'tty');
  let names: string[];
  try {
    names = await readdir(classDir);
  } catch {
    return [];
  }
  const root = await realpath(sysRoot).catch(() => sysRoot);
  const aliases = await byIdAliases(devRoot);
  const ports: SerialPortInfo[] = [];
  for (const name of names) {
    if (!TTY_NAME.test(name)) continue;
    const device = path.join(classDir, name, 'device');
    const deviceDir = await realpath(device).catch(() => null);
    if (!deviceDir) continue; // virtual terminal: no hardware behind it
    // 8250 UARTs are registered whether or not the chip exists; type 0 means "no UART here".
    if (name.startsWith('ttyS') && (await readText(path.join(classDir, name, 'type'))) === '0') continue;
    const driverDir = await realpath(path.join(device, 'driver')).catch(() => null);
    const usb = await usbDeviceDir(deviceDir, root);
    const usbField = (f: string) => (usb ? readText(path.join(usb, f)) : Promise.resolve(null));
    const devPath = path.join(devRoot, name);
    ports.push({
      path: devPath,
      vendorId: lower(await usbField('idVendor')),
      productId: lower(await usbField('idProduct')),
      serialNumber: await usbField('serial'),
      manufacturer: await usbField('manufacturer'),
      product: await usbField('product'),
      byId: aliases.get(devPath) ?? null,
      driver: driverDir ? path.basename(driverDir) : null,
    });
  }
  return ports;
}

export type PortChange = { readonly kind: 'added' | 'removed'; readonly port: SerialPortInfo };

export interface PortWatcher extends Disposable {
  /** Resolves after the first listing (the baseline: no events for ports present at start). */
  readonly ready: Promise<void>;
  /** The ports as of the last listing. */
  current(): readonly SerialPortInfo[];
}

/** Identity of a port across listings: a re-plugged adapter on the same path with another serial is a change. */
const portKey = (p: SerialPortInfo) => `${p.path}\u0000${p.vendorId}:${p.productId}:${p.serialNumber}`;

/**
 * Polls the port list (default every 1000 ms) and reports ports that appear or disappear.
 * A listing that fails is skipped. dispose() stops the timer; nothing fires after it.
 */
export function watchPorts(
  listener: (change: PortChange) => void,
  options: { intervalMs?: number; list?: () => Promise<SerialPortInfo[]>; onError?: (e: Error) => void } = {},
): PortWatcher {
  const intervalMs = options.intervalMs ?? 1000;
  const list = options.list ?? (() => listPorts());
  let known = new Map<string, SerialPortInfo>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  let first = true;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((r) => (markReady = r));

  const poll = async () => {
    timer = null;
    try {
      const ports = await list();
      if (disposed) return;
      const next = new Map(ports.map((p) => [portKey(p), p]));
      if (!first) {
        for (const [k, p] of known) if (!next.has(k)) listener({ kind: 'removed', port: p });
        for (const [k, p] of next) if (!known.has(k)) listener({ kind: 'added', port: p });
      }
      known = next;
    } catch (e) {
      if (!disposed) options.onError?.(e instanceof Error ? e : new Error(String(e)));
    }
    if (first) {
      first = false;
      markReady();
    }
    if (!disposed) timer = setTimeout(() => void poll(), intervalMs);
  };
  void poll();

  return {
    ready,
    current: () => [...known.values()],
    dispose: () => {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      markReady();
    },
  };
}
