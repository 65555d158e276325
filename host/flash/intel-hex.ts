/**
 * Intel HEX (I32HEX): `:LLAAAATT<data>CC` records; types 00 data, 01 end of file, 04 extended linear
 * address (upper 16 bits), 05 start linear address. The checksum is the two's complement of the sum
 * of the record's bytes. Source: Intel, "Hexadecimal Object File Format Specification", rev. A (1988).
 * Pure: no Node APIs.
 */
import { FlashError } from './errors.ts';

const hex2 = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');

function record(type: number, address: number, data: ArrayLike<number>): string {
  const bytes = [data.length, (address >> 8) & 0xff, address & 0xff, type, ...Array.from(data)];
  const sum = bytes.reduce((s, b) => s + b, 0);
  return ':' + bytes.map(hex2).join('') + hex2((0x100 - (sum & 0xff)) & 0xff);
}

/**
 * Intel HEX of the bytes at `base + i` for each range [start, end) (absolute addresses), 16 data
 * bytes a record, and a start-address record for `entry` when given.
 */
export function toIntelHex(bytes: Uint8Array, base: number, ranges: readonly (readonly [number, number])[], entry?: number): string {
  const lines: string[] = [];
  let upper = -1;
  for (const [start, end] of ranges) {
    let at = start;
    while (at < end) {
      if (at >>> 16 !== upper) {
        upper = at >>> 16;
        lines.push(record(0x04, 0, [(upper >> 8) & 0xff, upper & 0xff]));
      }
      // A record never crosses a 64 KB boundary: its 16-bit offset would wrap.
      const n = Math.min(16, end - at, 0x1_0000 - (at & 0xffff));
      lines.push(record(0x00, at & 0xffff, bytes.subarray(at - base, at - base + n)));
      at += n;
    }
  }
  if (entry !== undefined) lines.push(record(0x05, 0, [(entry >>> 24) & 0xff, (entry >>> 16) & 0xff, (entry >>> 8) & 0xff, entry & 0xff]));
  lines.push(':00000001FF');
  return lines.join('\n') + '\n';
}

export interface ParsedHex {
  /** Address → byte, for every data byte in the file. */
  readonly bytes: ReadonlyMap<number, number>;
  readonly entry: number | null;
}

/** Reads Intel HEX (types 00, 01, 02, 04, 05), checking every checksum. */
export function parseIntelHex(text: string): ParsedHex {
  const bytes = new Map<number, number>();
  let entry: number | null = null;
  let upper = 0;
  const lines = text.split(/\r?\n/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.trim();
    if (line === '') continue;
    const where = { line: n + 1, text: line };
    if (!/^:([0-9A-Fa-f]{2}){5,}$/.test(line)) throw new FlashError('image-invalid', `Intel HEX line ${n + 1}: not a record: '${line.slice(0, 40)}'`, where);
    const rec = Array.from({ length: (line.length - 1) / 2 }, (_, i) => parseInt(line.slice(1 + 2 * i, 3 + 2 * i), 16));
    const [len, hi, lo, type] = rec as [number, number, number, number];
    if (rec.length !== len + 5) throw new FlashError('image-invalid', `Intel HEX line ${n + 1}: length byte says ${len} data bytes, record has ${rec.length - 5}`, where);
    if (rec.reduce((s, b) => s + b, 0) & 0xff) throw new FlashError('image-invalid', `Intel HEX line ${n + 1}: bad checksum`, where);
    const data = rec.slice(4, 4 + len);
    if (type === 0x00) data.forEach((b, i) => bytes.set(upper + ((hi << 8) | lo) + i, b));
    else if (type === 0x01) break;
    else if (type === 0x02) upper = ((data[0]! << 8) | data[1]!) * 16;
    else if (type === 0x04) upper = ((data[0]! << 8) | data[1]!) * 0x1_0000;
    else if (type === 0x05) entry = ((data[0]! << 24) | (data[1]! << 16) | (data[2]! << 8) | data[3]!) >>> 0;
    else if (type !== 0x03) throw new FlashError('image-invalid', `Intel HEX line ${n + 1}: unknown record type ${type}`, where);
  }
  return { bytes, entry };
}
