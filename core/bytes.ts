/** Bytes ↔ latin-1 strings (the API's byte encoding: one character per byte). */

export function bytesToLatin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}

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
