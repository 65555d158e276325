/**
 * The RTL's 16-bit move: {x[3:0], y[3:0], piece[4:0], orientation[2:0]}, 0 = pass
 * (hdl/blokus/rtl/blokus_proto_rx.v). Converts to and from the core's MoveCode.
 */
import type { MoveCode } from '../../../core/blokus/codec.ts';

export function packRtlMove(m: MoveCode): number {
  if (m.kind === 'pass') return 0;
  return (m.x << 12) | (m.y << 8) | (m.piece << 3) | m.orientation;
}

export function unpackRtlMove(v: number): MoveCode {
  const x = (v >> 12) & 0xf;
  if (x === 0) return { kind: 'pass' };
  return { kind: 'place', x, y: (v >> 8) & 0xf, piece: (v >> 3) & 0x1f, orientation: v & 7 };
}

export function hex4(v: number): string {
  return v.toString(16).padStart(4, '0');
}
