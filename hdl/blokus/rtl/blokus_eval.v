// Influence evaluation (SPEC §5) as a 4-stage pipeline, one stage per clock:
// EV_MASK latches both sides' attach masks, EV_DILATE latches D2(att) & ~occ, EV_COUNT latches
// per-row popcounts, EV_SUM forms V = 4*(sq0 - sq1) + inf0 - inf1 (side 0 = `me`).
module blokus_eval (
  input  wire               clk_i,
  input  wire               rst_ni,
  input  wire [195:0]       own0_i,
  input  wire [195:0]       own1_i,
  input  wire [195:0]       att0_i,
  input  wire [195:0]       att1_i,
  input  wire [6:0]         sq0_i,
  input  wire [6:0]         sq1_i,
  input  wire               mask_i,
  input  wire               dilate_i,
  input  wire               count_i,
  input  wire               sum_i,
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

  reg  [195:0] att0_q, att0_d, att1_q, att1_d, dil0_q, dil0_d, dil1_q, dil1_d;
  reg  [55:0]  cnt0_q, cnt0_d, cnt1_q, cnt1_d;   // 14 x 4-bit row counts
  reg  signed [15:0] value_q, value_d;
  wire [195:0] occ = own0_i | own1_i;
  wire signed [15:0] material = ({9'd0, sq0_i} - {9'd0, sq1_i}) <<< 2;

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
    if (mask_i) begin
      att0_d = att0_i;
      att1_d = att1_i;
    end
    if (dilate_i) begin
      dil0_d = d1(d1(att0_q)) & ~occ;
      dil1_d = d1(d1(att1_q)) & ~occ;
    end
    if (count_i) begin
      cnt0_d = row_counts(dil0_q);
      cnt1_d = row_counts(dil1_q);
    end
    if (sum_i) value_d = material + $signed({8'd0, sum_counts(cnt0_q)}) - $signed({8'd0, sum_counts(cnt1_q)});
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
    end else begin
      att0_q  <= att0_d;
      att1_q  <= att1_d;
      dil0_q  <= dil0_d;
      dil1_q  <= dil1_d;
      cnt0_q  <= cnt0_d;
      cnt1_q  <= cnt1_d;
      value_q <= value_d;
    end
  end

  assign value_o = value_q;
endmodule
