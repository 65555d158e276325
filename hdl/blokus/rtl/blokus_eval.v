// Evaluation as a pipeline, one stage per clock.
// v1 (SPEC §5), 4 stages: EV_MASK latches both sides' attach masks, EV_DILATE latches
// D2(att) & ~occ, EV_COUNT latches per-row popcounts, EV_SUM forms V = 4*(sq0 - sq1) + inf0 - inf1
// (side 0 = `me`).
// v2 (SPEC-v2 §5), 5 stages: MASK also latches the coverable cells ok = ~forb, DILATE also forms
// the dead attach cells att & ~(ok above | below | left | right), COUNT also counts the attach and
// dead cells per row, SUM forms the three side differences, WEIGHT applies Wm, Wi, Wa, Wd.
module blokus_eval #(
  parameter integer VERSION = 1,
  parameter integer WM = 8,   // v2 weights, each 0..15 (SPEC-v2 §5)
  parameter integer WI = 1,
  parameter integer WA = 6,
  parameter integer WD = 1
) (
  input  wire               clk_i,
  input  wire               rst_ni,
  input  wire [195:0]       own0_i,
  input  wire [195:0]       own1_i,
  input  wire [195:0]       att0_i,
  input  wire [195:0]       att1_i,
  /* verilator lint_off UNUSEDSIGNAL */  // the forbidden masks feed v2's dead cells only
  input  wire [195:0]       forb0_i,
  input  wire [195:0]       forb1_i,
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [6:0]         sq0_i,
  input  wire [6:0]         sq1_i,
  input  wire               mask_i,
  input  wire               dilate_i,
  input  wire               count_i,
  input  wire               sum_i,
  input  wire               weight_i,   // v2's fifth stage (tie to 0 in v1)
  output wire signed [15:0] value_o
);
  // One step of the diamond: a cell and its four neighbours.
  function [195:0] d1(input [195:0] x);
    integer r;
    reg [13:0] row, up, dn;
    begin
      for (r = 0; r < 14; r = r + 1) begin
        row = x[14*r +: 14];
        up  = (r > 0)  ? x[14*(r-1) +: 14] : 14'd0;
        dn  = (r < 13) ? x[14*(r+1) +: 14] : 14'd0;
        d1[14*r +: 14] = row | (row << 1) | (row >> 1) | up | dn;
      end
    end
  endfunction

  function [55:0] row_counts(input [195:0] x);  // 14 x 4-bit popcounts
    integer r, k;
    begin
      row_counts = 56'd0;
      for (r = 0; r < 14; r = r + 1)
        for (k = 0; k < 14; k = k + 1) row_counts[4*r +: 4] = row_counts[4*r +: 4] + {3'd0, x[14*r + k]};
    end
  endfunction

  function [7:0] sum_counts(input [55:0] c);
    integer r;
    begin
      sum_counts = 8'd0;
      for (r = 0; r < 14; r = r + 1) sum_counts = sum_counts + {4'd0, c[4*r +: 4]};
    end
  endfunction

  // Dead attach cells: attach cells no orthogonal neighbour of which is coverable (rows -1 and 14
  // and columns -1 and 14 read as not coverable).
  function [195:0] dead_cells(input [195:0] att, input [195:0] ok);
    integer r;
    reg [13:0] row, up, dn;
    begin
      for (r = 0; r < 14; r = r + 1) begin
        row = ok[14*r +: 14];
        up  = (r > 0)  ? ok[14*(r-1) +: 14] : 14'd0;
        dn  = (r < 13) ? ok[14*(r+1) +: 14] : 14'd0;
        dead_cells[14*r +: 14] = att[14*r +: 14] & ~((row << 1) | (row >> 1) | up | dn);
      end
    end
  endfunction

  localparam [31:0] WM32 = WM;
  localparam [31:0] WI32 = WI;
  localparam [31:0] WA32 = WA;
  localparam [31:0] WD32 = WD;
  localparam signed [15:0] W_M = {12'd0, WM32[3:0]};
  localparam signed [15:0] W_I = {12'd0, WI32[3:0]};
  localparam signed [15:0] W_A = {12'd0, WA32[3:0]};
  localparam signed [15:0] W_D = {12'd0, WD32[3:0]};
  localparam        V2     = (VERSION == 2);

  // v2 only (constant 0 and removed in a v1 build).
  reg  [195:0] ok0_q, ok0_d, ok1_q, ok1_d, dead0_q, dead0_d, dead1_q, dead1_d;
  reg  [55:0]  ca0_q, ca0_d, ca1_q, ca1_d, cd0_q, cd0_d, cd1_q, cd1_d;  // attach / dead row counts
  reg  signed [15:0] sinf_q, sinf_d, satt_q, satt_d, sdead_q, sdead_d, smat_q, smat_d;
  reg  [195:0] att0_q, att0_d, att1_q, att1_d, dil0_q, dil0_d, dil1_q, dil1_d;
  reg  [55:0]  cnt0_q, cnt0_d, cnt1_q, cnt1_d;   // 14 x 4-bit row counts
  reg  signed [15:0] value_q, value_d;
  wire [195:0] occ = own0_i | own1_i;
  wire signed [15:0] sq_diff  = {9'd0, sq0_i} - {9'd0, sq1_i};
  wire signed [15:0] material = sq_diff <<< 2;

  // Each stage's logic is written inside its enable, so a simulator only evaluates it when used;
  // synthesis builds the same single copy either way.
  always @* begin
    att0_d  = att0_q;
    att1_d  = att1_q;
    dil0_d  = dil0_q;
    dil1_d  = dil1_q;
    cnt0_d  = cnt0_q;
    cnt1_d  = cnt1_q;
    value_d = value_q;
    ok0_d   = ok0_q;
    ok1_d   = ok1_q;
    dead0_d = dead0_q;
    dead1_d = dead1_q;
    ca0_d   = ca0_q;
    ca1_d   = ca1_q;
    cd0_d   = cd0_q;
    cd1_d   = cd1_q;
    sinf_d  = sinf_q;
    satt_d  = satt_q;
    sdead_d = sdead_q;
    smat_d  = smat_q;
    if (mask_i) begin
      att0_d = att0_i;
      att1_d = att1_i;
      if (V2) begin
        ok0_d = ~forb0_i;
        ok1_d = ~forb1_i;
      end
    end
    if (dilate_i) begin
      dil0_d = d1(d1(att0_q)) & ~occ;
      dil1_d = d1(d1(att1_q)) & ~occ;
      if (V2) begin
        dead0_d = dead_cells(att0_q, ok0_q);
        dead1_d = dead_cells(att1_q, ok1_q);
      end
    end
    if (count_i) begin
      cnt0_d = row_counts(dil0_q);
      cnt1_d = row_counts(dil1_q);
      if (V2) begin
        ca0_d = row_counts(att0_q);
        ca1_d = row_counts(att1_q);
        cd0_d = row_counts(dead0_q);
        cd1_d = row_counts(dead1_q);
      end
    end
    if (sum_i) begin
      if (V2) begin
        sinf_d  = $signed({8'd0, sum_counts(cnt0_q)}) - $signed({8'd0, sum_counts(cnt1_q)});
        satt_d  = $signed({8'd0, sum_counts(ca0_q)}) - $signed({8'd0, sum_counts(ca1_q)});
        sdead_d = $signed({8'd0, sum_counts(cd0_q)}) - $signed({8'd0, sum_counts(cd1_q)});
        smat_d  = sq_diff;
      end else begin
        value_d = material + $signed({8'd0, sum_counts(cnt0_q)}) - $signed({8'd0, sum_counts(cnt1_q)});
      end
    end
    // Constant weights below 16: synthesis turns each product into shifts and adds.
    if (V2 && weight_i) value_d = W_M * smat_q + W_I * sinf_q + W_A * (satt_q - sdead_q) + W_D * sdead_q;
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      att0_q  <= 196'd0;
      att1_q  <= 196'd0;
      dil0_q  <= 196'd0;
      dil1_q  <= 196'd0;
      cnt0_q  <= 56'd0;
      cnt1_q  <= 56'd0;
      value_q <= 16'sd0;
      ok0_q   <= 196'd0;
      ok1_q   <= 196'd0;
      dead0_q <= 196'd0;
      dead1_q <= 196'd0;
      ca0_q   <= 56'd0;
      ca1_q   <= 56'd0;
      cd0_q   <= 56'd0;
      cd1_q   <= 56'd0;
      sinf_q  <= 16'sd0;
      satt_q  <= 16'sd0;
      sdead_q <= 16'sd0;
      smat_q  <= 16'sd0;
    end else begin
      att0_q  <= att0_d;
      att1_q  <= att1_d;
      dil0_q  <= dil0_d;
      dil1_q  <= dil1_d;
      cnt0_q  <= cnt0_d;
      cnt1_q  <= cnt1_d;
      value_q <= value_d;
      ok0_q   <= ok0_d;
      ok1_q   <= ok1_d;
      dead0_q <= dead0_d;
      dead1_q <= dead1_d;
      ca0_q   <= ca0_d;
      ca1_q   <= ca1_d;
      cd0_q   <= cd0_d;
      cd1_q   <= cd1_d;
      sinf_q  <= sinf_d;
      satt_q  <= satt_d;
      sdead_q <= sdead_d;
      smat_q  <= smat_d;
    end
  end

  assign value_o = value_q;
endmodule
