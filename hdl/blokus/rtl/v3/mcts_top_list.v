// SPEC-v3 §5 step 2 and §6 "Top list": an expansion's moves, best prior score first, as the scan
// finds them. The last X_MOVE clock of a move inserts it (`ins`), one a clock at most: it goes
// behind every entry whose score is at least its own, so among equal scores the earlier in scan
// order stays ahead, and the entries behind it move down one (the last falls off a full list).
// After the scan the list holds the K best in orderByScore's order (core/engines/blokus-mcts/
// rank.ts), and the kept children are its head: X_SUM reads them by index (`rd_idx`,
// combinational). `clear` empties it for the next expansion (one clock, with X_TABLES).
//
// Every entry compares its score with the new one in the same clock (K signed compares); the
// compares form a prefix of ones in a sorted list, so an entry's next value is itself, the new
// move, or its upper neighbour's. `count` is the entries held (at most K).
//
// A root wider than the list (rootWidth > width, v3.9) is ranked in passes over the same scan:
// `next_pass` (X_PASS, one clock) empties the list and keeps its last entry as the floor, and the
// pass takes only the moves that orderByScore puts behind the floor: a lower score, or the same
// score and a later move in scan order, which is a higher move code (a code is its placement's
// rank in the scan). So pass p
// holds entries (p-1)K to pK-1 of the whole order, and K entries serve any root width: X_SUM
// copies each pass's entries to the root's child buffer (an M9K, SPEC-v3 §6) as it sums them.
module mcts_top_list #(
  parameter K = 32,
  parameter IW = 5,
  parameter MW = 14,
  parameter SW = 16
) (
  input  wire                 clk,
  input  wire                 clear,
  input  wire                 ins,
  input  wire [MW-1:0]        ins_move,
  input  wire signed [SW-1:0] ins_score,
  input  wire                 next_pass,
  input  wire [IW-1:0]        rd_idx,
  output wire [MW-1:0]        rd_move,
  output wire signed [SW-1:0] rd_score,
  output reg  [IW:0]          count
);
  reg [MW-1:0]        move  [0:K-1];
  reg signed [SW-1:0] score [0:K-1];
  reg [K-1:0]         valid;
  reg                 floor_en;
  reg [MW-1:0]        floor_move;
  reg signed [SW-1:0] floor_score;

  // The move is behind the floor, so this pass may take it.
  wire behind = !floor_en || ins_score < floor_score || (ins_score == floor_score && ins_move > floor_move);
  wire take = ins && behind;

  // ahead[i]: entry i stays ahead of the new move (it holds one, and its score is at least the new one's).
  wire [K-1:0] ahead;
  genvar i;
  generate
    for (i = 0; i < K; i = i + 1) begin : entry
      assign ahead[i] = valid[i] && score[i] >= ins_score;
      if (i == 0) begin : head
        always @(posedge clk)
          if (take && !ahead[0]) begin
            move[0]  <= ins_move;
            score[0] <= ins_score;
          end
      end else begin : rest
        always @(posedge clk)
          if (take && !ahead[i]) begin
            // The first entry not ahead takes the new move; those behind it take their upper neighbour's.
            move[i]  <= ahead[i-1] ? ins_move  : move[i-1];
            score[i] <= ahead[i-1] ? ins_score : score[i-1];
          end
      end
    end
  endgenerate

  always @(posedge clk) begin
    if (clear || next_pass) begin
      valid <= {K{1'b0}};
      count <= {(IW + 1) {1'b0}};
      floor_en <= next_pass;
      if (next_pass) begin
        floor_move  <= move[K-1];
        floor_score <= score[K-1];
      end
    end else if (take) begin
      // One more entry is held, up to K: the prefix of valid bits grows by one.
      valid <= {valid[K-2:0], 1'b1};
      if (count != K[IW:0]) count <= count + {{IW{1'b0}}, 1'b1};
    end
  end

  assign rd_move  = move[rd_idx];
  assign rd_score = score[rd_idx];
endmodule
