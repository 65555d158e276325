// Testbench of mcts_lgr (SPEC-v3 §5f). +cases=FILE holds commands, a line each:
// "op side last second reply won want2 want1", op 0 read (want2/want1: the entries it must give),
// 1 update, 2 clear. Each command is held for one clock, then the bench waits while busy and
// counts the clocks from the command's to the next it could issue. Prints "CLOCKS read|update|clear
// K" (the most taken), then PASS/FAIL lgr.
`timescale 1ns / 1ps
module mcts_lgr_tb;
  parameter BITS = 4;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg        rst = 1'b1;
  reg        read = 1'b0, update = 1'b0, clear = 1'b0;
  reg        side = 1'b0, won = 1'b0;
  reg [13:0] last = 14'd0, second = 14'd0, reply = 14'd0;
  wire [13:0] r1, r2;
  wire        busy;

  mcts_lgr #(.BITS(BITS)) dut (
    .clk(clk), .rst(rst), .read(read), .update(update), .clear(clear), .side(side), .last(last),
    .second(second), .reply(reply), .won(won), .r1(r1), .r2(r2), .busy(busy)
  );

  integer fd, got, n, bad, clocks, op, sd, l, s, r, w, want2, want1;
  integer most [0:2];
  reg [1023:0] path;

  initial begin
    n = 0; bad = 0; most[0] = 0; most[1] = 0; most[2] = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL lgr no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%d %d %d %d %d %d %d %d\n", op, sd, l, s, r, w, want2, want1);
    while (got == 8) begin
      side = sd; last = l; second = s; reply = r; won = w;
      read = op == 0; update = op == 1; clear = op == 2;
      @(negedge clk);
      read = 1'b0; update = 1'b0; clear = 1'b0;
      clocks = 1;
      while (busy) begin
        @(negedge clk);
        clocks = clocks + 1;
      end
      if (clocks > most[op]) most[op] = clocks;
      n = n + 1;
      if (op == 0 && (r2 !== want2 || r1 !== want1)) begin
        bad = bad + 1;
        if (bad <= 5) $display("MISMATCH lgr command %0d: read side %0d after %0d, %0d: got %0d %0d want %0d %0d", n, sd, l, s, r2, r1, want2, want1);
      end
      got = $fscanf(fd, "%d %d %d %d %d %d %d %d\n", op, sd, l, s, r, w, want2, want1);
    end
    $display("CLOCKS read %0d", most[0]);
    $display("CLOCKS update %0d", most[1]);
    $display("CLOCKS clear %0d", most[2]);
    if (bad == 0 && n > 0) $display("PASS lgr %0d", n);
    else $display("FAIL lgr %0d of %0d", bad, n);
    $finish;
  end
endmodule
