// SPEC-v3 §5c exploration factor c * sqrt(N) * ln(N + 1) in sixteenths (c = 0.5, built into the ROM),
// N the node's real visits (16 bits, saturated): N below 128 indexes the ROM directly, above it
// 128 + (e - 7) * 64 + the 6 bits below N's leading one e. Combinational: one S_LEVEL clock.
// Bit-exact with ExplorationRom.factor in core/engines/blokus-mcts/fixed.ts.
module mcts_exploration (
  input  wire [15:0] visits,
  output wire [14:0] factor
);

  function [3:0] lead_one;
    input [15:0] v;
    integer i;
    begin
      lead_one = 4'd0;
      for (i = 0; i < 16; i = i + 1) if (v[i]) lead_one = i[3:0];
    end
  endfunction

  wire [3:0]  e   = lead_one(visits);
  // The 6 bits below the leading one: shift it to bit 6.
  /* verilator lint_off UNUSEDSIGNAL */
  wire [15:0] top = visits >> (e - 4'd6);
  /* verilator lint_on UNUSEDSIGNAL */
  wire [9:0]  idx = visits < 16'd128 ? visits[9:0] : 10'd128 + {e - 4'd7, 6'd0} + {4'd0, top[5:0]};
  mcts_rom #(.TABLE(1), .AW(10), .W(15)) explore (.idx(idx), .q(factor));
endmodule
