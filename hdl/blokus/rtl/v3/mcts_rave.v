// SPEC-v3 §5a: RAVE on the tree port after the backup, in R_STEP clocks: one a simulation move to
// mark it in the played-by table, one to clear it after, and one a child examined. Bit-exact with
// addRave in core/engines/blokus-mcts/rave.ts, in those clocks.
//
// The played-by table (inside; an M9K with old data on a read in the clock its port B writes) holds
// per placement {valid, first index}: 13,729 x 9 bits, 14 M9K as 1K x 9. The side needs no bit: a
// move first played at index k was played by side0 + k's parity. One table serves the port, as
// RAVE runs in a backup, one engine's at a time. The engine holds the simulation's moves
// (`sim_move` is move `sim_idx`, `sim_pass` a pass) and the port the path's words as the backup
// left them (`path_first`, `path_kids` = children - 1 and `path_visits` of node `path_idx`;
// path[0] the root).
// From edge 0 (start):
//   MARK   a clock a move, from the last back to the leaf's (index depth - 1): valid, and k.
//   CHILD  a clock a child of each path node from the leaf's parent up to the root, while the node
//          has at most 25,000 visits: the child's word is read; it arrives the next clock, when its
//          move's entry is read; the clock after, a child whose move the node's side played later
//          (and not a pass, its count at most 32,000, the weight not 0) is written with the result
//          weighted by mcts_rave_weight (count + w, saturating; mcts_move_towards).
//   NMARK  a clock after each path node's children: its own move marked. The last child's entry is
//          read in that clock and so sees the table before the mark, and the next node's first is
//          read a clock later and sees it.
//   CLEAR  a clock a move, first to last: its entry made invalid. The last child's write falls in
//          CLEAR's first clock.
// `done` rises at edge 2 * moves + the children examined. Node writes go to the RAM's second port;
// each child is read once and written two clocks later, and no other read is of it.
module mcts_rave #(
  parameter AW = 15,
  parameter KW = 7,
  parameter VW = 16,
  parameter DW = 7,
  parameter MW = 8
) (
  input  wire            clk,
  input  wire            rst,
  input  wire            start,
  input  wire [MW-1:0]   moves,
  input  wire [DW-1:0]   depth,
  input  wire            side0,
  input  wire signed [23:0] res0,
  output wire [MW-1:0]   sim_idx,
  input  wire [13:0]     sim_move,
  input  wire            sim_pass,
  output wire [DW-1:0]   path_idx,
  input  wire [AW-1:0]   path_first,
  input  wire [KW-1:0]   path_kids,
  input  wire [VW-1:0]   path_visits,
  output wire [AW-1:0]   rd_addr,
  input  wire [AW+KW+VW+70:0] rd_word,
  output wire            wr,
  output wire [AW-1:0]   wr_addr,
  output wire [AW+KW+VW+70:0] wr_word,
  output wire            busy,
  output reg             done
);
  localparam NW = AW + KW + VW + 71;
  localparam [2:0] R_IDLE = 3'd0, R_MARK = 3'd1, R_CHILD = 3'd2, R_NMARK = 3'd3, R_CLEAR = 3'd4;
  localparam signed [24:0] ONE = 25'sd4194304;
  localparam [VW-1:0] PARENT_MAX = 25000;
  localparam [19:0]   CHILD_MAX = 20'd32000;
  localparam [13:0]   PASS_MOVE = 14'h3FFF;

  reg [2:0]    ph;
  reg [MW-1:0] m;
  reg [DW-1:0] d;
  reg          s0;
  reg signed [23:0] res;
  reg [MW-1:0] k;
  reg [DW-1:0] j;
  reg [KW-1:0] c;

  // The played-by table: {valid, first index}.
  reg [MW:0]   played [0:13728];
  reg [MW:0]   p_rd;
  wire [13:0]  p_ra;
  // MARK, NMARK and CLEAR write the entry of the move they are at, taken at their clock's end.
  wire         p_we = (ph == R_MARK || ph == R_NMARK || ph == R_CLEAR) && !sim_pass;
  wire [13:0]  p_wa = sim_move;
  wire [MW:0]  p_wd = ph == R_CLEAR ? {(MW + 1) {1'b0}} : {1'b1, ph == R_NMARK ? {{(MW - DW) {1'b0}}, j} : k};
  // The table starts empty. An M9K without an init file powers up zero; Yosys's M9K map
  // (synth_intel, 0.23) rejects an initial value, so only simulation sets it (as mcts_prune.v).
`ifndef SYNTHESIS
  integer init;
  initial for (init = 0; init < 13729; init = init + 1) played[init] = {(MW + 1) {1'b0}};
`endif
  always @(posedge clk) begin
    p_rd <= played[p_ra];
    if (p_we) played[p_wa] <= p_wd;
  end

  // The next path node the walk enters: the leaf's parent first, then up.
  wire [DW-1:0] start_j = (ph == R_IDLE ? depth : d) - {{(DW - 2) {1'b0}}, 2'd2};
  assign path_idx = ph == R_IDLE || ph == R_MARK ? start_j : (ph == R_NMARK ? j - {{(DW - 1) {1'b0}}, 1'b1} : j);
  assign sim_idx  = ph == R_NMARK ? {{(MW - DW) {1'b0}}, j} : k;
  wire          examined = path_visits <= PARENT_MAX;

  // Child pipeline: stage 1 has the read's address, stage 2 the word and the entry's read.
  reg           s1_v, s2_v;
  reg [AW-1:0]  s1_a, s2_a;
  reg [DW-1:0]  s1_j, s2_j;
  reg [NW-1:0]  s2_w;
  assign rd_addr = path_first + {{(AW - KW) {1'b0}}, c};
  assign p_ra    = rd_word[70:57];

  wire          s2_player = s0 ^ s2_j[0];
  wire [13:0]   s2_move   = s2_w[70:57];
  wire [19:0]   s2_count  = s2_w[55:36];
  wire [8:0]    left_k = {1'b0, m} - {1'b0, p_rd[MW-1:0]};
  wire [8:0]    left_j = {1'b0, m} - {{(9 - DW) {1'b0}}, s2_j};
  wire [12:0]   w;
  mcts_rave_weight weight (
    .left_k(left_k),
    .left_j(left_j),
    .w(w)
  );
  wire [20:0]   n_sum = {1'b0, s2_count} + {8'd0, w};
  wire [19:0]   n_new = n_sum[20] ? 20'hFFFFF : n_sum[19:0];
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [24:0] r_wide = s2_player ? ONE - {res[23], res} : {res[23], res};
  /* verilator lint_on UNUSEDSIGNAL */
  wire signed [23:0] toward;
  mcts_move_towards mean (
    .value(s2_w[35:12]),
    .r(r_wide[23:0]),
    .w(w[4:0]),
    .count(n_new),
    .out(toward)
  );
  assign wr      = s2_v && p_rd[MW] && (s0 ^ p_rd[0]) == s2_player && s2_move != PASS_MOVE
                   && s2_count <= CHILD_MAX && w != 13'd0;
  assign wr_addr = s2_a;
  assign wr_word = {s2_w[NW-1 -: AW+KW+VW+15], n_new, toward, s2_w[11:0]};
  assign busy    = ph != R_IDLE;

  // Where the walk goes after the node at path_idx is entered: its children, or straight to its mark.
  task enter_walk;
    begin
      j  <= path_idx;
      c  <= {KW{1'b0}};
      ph <= examined ? R_CHILD : R_NMARK;
    end
  endtask
  task enter_clear;
    begin
      k <= {MW{1'b0}};
      if (m == {MW{1'b0}}) begin
        ph   <= R_IDLE;
        done <= 1'b1;
      end else ph <= R_CLEAR;
    end
  endtask

  always @(posedge clk) begin
    done <= 1'b0;
    s1_v <= 1'b0;
    s2_v <= s1_v;
    s2_a <= s1_a;
    s2_j <= s1_j;
    s2_w <= rd_word;
    if (rst) begin
      ph   <= R_IDLE;
      s2_v <= 1'b0;
    end else begin
      case (ph)
        R_IDLE:
          if (start) begin
            m   <= moves;
            d   <= depth;
            s0  <= side0;
            res <= res0;
            k   <= moves - {{(MW - 1) {1'b0}}, 1'b1};
            // Marks from the last move back to the leaf's, if any; else the walk, or the clear.
            if ({1'b0, moves} >= {{(MW + 1 - DW) {1'b0}}, depth} && moves != {MW{1'b0}}) ph <= R_MARK;
            else if (depth >= {{(DW - 2) {1'b0}}, 2'd2}) enter_walk;
            else begin
              m <= moves;
              k <= {MW{1'b0}};
              if (moves == {MW{1'b0}}) done <= 1'b1;
              else ph <= R_CLEAR;
            end
          end
        R_MARK: begin
          k    <= k - {{(MW - 1) {1'b0}}, 1'b1};
          if (k == {{(MW - DW) {1'b0}}, d - {{(DW - 1) {1'b0}}, 1'b1}}) begin
            if (d >= {{(DW - 2) {1'b0}}, 2'd2}) enter_walk;
            else enter_clear;
          end
        end
        R_CHILD: begin
          s1_v <= 1'b1;
          s1_a <= rd_addr;
          s1_j <= j;
          c    <= c + {{(KW - 1) {1'b0}}, 1'b1};
          if (c == path_kids) ph <= R_NMARK;
        end
        R_NMARK: begin
          if (j == {DW{1'b0}}) enter_clear;
          else enter_walk;
        end
        R_CLEAR: begin
          k    <= k + {{(MW - 1) {1'b0}}, 1'b1};
          if (k == m - {{(MW - 1) {1'b0}}, 1'b1}) begin
            ph   <= R_IDLE;
            done <= 1'b1;
          end
        end
        default: ph <= R_IDLE;
      endcase
    end
  end
endmodule
