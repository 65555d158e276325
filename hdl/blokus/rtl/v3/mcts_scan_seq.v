// The v3 scan's sequencer (SPEC-v3 §4, §6, §6a, §6b): which shape and which candidate rows the
// row testers take each clock. A scan visits the mover's considered shapes (its piece still held,
// its size at least `min_size`, SPEC-v3 §2) in the shape ROM's order, and in each shape its
// candidate rows (SPEC-v2 §4: anchor rows br <= 14 - h whose h rows hold an attach cell) from the
// lowest, R a clock (`scanRows`). Without OVERLAP a shape takes a clock of its own first, in which
// its candidate rows are formed from the ROM's height (1 + ceil(rows/R) clocks); with OVERLAP
// (`shapeOverlap`, §6b) the next shape and its rows are formed in the current shape's last row
// clock, so a shape takes ceil(rows/R) clocks, one when it has none. The busy clocks of a scan are
// scanVisits (core/engines/blokus-mcts/clocks.ts) exactly.
//
// `start`, in the clock before the scan's first, latches the mover's pieces, the size filter and
// its rows with an attach cell; the scan's first clock is the next one. A scan with no considered
// shape takes none (`busy` stays low). Each busy clock gives the shape (`shape`), up to R anchor
// rows (`rows`, 4 bits each, lowest first) and which of them to test (`row_valid`); `last` marks
// the scan's last busy clock. A size filter that leaves no legal move is the controller's to redo
// with `min_size` 1 (§2).
module mcts_scan_seq #(
  parameter R = 2,
  parameter OVERLAP = 0
) (
  input  wire         clk,
  input  wire         start,
  input  wire [20:0]  avail,     // the mover's pieces still held
  input  wire [2:0]   min_size,  // the smallest size considered (§2)
  input  wire [13:0]  att_rows,  // board rows holding one of the mover's attach cells
  output reg          busy,
  output reg  [6:0]   shape,
  output wire [4*R-1:0] rows,
  output wire [R-1:0] row_valid,
  output wire         last
);
  `include "blokus_shapes.vh"
  `include "blokus_scan_fns.vh"

  reg  [90:0] todo;       // considered shapes after `shape`
  reg  [13:0] att_q;
  reg  [13:0] cand_q;     // the current shape's candidate rows still to test
  reg         fresh;      // without OVERLAP: the shape's own clock, its rows not yet formed

  // Candidate rows of a shape (SPEC-v2 §4), from its height.
  function [13:0] cand_of(input [6:0] s, input [13:0] att);
    cand_of = cand_rows(SH_H[3*s +: 3], att);
  endfunction

  // The considered shapes when the scan starts.
  reg [90:0] considered;
  integer    k;
  always @* begin
    considered = 91'd0;
    for (k = 0; k < 91; k = k + 1)
      considered[k] = avail[SH_PIECE[5*k +: 5]] && SH_SIZE[3*k +: 3] >= min_size;
  end

  // This clock's rows: the lowest R of the shape's rows left (none in a shape's own clock).
  wire [13:0] cur = (OVERLAP == 0 && fresh) ? 14'd0 : cand_q;
  reg  [13:0] rest;
  reg  [4*R-1:0] rows_w;
  reg  [R-1:0]   valid_w;
  integer        r;
  always @* begin
    rest = cur;
    rows_w = {(4*R){1'b0}};
    valid_w = {R{1'b0}};
    for (r = 0; r < R; r = r + 1)
      if (rest != 14'd0) begin
        rows_w[4*r +: 4] = low14(rest);
        valid_w[r] = 1'b1;
        rest = rest & (rest - 14'd1);
      end
  end
  assign rows      = rows_w;
  assign row_valid = busy ? valid_w : {R{1'b0}};

  // The shape's last clock: no rows left after this one (a shape's own clock never is, unless it
  // has no candidate row).
  wire        own_clock  = OVERLAP == 0 && fresh;
  wire [13:0] own_cand   = cand_of(shape, att_q);
  wire        shape_done = own_clock ? own_cand == 14'd0 : rest == 14'd0;
  wire [6:0]  next_shape = low91(todo);
  assign last = busy && shape_done && todo == 91'd0;

  always @(posedge clk) begin
    if (start) begin
      att_q  <= att_rows;
      busy   <= considered != 91'd0;
      shape  <= low91(considered);
      todo   <= considered & above91(low91(considered));
      fresh  <= 1'b1;
      cand_q <= cand_of(low91(considered), att_rows);
    end else if (busy) begin
      if (own_clock) begin
        cand_q <= own_cand;
        fresh  <= 1'b0;
        if (own_cand == 14'd0) begin
          busy  <= todo != 91'd0;
          shape <= next_shape;
          todo  <= todo & above91(next_shape);
          fresh <= 1'b1;
        end
      end else if (shape_done) begin
        busy   <= todo != 91'd0;
        shape  <= next_shape;
        todo   <= todo & above91(next_shape);
        fresh  <= 1'b1;
        cand_q <= cand_of(next_shape, att_q);
      end else begin
        cand_q <= rest;
      end
    end
  end
endmodule
