// SPEC-v3 §5c division: q = a * 2^K / x, rounded to nearest (halves up), as the v3 core divides
// by a count or a sum. x's leading one e is found, the next 8 bits index the 256-entry reciprocal
// ROM (1/x ~ ROM * 2^-(17+e)), one multiply, and an arithmetic shift by 17 + e - K with half its
// divisor added first. Combinational: the unit that uses it places the pipeline registers.
// Bit-exact with mulRecip in core/engines/blokus-mcts/fixed.ts for x >= 1 and 17 + e - K >= 1.
module mcts_mul_recip #(
  parameter AW = 32,  // a: signed
  parameter XW = 20,  // x: unsigned, at least 1
  parameter K  = 0
) (
  input  wire signed [AW-1:0]   a,
  input  wire        [XW-1:0]   x,
  output wire signed [AW+K-1:0] q
);

  function [5:0] lead_one;
    input [XW-1:0] v;
    integer i;
    begin
      lead_one = 6'd0;
      for (i = 0; i < XW; i = i + 1) if (v[i]) lead_one = i[5:0];
    end
  endfunction

  wire [5:0]     e   = lead_one(x);
  // x * 2^8 / 2^e: its leading one lands on bit 8, the 8 bits below it index the ROM (the rest is 0).
  /* verilator lint_off UNUSEDSIGNAL */
  wire [XW+7:0]  xs  = {x, 8'd0} >> e;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [7:0]     idx = xs[7:0];
  wire [16:0]    r;
  mcts_rom #(.TABLE(0), .AW(8), .W(17)) recip (.idx(idx), .q(r));
  wire signed [AW+17:0] p    = a * $signed({1'b0, r});
  wire [6:0]            s    = 7'd17 + {1'b0, e} - K;
  wire signed [AW+18:0] half = $signed({{(AW + 18) {1'b0}}, 1'b1} << (s - 7'd1));
  wire signed [AW+18:0] pr   = p + half;
  // The quotient fits q by the caller's widths: the shifted product's top bits are its sign.
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [AW+18:0] sh   = pr >>> s;
  /* verilator lint_on UNUSEDSIGNAL */
  assign q = sh[AW+K-1:0];
endmodule
