// X_MOVE's reads (SPEC-v3 §3, §5): a legal move's prior score from the per-cell tables
// (mcts_prior_tables.v), its covered, corner and edge cells read two a clock in ceil(21/2) = 11
// clocks, whatever the move's cell count, so every move takes X_MOVE's clocks exactly.
//
// The cells come from the shape's 5 x 5 row masks (blokus_shapes.vh's SH_ROWS) in a 7 x 7 halo
// around its box, bit 7i + j the board cell (row + i - 1, col + j - 1): the covered cells, the
// cells beside them (edge) and the cells only diagonal to them (corner), less the halo cells off
// the board. No shape has more than 21 on-board cells of the three kinds together (the test
// checks every placement). Each clock takes the two lowest halo bits still pending, a priority
// encoder each, whose offsets 14i + j are constants.
//
// `start` is the move's first clock: its two reads come from `shape`, `row` and `col` directly;
// the next 10 clocks read from the registered rest (`busy`). In the 11th (`last`) `score` is the
// move's score, combinational, for the top list to insert in the same clock (mcts_top_list's
// `ins`): the size term, the 21 weights, and the local term when a covered cell is recent. The
// next move's `start` may be the clock after `last`.
module mcts_move_reads (
  input  wire               clk,
  input  wire               rst,
  input  wire               start,
  input  wire [6:0]         shape,    // the scan's shape, anchor row and column (the box's top left)
  input  wire [3:0]         row,
  input  wire [3:0]         col,
  output reg                busy,
  output wire [7:0]         cell_a,   // the tables' read ports (mcts_prior_tables.v)
  output wire [1:0]         role_a,
  input  wire signed [8:0]  weight_a,
  input  wire               recent_a,
  output wire [7:0]         cell_b,
  output wire [1:0]         role_b,
  input  wire signed [8:0]  weight_b,
  input  wire               recent_b,
  output wire               last,
  output wire signed [15:0] score
);
  `include "blokus_shapes.vh"
  `include "mcts_roms.vh"

  // The halo's masks of a move: covered, edge and corner cells on the board.
  reg [48:0] cov_w, edge_w, cor_w;
  reg [24:0] m;
  integer    i, j;
  always @* begin
    m = SH_ROWS[25*shape +: 25];
    cov_w = 49'd0;
    for (i = 1; i <= 5; i = i + 1)
      for (j = 1; j <= 5; j = j + 1)
        cov_w[7*i + j] = m[5*(i - 1) + (j - 1)];
    edge_w = 49'd0;
    cor_w  = 49'd0;
    for (i = 0; i < 7; i = i + 1)
      for (j = 0; j < 7; j = j + 1) begin
        edge_w[7*i + j] = !cov_w[7*i + j] &&
          ((j > 0 && cov_w[7*i + j - 1]) || (j < 6 && cov_w[7*i + j + 1]) ||
           (i > 0 && cov_w[7*i + j - 7]) || (i < 6 && cov_w[7*i + j + 7]));
        cor_w[7*i + j] = !cov_w[7*i + j] && !edge_w[7*i + j] &&
          ((i > 0 && j > 0 && cov_w[7*i + j - 8]) || (i > 0 && j < 6 && cov_w[7*i + j - 6]) ||
           (i < 6 && j > 0 && cov_w[7*i + j + 6]) || (i < 6 && j < 6 && cov_w[7*i + j + 8]));
        // Off the board: row + i - 1 or col + j - 1 outside 0..13.
        if ((i == 0 && row == 4'd0) || (j == 0 && col == 4'd0) ||
            {28'd0, row} + i > 14 || {28'd0, col} + j > 14) begin
          edge_w[7*i + j] = 1'b0;
          cor_w[7*i + j]  = 1'b0;
        end
      end
  end

  // The pending cells and their roles: from the inputs in the start clock, else registered.
  reg  [48:0] pend_q, cor_q, cov_q;
  reg  [7:0]  base_q;
  wire        go = start && !busy;
  wire [48:0] pend = go ? (cov_w | edge_w | cor_w) : pend_q;
  wire [48:0] covm = go ? cov_w : cov_q;
  wire [48:0] corm = go ? cor_w : cor_q;
  // The cell at halo (0, 0) is base + 14i + j: base = 14 row + col - 15, modulo 256 (it is
  // negative at the board's top or left edge, where the halo's off-board cells are never read).
  wire [7:0]  base = go ? {row, 3'd0} + {1'b0, row, 2'd0} + {2'd0, row, 1'b0} + {4'd0, col} - 8'd15 : base_q;

  // Halo bit 7i + j's offset 14i + j = the bit + 7i.
  function [6:0] halo_off(input [5:0] kk);
    halo_off = {1'b0, kk} + 7'd7 * ({1'b0, kk} / 7'd7);
  endfunction
  // The lowest bit of `p`: {whether there is one, its index, its offset, its role}.
  function [15:0] lowest(input [48:0] p, input [48:0] cov, input [48:0] cor);
    integer q;
    begin
      lowest = 16'd0;
      for (q = 48; q >= 0; q = q - 1)
        if (p[q]) lowest = {1'b1, q[5:0], halo_off(q[5:0]), cov[q] ? 2'd0 : cor[q] ? 2'd1 : 2'd2};
    end
  endfunction

  // The two lowest pending bits, read this clock; the rest wait.
  reg        va, vb;
  reg [5:0]  ia, ib;
  reg [6:0]  off_a, off_b;
  reg [1:0]  ra, rb;
  reg [48:0] rest;
  integer    k;
  always @* begin
    {va, ia, off_a, ra} = lowest(pend, covm, corm);
    rest = pend;
    for (k = 0; k < 49; k = k + 1)
      if (va && ia == k[5:0]) rest[k] = 1'b0;
    {vb, ib, off_b, rb} = lowest(rest, covm, corm);
    for (k = 0; k < 49; k = k + 1)
      if (vb && ib == k[5:0]) rest[k] = 1'b0;
  end

  assign cell_a = base + {1'b0, off_a};
  assign cell_b = base + {1'b0, off_b};
  assign role_a = ra;
  assign role_b = rb;

  // This clock's weights and whether it covers a recent cell.
  wire signed [15:0] w_now = (va ? {{7{weight_a[8]}}, weight_a} : 16'sd0) + (vb ? {{7{weight_b[8]}}, weight_b} : 16'sd0);
  wire               l_now = (va && ra == 2'd0 && recent_a) || (vb && rb == 2'd0 && recent_b);
  // The size term (MCTS_PRIOR_MOVE_WEIGHTS: sizes 1..5, then the local term).
  wire [2:0]         size = SH_SIZE[3*shape +: 3];
  wire signed [8:0]  w_size = MCTS_PRIOR_MOVE_WEIGHTS[9*(size - 3'd1) +: 9];
  wire signed [8:0]  w_local = MCTS_PRIOR_MOVE_WEIGHTS[45 +: 9];

  reg signed [15:0] sum_q;
  reg               local_q;
  reg [3:0]         n;        // the move's clocks done before this one (busy: 1..10)
  assign last  = busy && n == 4'd10;
  assign score = sum_q + w_now + ((local_q || l_now) ? {{7{w_local[8]}}, w_local} : 16'sd0);

  always @(posedge clk) begin
    if (rst) begin
      busy <= 1'b0;
      n    <= 4'd0;
    end else if (go) begin
      busy    <= 1'b1;
      n       <= 4'd1;
      pend_q  <= rest;
      cov_q   <= cov_w;
      cor_q   <= cor_w;
      base_q  <= base;
      sum_q   <= {{7{w_size[8]}}, w_size} + w_now;
      local_q <= l_now;
    end else if (busy) begin
      busy    <= !last;
      n       <= last ? 4'd0 : n + 4'd1;
      pend_q  <= rest;
      sum_q   <= sum_q + w_now;
      local_q <= local_q || l_now;
    end
  end
endmodule
