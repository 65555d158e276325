// SPEC-v3 §5 step 1: the tree port's descent. From the root, at each expanded node, the child with
// the largest selection score (the first of equals, in block order), until a child that is not
// expanded. Bit-exact with selectChild in core/engines/blokus-mcts/select.ts, in the port clocks
// the emulator charges: S_LEVEL (1) + S_CHILD (1) a child, a level at a time.
//
// Node word (as mcts_prune's): {first, kids-1, visits, move[14], mover, count[20], value[24],
// prior[12]}; first == 0 means not expanded (node 0 is the root and nobody's child).
//
// The root's word comes in with `start`: the tree port keeps it in registers (every write to node
// 0 goes there too), so the root's level needs no read of its own.
// The clock edge that takes start is edge 0. A level is then:
//   S_LEVEL, one clock: read the first child; the exploration factor F of the node's visits
//     (mcts_exploration) into a register.
//   S_CHILD, a clock a child: the child read the clock before arrives; its score v + P*F*2^10/n
//     (mcts_select_score) is compared with the best so far (strictly greater wins) while the
//     next child is read.
// The edge after the last child's clock raises `step` with the chosen child (its address and
// word: the engine applies its move and keeps the path) and, when that child is not expanded,
// `done`. So `done` rises at edge SUM(1 + children) over the levels descended: the port clocks
// of §5's table. A root that is not expanded raises `done` at edge 0 with no step.
// The limit (SPEC-v3 §5b, v3.8): `budget`, taken with start, is the clocks the port has left
// before the unit's limit. A level's clocks are known as it is about to start (1 + the node's
// children), and a level that would end past the budget is not started: `done` rises with `stopped`
// at the edge that would have entered it (edge 0 for the root's), after the step that chose its
// node, so a descent stopped short has spent exactly the clocks of the levels it ran.
// The score is formed in the clock its word arrives in (two multiplies, the reciprocal ROM, an
// add and a compare after an M9K read): whether that closes at 50 MHz is for Quartus to say; a
// register after the score would make S_LEVEL two clocks, and §5's table would say so.
// The virtual loss (SPEC-v3 §5b, v3.8): a node's is written in the clock after it becomes the
// descent's node (the root at start, a child at its level's last edge), which is its own level's
// S_LEVEL clock, or for the leaf the clock after `done`. `wr` is high that clock with the node's
// word as it was read plus a visit (saturating) and a value count of result 0 (mcts_move_towards,
// r = 0). A node whose level the limit stops is not written. The port writes it on the node RAM's
// second port, which the descent never uses, and into its root registers for node 0. The
// expansion test (visits, depth, another engine's busy leaf) and the path's store are the port
// sequencer's and the engine's. A game's length bounds the depth (42
// placements and the passes between them: under 128 plies), so the descent has no limit of its own.
module mcts_select #(
  parameter AW = 15,
  parameter KW = 7,
  parameter VW = 16,
  parameter DW = 7,
  parameter CW = 32
) (
  input  wire            clk,
  input  wire            rst,
  input  wire            start,
  input  wire [AW+KW+VW+70:0] root_word,
  input  wire [CW-1:0]   budget,
  output wire [AW-1:0]   rd_addr,
  input  wire [AW+KW+VW+70:0] rd_word,
  output wire            busy,
  output reg             step,
  output reg  [AW-1:0]   step_node,
  output reg  [AW+KW+VW+70:0] step_word,
  output reg             done,
  output reg             stopped,
  output reg  [DW-1:0]   depth,
  output wire            wr,
  output wire [AW-1:0]   wr_addr,
  output wire [AW+KW+VW+70:0] wr_word
);
  localparam NW = AW + KW + VW + 71;
  localparam [1:0] S_IDLE = 2'd0, S_LEVEL = 2'd1, S_CHILD = 2'd2;

  reg [1:0]    state;
  reg [AW-1:0] cur_first;
  reg [KW-1:0] cur_last;
  reg [VW-1:0] cur_visits;
  reg [KW-1:0] k;
  reg [14:0]   factor;
  // Clocks of the levels started, and the budget they may reach.
  reg [CW-1:0] used;
  reg [CW-1:0] limit;

  reg signed [51:0] best_score;
  reg [AW-1:0]      best_node;
  reg [NW-1:0]      best_word;

  // The word arriving in S_CHILD is child k's.
  wire [19:0]   w_count  = rd_word[55:36];
  wire signed [23:0] w_value = rd_word[35:12];
  wire [11:0]   w_prior  = rd_word[11:0];

  wire [14:0] level_factor;
  mcts_exploration explore (
    .visits(cur_visits),
    .factor(level_factor)
  );

  wire signed [51:0] score;
  mcts_select_score #(.FW(15)) scorer (
    .value(w_value),
    .prior(w_prior),
    .factor(factor),
    .count(w_count),
    .score(score)
  );

  wire [AW-1:0] root_first  = root_word[NW-1 -: AW];
  wire [KW-1:0] root_kids   = root_word[KW+VW+70 -: KW];
  wire [VW-1:0] root_visits = root_word[VW+70 -: VW];

  // The loss to write: the node that became the descent's at the last edge, and its word as read.
  reg           loss_due;
  reg [AW-1:0]  loss_node;
  reg [NW-1:0]  loss_src;
  wire [VW-1:0] l_visits = loss_src[VW+70 -: VW];
  wire [20:0]   l_sum    = {1'b0, loss_src[55:36]} + 21'd16;
  wire [19:0]   l_after  = l_sum[20] ? 20'hFFFFF : l_sum[19:0];
  wire signed [23:0] l_value;
  mcts_move_towards lose (
    .value(loss_src[35:12]),
    .r(24'sd0),
    .w(5'd16),
    .count(l_after),
    .out(l_value)
  );
  assign wr      = loss_due;
  assign wr_addr = loss_node;
  assign wr_word = {loss_src[NW-1 -: AW+KW],
                    l_visits == {VW{1'b1}} ? l_visits : l_visits + {{(VW - 1) {1'b0}}, 1'b1},
                    loss_src[70:56], l_after, l_value, loss_src[11:0]};

  wire [AW-1:0] here = cur_first + {{(AW - KW) {1'b0}}, k};
  wire          take = k == {KW{1'b0}} || score > best_score;
  // The level's choice, this clock's child included.
  wire [AW-1:0] pick_node = take ? here : best_node;
  wire [NW-1:0] pick_word = take ? rd_word : best_word;
  wire          last = k == cur_last;
  // The next level's clocks against the budget: the root's at start, the chosen child's at its level's last edge.
  wire [CW:0]   root_end = {{(CW + 1 - KW) {1'b0}}, root_kids} + 2;
  wire [CW:0]   next_end = {1'b0, used} + {{(CW + 1 - KW) {1'b0}}, pick_word[KW+VW+70 -: KW]} + 2;
  wire          root_over = root_end > {1'b0, budget};
  wire          next_over = next_end > {1'b0, limit};

  assign rd_addr = state == S_CHILD ? here + {{(AW - 1) {1'b0}}, 1'b1} : cur_first;
  assign busy    = state != S_IDLE;

  always @(posedge clk) begin
    step     <= 1'b0;
    done     <= 1'b0;
    stopped  <= 1'b0;
    loss_due <= 1'b0;
    if (rst) begin
      state <= S_IDLE;
      depth <= {DW{1'b0}};
    end else begin
      case (state)
        S_IDLE:
          if (start) begin
            depth      <= {DW{1'b0}};
            cur_first  <= root_first;
            cur_last   <= root_kids;
            cur_visits <= root_visits;
            limit      <= budget;
            used       <= root_end[CW-1:0];
            loss_node  <= {AW{1'b0}};
            loss_src   <= root_word;
            loss_due   <= root_first == {AW{1'b0}} || !root_over;
            if (root_first == {AW{1'b0}}) done <= 1'b1;
            else if (root_over) begin
              done    <= 1'b1;
              stopped <= 1'b1;
            end else state <= S_LEVEL;
          end
        S_LEVEL: begin
          factor <= level_factor;
          k      <= {KW{1'b0}};
          state  <= S_CHILD;
        end
        S_CHILD: begin
          if (take) best_score <= score;
          best_node <= pick_node;
          best_word <= pick_word;
          k         <= k + {{(KW - 1) {1'b0}}, 1'b1};
          if (last) begin
            step      <= 1'b1;
            step_node <= pick_node;
            step_word <= pick_word;
            depth     <= depth + {{(DW - 1) {1'b0}}, 1'b1};
            cur_first  <= pick_word[NW-1 -: AW];
            cur_last   <= pick_word[KW+VW+70 -: KW];
            cur_visits <= pick_word[VW+70 -: VW];
            loss_node  <= pick_node;
            loss_src   <= pick_word;
            loss_due   <= pick_word[NW-1 -: AW] == {AW{1'b0}} || !next_over;
            if (pick_word[NW-1 -: AW] == {AW{1'b0}}) begin
              done  <= 1'b1;
              state <= S_IDLE;
            end else if (next_over) begin
              done    <= 1'b1;
              stopped <= 1'b1;
              state <= S_IDLE;
            end else begin
              used  <= next_end[CW-1:0];
              state <= S_LEVEL;
            end
          end
        end
        default: state <= S_IDLE;
      endcase
    end
  end
endmodule
