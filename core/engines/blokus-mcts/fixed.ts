/**
 * The MCTS core's fixed-point arithmetic (hdl/blokus/SPEC-v3.md §5c): the formats the tree stores,
 * and the ROMs and shifts the hardware computes with. The search calls only these, so the emulator
 * computes what the RTL will, bit for bit; every function is integer-exact in a double (< 2^53).
 */

/**
 * Values (results and means): signed, this many units per 1. The tree stores them offset by 2^21 in
 * 24 bits (−0.5 ≤ v < 1.5): a mean over tens of thousands of results moves by a few units a result,
 * so fewer bits would freeze or bias it.
 */
export const VALUE_ONE = 1 << 22;
export const VALUE_MIN = -(1 << 21);
export const VALUE_MAX = 3 * (1 << 21) - 1;
/** Value counts: unsigned sixteenths (RAVE adds fractions of a count), 20 bits, saturating: past 65,535 a mean becomes a moving average. */
export const COUNT_ONE = 16;
export const COUNT_MAX = (1 << 20) - 1;
/** Real visits: 16 bits, saturating (they feed the expansion test, RAVE's limit and N). */
export const VISITS_MAX = 0xffff;
/** Priors: unsigned, 0.12 (1 is kept as 4095). */
export const PRIOR_BITS = 12;
export const PRIOR_MAX = (1 << PRIOR_BITS) - 1;

/** 2^k for the shifts below (a table: they sit in the search's inner loops). */
const POW2: Float64Array = Float64Array.from({ length: 64 }, (_, k) => 2 ** k);
/** Floor of a / 2^k for any integer a (the hardware's arithmetic shift right). */
const shr = (a: number, k: number): number => Math.floor(a / POW2[k]!);
/** a / 2^k rounded to nearest (halves up): the shift with half its divisor added first. */
const rshr = (a: number, k: number): number => (k > 0 ? Math.floor((a + POW2[k - 1]!) / POW2[k]!) : a * POW2[-k]!);

/** The reciprocal ROM: 256 entries of 17 bits, round(2^25 / (m + ½)) for the 9 leading bits m = 256..511 of x. */
export const RECIP_ROM: Uint32Array = Uint32Array.from({ length: 256 }, (_, i) => Math.round(2 ** 25 / (256 + i + 0.5)));

/** Bit index of x's leading one (x ≥ 1). */
const lead = (x: number): number => 31 - Math.clz32(x);

/**
 * a · 2^k / x, rounded, as the hardware forms it: x's leading one found, its next 8 bits index
 * {@link RECIP_ROM} (1/x ≈ ROM · 2^−(17+e)), one multiply and a rounding shift. Within 0.2% of the
 * exact quotient.
 */
export function mulRecip(a: number, x: number, k: number): number {
  const e = lead(x);
  const m = e >= 8 ? x >>> (e - 8) : x << (8 - e);
  return rshr(a * RECIP_ROM[m - 256]!, 17 + e - k);
}

/** The running value of a node after a result r comes in with weight w sixteenths into count (w included): v + (r − v)·w/count. */
export function moveTowards(value: number, r: number, w: number, count: number): number {
  return clampValue(value + mulRecip((r - value) * w, count, 0));
}

/** v + a/count for a count in sixteenths: a result taking the place of a virtual loss's 0, or a dropped one's 0 taken out (a = v). */
export function addShare(value: number, a: number, count: number): number {
  return clampValue(value + mulRecip(a * COUNT_ONE, count, 0));
}

export const clampValue = (v: number): number => Math.min(VALUE_MAX, Math.max(VALUE_MIN, v));

/**
 * The exploration factor c·sqrt(N)·ln(N + 1) in sixteenths, from a ROM on N's leading bits: N below
 * 128 exactly, above it truncated to 7 significant bits (N saturates at 2^16: 128 + 9 × 64 entries,
 * 15 bits at c = 0.5). It scales every child of a node alike, so its rounding barely moves a choice.
 */
export class ExplorationRom {
  readonly #rom: Uint32Array;
  constructor(readonly c: number) {
    this.#rom = new Uint32Array(128 + 9 * 64);
    for (let i = 0; i < this.#rom.length; i++) {
      const n = ExplorationRom.#truncated(i);
      this.#rom[i] = Math.round(c * Math.sqrt(n) * Math.log(n + 1) * 16);
    }
  }
  /** N for the ROM's entry i. */
  static #truncated(i: number): number {
    if (i < 128) return i;
    const e = 7 + ((i - 128) >> 6);
    return (64 + ((i - 128) & 63)) << (e - 6);
  }
  /** The ROM's contents (for the RTL's generated header). */
  get table(): Uint32Array {
    return this.#rom;
  }
  factor(visits: number): number {
    return this.#rom[explorationIndex(Math.min(visits, VISITS_MAX))]!;
  }
}

/** The exploration ROM's entry for N: N below 128, else 128 + (e − 7)·64 + the 6 bits below N's leading one e. */
export function explorationIndex(n: number): number {
  if (n < 128) return n;
  const e = lead(n);
  return 128 + (e - 7) * 64 + ((n >>> (e - 6)) & 63);
}

/** A child's selection score: value + P·F/n in value units (P 0.12, F sixteenths, n sixteenths): 2^22 · P·F/n = P·F·2^10/n, two multiplies. */
export function selectionScore(value: number, prior: number, factor: number, count: number): number {
  return value + mulRecip(prior * factor, count, 22 - PRIOR_BITS);
}

/** Prior ROM: round(0xffff · e^(−d/200)) for d = 0..2047 hundredths of a nat below the best move: sqrt(γ/γmax). */
export const SQRT_GAMMA_ROM: Uint16Array = Uint16Array.from({ length: 2048 }, (_, d) => Math.round(0xffff * Math.exp(-d / 200)));

/** sqrt(γ/γmax) in 0.16 for a move `d` hundredths of a nat below the best (0 beyond the ROM). */
export const sqrtGamma = (d: number): number => (d < SQRT_GAMMA_ROM.length ? SQRT_GAMMA_ROM[d]! : 0);
/** γ/γmax in 0.16: the square of the ROM's entry. */
export const gamma = (d: number): number => shr(sqrtGamma(d) * sqrtGamma(d), 16);
/** A child's prior γ/Σγ in 0.12, Σγ the kept children's sum (at least the best's 0xfffe). */
export const priorOf = (g: number, sum: number): number => Math.min(PRIOR_MAX, mulRecip(g, sum, PRIOR_BITS));
/** A new child's value: the parent's value for the mover times sqrt(γ/γmax). */
export const childValue = (parent: number, sg: number): number => rshr(parent * sg, 16);

/** tanh(z/32) in value units for z = −128..127 (σ(2, z) of SPEC-v3 §4 is tanh z). */
export const TANH_ROM: Int32Array = Int32Array.from({ length: 256 }, (_, i) => Math.round(Math.tanh((i - 128) / 32) * VALUE_ONE));
/** The bonuses' weights in value units per 2^15: 0.3 for the score, 0.06 (0.12 · ½) for the length. */
export const SCORE_BONUS = Math.round(0.3 * 2 ** 15);
export const LENGTH_BONUS = Math.round(0.06 * 2 ** 15);

/** tanh of x's distance from the mean in spreads, in value units: z = (256·x − mean)·inverseSd >> 19 in 32nds, clamped, through {@link TANH_ROM}. */
export function tanhOf(x: number, mean: number, inverseSd: number): number {
  const z = shr((x * 256 - mean) * inverseSd, 19);
  return TANH_ROM[Math.min(127, Math.max(-128, z)) + 128]!;
}

/** Integer square root (floor). */
export function isqrt(x: number): number {
  let r = Math.floor(Math.sqrt(x));
  while (r * r > x) r--;
  while ((r + 1) * (r + 1) <= x) r++;
  return r;
}

/** ST_UPDATE: the mean in 256ths and 2^24 / the spread in 256ths from n playouts' exact sums Σx and Σx² (population variance). */
export function statsFigures(n: number, s1: number, s2: number): { mean: number; inverseSd: number } {
  // Exact: a correctly rounded quotient of integers below 2^53 never rounds up to the next integer.
  const mean = Math.floor((s1 * 256) / n);
  const variance = Math.max(0, Math.floor((s2 * 65536) / n) - mean * mean);
  const sd = isqrt(variance);
  return { mean, inverseSd: sd > 0 ? Math.floor(2 ** 24 / sd) : 0 };
}

/**
 * A unit's running statistics of one playout figure (the score difference, or the game length): exact
 * sums, and the mean (256ths) and inverse spread (2^16 / sd) the result reads, recomputed by a
 * sequential divider at the counts {@link isUpdatePoint} names.
 */
export class RunningStat {
  n = 0;
  #s1 = 0;
  #s2 = 0;
  #mean = 0;
  #inverseSd = 0;
  /** Add x; true when this recomputes the mean and spread (and costs the update's clocks). */
  add(x: number): boolean {
    this.n++;
    this.#s1 += x;
    this.#s2 += x * x;
    if (!isUpdatePoint(this.n)) return false;
    ({ mean: this.#mean, inverseSd: this.#inverseSd } = statsFigures(this.n, this.#s1, this.#s2));
    return true;
  }
  /** The mean in 256ths and 2^24 / the spread in 256ths, as last recomputed: the registers the result reads. */
  get mean(): number {
    return this.#mean;
  }
  get inverseSd(): number {
    return this.#inverseSd;
  }
  /** tanh of x's distance from the mean in spreads, in value units (0 before the first update). */
  tanhZ(x: number): number {
    return tanhOf(x, this.#mean, this.#inverseSd);
  }
}

/**
 * Mean and spread are recomputed at 2, 4, 8, …, 64 playouts, then every 64: a search's scores drift
 * as its tree learns, and figures held longer lag behind (held after 4,096 playouts, a first try
 * lifted the root's values by about 0.04 on the bench's opening position).
 */
export const STATS_PERIOD = 64;
export const isUpdatePoint = (n: number): boolean => n >= 2 && (n <= STATS_PERIOD ? (n & (n - 1)) === 0 : n % STATS_PERIOD === 0);

/** Side 0's result in value units: 1/½/0 plus 0.3·tanh(z_score) − 0.12·(res − ½)·tanh(z_length), read from the statistics before this playout joins them. */
export function resultValue(scoreDiff: number, score: RunningStat, length: number, lengths: RunningStat): number {
  return resultOf(scoreDiff, score.mean, score.inverseSd, length, lengths.mean, lengths.inverseSd);
}

/** {@link resultValue} from the statistics' registers. */
export function resultOf(scoreDiff: number, scoreMean: number, scoreInverseSd: number, length: number, lengthMean: number, lengthInverseSd: number): number {
  const res = scoreDiff > 0 ? VALUE_ONE : scoreDiff < 0 ? 0 : VALUE_ONE / 2;
  const sign = scoreDiff > 0 ? 1 : scoreDiff < 0 ? -1 : 0;
  return res + shr(tanhOf(scoreDiff, scoreMean, scoreInverseSd) * SCORE_BONUS, 15) - sign * shr(tanhOf(length, lengthMean, lengthInverseSd) * LENGTH_BONUS, 15);
}

/** RAVE weight ROM: floor(0.7 · 16 · 2^16 / m) for m = 1..256 moves left from a node's depth. */
export const RAVE_ROM: Uint32Array = Uint32Array.from({ length: 257 }, (_, m) => (m === 0 ? 0 : Math.floor((0.7 * 16 * 65536) / m)));
/** RAVE's weight in sixteenths, 0.7·(M − k)/(M − j): a move first played at k, seen from depth j, M moves in the simulation. */
export const raveWeight = (movesLeftAtK: number, movesLeftAtJ: number): number => shr(movesLeftAtK * RAVE_ROM[Math.min(256, movesLeftAtJ)]!, 16);

/**
 * A uniform integer below `total` (< 2^32) from a 32-bit random number: the top 32 bits of their
 * product (one 32 × 24 multiplier in the unit), formed here in two halves to stay exact.
 */
export function scaleRandom(u32: number, total: number): number {
  const a = (u32 >>> 16) * total;
  const b = (u32 & 0xffff) * total;
  return Math.floor((a + Math.floor(b / 65536)) / 65536);
}
