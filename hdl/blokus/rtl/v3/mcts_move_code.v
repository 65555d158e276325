// SPEC-v3 §8: a placement's 14-bit id (the code the reply tables and the tree's nodes hold) from the
// scan's (shape, anchor row, anchor column), and the way back.
//
// A placement's id is its dense rank in the scan: base[shape] + row * (15 - width[shape]) + column,
// base[s] the placements of the shapes before s (mcts_move_code.vh, generated from the emulator).
// - Forward, combinational: f_id from f_shape, f_row, f_col.
// - Back, pipelined, one id a clock, two clocks of latency: b_id taken at a clock edge gives b_shape,
//   b_row and b_col after the second edge. The first clock reads the shape at the id's block of 32
//   (every shape has at least 140 placements, so a block spans at most two shapes) with the block's
//   id; the second picks between that shape and the next by one compare with the next base, and
//   splits the offset from the base into row and column (offset < 196, 15 - width in 10..14).
module mcts_move_code (
  input  wire        clk,
  input  wire [6:0]  f_shape,
  input  wire [3:0]  f_row,
  input  wire [3:0]  f_col,
  output wire [13:0] f_id,
  input  wire [13:0] b_id,
  output reg  [6:0]  b_shape,
  output reg  [3:0]  b_row,
  output reg  [3:0]  b_col
);
`include "mcts_move_code.vh"

  // Forward.
  wire [13:0] f_base = MCTS_SHAPE_BASE[f_shape * 14 +: 14];
  wire [3:0] f_across = MCTS_SHAPE_ACROSS[f_shape * 4 +: 4];
  assign f_id = f_base + f_row * f_across + {10'd0, f_col};

  // Back, first clock: the shape at the block's start.
  reg [6:0] blk;
  reg [13:0] id1;
  always @(posedge clk) begin
    blk <= MCTS_BLOCK_SHAPE[b_id[13:5] * 7 +: 7];
    id1 <= b_id;
  end

  // Back, second clock: this shape or the next, then the row and column of the offset.
  wire [6:0] blk_next = blk + 7'd1;
  wire [13:0] base_lo = MCTS_SHAPE_BASE[blk * 14 +: 14];
  wire [13:0] base_hi = MCTS_SHAPE_BASE[blk_next * 14 +: 14];
  wire hi = id1 >= base_hi;
  wire [6:0] shape = hi ? blk_next : blk;
  // The offset is below 196: its low byte is all the rest needs.
  /* verilator lint_off UNUSEDSIGNAL */
  wire [13:0] offset14 = id1 - (hi ? base_hi : base_lo);
  /* verilator lint_on UNUSEDSIGNAL */
  wire [7:0] offset = offset14[7:0];
  wire [3:0] across = MCTS_SHAPE_ACROSS[shape * 4 +: 4];

  // offset / across for offset < 196 and across in 10..14: the largest k with k * across <= offset.
  function [3:0] row_of(input [7:0] off, input [3:0] acr);
    integer k;
    reg [7:0] step;
    begin
      row_of = 4'd0;
      step = 8'd0;
      for (k = 1; k < 14; k = k + 1) begin
        step = step + {4'd0, acr};
        if (off >= step) row_of = k[3:0];
      end
    end
  endfunction

  wire [3:0] row = row_of(offset, across);
  wire [7:0] row_start = row * across;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [7:0] col8 = offset - row_start;  // below 14
  /* verilator lint_on UNUSEDSIGNAL */

  always @(posedge clk) begin
    b_shape <= shape;
    b_row <= row;
    b_col <= col8[3:0];
  end
endmodule
