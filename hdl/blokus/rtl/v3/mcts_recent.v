// The recent cells of a playout ply (SPEC-v3 §4), for the prior's local feature (§3) and the row
// testers' counts (mcts_playout_row.v): the corner cells of the opponent's last two moves that the
// opponent may still cover, and their orthogonal neighbours it may still cover. An engine pushes
// each move's cells as it applies it (a pass pushes none) and keeps the last three, so the side to
// move reads the moves one and three plies back; `clear` starts a path (the root's last moves are
// pushed again). The planes are combinational over 196 cells.
module mcts_recent (
  input  wire         clk,
  input  wire         rst,
  input  wire         clear,
  input  wire         push,
  input  wire [195:0] cells,   // the move just applied, bit 14·row + column (0 for a pass)
  input  wire [195:0] forb_op, // cells the side that is not to move may not cover
  output wire [195:0] recent
);
  localparam [195:0] COL0  = {14{14'b00000000000001}};
  localparam [195:0] COL13 = {14{14'b10000000000000}};

  reg [195:0] last1, last2, last3;
  always @(posedge clk) begin
    if (rst || clear) begin
      last1 <= 196'd0;
      last2 <= 196'd0;
      last3 <= 196'd0;
    end else if (push) begin
      last3 <= last2;
      last2 <= last1;
      last1 <= cells;
    end
  end

  // A plane moved a column right (each cell sees its west neighbour) or left, or a row down or up.
  function [195:0] from_west(input [195:0] p);
    from_west = (p << 1) & ~COL0;
  endfunction
  function [195:0] from_east(input [195:0] p);
    from_east = (p >> 1) & ~COL13;
  endfunction
  function [195:0] beside(input [195:0] p);
    beside = from_west(p) | from_east(p) | (p << 14) | (p >> 14);
  endfunction
  // The cells diagonal to a move's. A corner is also neither in nor beside the move, but those
  // cells are forbidden to the side that made it, so & ~forb_op below leaves them out anyway.
  function [195:0] diagonal(input [195:0] p);
    reg [195:0] rows;
    begin
      rows     = (p << 14) | (p >> 14);
      diagonal = from_west(rows) | from_east(rows);
    end
  endfunction

  wire [195:0] open_corners = (diagonal(last1) | diagonal(last3)) & ~forb_op;
  assign recent = (open_corners | beside(open_corners)) & ~forb_op;
endmodule
