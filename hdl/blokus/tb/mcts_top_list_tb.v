// Testbench of mcts_top_list (SPEC-v3 §5 step 2), K = 32. +cases=FILE holds scans: a line
// "n passes", then n lines "move score gap" in scan order (gap: idle clocks before the insert). Per
// scan, `passes` times over the same moves: clear (next_pass from the second pass on: the list
// keeps its last entry as the floor), insert each move, then print the held entries best first as
// "E move score"; "LIST k" before the first pass's entries, "HELD k n" after the last.
`timescale 1ns / 1ps
module mcts_top_list_tb;
  localparam K = 32, IW = 5, MW = 14, SW = 16;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg                  clear = 1'b0;
  reg                  ins = 1'b0;
  reg  [MW-1:0]        ins_move = {MW{1'b0}};
  reg  signed [SW-1:0] ins_score = {SW{1'b0}};
  reg                  next_pass = 1'b0;
  reg  [IW-1:0]        rd_idx = {IW{1'b0}};
  wire [MW-1:0]        rd_move;
  wire signed [SW-1:0] rd_score;
  wire [IW:0]          count;

  mcts_top_list #(.K(K), .IW(IW), .MW(MW), .SW(SW)) dut (
    .clk(clk), .clear(clear), .ins(ins), .ins_move(ins_move), .ins_score(ins_score),
    .next_pass(next_pass),
    .rd_idx(rd_idx), .rd_move(rd_move), .rd_score(rd_score), .count(count)
  );

  integer fd, got, k, i, j, n, passes, p, held, mv, sc, gap;
  integer mvs [0:1023];
  integer scs [0:1023];
  integer gaps [0:1023];
  reg [1023:0] path;

  initial begin
    k = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL top_list no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    got = $fscanf(fd, "%d %d\n", n, passes);
    while (got == 2) begin
      for (i = 0; i < n; i = i + 1) begin
        got = $fscanf(fd, "%d %d %d\n", mv, sc, gap);
        mvs[i] = mv; scs[i] = sc; gaps[i] = gap;
      end
      held = 0;
      for (p = 0; p < passes; p = p + 1) begin
        if (p == 0) begin
          @(negedge clk) clear = 1'b1;
          @(negedge clk) clear = 1'b0;
        end else begin
          @(negedge clk) next_pass = 1'b1;
          @(negedge clk) next_pass = 1'b0;
        end
        for (i = 0; i < n; i = i + 1) begin
          for (j = 0; j < gaps[i]; j = j + 1) @(negedge clk);
          ins = 1'b1; ins_move = mvs[i][MW-1:0]; ins_score = scs[i][SW-1:0];
          @(negedge clk) ins = 1'b0;
        end
        if (p == 0) $display("LIST %0d", k);
        for (i = 0; i < count; i = i + 1) begin
          rd_idx = i[IW-1:0];
          #1 $display("E %0d %0d", rd_move, rd_score);
        end
        held = held + count;
      end
      $display("HELD %0d %0d", k, held);
      k = k + 1;
      got = $fscanf(fd, "%d %d\n", n, passes);
    end
    $display("PASS top_list %0d", k);
    $finish;
  end
endmodule
