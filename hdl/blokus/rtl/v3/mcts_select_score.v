// SPEC-v3 §5c selection score of one child: value + P * F * 2^10 / n, in value units (2^22 per 1).
// value: signed 24 bits; prior P: 0.12; factor F: c*sqrt(N)*ln(N+1) in sixteenths from the
// exploration ROM (FW bits: 15 at c = 0.5); count n: sixteenths, 20 bits, at least 3 (48).
// Combinational: two multiplies and the reciprocal ROM; the selection pipeline registers it.
// Bit-exact with selectionScore in core/engines/blokus-mcts/fixed.ts.
module mcts_select_score #(
  parameter FW = 15
) (
  input  wire signed [23:0]    value,
  input  wire        [11:0]    prior,
  input  wire        [FW-1:0]  factor,
  input  wire        [19:0]    count,
  output wire signed [FW+36:0] score
);
  wire        [FW+11:0] pf = prior * factor;
  wire signed [FW+22:0] term;
  mcts_mul_recip #(.AW(FW + 13), .XW(20), .K(10)) div (
    .a($signed({1'b0, pf})),
    .x(count),
    .q(term)
  );
  wire signed [FW+36:0] value_x = {{(FW + 13) {value[23]}}, value};
  wire signed [FW+36:0] term_x  = {{14{term[FW+22]}}, term};
  assign score = value_x + term_x;
endmodule
