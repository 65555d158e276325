// Testbench of mcts_prune (SPEC-v3 §5d/§5e), NODES = 1024. +cases=FILE holds trees: a line
// "used root min", then `used` lines "first kids-1 visits move mover count value prior" for nodes
// 0 .. used-1 (first 0: unexpanded). Per tree: load the node RAM (the nodes past `used` keep the
// last tree's, as a pool would), start, count the clock edges to done (the one that took start
// first), then print "TREE k kept clocks" and the compacted nodes 0 .. kept-1 as "N" lines in the
// input's field order. PASS/FAIL prune says only whether every tree finished with busy low.
`timescale 1ns / 1ps
module mcts_prune_tb;
  localparam NODES = 1024, AW = 10, KW = 7, VW = 16, PW = 71;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg           rst = 1'b1;
  reg           start = 1'b0;
  reg  [AW-1:0] root = {AW{1'b0}};
  reg  [AW:0]   used = {(AW+1){1'b0}};
  reg  [VW:0]   min_visits = {(VW+1){1'b0}};
  wire          busy;
  wire          done;
  wire [AW:0]   kept;

  mcts_prune #(.NODES(NODES), .AW(AW), .KW(KW), .PW(PW), .VW(VW)) dut (
    .clk(clk), .rst(rst), .start(start), .root(root), .used(used), .min_visits(min_visits),
    .busy(busy), .done(done), .kept(kept)
  );

  integer fd, got, k, i, bad, edges, u, r, m;
  integer first, kidsm1, visits, mv, mover, cnt, value, prior;
  reg [AW+KW+VW+PW-1:0] w;
  reg [1023:0] path;

  initial begin
    k = 0; bad = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL prune no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%d %d %d\n", u, r, m);
    while (got == 3) begin
      for (i = 0; i < u; i = i + 1) begin
        got = $fscanf(fd, "%d %d %d %d %d %d %d %d\n", first, kidsm1, visits, mv, mover, cnt, value, prior);
        dut.nmem[i] = {first[AW-1:0], kidsm1[KW-1:0], visits[VW-1:0], mv[13:0], mover[0], cnt[19:0], value[23:0], prior[11:0]};
      end
      used = u; root = r; min_visits = m;
      start = 1'b1;
      edges = 0;
      @(posedge clk) edges = 1;
      @(negedge clk) start = 1'b0;
      while (!done) begin
        @(posedge clk) edges = edges + 1;
        #1;
      end
      @(negedge clk);
      if (busy) bad = bad + 1;
      $display("TREE %0d %0d %0d", k, kept, edges);
      for (i = 0; i < kept; i = i + 1) begin
        w = dut.nmem[i];
        $display("N %0d %0d %0d %0d %0d %0d %0d %0d", w[AW+KW+VW+PW-1 -: AW], w[KW+VW+PW-1 -: KW], w[VW+PW-1 -: VW],
          w[70:57], w[56], w[55:36], w[35:12], w[11:0]);
      end
      k = k + 1;
      got = $fscanf(fd, "%d %d %d\n", u, r, m);
    end
    if (bad == 0 && k > 0) $display("PASS prune %0d", k);
    else $display("FAIL prune %0d busy of %0d", bad, k);
    $finish;
  end
endmodule
