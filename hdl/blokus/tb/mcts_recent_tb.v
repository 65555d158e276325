// Testbench of mcts_recent (SPEC-v3 §4). +cases=FILE holds lines "R" (clear), "P cells" (push a
// move's cells, hex) and "C forb_op recent" (the planes in hex: with that forbidden plane the output
// must be that recent plane). Prints PASS/FAIL recent.
`timescale 1ns / 1ps
module mcts_recent_tb;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg          rst = 1'b1;
  reg          clear = 1'b0;
  reg          push = 1'b0;
  reg  [195:0] cells = 196'd0;
  reg  [195:0] forb_op = 196'd0;
  reg  [195:0] want;
  wire [195:0] recent;

  mcts_recent dut (.clk(clk), .rst(rst), .clear(clear), .push(push), .cells(cells), .forb_op(forb_op), .recent(recent));

  integer fd, got, n, bad;
  reg [7:0] op;
  reg [1023:0] path;

  initial begin
    n = 0; bad = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL recent no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%c ", op);
    while (got == 1) begin
      if (op == "R") begin
        clear = 1'b1;
        @(negedge clk) clear = 1'b0;
      end else if (op == "P") begin
        got = $fscanf(fd, "%h\n", cells);
        push = 1'b1;
        @(negedge clk) push = 1'b0;
      end else begin
        got = $fscanf(fd, "%h %h\n", forb_op, want);
        #1;
        n = n + 1;
        if (recent !== want) begin
          bad = bad + 1;
          if (bad <= 5) $display("MISMATCH recent check %0d: got %h want %h", n, recent, want);
        end
      end
      got = $fscanf(fd, "%c ", op);
    end
    if (bad == 0 && n > 0) $display("PASS recent %0d", n);
    else $display("FAIL recent %0d of %0d", bad, n);
    $finish;
  end
endmodule
