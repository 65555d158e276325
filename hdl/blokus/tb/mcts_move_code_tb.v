// Testbench of mcts_move_code (SPEC-v3 §8). +cases=FILE holds one placement a line,
// "shape row col id", in id order. Each line's (shape, row, col) must give its id on the forward
// path; its id, fed to the way back one a clock, must give its (shape, row, col) LATENCY clocks
// later. Prints "LATENCY K", then PASS/FAIL move_code.
`timescale 1ns / 1ps
module mcts_move_code_tb;
  localparam integer LATENCY = 2;
  localparam integer MAXN = 16384;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg  [6:0]  f_shape = 7'd0;
  reg  [3:0]  f_row = 4'd0, f_col = 4'd0;
  wire [13:0] f_id;
  reg  [13:0] b_id = 14'd0;
  wire [6:0]  b_shape;
  wire [3:0]  b_row, b_col;

  mcts_move_code dut (
    .clk(clk), .f_shape(f_shape), .f_row(f_row), .f_col(f_col), .f_id(f_id), .b_id(b_id),
    .b_shape(b_shape), .b_row(b_row), .b_col(b_col)
  );

  integer fd, got, n, bad, i, s, r, c, d;
  reg [6:0]  shapes [0:MAXN-1];
  reg [3:0]  rows [0:MAXN-1];
  reg [3:0]  cols [0:MAXN-1];
  reg [13:0] ids [0:MAXN-1];
  reg [1023:0] path;

  initial begin
    n = 0; bad = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL move_code no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    got = $fscanf(fd, "%d %d %d %d\n", s, r, c, d);
    while (got == 4 && n < MAXN) begin
      shapes[n] = s; rows[n] = r; cols[n] = c; ids[n] = d;
      n = n + 1;
      got = $fscanf(fd, "%d %d %d %d\n", s, r, c, d);
    end
    // Forward, combinational.
    for (i = 0; i < n; i = i + 1) begin
      f_shape = shapes[i]; f_row = rows[i]; f_col = cols[i];
      #1;
      if (f_id !== ids[i]) begin
        bad = bad + 1;
        if (bad <= 5) $display("MISMATCH move_code forward %0d %0d %0d: got %0d want %0d", shapes[i], rows[i], cols[i], f_id, ids[i]);
      end
    end
    // Back, one id a clock; id i's answer is read LATENCY clocks after it went in.
    @(negedge clk);
    for (i = 0; i < n + LATENCY; i = i + 1) begin
      if (i < n) b_id = ids[i];
      @(negedge clk);
      if (i >= LATENCY - 1 && i - (LATENCY - 1) < n) begin
        d = i - (LATENCY - 1);
        if (b_shape !== shapes[d] || b_row !== rows[d] || b_col !== cols[d]) begin
          bad = bad + 1;
          if (bad <= 5) $display("MISMATCH move_code back %0d: got %0d %0d %0d want %0d %0d %0d", ids[d], b_shape, b_row, b_col, shapes[d], rows[d], cols[d]);
        end
      end
    end
    $display("LATENCY %0d", LATENCY);
    if (bad == 0 && n > 0) $display("PASS move_code %0d", n);
    else $display("FAIL move_code %0d of %0d", bad, n);
    $finish;
  end
endmodule
