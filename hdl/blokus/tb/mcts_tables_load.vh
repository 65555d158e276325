// The prior's tables loaded from a case file's "L" line (its seven planes in hex: forb_me occ_me
// att_me occ_op forb_op att_op recent), shared by the tables' and the move reads' testbenches:
// load for one clock, then wait while tables_busy, counting the clocks in load_clocks. The
// including testbench declares clk, fd, got, load, tables_busy, the seven planes and load_clocks.
task load_tables;
  begin
    got = $fscanf(fd, "%h %h %h %h %h %h %h\n", forb_me, occ_me, att_me, occ_op, forb_op, att_op, recent);
    load = 1'b1;
    @(negedge clk) load = 1'b0;
    load_clocks = 0;
    while (tables_busy) begin
      @(negedge clk) load_clocks = load_clocks + 1;
    end
  end
endtask
