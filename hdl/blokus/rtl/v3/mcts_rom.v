// One of the §5c ROMs (mcts_roms.vh), read combinationally by its index: the tables §6 places in
// M9K (core/engines/blokus-mcts/memory.ts counts them there). A module of its own, so that the
// datapaths share one definition of each read and a logic estimate can leave the tables out
// (Yosys `blackbox mcts_rom`, SPEC-v3 §6d). TABLE: 0 reciprocal (256 × 17), 1 exploration
// (704 × 15), 2 tanh (256 × 24), 3 sqrt(γ) (2048 × 16), 4 RAVE weight (257 × 20).
module mcts_rom #(
  parameter TABLE = 0,
  parameter AW    = 8,
  parameter W     = 17
) (
  input  wire [AW-1:0] idx,
  output wire [W-1:0]  q
);
`include "mcts_roms.vh"
  generate
    if (TABLE == 0) begin : g_recip
      assign q = MCTS_RECIP_ROM[idx * W +: W];
    end else if (TABLE == 1) begin : g_explore
      assign q = MCTS_EXPLORE_ROM[idx * W +: W];
    end else if (TABLE == 2) begin : g_tanh
      assign q = MCTS_TANH_ROM[idx * W +: W];
    end else if (TABLE == 3) begin : g_sqrt_gamma
      assign q = MCTS_SQRT_GAMMA_ROM[idx * W +: W];
    end else begin : g_rave
      assign q = MCTS_RAVE_ROM[idx * W +: W];
    end
  endgenerate
endmodule
