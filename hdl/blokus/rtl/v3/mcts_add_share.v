// SPEC-v3 §5c share: value + a * 16 / count, clamped to the value range [-2^21, 3 * 2^21 - 1];
// count in sixteenths (>= 1). The backup's update at every node of the path but the fresh one (a
// = the result r, taking the place of the virtual loss's 0 already counted), and a held virtual
// loss taken out after a search that keeps its tree (a = value, count the count without it).
// Combinational. Bit-exact with addShare in core/engines/blokus-mcts/fixed.ts.
module mcts_add_share (
  input  wire signed [23:0] value,
  input  wire signed [23:0] a,
  input  wire        [19:0] count,
  output wire signed [23:0] out
);
  localparam signed [31:0] VMIN = -32'sd2097152;
  localparam signed [31:0] VMAX = 32'sd6291455;
  wire signed [28:0] a16 = {{1{a[23]}}, a, 4'd0};
  wire signed [28:0] q;
  mcts_mul_recip #(.AW(29), .XW(20), .K(0)) div (
    .a(a16),
    .x(count),
    .q(q)
  );
  wire signed [31:0] sum = {{8{value[23]}}, value} + {{3{q[28]}}, q};
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [31:0] clamped = sum < VMIN ? VMIN : (sum > VMAX ? VMAX : sum);
  /* verilator lint_on UNUSEDSIGNAL */
  assign out = clamped[23:0];
endmodule
