/**
 * Local Hex patterns as a 729-entry table (what a hardware playout unit would hold in a ROM): the
 * index is the six neighbours' values in RING order (core/hex/geometry.ts), base 3, 0 empty,
 * 1 red, 2 blue; edges count as stones of their owner.
 *
 * A cell is useless to a colour when every two neighbours it could join for that colour are
 * already joined without it: adjacent round the ring, or linked round either arc by that colour's
 * stones. A cell useless to both colours is dead: its owner never changes who wins (Hayward et
 * al., "Dead cell analysis in Hex"). Only this local, provable case is used; it covers the
 * classic patterns (four neighbours of one colour in a row, three and two, two facing two).
 */
export const PATTERN_COUNT = 729;
const USELESS_RED = 1;
const USELESS_BLUE = 2;

/** Bit 0: useless to red, bit 1: useless to blue. */
export const USELESS: Uint8Array = buildTable();

export function isDeadPattern(pattern: number): boolean {
  return USELESS[pattern] === (USELESS_RED | USELESS_BLUE);
}

/**
 * For captured pairs: bit 2·k + (colour − 1) is set when neighbour k is empty and giving it to
 * `colour` makes the pattern dead. One lookup tells a playout which neighbours could capture a cell.
 */
export const DEAD_IF_FILLED: Uint16Array = buildFillTable();

function buildFillTable(): Uint16Array {
  const t = new Uint16Array(PATTERN_COUNT);
  for (let p = 0; p < PATTERN_COUNT; p++) {
    let bits = 0;
    for (let k = 0, weight = 1; k < 6; k++, weight *= 3) {
      if (Math.floor(p / weight) % 3 !== 0) continue;
      if (isDeadPattern(p + weight)) bits |= 1 << (2 * k);
      if (isDeadPattern(p + 2 * weight)) bits |= 2 << (2 * k);
    }
    t[p] = bits;
  }
  return t;
}

function digits(pattern: number): number[] {
  const d: number[] = [];
  for (let i = 0; i < 6; i++) {
    d.push(pattern % 3);
    pattern = Math.floor(pattern / 3);
  }
  return d;
}

/** Are ring positions a < b joined for `colour` other than through the centre? */
function joined(d: readonly number[], a: number, b: number, colour: number): boolean {
  const gap = b - a;
  if (gap === 1 || gap === 5) return true;
  let inside = true;
  for (let k = a + 1; k < b; k++) if (d[k] !== colour) inside = false;
  let outside = true;
  for (let k = b + 1; k < a + 6; k++) if (d[k % 6] !== colour) outside = false;
  return inside || outside;
}

function uselessTo(d: readonly number[], colour: number): boolean {
  const enemy = 3 - colour;
  for (let a = 0; a < 6; a++) {
    if (d[a] === enemy) continue;
    for (let b = a + 1; b < 6; b++) if (d[b] !== enemy && !joined(d, a, b, colour)) return false;
  }
  return true;
}

function buildTable(): Uint8Array {
  const t = new Uint8Array(PATTERN_COUNT);
  for (let p = 0; p < PATTERN_COUNT; p++) {
    const d = digits(p);
    t[p] = (uselessTo(d, 1) ? USELESS_RED : 0) | (uselessTo(d, 2) ? USELESS_BLUE : 0);
  }
  return t;
}
