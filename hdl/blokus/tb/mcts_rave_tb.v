// Testbench of mcts_rave (SPEC-v3 §5a), NODES = 1024. +cases=FILE holds cases: a line "used moves
// depth side0 res0", then `used` lines "first kids-1 visits move mover count value prior" for nodes
// 0 .. used-1 (value as a signed 24-bit number; move -1 a pass), a line of `depth` path addresses
// (the root first) and a line of `moves` simulation moves (-1 a pass). Per case: load the node RAM
// (read through a register, as an M9K); the path's first, kids-1 and visits come from the loaded
// words. Start, print "W edge node count value" for each write, edge being the one that takes it
// (the edge that took start is edge 0), writing it into the RAM, and "CASE k clocks" at done,
// clocks being the edges after start up to the one that raised done. Cases run back to back, so a
// table left dirty shows in the next. PASS/FAIL rave says only whether every case raised done with
// busy low after it and each written word kept the node's fields other than count and value.
`timescale 1ns / 1ps
module mcts_rave_tb;
  localparam NODES = 1024, AW = 10, KW = 7, VW = 16, DW = 7, MW = 8, NW = AW + KW + VW + 71;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg           rst = 1'b1;
  reg           start = 1'b0;
  reg  [MW-1:0] moves = {MW{1'b0}};
  reg  [DW-1:0] depth = {DW{1'b0}};
  reg           side0 = 1'b0;
  reg  signed [23:0] res0 = 24'sd0;
  wire [MW-1:0] sim_idx;
  wire [DW-1:0] path_idx;
  wire [AW-1:0] rd_addr, wr_addr;
  reg  [NW-1:0] rd_word;
  wire [NW-1:0] wr_word;
  wire          wr, busy, done;

  reg [NW-1:0] mem [0:NODES-1];
  reg [AW-1:0] pth [0:127];
  reg [14:0]   sim [0:255];
  always @(posedge clk) rd_word <= mem[rd_addr];
  wire [NW-1:0] pw = mem[pth[path_idx]];

  mcts_rave #(.AW(AW), .KW(KW), .VW(VW), .DW(DW), .MW(MW)) dut (
    .clk(clk), .rst(rst), .start(start), .moves(moves), .depth(depth), .side0(side0), .res0(res0),
    .sim_idx(sim_idx), .sim_move(sim[sim_idx][13:0]), .sim_pass(sim[sim_idx][14]),
    .path_idx(path_idx), .path_first(pw[NW-1 -: AW]), .path_kids(pw[KW+VW+70 -: KW]),
    .path_visits(pw[VW+70 -: VW]), .rd_addr(rd_addr), .rd_word(rd_word), .wr(wr), .wr_addr(wr_addr),
    .wr_word(wr_word), .busy(busy), .done(done)
  );

  integer bad = 0, tick = 0, t0 = 0, edges;
  always @(posedge clk) tick <= tick + 1;
  always @(posedge clk) if (wr) begin
    $display("W %0d %0d %0d %0d", tick - t0, wr_addr, wr_word[55:36], $signed(wr_word[35:12]));
    if ({wr_word[NW-1 -: AW+KW+VW+15], wr_word[11:0]} !== {mem[wr_addr][NW-1 -: AW+KW+VW+15], mem[wr_addr][11:0]})
      bad = bad + 1;
    mem[wr_addr] <= wr_word;
  end

  integer fd, got, k, i, u, m, d, s, r, a;
  integer first, kidsm1, visits, mv, mover, cnt, value, prior;
  reg [1023:0] path;
`include "mcts_case.vh"

  initial begin
    k = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL rave no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%d %d %d %d %d\n", u, m, d, s, r);
    while (got == 5) begin
      for (i = 0; i < u; i = i + 1) begin
        got = $fscanf(fd, "%d %d %d %d %d %d %d %d\n", first, kidsm1, visits, mv, mover, cnt, value, prior);
        mem[i] = {first[AW-1:0], kidsm1[KW-1:0], visits[VW-1:0], mv[13:0], mover[0], cnt[19:0], value[23:0], prior[11:0]};
      end
      for (i = 0; i < d; i = i + 1) begin
        got = $fscanf(fd, "%d", a);
        pth[i] = a;
      end
      for (i = 0; i < m; i = i + 1) begin
        got = $fscanf(fd, "%d", a);
        sim[i] = a < 0 ? 15'h4000 : a;
      end
      moves = m;
      depth = d;
      side0 = s;
      res0 = r;
      run_case;
      got = $fscanf(fd, "%d %d %d %d %d\n", u, m, d, s, r);
    end
    if (bad == 0 && k > 0) $display("PASS rave %0d", k);
    else $display("FAIL rave %0d bad of %0d", bad, k);
    $finish;
  end
endmodule
