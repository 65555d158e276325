/**
 * What a bitstream file is, checked before any tool runs: extension, header and size.
 *
 * Formats (sources):
 * - Xilinx .bit: a header of TLV fields after the fixed preamble 00 09 0f f0 0f f0 0f f0 0f f0 00 00 01;
 *   'a' design name, 'b' part, 'c' date, 'd' time (2-byte big-endian length each), then 'e' and a
 *   4-byte big-endian length of the raw configuration data that fills the rest of the file
 *   (as parsed by openFPGALoader src/bitparser.cpp and fpgatools' bit_frames.c).
 * - Intel .rbf: raw configuration data, no header. Cyclone IV EP4CE115 uncompressed is
 *   28,571,136 bits = 3,571,392 bytes (Cyclone IV Device Handbook vol. 1, "Configuration file
 *   sizes"); compressed files are smaller. So we only refuse files that are clearly something else.
 * - Intel .sof: Quartus' SRAM Object File, which starts with the ASCII tag "SOF".
 * - .svf: Serial Vector Format text (ASSET InterTech SVF specification rev. E): commands such as
 *   SIR, SDR, RUNTEST, STATE, ENDIR, ENDDR, FREQUENCY, TRST, HIR/HDR/TIR/TDR.
 */
import { open, stat } from 'node:fs/promises';
import { FlashError } from './errors.ts';

export type BitstreamKind = 'rbf' | 'svf' | 'bit' | 'sof';

export interface BitstreamInfo {
  readonly path: string;
  readonly kind: BitstreamKind;
  readonly size: number;
  /** From a .bit header: design name and part (e.g. `7a200tfbg484`). */
  readonly design?: string;
  readonly part?: string;
}

export const BIT_PREAMBLE = [0x00, 0x09, 0x0f, 0xf0, 0x0f, 0xf0, 0x0f, 0xf0, 0x0f, 0xf0, 0x00, 0x00, 0x01] as const;

/** Sane sizes in bytes, by kind: wide enough for compressed files, narrow enough to catch the wrong file. */
export const SIZE_LIMITS: Record<BitstreamKind, { min: number; max: number; why: string }> = {
  rbf: { min: 16 * 1024, max: 4 * 1024 * 1024, why: 'an EP4CE115 .rbf is at most 3,571,392 bytes uncompressed' },
  sof: { min: 64 * 1024, max: 8 * 1024 * 1024, why: 'an EP4CE115 .sof holds about 3.5 MB of configuration data' },
  svf: { min: 16, max: 512 * 1024 * 1024, why: 'an SVF file is text' },
  bit: { min: 16 * 1024, max: 16 * 1024 * 1024, why: 'the largest Artix-7 (XC7A200T) bitstream is about 9.7 MB' },
};

const SVF_COMMAND = /^\s*(SIR|SDR|HIR|HDR|TIR|TDR|ENDIR|ENDDR|STATE|RUNTEST|FREQUENCY|TRST)\b/im;

export function kindOfPath(path: string): BitstreamKind | null {
  const m = /\.([A-Za-z]+)$/.exec(path);
  const ext = m?.[1]?.toLowerCase();
  return ext === 'rbf' || ext === 'svf' || ext === 'bit' || ext === 'sof' ? ext : null;
}

function startsWith(head: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((b, i) => head[i] === b);
}

/** What the first bytes look like, for "expected X, this looks like Y" messages. */
export function sniff(head: Uint8Array): string | null {
  if (startsWith(head, BIT_PREAMBLE)) return 'a Xilinx .bit bitstream';
  if (startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return 'an ELF executable';
  if (startsWith(head, [0x53, 0x4f, 0x46])) return 'a Quartus .sof';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'a zip archive';
  const text = head.subarray(0, 4096);
  if (text.length > 0 && text.every((b) => b === 0x09 || b === 0x0a || b === 0x0d || (b >= 0x20 && b < 0x7f))) {
    // Look further than the text test: SVF files often open with pages of comments.
    const s = new TextDecoder().decode(head.subarray(0, 64 * 1024));
    return SVF_COMMAND.test(s) ? 'an SVF text file' : 'a text file';
  }
  return null;
}

/** Reads the TLV header of a .bit file; returns where the configuration data starts and its length. */
export function parseBitHeader(head: Uint8Array, path: string): { design: string; part: string; dataOffset: number; dataLength: number } {
  const bad = (why: string): never => {
    throw new FlashError('flash-file-header', `${path}: not a valid Xilinx .bit header (${why})`, { path });
  };
  if (!startsWith(head, BIT_PREAMBLE)) bad('does not start with 00 09 0f f0 0f f0 0f f0 0f f0 00 00 01');
  let at = BIT_PREAMBLE.length;
  const fields: Record<string, string> = {};
  const text = new TextDecoder();
  while (at < head.length) {
    const key = String.fromCharCode(head[at]!);
    if (key === 'e') {
      if (at + 5 > head.length) bad('truncated data length');
      const len = ((head[at + 1]! << 24) | (head[at + 2]! << 16) | (head[at + 3]! << 8) | head[at + 4]!) >>> 0;
      if (fields.a === undefined || fields.b === undefined) bad("no 'a' (design) or 'b' (part) field");
      return { design: fields.a!, part: fields.b!, dataOffset: at + 5, dataLength: len };
    }
    if (!'abcd'.includes(key) || at + 3 > head.length) bad(`unexpected field 0x${head[at]!.toString(16)} at byte ${at}`);
    const len = (head[at + 1]! << 8) | head[at + 2]!;
    if (at + 3 + len > head.length) bad(`field '${key}' runs past the header`);
    fields[key] = text.decode(head.subarray(at + 3, at + 3 + len)).replace(/\0+$/, '');
    at += 3 + len;
  }
  return bad("no 'e' (data length) field");
}

/** Checks one file's header and size against the kind its extension names. Pure over the first bytes. */
export function checkBitstream(path: string, head: Uint8Array, size: number): BitstreamInfo {
  const kind = kindOfPath(path);
  if (!kind) throw new FlashError('flash-file-kind', `${path}: unknown bitstream extension (expected .rbf, .svf, .sof or .bit)`, { path });
  const looks = sniff(head);
  const mismatch = (expected: string): never => {
    throw new FlashError('flash-file-header', `${path}: expected ${expected}, but the file looks like ${looks ?? 'unknown binary data'}`, { path, kind, looks });
  };
  const limits = SIZE_LIMITS[kind];
  const checkSize = () => {
    if (size < limits.min || size > limits.max) {
      throw new FlashError('flash-file-size', `${path}: ${size} bytes is not a sane size for a .${kind} (${limits.min}–${limits.max} bytes; ${limits.why})`, {
        path,
        kind,
        size,
      });
    }
  };
  switch (kind) {
    case 'bit': {
      if (looks !== 'a Xilinx .bit bitstream') mismatch('a Xilinx .bit bitstream');
      const h = parseBitHeader(head, path);
      checkSize();
      if (h.dataOffset + h.dataLength !== size) {
        throw new FlashError('flash-file-size', `${path}: the header announces ${h.dataLength} bytes of data after byte ${h.dataOffset}, but the file has ${size} bytes (truncated or padded)`, {
          path,
          size,
          ...h,
        });
      }
      return { path, kind, size, design: h.design, part: h.part };
    }
    case 'sof':
      if (looks !== 'a Quartus .sof') mismatch('a Quartus .sof (starting with "SOF")');
      break;
    case 'svf':
      if (looks !== 'an SVF text file') mismatch('SVF text (SIR/SDR/RUNTEST commands)');
      break;
    case 'rbf':
      // Raw data has no signature; refuse only what is clearly another format.
      if (looks !== null) mismatch('a raw binary .rbf');
      if (head.subarray(0, 4096).every((b) => b === 0)) mismatch('a raw binary .rbf, not a file of zeros');
      break;
  }
  checkSize();
  return { path, kind, size };
}

/** Reads the first bytes and size of `path` and checks them. */
export async function inspectBitstream(path: string): Promise<BitstreamInfo> {
  let size: number;
  try {
    const s = await stat(path);
    if (!s.isFile()) throw new FlashError('flash-file-missing', `${path}: not a regular file`, { path });
    size = s.size;
  } catch (e) {
    if (e instanceof FlashError) throw e;
    throw new FlashError('flash-file-missing', `${path}: no such file`, { path, cause: (e as Error).message });
  }
  const file = await open(path, 'r');
  try {
    const head = new Uint8Array(Math.min(size, 64 * 1024));
    await file.read(head, 0, head.length, 0);
    return checkBitstream(path, head, size);
  } finally {
    await file.close();
  }
}
