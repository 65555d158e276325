/** A hex dump as a hex editor shows one: offset, 16 bytes in hex, and the same bytes as ASCII. */

export interface HexRow {
  /** Of the row's first byte within the dumped bytes. */
  readonly offset: number;
  /** `31 50 54 0d` … (two digits per byte, space-separated). */
  readonly hex: string;
  /** Printable ASCII as itself, any other byte as `.`. */
  readonly ascii: string;
}

export const HEX_ROW_BYTES = 16;

/** A byte as the ASCII column shows it. */
export function asciiOf(code: number): string {
  return code >= 0x20 && code < 0x7f ? String.fromCharCode(code) : '.';
}

/** `bytes` (one character per byte) in rows of `width`; `base` is the offset of its first byte. */
export function hexRows(bytes: string, base = 0, width = HEX_ROW_BYTES): HexRow[] {
  const rows: HexRow[] = [];
  for (let i = 0; i < bytes.length; i += width) {
    const codes = [...bytes.slice(i, i + width)].map((c) => c.charCodeAt(0) & 0xff);
    rows.push({ offset: base + i, hex: codes.map((b) => b.toString(16).padStart(2, '0')).join(' '), ascii: codes.map(asciiOf).join('') });
  }
  return rows;
}

/** The offset column: eight hex digits, as `xxd` and `hexdump -C` print it. */
export function offsetText(offset: number): string {
  return offset.toString(16).padStart(8, '0');
}
