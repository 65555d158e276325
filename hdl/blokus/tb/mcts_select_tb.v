// Testbench of mcts_select (SPEC-v3 §5 step 1), NODES = 1024. +cases=FILE holds trees: a line
// "used budget", then `used` lines "first kids-1 visits move mover count value prior" for nodes 0 ..
// used-1 (first 0: not expanded; value as a signed 24-bit number). Per tree: load the node RAM (read
// through a register, as an M9K), start with the root's fields and the budget, print "S node" at
// every step and "CASE k depth clocks short" at done, clocks being the edges after the one that
// took start up to the one that raised done, short its `stopped`; and "W edge node visits count
// value" for each virtual loss written, edge being the one that ends the clock `wr` is high in
// (counted as clocks are). PASS/FAIL select says only whether every descent raised done with busy
// low after it, each step's word was the node's, and each written word kept the node's other
// fields.
`timescale 1ns / 1ps
module mcts_select_tb;
  localparam NODES = 1024, AW = 10, KW = 7, VW = 16, NW = AW + KW + VW + 71;
  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg           rst = 1'b1;
  reg           start = 1'b0;
  reg  [NW-1:0] root_word = {NW{1'b0}};
  reg  [31:0]   budget = 32'd0;
  wire [AW-1:0] rd_addr;
  reg  [NW-1:0] rd_word;
  wire          busy, step, done, stopped;
  wire [AW-1:0] step_node;
  wire [NW-1:0] step_word;
  wire [6:0]    depth;
  wire          wr;
  wire [AW-1:0] wr_addr;
  wire [NW-1:0] wr_word;

  reg [NW-1:0] mem [0:NODES-1];
  always @(posedge clk) rd_word <= mem[rd_addr];

  mcts_select #(.AW(AW), .KW(KW), .VW(VW)) dut (
    .clk(clk), .rst(rst), .start(start), .root_word(root_word), .budget(budget), .rd_addr(rd_addr), .rd_word(rd_word), .busy(busy), .step(step),
    .step_node(step_node), .step_word(step_word), .done(done), .stopped(stopped), .depth(depth),
    .wr(wr), .wr_addr(wr_addr), .wr_word(wr_word)
  );

  // Every write, at the edge that takes it, numbered from the edge that took start (edge 0).
  integer edges, bad, tick = 0, t0 = 0;
  always @(posedge clk) tick <= tick + 1;
  always @(posedge clk) if (wr) begin
    $display("W %0d %0d %0d %0d %0d", tick - t0, wr_addr, wr_word[VW+70 -: VW], wr_word[55:36], $signed(wr_word[35:12]));
    if ({wr_word[NW-1 -: AW+KW], wr_word[70:56], wr_word[11:0]} !== {mem[wr_addr][NW-1 -: AW+KW], mem[wr_addr][70:56], mem[wr_addr][11:0]})
      bad = bad + 1;
  end

  integer fd, got, k, i, u, b;
  reg     was_short;
  integer first, kidsm1, visits, mv, mover, cnt, value, prior;
  reg [1023:0] path;

  initial begin
    k = 0; bad = 0;
    if (!$value$plusargs("cases=%s", path)) begin
      $display("FAIL select no +cases");
      $finish;
    end
    fd = $fopen(path, "r");
    @(negedge clk) rst = 1'b0;
    got = $fscanf(fd, "%d %d\n", u, b);
    while (got == 2) begin
      for (i = 0; i < u; i = i + 1) begin
        got = $fscanf(fd, "%d %d %d %d %d %d %d %d\n", first, kidsm1, visits, mv, mover, cnt, value, prior);
        mem[i] = {first[AW-1:0], kidsm1[KW-1:0], visits[VW-1:0], mv[13:0], mover[0], cnt[19:0], value[23:0], prior[11:0]};
      end
      root_word = mem[0];
      budget = b;
      start = 1'b1;
      edges = 0;
      @(posedge clk);
      #1;
      t0 = tick - 1;
      @(negedge clk) start = 1'b0;
      if (step) begin
        $display("S %0d", step_node);
        if (step_word !== mem[step_node]) bad = bad + 1;
      end
      while (!done) begin
        @(posedge clk) edges = edges + 1;
        #1;
        if (step) begin
          $display("S %0d", step_node);
          if (step_word !== mem[step_node]) bad = bad + 1;
        end
      end
      was_short = stopped;
      // The leaf's loss is written in the clock after done.
      @(posedge clk);
      #1;
      @(negedge clk);
      if (busy) bad = bad + 1;
      $display("CASE %0d %0d %0d %0d", k, depth, edges, was_short);
      k = k + 1;
      got = $fscanf(fd, "%d %d\n", u, b);
    end
    if (bad == 0 && k > 0) $display("PASS select %0d", k);
    else $display("FAIL select %0d bad of %0d", bad, k);
    $finish;
  end
endmodule
