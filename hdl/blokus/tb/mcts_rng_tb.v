// Testbench of mcts_rng (SPEC-v3 §6). +cases=FILE holds runs: a line "seed n", then n lines "gap":
// the idle clocks after the last load or take before the next take. Per take: when the number is not
// yet valid at its planned clock, count a wait and wait for it; then print "R value". At the end,
// "WAITS w" and PASS/FAIL rng (FAIL only when a run could not be read).
`timescale 1ns / 1ps
module mcts_rng_tb;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg         load = 1'b0;
  reg  [31:0] seed = 32'd0;
  reg         take = 1'b0;
  wire [31:0] value;
  wire        valid;

  mcts_rng dut (.clk(clk), .load(load), .seed(seed), .take(take), .value(value), .valid(valid));

  integer fd, got, i, j, n, gap, waits, runs;
  reg [31:0] s;
  reg [1023:0] path;

  initial begin
    waits = 0; runs = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL rng no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    got = $fscanf(fd, "%d %d\n", s, n);
    while (got == 2) begin
      @(negedge clk) begin load = 1'b1; seed = s; end
      @(negedge clk) load = 1'b0;
      for (i = 0; i < n; i = i + 1) begin
        got = $fscanf(fd, "%d\n", gap);
        // The clock after the load or the last take is gap 0.
        for (j = 0; j < gap; j = j + 1) @(negedge clk);
        if (!valid) begin
          waits = waits + 1;
          while (!valid) @(negedge clk);
        end
        $display("R %0d", value);
        take = 1'b1;
        @(negedge clk) take = 1'b0;
      end
      runs = runs + 1;
      got = $fscanf(fd, "%d %d\n", s, n);
    end
    $display("WAITS %0d", waits);
    if (runs > 0) $display("PASS rng %0d", runs);
    else $display("FAIL rng no runs");
    $finish;
  end
endmodule
