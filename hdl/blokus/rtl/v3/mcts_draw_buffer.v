// SPEC-v3 §4a: a playout ply's row buffer and the draw from it.
//
// The scan: `clear` in the ply's first clock; then, in each clock that tests a (shape, row) with
// legal placements, `enter` with the row's best recent count and the weight of its placements at
// that count. A higher count than the ply's best so far empties the buffer and makes the row its
// first entry; the same count appends an entry; a lower one adds nothing. An entry holds the shape,
// the row and the weight total of the entries before it; `total` is the total after the last.
//
// The draw: `start` with a 32-bit random number (only once the scan has entered a row). The clock
// that takes start forms t = (random * total) >> 32 and reads the first probe; then 11 probes, one
// a clock, find the last entry whose total before it is at most t. `done` is high after the 12th
// clock edge counting the one that took start, with that entry's shape and row and t less its total
// before (the scan's second test of the row picks the column from it: P_DRAW's 13th clock).
// The move it leads to is the one ScanOrderDraw (core/engines/blokus-mcts/playout.ts) draws.
module mcts_draw_buffer (
  input  wire        clk,
  input  wire        rst,
  input  wire        clear,
  input  wire        enter,
  input  wire [3:0]  row_count,
  input  wire [17:0] row_weight,
  input  wire [6:0]  shape,
  input  wire [3:0]  row,
  output reg  [23:0] total,
  output reg  [10:0] entries,
  input  wire        start,
  input  wire [31:0] random,
  output reg         done,
  output reg  [6:0]  draw_shape,
  output reg  [3:0]  draw_row,
  output wire [23:0] draw_offset
);
  // A scan enters at most one entry per (shape, candidate row): 1,119 (DRAW_BUFFER_ROWS); five
  // M9K of 256 x 36.
  localparam DEPTH = 1119;
  localparam [10:0] FIRST_PROBE = 11'd1024;

  reg [34:0] mem [0:DEPTH-1];
  reg [10:0] raddr;
  reg [3:0]  best;
  // Entry 0's shape and row: the search starts from it, and no probe reads it.
  reg [10:0] head;
  reg        busy;
  reg [10:0] pos;
  reg [10:0] bit_;
  reg [23:0] t;
  reg [23:0] base;

  // M9K read: the address is registered, the data follows in the next clock.
  wire [34:0] q = mem[raddr];
  wire [10:0] probe = pos + bit_;
  wire        accept = probe < entries && q[23:0] <= t;
  wire [10:0] pos_next = accept ? probe : pos;
  wire [10:0] bit_next = {1'b0, bit_[10:1]};
  /* verilator lint_off UNUSEDSIGNAL */
  wire [55:0] product = random * total;
  /* verilator lint_on UNUSEDSIGNAL */

  always @(posedge clk) begin
    done <= 1'b0;
    if (rst) begin
      total <= 24'd0;
      entries <= 11'd0;
      best <= 4'd0;
      busy <= 1'b0;
    end else begin
      if (clear) begin
        total <= 24'd0;
        entries <= 11'd0;
        best <= 4'd0;
      end else if (enter && (entries == 11'd0 || row_count > best)) begin
        mem[0] <= {shape, row, 24'd0};
        head <= {shape, row};
        total <= {6'd0, row_weight};
        entries <= 11'd1;
        best <= row_count;
      end else if (enter && row_count == best) begin
        mem[entries] <= {shape, row, total};
        total <= total + {6'd0, row_weight};
        entries <= entries + 11'd1;
      end

      if (start) begin
        t <= product[55:32];
        pos <= 11'd0;
        bit_ <= FIRST_PROBE;
        raddr <= FIRST_PROBE;
        base <= 24'd0;
        {draw_shape, draw_row} <= head;
        busy <= 1'b1;
      end else if (busy) begin
        if (accept) begin
          {draw_shape, draw_row} <= q[34:24];
          base <= q[23:0];
        end
        pos <= pos_next;
        bit_ <= bit_next;
        raddr <= pos_next + bit_next;
        if (bit_ == 11'd1) begin
          busy <= 1'b0;
          done <= 1'b1;
        end
      end
    end
  end

  assign draw_offset = t - base;
endmodule
