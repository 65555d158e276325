/**
 * Reading openFPGALoader's answers about JTAG cables: `--scan-usb` (the USB devices it could use,
 * one row each: bus, device, `0xVVVV:0xPPPP`, probe type, then manufacturer, serial and product)
 * and `--list-cables` (each cable name with its USB ids). A device found by the scan is offered as
 * every cable name whose ids it carries; several names share one chip (an FT2232 is `digilent`,
 * `bus_blaster`, …), so the board's own cable is listed first.
 */

export interface UsbProbe {
  readonly bus: number;
  readonly device: number;
  /** Lower-case hex, 4 digits. */
  readonly vendorId: string;
  readonly productId: string;
  /** openFPGALoader's probe type (`FTDI2232`, `usb-blaster`, …). */
  readonly probe: string;
  /** Manufacturer, serial and product as printed. */
  readonly description: string;
}

export interface CableChoice extends UsbProbe {
  /** openFPGALoader cable names that use this device, the preferred one first. */
  readonly cables: string[];
}

const SCAN_ROW = /^\s*(\d{1,3})\s+(\d{1,3})\s+0x([0-9a-f]{4}):0x([0-9a-f]{4})\s+(\S+)\s*(.*)$/i;
// openFPGALoader prints the product id of some cables without `0x` (`0x0547:1002`).
const CABLE_ROW = /^(\S+)\s+0x([0-9a-f]{4}):(?:0x)?([0-9a-f]{4})\s*$/i;

export function parseScanUsb(output: string): UsbProbe[] {
  const out: UsbProbe[] = [];
  for (const line of output.split(/\r?\n/)) {
    const m = SCAN_ROW.exec(line);
    if (m) out.push({ bus: Number(m[1]), device: Number(m[2]), vendorId: m[3]!.toLowerCase(), productId: m[4]!.toLowerCase(), probe: m[5]!, description: m[6]!.trim().replace(/\s+/g, ' ') });
  }
  return out;
}

export function parseCableList(output: string): { name: string; vendorId: string; productId: string }[] {
  const out: { name: string; vendorId: string; productId: string }[] = [];
  for (const line of output.split(/\r?\n/)) {
    const m = CABLE_ROW.exec(line);
    if (m) out.push({ name: m[1]!, vendorId: m[2]!.toLowerCase(), productId: m[3]!.toLowerCase() });
  }
  return out;
}

/** Each scanned device with the cable names it can be, `preferred` (the board's catalogue cable) first when it fits. */
export function cableChoices(probes: readonly UsbProbe[], cables: readonly { name: string; vendorId: string; productId: string }[], preferred: string | null): CableChoice[] {
  return probes.map((p) => {
    const names = cables.filter((c) => c.vendorId === p.vendorId && c.productId === p.productId).map((c) => c.name);
    const ordered = preferred && names.includes(preferred) ? [preferred, ...names.filter((n) => n !== preferred)] : names;
    return { ...p, cables: ordered };
  });
}
