// Scan helpers shared by the v1 and v2 search units (SPEC §4): lowest-bit search over the shape
// and row vectors, and the row-vector legality test.
// Index of the lowest set bit (0 if none).
function [3:0] low14(input [13:0] v);
  integer k;
  begin
    low14 = 4'd0;
    for (k = 13; k >= 0; k = k - 1) if (v[k]) low14 = k[3:0];
  end
endfunction
// The same over 91 bits, in two levels: the first non-empty group of 8, then the bit inside it
// (low14 of 8 bits is under 8).
function [6:0] low91(input [90:0] v);
  integer    g;
  reg [95:0] w;
  reg [3:0]  grp;
  begin
    w     = {5'd0, v};
    grp   = 4'd0;
    for (g = 11; g >= 0; g = g - 1) if (w[8*g +: 8] != 8'd0) grp = g[3:0];
    low91 = {grp, 3'd0} | {3'd0, low14({6'd0, w[8*grp +: 8]})};
  end
endfunction
// Bits strictly above i.
function [90:0] above91(input [6:0] i);
  above91 = {91{1'b1}} << ({1'b0, i} + 8'd1);
endfunction
function [13:0] above14(input [3:0] i);
  above14 = {14{1'b1}} << ({1'b0, i} + 5'd1);
endfunction
// Candidate anchor rows (SPEC §4) of a shape of height h: rows br <= 14 - h whose h rows hold one
// of the mover's attach cells (`att`, a bit a board row).
function [13:0] cand_rows(input [2:0] h, input [13:0] att);
  reg [13:0] c;
  begin
    c = att;
    if (h > 3'd1) c = c | (att >> 1);
    if (h > 3'd2) c = c | (att >> 2);
    if (h > 3'd3) c = c | (att >> 3);
    if (h > 3'd4) c = c | (att >> 4);
    cand_rows = c & (14'h3fff >> (h - 3'd1));
  end
endfunction
// Row-vector legality test (SPEC §4) of a shape with row masks `m` at anchor row `br`: the
// 14-bit vector of legal anchor columns, given the latched forbidden and attach masks.
function [13:0] legal_cols(input [195:0] forb, input [195:0] att, input [3:0] br, input [24:0] m);
  integer     i, j;
  /* verilator lint_off UNUSEDSIGNAL */
  reg [195:0] fs, as;
  /* verilator lint_on UNUSEDSIGNAL */
  reg [69:0]  fw, aw;     // rows br..br+4
  reg [18:0]  bad, hit, frow, arow;
  begin
    fs  = forb >> (14 * br);
    as  = att >> (14 * br);
    fw  = fs[69:0];
    aw  = as[69:0];
    bad = 19'd0;
    hit = 19'd0;
    for (i = 0; i < 5; i = i + 1) begin
      frow = {5'b11111, fw[14*i +: 14]};
      arow = {5'b00000, aw[14*i +: 14]};
      for (j = 0; j < 5; j = j + 1) begin
        if (m[5*i + j]) begin
          bad = bad | (frow >> j);
          hit = hit | (arow >> j);
        end
      end
    end
    legal_cols = ~bad[13:0] & hit[13:0];
  end
endfunction
