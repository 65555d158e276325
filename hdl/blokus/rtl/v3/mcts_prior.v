// SPEC-v3 §5c priors of an expansion's kept children: for a move d hundredths of a nat below the
// best, sqrt(gamma/gamma_max) from the 2048-entry ROM (0 beyond it), gamma its square (>> 16); the
// prior gamma / sum in 0.12 (sum: the kept children's gamma, from the X_SUM pass), capped at 4095;
// the new child's value the parent's value for the mover times sqrt(gamma/gamma_max), rounded.
// Combinational. Bit-exact with sqrtGamma, gamma, priorOf and childValue in fixed.ts.
module mcts_prior (
  input  wire        [11:0] d,
  input  wire        [23:0] sum,
  input  wire signed [23:0] parent,
  output wire        [15:0] sqrt_g,
  output wire        [15:0] g,
  output wire        [11:0] prior,
  output wire signed [23:0] value
);
  wire [15:0] sqrt_rom;
  mcts_rom #(.TABLE(3), .AW(11), .W(16)) sqrt_gamma (.idx(d[10:0]), .q(sqrt_rom));
  assign sqrt_g = d[11] ? 16'd0 : sqrt_rom;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [31:0] sq = sqrt_g * sqrt_g;
  /* verilator lint_on UNUSEDSIGNAL */
  assign g = sq[31:16];
  wire signed [28:0] q;
  mcts_mul_recip #(.AW(17), .XW(24), .K(12)) div (
    .a($signed({1'b0, g})),
    .x(sum),
    .q(q)
  );
  assign prior = q > 29'sd4095 ? 12'd4095 : q[11:0];
  wire signed [40:0] p = {{17{parent[23]}}, parent} * $signed({25'd0, sqrt_g});
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [40:0] pr = (p + 41'sd32768) >>> 16;
  /* verilator lint_on UNUSEDSIGNAL */
  assign value = pr[23:0];
endmodule
