/**
 * The Quartus project for the DE2-115 is consistent with the top level: every port bit of
 * blokus_de2_115_top has exactly one pin, no pin is used twice, every RTL file is in the project,
 * and the clock constraint is the 50 MHz oscillator's 20 ns.
 */
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HDL_DIR, RTL_DIR } from './sim.ts';

const QUARTUS = join(HDL_DIR, 'quartus');
const qsf = readFileSync(join(QUARTUS, 'blokus_de2_115.qsf'), 'utf8');
const top = readFileSync(join(RTL_DIR, 'blokus_de2_115_top.v'), 'utf8');

/** Port bits of the top module: `KEY[0]`…, or the bare name for 1-bit ports. */
function portBits(source: string): string[] {
  const header = source.slice(source.indexOf(') (') + 3, source.indexOf(');'));
  const bits: string[] = [];
  for (const m of header.matchAll(/^\s*(?:input|output)\s+wire\s+(?:\[(\d+):0\]\s+)?(\w+)/gm)) {
    const [, msb, name] = m;
    if (msb === undefined) bits.push(name!);
    else for (let i = 0; i <= Number(msb); i++) bits.push(`${name}[${i}]`);
  }
  return bits;
}

const locations = [...qsf.matchAll(/^set_location_assignment (PIN_\w+) -to (\S+)$/gm)].map((m) => ({ pin: m[1]!, signal: m[2]! }));

describe('hdl/blokus/quartus (DE2-115 project)', () => {
  it('gives every top-level port bit exactly one pin and nothing else', () => {
    const bits = portBits(top);
    expect(bits.length).toBe(1 + 4 + 1 + 1 + 18 + 9 + 8 * 7);
    expect(locations.map((l) => l.signal).sort()).toEqual([...bits].sort());
  });

  it('uses each FPGA pin once, and the board clock and RS-232 pins where the board has them', () => {
    const pins = locations.map((l) => l.pin);
    expect(new Set(pins).size).toBe(pins.length);
    const at = (s: string): string | undefined => locations.find((l) => l.signal === s)?.pin;
    expect([at('CLOCK_50'), at('UART_RXD'), at('UART_TXD'), at('KEY[0]')]).toEqual(['PIN_Y2', 'PIN_G12', 'PIN_G9', 'PIN_M23']);
  });

  it('lists every RTL source, targets the EP4CE115F29C7 and names the top level', () => {
    const listed = [...qsf.matchAll(/^set_global_assignment -name VERILOG_FILE (\S+)$/gm)].map((m) => m[1]!);
    for (const f of listed) expect(existsSync(resolve(QUARTUS, f)), f).toBe(true);
    const rtl = readdirSync(RTL_DIR).filter((f) => f.endsWith('.v')).map((f) => `../rtl/${f}`);
    expect([...listed].sort()).toEqual(rtl.sort());
    expect(qsf).toMatch(/^set_global_assignment -name DEVICE EP4CE115F29C7$/m);
    expect(qsf).toMatch(/^set_global_assignment -name TOP_LEVEL_ENTITY blokus_de2_115_top$/m);
    expect(qsf).toMatch(/^set_global_assignment -name SEARCH_PATH \.\.\/rtl$/m);
  });

  it('constrains CLOCK_50 to 20 ns in the SDC the project names', () => {
    const sdcName = /^set_global_assignment -name SDC_FILE (\S+)$/m.exec(qsf)?.[1];
    expect(sdcName).toBeDefined();
    const sdc = readFileSync(join(QUARTUS, sdcName!), 'utf8');
    expect(sdc).toMatch(/create_clock -name CLOCK_50 -period 20\.000 \[get_ports \{CLOCK_50\}\]/);
    const qpf = readFileSync(join(QUARTUS, 'blokus_de2_115.qpf'), 'utf8');
    expect(qpf).toMatch(/PROJECT_REVISION = "blokus_de2_115"/);
  });
});
