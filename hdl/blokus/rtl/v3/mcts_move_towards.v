// SPEC-v3 §5c mean update: value + (r - value) * w / count, clamped to the value range
// [-2^21, 3 * 2^21 - 1]; w is the result's weight in sixteenths (16 for a simulation, 0..11 for
// RAVE), count the value count after it (sixteenths, >= w, >= 1). A virtual loss is r = 0.
// Combinational. Bit-exact with moveTowards in core/engines/blokus-mcts/fixed.ts.
module mcts_move_towards (
  input  wire signed [23:0] value,
  input  wire signed [23:0] r,
  input  wire        [4:0]  w,
  input  wire        [19:0] count,
  output wire signed [23:0] out
);
  localparam signed [31:0] VMIN = -32'sd2097152;
  localparam signed [31:0] VMAX = 32'sd6291455;
  wire signed [24:0] diff = {r[23], r} - {value[23], value};
  wire signed [30:0] a    = {{6{diff[24]}}, diff} * $signed({26'd0, w});
  wire signed [30:0] q;
  mcts_mul_recip #(.AW(31), .XW(20), .K(0)) div (
    .a(a),
    .x(count),
    .q(q)
  );
  wire signed [31:0] sum = {{8{value[23]}}, value} + {q[30], q};
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [31:0] clamped = sum < VMIN ? VMIN : (sum > VMAX ? VMAX : sum);
  /* verilator lint_on UNUSEDSIGNAL */
  assign out = clamped[23:0];
endmodule
