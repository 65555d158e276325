// SPEC-v3 §5c result for the first mover, in value units (2^22 per 1): 1, 1/2 or 0 by the final
// score difference, plus 0.3 * tanh(z_score) - 0.12 * (res - 1/2) * tanh(z_length), the constants
// 9830 and 1966 in 2^-15, each product shifted arithmetically. The statistics' registers come from
// the unit's update (ST_UPDATE). Combinational: the P_RESULT clocks. Bit-exact with resultOf in fixed.ts.
module mcts_result (
  input  wire signed [8:0]  score_diff,
  input  wire signed [16:0] score_mean,
  input  wire        [24:0] score_inverse_sd,
  input  wire signed [8:0]  length,
  input  wire signed [16:0] length_mean,
  input  wire        [24:0] length_inverse_sd,
  output wire signed [23:0] result
);
  wire signed [23:0] ts, tl;
  mcts_tanh_z zs (.x(score_diff), .mean(score_mean), .inverse_sd(score_inverse_sd), .t(ts));
  mcts_tanh_z zl (.x(length), .mean(length_mean), .inverse_sd(length_inverse_sd), .t(tl));
  wire signed [38:0] sb = {{15{ts[23]}}, ts} * 39'sd9830;
  wire signed [38:0] lb = {{15{tl[23]}}, tl} * 39'sd1966;
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [38:0] sbs = sb >>> 15;
  wire signed [38:0] lbs = lb >>> 15;
  /* verilator lint_on UNUSEDSIGNAL */
  wire win  = score_diff > 9'sd0;
  wire loss = score_diff < 9'sd0;
  wire signed [23:0] res = win ? 24'sd4194304 : (loss ? 24'sd0 : 24'sd2097152);
  wire signed [23:0] len = win ? -lbs[23:0] : (loss ? lbs[23:0] : 24'sd0);
  assign result = res + sbs[23:0] + len;
endmodule
