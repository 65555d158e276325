// Black boxes for a logic estimate of the v3 core as the EP4CE115 would build it (SPEC-v3 §6d,
// run-synth.ts --hard-blocks): a multiply with two variable operands goes to the device's 18 × 18
// multiplier blocks (hard_mul, mapped by hard-mul-map.v), and a §5c ROM to M9K (mcts_rom, read in
// place of rtl/v3/mcts_rom.v). Neither takes LUTs; run-synth.ts lists the multiplies' widths.
(* blackbox *)
module hard_mul #(
  parameter A_SIGNED = 0,
  parameter B_SIGNED = 0,
  parameter A_WIDTH  = 1,
  parameter B_WIDTH  = 1,
  parameter Y_WIDTH  = 1
) (
  input  wire [A_WIDTH-1:0] A,
  input  wire [B_WIDTH-1:0] B,
  output wire [Y_WIDTH-1:0] Y
);
endmodule

(* blackbox *)
module mcts_rom #(
  parameter TABLE = 0,
  parameter AW    = 8,
  parameter W     = 17
) (
  input  wire [AW-1:0] idx,
  output wire [W-1:0]  q
);
endmodule
