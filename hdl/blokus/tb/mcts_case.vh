// One case of a v3 port testbench, shared by the backup's and RAVE's: start for one edge (edge 0),
// count the edges until done, check that busy is low after it, print "CASE k clocks" and count the
// case. The including testbench declares clk, start, done, busy, tick (its edge counter), t0,
// edges, bad and k, and loads the case before calling it.
task run_case;
  begin
    start = 1'b1;
    edges = 0;
    @(posedge clk);
    #1;
    t0 = tick - 1;
    @(negedge clk) start = 1'b0;
    while (!done) begin
      @(posedge clk) edges = edges + 1;
      #1;
    end
    @(negedge clk);
    if (busy) bad = bad + 1;
    $display("CASE %0d %0d", k, edges);
    k = k + 1;
  end
endtask
