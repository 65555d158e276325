// Testbench of mcts_move_reads on mcts_prior_tables (SPEC-v3 §3, §5 X_MOVE). +cases=FILE holds
// lines "L" and seven planes in hex (forb_me occ_me att_me occ_op forb_op att_op recent): load the
// tables; and "M shape row col": a move, started in the clock after the last move's `last` (back
// to back), printed as "S score clocks" in its `last` clock, clocks counted from its start clock.
`timescale 1ns / 1ps
module mcts_move_reads_tb;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg          rst = 1'b1;
  reg          load = 1'b0;
  wire         tables_busy;
  reg  [195:0] forb_me, occ_me, att_me, occ_op, forb_op, att_op, recent;
  wire [7:0]   cell_a, cell_b;
  wire [1:0]   role_a, role_b;
  wire signed [8:0] weight_a, weight_b;
  wire         recent_a, recent_b;
  reg          start = 1'b0;
  reg  [6:0]   shape = 7'd0;
  reg  [3:0]   row = 4'd0, col = 4'd0;
  wire         busy, last;
  wire signed [15:0] score;

  mcts_prior_tables tables (
    .clk(clk), .rst(rst), .load(load), .busy(tables_busy), .forb_me(forb_me), .occ_me(occ_me), .att_me(att_me),
    .occ_op(occ_op), .forb_op(forb_op), .att_op(att_op), .recent(recent),
    .cell_a(cell_a), .role_a(role_a), .weight_a(weight_a), .recent_a(recent_a),
    .cell_b(cell_b), .role_b(role_b), .weight_b(weight_b), .recent_b(recent_b)
  );
  mcts_move_reads dut (
    .clk(clk), .rst(rst), .start(start), .shape(shape), .row(row), .col(col), .busy(busy),
    .cell_a(cell_a), .role_a(role_a), .weight_a(weight_a), .recent_a(recent_a),
    .cell_b(cell_b), .role_b(role_b), .weight_b(weight_b), .recent_b(recent_b),
    .last(last), .score(score)
  );

  integer fd, got, clocks, load_clocks, s, r, c;
  reg [7:0] op;
  reg [1023:0] path;
`include "mcts_tables_load.vh"

  initial begin
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL move_reads no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%c ", op);
    while (got == 1) begin
      if (op == "L") begin
        load_tables;
      end else begin
        got = $fscanf(fd, "%d %d %d\n", s, r, c);
        shape = s; row = r; col = c;
        start = 1'b1;
        clocks = 1;
        @(negedge clk) start = 1'b0;
        shape = 7'bx; row = 4'bx; col = 4'bx;
        clocks = clocks + 1;
        #1 while (!last && clocks < 40) begin
          @(negedge clk) clocks = clocks + 1;
          #1;
        end
        $display("S %0d %0d", score, clocks);
        @(negedge clk);
      end
      got = $fscanf(fd, "%c ", op);
    end
    $display("DONE");
    $finish;
  end
endmodule
