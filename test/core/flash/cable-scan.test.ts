import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cableChoices, parseCableList, parseScanUsb, type UsbProbe } from '../../../core/flash/cable-scan.ts';

// EMPTY_SCAN and CABLES are what openFPGALoader prints on this machine (no hardware); ONE_SCAN adds a
// device row in the layout of its usb scan (bus, device, vid:pid, probe type, manufacturer, serial, product).
const EMPTY_SCAN = 'found 0 USB device\nBus device vid:pid       probe type      manufacturer serial               product\n';
const ONE_SCAN =
  'found 1 USB device\nBus device vid:pid       probe type      manufacturer serial               product\n' +
  '001 005    0x0403:0x6010 FTDI2232        Digilent     210249A8F2AB         Digilent USB Device\n';
const CABLES = 'cable name               vid:pid\nanlogicCable             0x0547:1002\nbus_blaster              0x0403:6010\ndigilent                 0x0403:6010\ndigilent_hs2             0x0403:6014\nusb-blaster              0x09fb:6001\n';

const hex4 = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16).padStart(4, '0'));
const word = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const probe = fc.record({
  bus: fc.integer({ min: 0, max: 999 }),
  device: fc.integer({ min: 0, max: 999 }),
  vendorId: hex4,
  productId: hex4,
  probe: word,
  description: fc.array(word, { maxLength: 4 }).map((w) => w.join(' ')),
});
const row = (p: UsbProbe, upper: boolean) => {
  const id = `0x${p.vendorId}:0x${p.productId}`;
  return `${String(p.bus).padStart(3, '0')} ${String(p.device).padStart(3, '0')}    ${upper ? id.toUpperCase().replace(/X/g, 'x') : id} ${p.probe.padEnd(16)}${p.description}`;
};

describe('parseScanUsb', () => {
  it('reads every device row back, whatever the spacing and case, and skips the header', () => {
    fc.assert(
      fc.property(fc.array(probe, { maxLength: 6 }), fc.boolean(), (probes, upper) => {
        const text = `found ${probes.length} USB device\nBus device vid:pid       probe type      manufacturer serial               product\n${probes.map((p) => row(p, upper)).join('\r\n')}\n`;
        expect(parseScanUsb(text)).toEqual(probes);
      }),
    );
  });

  it('reads the real tool output', () => {
    expect(parseScanUsb(EMPTY_SCAN)).toEqual([]);
    expect(parseScanUsb(ONE_SCAN)).toEqual([{ bus: 1, device: 5, vendorId: '0403', productId: '6010', probe: 'FTDI2232', description: 'Digilent 210249A8F2AB Digilent USB Device' }]);
  });
});

describe('parseCableList', () => {
  it('reads names and ids, with or without 0x on the product id', () => {
    expect(parseCableList(CABLES)).toEqual([
      { name: 'anlogicCable', vendorId: '0547', productId: '1002' },
      { name: 'bus_blaster', vendorId: '0403', productId: '6010' },
      { name: 'digilent', vendorId: '0403', productId: '6010' },
      { name: 'digilent_hs2', vendorId: '0403', productId: '6014' },
      { name: 'usb-blaster', vendorId: '09fb', productId: '6001' },
    ]);
  });
});

describe('cableChoices', () => {
  const cables = parseCableList(CABLES);
  const [ft2232] = parseScanUsb(ONE_SCAN);

  it("offers every cable name of the device's ids, the board's own first", () => {
    expect(cableChoices([ft2232!], cables, null)[0]!.cables).toEqual(['bus_blaster', 'digilent']);
    expect(cableChoices([ft2232!], cables, 'digilent')[0]!.cables).toEqual(['digilent', 'bus_blaster']);
    // A preferred cable the device cannot be does not appear.
    expect(cableChoices([ft2232!], cables, 'usb-blaster')[0]!.cables).toEqual(['bus_blaster', 'digilent']);
  });

  it('keeps each device and offers only names whose ids match it', () => {
    fc.assert(
      fc.property(fc.array(probe, { maxLength: 5 }), fc.option(fc.constantFrom(...cables.map((c) => c.name)), { nil: null }), (probes, preferred) => {
        const out = cableChoices(probes, cables, preferred);
        expect(out.map(({ cables: _c, ...p }) => p)).toEqual(probes);
        for (const d of out) {
          for (const name of d.cables) expect(cables.some((c) => c.name === name && c.vendorId === d.vendorId && c.productId === d.productId)).toBe(true);
          if (preferred && d.cables.includes(preferred)) expect(d.cables[0]).toBe(preferred);
          expect(new Set(d.cables).size).toBe(d.cables.length);
        }
      }),
    );
  });
});
