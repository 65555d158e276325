// Testbench of mcts_playout_row (SPEC-v3 §4, §6). +cases=FILE holds a case a line:
// "forb att rec br m weight offset legal best row_weight column", the three planes in hex (196
// bits, bit 14·row + column), the rest decimal. The module is combinational: each case is applied,
// settles for a time step, and every output must equal the line's. Prints PASS/FAIL row.
`timescale 1ns / 1ps
module mcts_playout_row_tb;
  reg  [195:0] forb, att, rec;
  reg  [3:0]   br;
  reg  [24:0]  m;
  reg  [13:0]  weight;
  reg  [17:0]  offset;
  wire [13:0]  legal;
  wire [3:0]   best;
  wire [17:0]  row_weight;
  wire [3:0]   column;

  mcts_playout_row dut (
    .forb_rows(forb), .att_rows(att), .rec_rows(rec), .anchor_row(br), .shape_rows(m), .weight(weight), .offset(offset),
    .legal(legal), .best(best), .row_weight(row_weight), .column(column)
  );

  integer fd, got, n, bad;
  integer w_legal, w_best, w_weight, w_column;
  reg [1023:0] path;

  initial begin
    n = 0; bad = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL row no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    got = $fscanf(fd, "%h %h %h %d %d %d %d %d %d %d %d\n", forb, att, rec, br, m, weight, offset, w_legal, w_best, w_weight, w_column);
    while (got == 11) begin
      #1;
      n = n + 1;
      if (legal !== w_legal || best !== w_best || row_weight !== w_weight || column !== w_column) begin
        bad = bad + 1;
        if (bad <= 5) $display("MISMATCH row case %0d: got %0d %0d %0d %0d want %0d %0d %0d %0d", n, legal, best, row_weight, column, w_legal, w_best, w_weight, w_column);
      end
      got = $fscanf(fd, "%h %h %h %d %d %d %d %d %d %d %d\n", forb, att, rec, br, m, weight, offset, w_legal, w_best, w_weight, w_column);
    end
    if (bad == 0 && n > 0) $display("PASS row %0d", n);
    else $display("FAIL row %0d of %0d", bad, n);
    $finish;
  end
endmodule
