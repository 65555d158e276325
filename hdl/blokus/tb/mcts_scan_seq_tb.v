// Testbench of mcts_scan_seq (SPEC-v3 §4, §6a, §6b) at R rows a clock, with or without OVERLAP.
// +cases=FILE holds scans, a line each: "avail min_size att_rows" (decimal). Per scan: start, then
// a line "C shape r0 r1 …" per busy clock with the rows it tests (none in a shape's own clock) and
// "L" after it on the scan's last clock, then "SCAN k clocks".
`timescale 1ns / 1ps
module mcts_scan_seq_tb #(
  parameter R = 2,
  parameter OVERLAP = 0
);
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg         start = 1'b0;
  reg  [20:0] avail = 21'd0;
  reg  [2:0]  min_size = 3'd1;
  reg  [13:0] att_rows = 14'd0;
  wire        busy;
  wire [6:0]  shape;
  wire [4*R-1:0] rows;
  wire [R-1:0] row_valid;
  wire        last;

  mcts_scan_seq #(.R(R), .OVERLAP(OVERLAP)) dut (
    .clk(clk), .start(start), .avail(avail), .min_size(min_size), .att_rows(att_rows),
    .busy(busy), .shape(shape), .rows(rows), .row_valid(row_valid), .last(last)
  );

  integer fd, got, k, r, clocks, av, mn, at;
  reg [1023:0] path;
  reg [8*64-1:0] line;

  initial begin
    k = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL scan_seq no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    got = $fscanf(fd, "%d %d %d\n", av, mn, at);
    while (got == 3) begin
      @(negedge clk);
      avail = av[20:0]; min_size = mn[2:0]; att_rows = at[13:0]; start = 1'b1;
      @(negedge clk) start = 1'b0;
      clocks = 0;
      while (busy) begin
        $write("C %0d", shape);
        for (r = 0; r < R; r = r + 1) if (row_valid[r]) $write(" %0d", rows[4*r +: 4]);
        $write("\n");
        if (last) $display("L");
        clocks = clocks + 1;
        @(negedge clk);
      end
      $display("SCAN %0d %0d", k, clocks);
      k = k + 1;
      got = $fscanf(fd, "%d %d %d\n", av, mn, at);
    end
    $display("PASS scan_seq %0d", k);
    $finish;
  end
endmodule
