// Drives SPEC-v3 §5c's datapaths with vectors computed by the emulator's fixed.ts
// (test/hdl/blokus/mcts-fixed.test.ts writes them) and prints PASS/FAIL per datapath.
//   +recip=FILE   lines "a x q0 q12 q16": mcts_mul_recip at K = 0, 12, 16
//   +select=FILE  lines "value prior factor count score": mcts_select_score
//   +towards=FILE lines "value r w count out": mcts_move_towards
//   +share=FILE   lines "value a count out": mcts_add_share
//   +prior=FILE   lines "d sum parent sqrt_g g prior value": mcts_prior
//   +rave=FILE    lines "left_k left_j w": mcts_rave_weight
//   +explore=FILE lines "visits factor": mcts_exploration
//   +result=FILE  lines "diff mean inv length lmean linv result": mcts_result
//   +stats=FILE   lines "n s1 s2 mean inverse_sd": mcts_stats_update (clocked; prints "CLOCKS stats K")
module mcts_fixed_tb;
  reg signed [31:0] a;
  reg        [30:0] x;
  wire signed [31:0] q0;
  wire signed [43:0] q12;
  wire signed [47:0] q16;
  mcts_mul_recip #(.AW(32), .XW(31), .K(0))  d0  (.a(a), .x(x), .q(q0));
  mcts_mul_recip #(.AW(32), .XW(31), .K(12)) d12 (.a(a), .x(x), .q(q12));
  mcts_mul_recip #(.AW(32), .XW(31), .K(16)) d16 (.a(a), .x(x), .q(q16));

  reg signed [23:0] value;
  reg        [11:0] prior;
  reg        [14:0] factor;
  reg        [19:0] count;
  wire signed [51:0] score;
  mcts_select_score #(.FW(15)) sel (.value(value), .prior(prior), .factor(factor), .count(count), .score(score));

  reg signed [23:0] tv, tr;
  reg        [4:0]  tw;
  reg        [19:0] tc;
  wire signed [23:0] tout;
  mcts_move_towards mt (.value(tv), .r(tr), .w(tw), .count(tc), .out(tout));

  reg signed [23:0] hv, ha;
  reg        [19:0] hc;
  wire signed [23:0] hout;
  mcts_add_share sh (.value(hv), .a(ha), .count(hc), .out(hout));

  reg        [11:0] pd;
  reg        [23:0] psum;
  reg signed [23:0] ppar;
  wire       [15:0] psg, pg;
  wire       [11:0] pprior;
  wire signed [23:0] pval;
  mcts_prior pr (.d(pd), .sum(psum), .parent(ppar), .sqrt_g(psg), .g(pg), .prior(pprior), .value(pval));

  reg  [8:0]  rk, rj;
  wire [12:0] rw;
  mcts_rave_weight rv (.left_k(rk), .left_j(rj), .w(rw));

  reg  [15:0] ev;
  wire [14:0] ef;
  mcts_exploration ex (.visits(ev), .factor(ef));

  reg signed [8:0]  sd, sl;
  reg signed [16:0] sm, slm;
  reg        [24:0] si, sli;
  wire signed [23:0] sres;
  mcts_result rs (.score_diff(sd), .score_mean(sm), .score_inverse_sd(si), .length(sl), .length_mean(slm), .length_inverse_sd(sli), .result(sres));

  reg clk = 1'b0;
  always #5 clk = ~clk;
  reg rst = 1'b1;
  reg st_start = 1'b0;
  reg        [21:0] st_n;
  reg signed [30:0] st_s1;
  reg        [37:0] st_s2;
  wire signed [16:0] st_mean;
  wire       [24:0] st_inv;
  wire st_done, st_busy;
  mcts_stats_update su (.clk(clk), .rst(rst), .start(st_start), .n(st_n), .s1(st_s1), .s2(st_s2), .mean(st_mean), .inverse_sd(st_inv), .done(st_done), .busy(st_busy));
  integer edges, clocks;

  reg signed [63:0] x1, x2, x3, x4;
  reg [8*256-1:0] path;
  reg signed [63:0] w0, w12, w16, ws;
  integer fd, rc, n, bad;

  initial begin
    if ($value$plusargs("recip=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d %d %d\n", a, x, w0, w12, w16);
        if (rc == 5) begin
          #1;
          n = n + 1;
          if (q0 !== w0 || q12 !== w12 || q16 !== w16) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH recip a=%0d x=%0d got %0d %0d %0d want %0d %0d %0d", a, x, q0, q12, q16, w0, w12, w16);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS recip %0d", n);
      else $display("FAIL recip %0d of %0d", bad, n);
    end
    if ($value$plusargs("select=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d %d %d\n", value, prior, factor, count, ws);
        if (rc == 5) begin
          #1;
          n = n + 1;
          if (score !== ws) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH select v=%0d p=%0d f=%0d n=%0d got %0d want %0d", value, prior, factor, count, score, ws);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS select %0d", n);
      else $display("FAIL select %0d of %0d", bad, n);
    end
    if ($value$plusargs("towards=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d %d %d\n", tv, tr, tw, tc, x1);
        if (rc == 5) begin
          #1;
          n = n + 1;
          if (tout !== x1) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH towards v=%0d r=%0d w=%0d n=%0d got %0d want %0d", tv, tr, tw, tc, tout, x1);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS towards %0d", n);
      else $display("FAIL towards %0d of %0d", bad, n);
    end
    if ($value$plusargs("share=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d %d\n", hv, ha, hc, x1);
        if (rc == 4) begin
          #1;
          n = n + 1;
          if (hout !== x1) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH share v=%0d a=%0d n=%0d got %0d want %0d", hv, ha, hc, hout, x1);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS share %0d", n);
      else $display("FAIL share %0d of %0d", bad, n);
    end
    if ($value$plusargs("prior=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d %d %d %d %d\n", pd, psum, ppar, x1, x2, x3, x4);
        if (rc == 7) begin
          #1;
          n = n + 1;
          if (psg !== x1 || pg !== x2 || pprior !== x3 || pval !== x4) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH prior d=%0d sum=%0d parent=%0d got %0d %0d %0d %0d want %0d %0d %0d %0d", pd, psum, ppar, psg, pg, pprior, pval, x1, x2, x3, x4);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS prior %0d", n);
      else $display("FAIL prior %0d of %0d", bad, n);
    end
    if ($value$plusargs("rave=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d\n", rk, rj, x1);
        if (rc == 3) begin
          #1;
          n = n + 1;
          if (rw !== x1) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH rave k=%0d j=%0d got %0d want %0d", rk, rj, rw, x1);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS rave %0d", n);
      else $display("FAIL rave %0d of %0d", bad, n);
    end
    if ($value$plusargs("explore=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d\n", ev, x1);
        if (rc == 2) begin
          #1;
          n = n + 1;
          if (ef !== x1) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH explore N=%0d got %0d want %0d", ev, ef, x1);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS explore %0d", n);
      else $display("FAIL explore %0d of %0d", bad, n);
    end
    if ($value$plusargs("result=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d %d %d %d %d\n", sd, sm, si, sl, slm, sli, x1);
        if (rc == 7) begin
          #1;
          n = n + 1;
          if (sres !== x1) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH result diff=%0d mean=%0d inv=%0d len=%0d lmean=%0d linv=%0d got %0d want %0d", sd, sm, si, sl, slm, sli, sres, x1);
          end
        end
      end
      $fclose(fd);
      if (bad == 0 && n > 0) $display("PASS result %0d", n);
      else $display("FAIL result %0d of %0d", bad, n);
    end
    if ($value$plusargs("stats=%s", path)) begin
      fd = $fopen(path, "r");
      n = 0;
      bad = 0;
      clocks = -1;
      @(negedge clk) rst = 1'b0;
      while (!$feof(fd)) begin
        rc = $fscanf(fd, "%d %d %d %d %d\n", st_n, st_s1, st_s2, x1, x2);
        if (rc == 5) begin
          @(negedge clk) st_start = 1'b1;
          edges = 0;
          @(negedge clk) st_start = 1'b0;
          edges = 1;
          while (!st_done && edges < 200) begin
            @(negedge clk);
            edges = edges + 1;
          end
          if (clocks < 0) clocks = edges;
          n = n + 1;
          if (st_mean !== x1 || st_inv !== x2 || edges !== clocks) begin
            bad = bad + 1;
            if (bad <= 5) $display("MISMATCH stats n=%0d s1=%0d s2=%0d got %0d %0d in %0d clocks want %0d %0d", st_n, st_s1, st_s2, st_mean, st_inv, edges, x1, x2);
          end
        end
      end
      $fclose(fd);
      $display("CLOCKS stats %0d", clocks);
      if (bad == 0 && n > 0) $display("PASS stats %0d", n);
      else $display("FAIL stats %0d of %0d", bad, n);
    end
    $finish;
  end
endmodule
