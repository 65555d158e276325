// SPEC-v3 §5c: tanh of a playout figure's distance from its mean in spreads, in value units
// (2^22 per 1): z = (256 * x - mean) * inverse_sd >>> 19, in 32nds, clamped to -128..127, indexes
// the tanh ROM. mean in 256ths, inverse_sd = 2^24 / (the spread in 256ths), 0 before the first
// statistics update. Combinational. Bit-exact with tanhOf in core/engines/blokus-mcts/fixed.ts.
module mcts_tanh_z (
  input  wire signed [8:0]  x,
  input  wire signed [16:0] mean,
  input  wire        [24:0] inverse_sd,
  output wire signed [23:0] t
);
  wire signed [18:0] d    = {{2{x[8]}}, x, 8'd0} - {{2{mean[16]}}, mean};
  wire signed [44:0] prod = {{26{d[18]}}, d} * $signed({20'd0, inverse_sd});
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [44:0] z    = prod >>> 19;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [7:0] zc = z > 45'sd127 ? 8'd127 : (z < -45'sd128 ? 8'd128 : z[7:0]);
  // Entry z + 128: flipping the sign bit of z's two's complement byte.
  wire [7:0] idx = {~zc[7], zc[6:0]};
  mcts_rom #(.TABLE(2), .AW(8), .W(24)) tanh (.idx(idx), .q(t));
endmodule
