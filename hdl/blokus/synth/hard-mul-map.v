// Yosys techmap (run-synth.ts --hard-blocks): a $mul whose operands both vary becomes a hard_mul
// black box (hard-blocks.v); a multiply by a constant (every bit of an operand constant) fails the
// map and stays logic, the shifts and adds Quartus would also build.
(* techmap_celltype = "$mul" *)
module _mul_to_hard (A, B, Y);
  parameter A_SIGNED = 0;
  parameter B_SIGNED = 0;
  parameter A_WIDTH = 1;
  parameter B_WIDTH = 1;
  parameter Y_WIDTH = 1;
  parameter _TECHMAP_CONSTMSK_A_ = 0;
  parameter _TECHMAP_CONSTMSK_B_ = 0;
  input  [A_WIDTH-1:0] A;
  input  [B_WIDTH-1:0] B;
  output [Y_WIDTH-1:0] Y;
  wire _TECHMAP_FAIL_ = (&_TECHMAP_CONSTMSK_A_) || (&_TECHMAP_CONSTMSK_B_);
  hard_mul #(.A_SIGNED(A_SIGNED), .B_SIGNED(B_SIGNED), .A_WIDTH(A_WIDTH), .B_WIDTH(B_WIDTH), .Y_WIDTH(Y_WIDTH)) _TECHMAP_REPLACE_ (.A(A), .B(B), .Y(Y));
endmodule
