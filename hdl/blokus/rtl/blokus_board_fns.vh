// Board functions shared by the core and the units, as functions so that callers can evaluate
// them only in the states that need them.
//
// side_masks: the masks of one side derived from the board (SPEC §3). Row r is bits [14r +: 14], bit c = column c.
// Returns {rows[13:0], att[195:0], forb[195:0]}: forb is the 14-bit part (the scan adds the wall
// of columns 14..18 itself), att the attach cells, rows the rows holding an attach cell.
function [405:0] side_masks(input [195:0] own_s, input [195:0] own_o, input first, input [3:0] start);
  integer    r;
  reg [13:0] o, up, dn, v, f, a, occ;
  begin
    side_masks = 406'd0;
    for (r = 0; r < 14; r = r + 1) begin
      o   = own_s[14*r +: 14];
      occ = o | own_o[14*r +: 14];
      up  = (r > 0)  ? own_s[14*(r-1) +: 14] : 14'd0;
      dn  = (r < 13) ? own_s[14*(r+1) +: 14] : 14'd0;
      v   = up | dn;
      if (first) begin
        f = occ;
        a = (r == {28'd0, start}) ? ((14'd1 << start) & ~occ) : 14'd0;
      end else begin
        f = occ | (o << 1) | (o >> 1) | v;
        a = ((v << 1) | (v >> 1)) & ~f;
      end
      side_masks[14*r +: 14]       = f;
      side_masks[196 + 14*r +: 14] = a;
      side_masks[392 + r]          = (a != 14'd0);
    end
  end
endfunction

// cells: the cells of a shape with row masks `m` (five 5-bit rows) placed at anchor (bc, br).
function [195:0] cells(input [24:0] m, input [3:0] bc, input [3:0] br);
  integer    i;
  reg [69:0] block;
  begin
    for (i = 0; i < 5; i = i + 1) block[14*i +: 14] = {9'd0, m[5*i +: 5]} << bc;
    cells = {126'd0, block} << (14 * br);
  end
endfunction
