// Testbench of mcts_draw_buffer (SPEC-v3 §4a). +cases=FILE holds scans: a line
// "rows random shape row offset" (the draw and what it must give), then `rows` lines
// "count weight shape row" in scan order. Per scan: clear, enter the rows a clock each, start the
// draw, count the clocks to done. Prints "CLOCKS draw K" (the most taken), then PASS/FAIL draw.
`timescale 1ns / 1ps
module mcts_draw_buffer_tb;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg        rst = 1'b1;
  reg        clear = 1'b0;
  reg        enter = 1'b0;
  reg [3:0]  row_count = 4'd0;
  reg [17:0] row_weight = 18'd0;
  reg [6:0]  shape = 7'd0;
  reg [3:0]  row = 4'd0;
  reg        start = 1'b0;
  reg [31:0] random = 32'd0;
  wire [23:0] total;
  wire [10:0] entries;
  wire        done;
  wire [6:0]  draw_shape;
  wire [3:0]  draw_row;
  wire [23:0] draw_offset;

  mcts_draw_buffer dut (
    .clk(clk), .rst(rst), .clear(clear), .enter(enter), .row_count(row_count), .row_weight(row_weight),
    .shape(shape), .row(row), .total(total), .entries(entries), .start(start), .random(random),
    .done(done), .draw_shape(draw_shape), .draw_row(draw_row), .draw_offset(draw_offset)
  );

  integer fd, got, rows, i, n, bad, edges, clocks;
  integer c, w, s, r, want_shape, want_row, want_offset;
  reg [1023:0] path;

  initial begin
    n = 0; bad = 0; clocks = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL draw no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%d %d %d %d %d\n", rows, random, want_shape, want_row, want_offset);
    while (got == 5) begin
      clear = 1'b1;
      @(negedge clk) clear = 1'b0;
      for (i = 0; i < rows; i = i + 1) begin
        got = $fscanf(fd, "%d %d %d %d\n", c, w, s, r);
        enter = 1'b1; row_count = c; row_weight = w; shape = s; row = r;
        @(negedge clk);
      end
      enter = 1'b0;
      start = 1'b1;
      edges = 0;
      @(posedge clk) edges = 1;
      @(negedge clk) start = 1'b0;
      while (!done) begin
        @(posedge clk) edges = edges + 1;
        #1;
      end
      @(negedge clk);
      if (edges > clocks) clocks = edges;
      n = n + 1;
      if (draw_shape !== want_shape || draw_row !== want_row || draw_offset !== want_offset) begin
        bad = bad + 1;
        if (bad <= 5) $display("MISMATCH draw case %0d: got %0d %0d %0d want %0d %0d %0d (random %0d total %0d entries %0d)", n, draw_shape, draw_row, draw_offset, want_shape, want_row, want_offset, random, total, entries);
      end
      got = $fscanf(fd, "%d %d %d %d %d\n", rows, random, want_shape, want_row, want_offset);
    end
    $display("CLOCKS draw %0d", clocks);
    if (bad == 0 && n > 0) $display("PASS draw %0d", n);
    else $display("FAIL draw %0d of %0d", bad, n);
    $finish;
  end
endmodule
