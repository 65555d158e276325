/**
 * Bytes ↔ text, one character per byte (latin-1): the protocols' ASCII, the API's byte encoding,
 * and the escaped forms people read. The one definition; other modules re-export these.
 */

/** Bytes as a string, one character per byte (safe for chunks of any size). */
export function bytesToLatin1(bytes: ArrayLike<number>): string {
  const u8 = bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
  let s = '';
  for (let i = 0; i < u8.length; i += 8192) s += String.fromCharCode(...u8.subarray(i, i + 8192));
  return s;
}

/** Text as bytes, one byte per character (code points above 255 keep their low byte). */
export function latin1ToBytes(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0xff;
  return out;
}

/** `30 31 0d 0a` */
export function hexOf(text: string): string {
  return [...text].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join(' ');
}

/** Printable text with controls escaped: `1EM\r\n` → `1EM\r\n` (literally), 0x07 → `\x07`. */
export function escapeBytes(text: string): string {
  return [...text]
    .map((c) => {
      const b = c.charCodeAt(0);
      if (c === '\r') return '\\r';
      if (c === '\n') return '\\n';
      if (c === '\t') return '\\t';
      if (c === '\\') return '\\\\';
      return b >= 0x20 && b < 0x7f ? c : `\\x${b.toString(16).padStart(2, '0')}`;
    })
    .join('');
}
