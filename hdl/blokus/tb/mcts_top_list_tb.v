// Testbench of mcts_top_list (SPEC-v3 §5 step 2), K = 128. +cases=FILE holds scans: a line "n",
// then n lines "move score gap" in scan order (gap: idle clocks before the insert). Per scan: clear,
// insert each move, then print "LIST k count" and the held entries best first as "E move score".
`timescale 1ns / 1ps
module mcts_top_list_tb;
  localparam K = 128, IW = 7, MW = 14, SW = 16;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg                 clear = 1'b0;
  reg                 ins = 1'b0;
  reg  [MW-1:0]       ins_move = {MW{1'b0}};
  reg  signed [SW-1:0] ins_score = {SW{1'b0}};
  reg  [IW-1:0]       rd_idx = {IW{1'b0}};
  wire [MW-1:0]       rd_move;
  wire signed [SW-1:0] rd_score;
  wire [IW:0]         count;

  mcts_top_list #(.K(K), .IW(IW), .MW(MW), .SW(SW)) dut (
    .clk(clk), .clear(clear), .ins(ins), .ins_move(ins_move), .ins_score(ins_score),
    .rd_idx(rd_idx), .rd_move(rd_move), .rd_score(rd_score), .count(count)
  );

  integer fd, got, k, i, j, n, mv, sc, gap;
  reg [1023:0] path;

  initial begin
    k = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL top_list no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    got = $fscanf(fd, "%d\n", n);
    while (got == 1) begin
      @(negedge clk) clear = 1'b1;
      @(negedge clk) clear = 1'b0;
      for (i = 0; i < n; i = i + 1) begin
        got = $fscanf(fd, "%d %d %d\n", mv, sc, gap);
        for (j = 0; j < gap; j = j + 1) @(negedge clk);
        ins = 1'b1; ins_move = mv[MW-1:0]; ins_score = sc[SW-1:0];
        @(negedge clk) ins = 1'b0;
      end
      $display("LIST %0d %0d", k, count);
      for (i = 0; i < count; i = i + 1) begin
        rd_idx = i[IW-1:0];
        #1 $display("E %0d %0d", rd_move, rd_score);
      end
      k = k + 1;
      got = $fscanf(fd, "%d\n", n);
    end
    $display("PASS top_list %0d", k);
    $finish;
  end
endmodule
