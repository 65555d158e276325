// Testbench of mcts_backup (SPEC-v3 §5 step 4), NODES = 1024. +cases=FILE holds cases: a line
// "used depth fresh res0 leaf_first leaf_kids-1", then `used` lines "first kids-1 visits move
// mover count value prior" for nodes 0 .. used-1 (value as a signed 24-bit number), then a line of
// `depth` path addresses, the root's first. Per case: load the node RAM (read through a register,
// as an M9K) and the path, start with the root's word, print "W edge node first kids-1 visits
// count value" for each write, edge being the one that takes it (the edge that took start is edge
// 0), and "CASE k clocks" at done, clocks being the edges after start up to the one that raised
// done. PASS/FAIL backup says only whether every case raised done with busy low after it and each
// written word kept the node's move, mover and prior.
`timescale 1ns / 1ps
module mcts_backup_tb;
  localparam NODES = 1024, AW = 10, KW = 7, VW = 16, NW = AW + KW + VW + 71;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg           rst = 1'b1;
  reg           start = 1'b0;
  reg  [NW-1:0] root_word = {NW{1'b0}};
  reg  [6:0]    depth = 7'd0, fresh = 7'd0;
  reg  signed [23:0] res0 = 24'sd0;
  reg  [AW-1:0] leaf_first = {AW{1'b0}};
  reg  [KW-1:0] leaf_kids = {KW{1'b0}};
  wire [6:0]    path_idx;
  wire [AW-1:0] rd_addr, wr_addr;
  reg  [NW-1:0] rd_word;
  wire [NW-1:0] wr_word;
  wire          wr, busy, done;

  reg [NW-1:0] mem [0:NODES-1];
  reg [AW-1:0] pth [0:127];
  always @(posedge clk) rd_word <= mem[rd_addr];

  mcts_backup #(.AW(AW), .KW(KW), .VW(VW)) dut (
    .clk(clk), .rst(rst), .start(start), .root_word(root_word), .depth(depth), .fresh(fresh),
    .res0(res0), .leaf_first(leaf_first), .leaf_kids(leaf_kids), .path_idx(path_idx), .path_addr(pth[path_idx]), .rd_addr(rd_addr),
    .rd_word(rd_word), .wr(wr), .wr_addr(wr_addr), .wr_word(wr_word), .busy(busy), .done(done)
  );

  integer bad = 0, tick = 0, t0 = 0, edges;
  always @(posedge clk) tick <= tick + 1;
  // Every write at the edge that takes it; the fields the backup does not own must be the node's.
  always @(posedge clk) if (wr) begin
    $display("W %0d %0d %0d %0d %0d %0d %0d", tick - t0, wr_addr, wr_word[NW-1 -: AW], wr_word[KW+VW+70 -: KW],
             wr_word[VW+70 -: VW], wr_word[55:36], $signed(wr_word[35:12]));
    if ({wr_word[70:56], wr_word[11:0]} !== {mem[wr_addr][70:56], mem[wr_addr][11:0]})
      bad = bad + 1;
    mem[wr_addr] <= wr_word;
  end

  integer fd, got, k, i, u, d, f, r, lf, lk;
  integer first, kidsm1, visits, mv, mover, cnt, value, prior, a;
  reg [1023:0] path;
`include "mcts_case.vh"

  initial begin
    k = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL backup no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%d %d %d %d %d %d\n", u, d, f, r, lf, lk);
    while (got == 6) begin
      for (i = 0; i < u; i = i + 1) begin
        got = $fscanf(fd, "%d %d %d %d %d %d %d %d\n", first, kidsm1, visits, mv, mover, cnt, value, prior);
        mem[i] = {first[AW-1:0], kidsm1[KW-1:0], visits[VW-1:0], mv[13:0], mover[0], cnt[19:0], value[23:0], prior[11:0]};
      end
      for (i = 0; i < d; i = i + 1) begin
        got = $fscanf(fd, "%d", a);
        pth[i] = a;
      end
      root_word = mem[0];
      depth = d;
      fresh = f;
      res0 = r;
      leaf_first = lf;
      leaf_kids = lk;
      run_case;
      got = $fscanf(fd, "%d %d %d %d %d %d\n", u, d, f, r, lf, lk);
    end
    if (bad == 0 && k > 0) $display("PASS backup %0d", k);
    else $display("FAIL backup %0d bad of %0d", bad, k);
    $finish;
  end
endmodule
