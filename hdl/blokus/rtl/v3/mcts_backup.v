// SPEC-v3 §5 step 4 and §5b: the tree port's backup of a result along an engine's path, B_NODE (1
// clock) a node. Bit-exact with backUp in core/engines/blokus-mcts/backup.ts, in its clocks.
//
// Node word (as mcts_prune's): {first, kids-1, visits, move[14], mover, count[20], value[24],
// prior[12]}. Each node takes r, side 0's result `res0` when side 0 moved into it (mover 0), else
// VALUE_ONE - res0. The fresh node (index `fresh`; `depth` when none) gains a visit (saturating)
// and a value count of 16 (saturating) and its value moves towards r (mcts_move_towards, w = 16);
// every other node already holds the visit and count from its virtual loss, and its value gains
// r's share (mcts_add_share), which takes the place of the loss's 0. With a fresh node, the node
// above it is the leaf the engine expanded: its write also takes the new block (`leaf_first`,
// `leaf_kids` = children - 1), whose words the expansion's X_CHILD clocks wrote before.
//
// The engine holds the path (`path_addr` is node `path_idx` of it, read combinationally), path[0]
// being the root, whose word the port keeps in registers and gives with `start` (edge 0). Clock 0
// updates the root from that word while the node RAM reads path[1]; clock i (1 <= i < depth) takes
// path[i]'s word as it arrives, writes it back updated and reads path[i+1]. `wr` is high in the
// clock of each node's write (the port writes node 0 into its root registers too), and `done`
// rises at edge `depth`: B_NODE a node, as §5's table charges. Path nodes are distinct, so no read
// meets a write of the same node. The update is formed in the clock the word arrives in, after an
// M9K read (a multiply and the reciprocal ROM): as with the descent's score, only Quartus can say
// whether that closes at 50 MHz.
module mcts_backup #(
  parameter AW = 15,
  parameter KW = 7,
  parameter VW = 16,
  parameter DW = 7
) (
  input  wire            clk,
  input  wire            rst,
  input  wire            start,
  input  wire [AW+KW+VW+70:0] root_word,
  input  wire [DW-1:0]   depth,
  input  wire [DW-1:0]   fresh,
  input  wire signed [23:0] res0,
  input  wire [AW-1:0]   leaf_first,
  input  wire [KW-1:0]   leaf_kids,
  output wire [DW-1:0]   path_idx,
  input  wire [AW-1:0]   path_addr,
  output wire [AW-1:0]   rd_addr,
  input  wire [AW+KW+VW+70:0] rd_word,
  output wire            wr,
  output wire [AW-1:0]   wr_addr,
  output wire [AW+KW+VW+70:0] wr_word,
  output wire            busy,
  output reg             done
);
  localparam NW = AW + KW + VW + 71;
  localparam signed [24:0] ONE = 25'sd4194304;

  reg          run;
  reg [DW-1:0] i;
  reg [DW-1:0] n;
  reg [DW-1:0] f;
  reg signed [23:0] res;
  reg [AW+KW-1:0] block;
  reg [NW-1:0] root;
  // The node being written: path[i], whose address was read a clock ago (the root's is 0).
  reg [AW-1:0] at;

  wire [NW-1:0] word = i == {DW{1'b0}} ? root : rd_word;
  wire          is_fresh = i == f;
  wire          is_leaf  = i + {{(DW - 1) {1'b0}}, 1'b1} == f && f != n;
  wire [AW+KW-1:0] links = is_leaf ? block : word[NW-1 -: AW+KW];
  // VALUE_ONE - res0 stays inside 24 bits for every res0 in the value range.
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [24:0] r_wide = word[56] ? ONE - {res[23], res} : {res[23], res};
  /* verilator lint_on UNUSEDSIGNAL */
  wire signed [23:0] r = r_wide[23:0];

  wire [VW-1:0] visits = word[VW+70 -: VW];
  wire [20:0]   c_sum  = {1'b0, word[55:36]} + 21'd16;
  wire [19:0]   c_new  = c_sum[20] ? 20'hFFFFF : c_sum[19:0];
  wire signed [23:0] toward, share;
  mcts_move_towards fresh_mean (
    .value(word[35:12]),
    .r(r),
    .w(5'd16),
    .count(c_new),
    .out(toward)
  );
  mcts_add_share replace_loss (
    .value(word[35:12]),
    .a(r),
    .count(word[55:36]),
    .out(share)
  );

  assign path_idx = i + {{(DW - 1) {1'b0}}, 1'b1};
  assign rd_addr  = path_addr;
  assign wr       = run;
  assign wr_addr  = at;
  assign wr_word  = is_fresh
    ? {word[NW-1 -: AW+KW], visits == {VW{1'b1}} ? visits : visits + {{(VW - 1) {1'b0}}, 1'b1},
       word[70:56], c_new, toward, word[11:0]}
    : {links, word[VW+70 -: VW+15], word[55:36], share, word[11:0]};
  assign busy     = run;

  always @(posedge clk) begin
    done <= 1'b0;
    if (rst) run <= 1'b0;
    else if (run) begin
      at <= path_addr;
      i  <= path_idx;
      if (path_idx == n) begin
        run  <= 1'b0;
        done <= 1'b1;
      end
    end else if (start) begin
      run  <= depth != {DW{1'b0}};
      done <= depth == {DW{1'b0}};
      i    <= {DW{1'b0}};
      n    <= depth;
      f    <= fresh;
      res  <= res0;
      block <= {leaf_first, leaf_kids};
      root <= root_word;
      at   <= {AW{1'b0}};
    end
  end
endmodule
