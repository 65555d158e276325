// Testbench of mcts_prior_tables (SPEC-v3 §3). +cases=FILE holds lines "L" and seven planes in hex
// (forb_me occ_me att_me occ_op forb_op att_op recent): load them, counting the clocks busy is
// high; and "Q cell_a role_a cell_b role_b": print "W weight_a recent_a weight_b recent_b". Prints
// "CLOCKS load K" (the most taken) at the end.
`timescale 1ns / 1ps
module mcts_prior_tables_tb;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg          rst = 1'b1;
  reg          load = 1'b0;
  wire         tables_busy;
  reg  [195:0] forb_me, occ_me, att_me, occ_op, forb_op, att_op, recent;
  reg  [7:0]   cell_a = 8'd0, cell_b = 8'd0;
  reg  [1:0]   role_a = 2'd0, role_b = 2'd0;
  wire signed [8:0] weight_a, weight_b;
  wire         recent_a, recent_b;

  mcts_prior_tables dut (
    .clk(clk), .rst(rst), .load(load), .busy(tables_busy), .forb_me(forb_me), .occ_me(occ_me), .att_me(att_me),
    .occ_op(occ_op), .forb_op(forb_op), .att_op(att_op), .recent(recent),
    .cell_a(cell_a), .role_a(role_a), .weight_a(weight_a), .recent_a(recent_a),
    .cell_b(cell_b), .role_b(role_b), .weight_b(weight_b), .recent_b(recent_b)
  );

  integer fd, got, load_clocks, most;
  integer ca, ra, cb, rb;
  reg [7:0] op;
  reg [1023:0] path;
`include "mcts_tables_load.vh"

  initial begin
    most = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL tables no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%c ", op);
    while (got == 1) begin
      if (op == "L") begin
        load_tables;
        if (load_clocks > most) most = load_clocks;
      end else begin
        got = $fscanf(fd, "%d %d %d %d\n", ca, ra, cb, rb);
        cell_a = ca; role_a = ra; cell_b = cb; role_b = rb;
        #1 $display("W %0d %0d %0d %0d", weight_a, recent_a, weight_b, recent_b);
        @(negedge clk);
      end
      got = $fscanf(fd, "%c ", op);
    end
    $display("CLOCKS load %0d", most);
    $finish;
  end
endmodule
