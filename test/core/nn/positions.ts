// The net's input planes for the tests, from lists of cells (the reference positions in the weight
// file give them so).
export function planesOf(own: readonly number[], opp: readonly number[], cells = 225): Float32Array {
  const x = new Float32Array(3 * cells);
  for (const c of own) x[c] = 1;
  for (const c of opp) x[cells + c] = 1;
  x.fill(1, 2 * cells);
  return x;
}
