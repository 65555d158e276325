// The move prior's per-cell tables (SPEC-v3 §3, §6): for the side to move, each cell's code,
// loaded one board row a clock (X_TABLES, 14 clocks) from the board's planes, and two reads a
// clock that turn a cell's code into its weight as one of a move's covered, corner or edge cells
// (X_MOVE reads a move's cells two a clock), with whether the cell is recent (§3's local term).
// A code is 7 bits: recent, forbidden to the mover, then for a forbidden cell whether the mover
// or the opponent covers it, else whether it blocks the opponent (an open attach cell of the
// opponent or an open cell beside one), whether it is one of the mover's attach cells, and how
// many of its 4 neighbours the mover may cover. The weights are MCTS_PRIOR_CELL_WEIGHTS
// (gen/mcts-roms.ts from prior.ts). A covered cell of a legal move is never forbidden; such a read
// gives 0.
module mcts_prior_tables (
  input  wire              clk,
  input  wire              rst,
  input  wire              load,        // starts X_TABLES; the planes hold until busy falls
  output reg               busy,
  input  wire [195:0]      forb_me,     // planes, bit 14·row + column; "me" is the side to move
  input  wire [195:0]      occ_me,
  input  wire [195:0]      att_me,
  input  wire [195:0]      occ_op,
  input  wire [195:0]      forb_op,
  input  wire [195:0]      att_op,
  input  wire [195:0]      recent,      // mcts_recent.v's plane
  input  wire [7:0]        cell_a,      // read port a: the cell and its role for the move
  input  wire [1:0]        role_a,      // 0 covered, 1 corner, 2 (or 3) edge
  output wire signed [8:0] weight_a,
  output wire              recent_a,
  input  wire [7:0]        cell_b,      // read port b
  input  wire [1:0]        role_b,
  output wire signed [8:0] weight_b,
  output wire              recent_b
);
`include "mcts_roms.vh"
  localparam [195:0] COL0  = {14{14'b00000000000001}};
  localparam [195:0] COL13 = {14{14'b10000000000000}};

  function [195:0] beside(input [195:0] p);
    beside = ((p << 1) & ~COL0) | ((p >> 1) & ~COL13) | (p << 14) | (p >> 14);
  endfunction

  // Every cell's code at once (wiring and a few LUTs a cell); a row of them is stored a clock.
  wire [195:0] open_me  = ~forb_me;
  wire [195:0] n_west   = (open_me << 1) & ~COL0;
  wire [195:0] n_east   = (open_me >> 1) & ~COL13;
  wire [195:0] n_north  = open_me << 14;
  wire [195:0] n_south  = open_me >> 14;
  wire [195:0] open_att = att_op & ~forb_op;
  wire [195:0] blocks   = (open_att | beside(open_att)) & ~forb_op;

  reg [1371:0] fresh;
  integer c;
  always @* begin
    for (c = 0; c < 196; c = c + 1)
      fresh[7*c +: 7] = forb_me[c]
        ? {recent[c], 1'b1, occ_me[c], occ_op[c], 3'b000}
        : {recent[c], 1'b0, blocks[c], att_me[c],
           {2'b00, n_west[c]} + {2'b00, n_east[c]} + {2'b00, n_north[c]} + {2'b00, n_south[c]}};
  end

  reg [1371:0] codes;
  reg [3:0]    row;
  integer      r;
  always @(posedge clk) begin
    if (rst) begin
      busy <= 1'b0;
      row  <= 4'd0;
    end else if (load) begin
      busy <= 1'b1;
      row  <= 4'd0;
    end else if (busy) begin
      row  <= row + 4'd1;
      busy <= row != 4'd13;
    end
  end
  // Row r's 98 code bits take its fresh codes in its clock: an enable a row, no shifter.
  always @(posedge clk)
    for (r = 0; r < 14; r = r + 1)
      if (!rst && !load && busy && row == r[3:0]) codes[98*r +: 98] <= fresh[98*r +: 98];

  function signed [8:0] weight_of(input [8:0] k);
    weight_of = MCTS_PRIOR_CELL_WEIGHTS[9*k +: 9];
  endfunction

  // A code's weight in a role: the index into MCTS_PRIOR_CELL_WEIGHTS.
  function [3:0] index_of(input [5:0] code, input [1:0] role);
    begin
      if (role == 2'd0)      index_of = {3'd0, code[4]};                                  // other, blocking
      else if (role == 2'd1) index_of = code[5] ? (code[4] ? 4'd2 : 4'd3) : 4'd4 + {1'b0, code[2:0]}; // own, forbidden, open n
      else                   index_of = code[5] ? (code[3] ? 4'd9 : 4'd10) : (code[3] ? 4'd11 : 4'd12); // opponent's, forbidden, attach, open
    end
  endfunction

  wire [6:0] code_a = codes[7*cell_a +: 7];
  wire [6:0] code_b = codes[7*cell_b +: 7];
  assign weight_a = (role_a == 2'd0 && code_a[5]) ? 9'sd0 : weight_of({5'd0, index_of(code_a[5:0], role_a)});
  assign weight_b = (role_b == 2'd0 && code_b[5]) ? 9'sd0 : weight_of({5'd0, index_of(code_b[5:0], role_b)});
  assign recent_a = code_a[6];
  assign recent_b = code_b[6];
endmodule
