/**
 * `arena ports [--json] [--watch]`: the serial ports of this machine with their USB ids, serial
 * numbers and stable by-id names, and which board profile an adapter may belong to (a hint: the
 * adapter is generic, `arena probe PORT` asks the board itself).
 *
 * --watch keeps running and prints `added …` / `removed …` lines (JSON lines with --json) as
 * adapters come and go, until SIGINT/SIGTERM.
 */
import type { CliIo } from '../io.ts';
import { parseCommandArgs } from '../args.ts';
import { listPorts, watchPorts, type SerialPortInfo, type PortChange } from '../../boards/ports.ts';
import { profilesForUsbId } from '../../../core/boards/profiles.ts';

const USAGE = 'usage: arena ports [--json] [--watch] [--interval MS]\n';

function hints(p: SerialPortInfo): string[] {
  return profilesForUsbId(p.vendorId, p.productId).map((m) => m.profile.id);
}

function line(p: SerialPortInfo): string {
  const id = p.vendorId && p.productId ? `${p.vendorId}:${p.productId}` : '-';
  const parts = [p.path.padEnd(16), id.padEnd(9)];
  if (p.serialNumber) parts.push(`serial=${p.serialNumber}`);
  const name = [p.manufacturer, p.product].filter(Boolean).join(' ');
  if (name) parts.push(JSON.stringify(name));
  if (p.driver) parts.push(`driver=${p.driver}`);
  const h = hints(p);
  if (h.length) parts.push(`maybe ${h.join(' or ')}`);
  if (p.byId) parts.push(`\n${' '.repeat(18)}${p.byId}`);
  return parts.join('  ');
}

export async function run(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs('ports', args, {
    json: { type: 'boolean', default: false },
    watch: { type: 'boolean', default: false },
    interval: { type: 'string', default: '1000' },
    help: { type: 'boolean', default: false },
  });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const ports = await listPorts();
  if (values.json && !values.watch) {
    io.out(JSON.stringify(ports.map((p) => ({ ...p, profiles: hints(p) }))) + '\n');
  } else if (values.json) {
    for (const p of ports) io.out(JSON.stringify({ event: 'present', port: { ...p, profiles: hints(p) } }) + '\n');
  } else if (ports.length === 0) {
    io.out('no serial ports found\n');
  } else {
    for (const p of ports) io.out(line(p) + '\n');
  }
  if (!values.watch) return 0;

  const intervalMs = Number(values.interval);
  const report = (c: PortChange) =>
    io.out(values.json ? JSON.stringify({ event: c.kind, port: { ...c.port, profiles: hints(c.port) } }) + '\n' : `${c.kind.padEnd(8)} ${line(c.port)}\n`);
  const watcher = watchPorts(report, { intervalMs: intervalMs > 0 ? intervalMs : 1000, onError: (e) => io.err(`arena ports: ${e.message}\n`) });
  void watcher.ready.then(() => {
    if (!values.json) io.err('watching for serial ports (Ctrl-C to stop)\n');
  });
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  watcher.dispose();
  return 0;
}
