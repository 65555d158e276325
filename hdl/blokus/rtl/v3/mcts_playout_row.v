// One candidate row of a v3 playout scan (SPEC-v3 §4, §4a, §6): the row-vector legality test of
// SPEC §4 and, beside it in the same clock, each anchor column's recent count (a covered recent
// cell counts 1, 2 when it is also one of the mover's attach cells), the row's best count over its
// legal columns and the weight of its placements at that count, which the row buffer takes. The
// draw's last clock (P_DRAW) tests the drawn row again: `column` is then the first legal column at
// the best count whose running weight passes `offset`, the drawn number less the weight of the
// entries before the row. Combinational: `scanRows` of these sit side by side in an engine, and
// only the one that tests the drawn row again needs the column (PICK = 1; 0 ties it to 0).
module mcts_playout_row #(
  parameter PICK = 1
) (
  input  wire [195:0] forb_rows,  // the mover's forbidden cells, row-major, bit 14·row + column
  input  wire [195:0] att_rows,   // the mover's attach cells
  input  wire [195:0] rec_rows,   // the recent cells (§4)
  input  wire [3:0]   anchor_row, // anchor row: a candidate row, so that anchor_row + height <= 14
  input  wire [24:0]  shape_rows, // the shape's five 5-bit row masks (blokus_shapes.vh's SH_ROWS)
  input  wire [13:0]  weight,     // the piece's weight, 3^size · 1.8^(corners − 1) (PIECE_WEIGHT)
  input  wire [17:0]  offset,     // the draw's offset into this row
  output wire [13:0]  legal,      // legal anchor columns
  output reg  [3:0]   best,       // the best recent count over the legal columns (0 when none)
  output wire [17:0]  row_weight, // weight × the legal columns at the best count
  output reg  [3:0]   column      // the drawn column (meaningful when offset < row_weight)
);
  // Rows anchor_row .. anchor_row + 4 of each plane, once; past row 13 they read 0 (a candidate
  // row keeps the shape on the board).
  wire [265:0] f_pad = {70'd0, forb_rows};
  wire [265:0] a_pad = {70'd0, att_rows};
  wire [265:0] r_pad = {70'd0, rec_rows};
  wire [69:0]  f_win = f_pad[14*anchor_row +: 70];
  wire [69:0]  a_win = a_pad[14*anchor_row +: 70];
  wire [69:0]  r_win = r_pad[14*anchor_row +: 70];

  // A 5-bit slice's set bits (a shape row's cells over a recent row's columns c .. c + 4).
  function [2:0] ones5(input [4:0] v);
    ones5 = {2'd0, v[0]} + {2'd0, v[1]} + {2'd0, v[2]} + {2'd0, v[3]} + {2'd0, v[4]};
  endfunction

  reg [18:0] bad, hit, f_row, a_row, r1, r2;
  reg [4:0]  mask;
  reg [3:0]  count [0:13];
  reg [13:0] at_best;
  reg [3:0]  n_best;
  integer    c, i, j;
  always @* begin
    bad = 19'd0;
    hit = 19'd0;
    for (c = 0; c < 14; c = c + 1) count[c] = 4'd0;
    for (i = 0; i < 5; i = i + 1) begin
      // Past column 13 a cell is forbidden (off the board) and neither attach nor recent.
      f_row = {5'b11111, f_win[14*i +: 14]};
      a_row = {5'b00000, a_win[14*i +: 14]};
      r1    = {5'b00000, r_win[14*i +: 14]};
      r2    = r1 & a_row;
      mask  = shape_rows[5*i +: 5];
      for (j = 0; j < 5; j = j + 1)
        if (mask[j]) begin
          bad = bad | (f_row >> j);
          hit = hit | (a_row >> j);
        end
      for (c = 0; c < 14; c = c + 1)
        count[c] = count[c] + {1'b0, ones5(r1[c +: 5] & mask)} + {1'b0, ones5(r2[c +: 5] & mask)};
    end
  end

  // The row-vector test of SPEC §4 (blokus_scan_fns.vh's legal_cols, on the window).
  assign legal      = ~bad[13:0] & hit[13:0];
  assign row_weight = {14'd0, n_best} * {4'd0, weight};

  always @* begin
    best = 4'd0;
    for (c = 0; c < 14; c = c + 1) if (legal[c] && count[c] > best) best = count[c];
    n_best = 4'd0;
    for (c = 0; c < 14; c = c + 1) begin
      at_best[c] = legal[c] && count[c] == best;
      n_best = n_best + {3'd0, at_best[c]};
    end
  end

  // The draw: skip = how many of the row's best columns lie wholly within the offset
  // ((k + 1) · weight <= offset), then the column with that many best columns before it.
  reg [3:0] skip, seen;
  reg       found;
  integer   k;
  always @* begin
    skip = 4'd0;
    for (k = 1; k <= 14; k = k + 1)
      if (k[3:0] * {4'd0, weight} <= offset) skip = skip + 4'd1;
    column = 4'd0;
    seen   = 4'd0;
    found  = 1'b0;
    for (c = 0; c < 14; c = c + 1)
      if (at_best[c]) begin
        if (PICK != 0 && !found && seen == skip) begin
          column = c[3:0];
          found  = 1'b1;
        end
        seen = seen + 4'd1;
      end
  end
endmodule
