// SPEC-v3 §5f: one playout engine's last-good-reply tables (Pentobi's LGRF-2), both sides.
//
// Two tables, LGR1 indexed by the last move's code and LGR2 by the last move's code XOR the second
// last's rotated left by 7 within 14 bits, each folded to BITS bits by XOR (bit i of the code into
// bit i mod BITS: wires, no clock). A code is a placement id (0..13,728: its rank in the scan's
// order, SPEC-v3 §8), or 13,729 for a pass or no move; an entry is a placement id or NONE. Each
// table keeps each side's 2^BITS entries in an array of its own (at BITS = 11, 2,048 x 14 bits:
// four M9K of 512 x 18; 16 an engine), so a clear writes both sides' halves in one clock, as the
// M9K's two ports would.
//
// Commands, taken only while `busy` is low, each for one clock:
// - `read` (L_READ, 1 clock): both entries of `side` under `last` and `second`; `r2` and `r1`
//   hold them after the next clock edge, until the next command.
// - `update` (L_UPDATE, 2 clocks): `reply` to `last` and `second` by `side`; its playout `won`
//   (a draw counts as won). The first clock reads both entries, the second writes them back: the
//   reply into both when won, else NONE into each that holds the reply. `busy` in the second.
// - `clear` (L_CLEAR, 2^BITS clocks, one word a clock, word 0 in the clock that takes it): every
//   entry NONE; `busy` until the last word is written.
module mcts_lgr #(
  parameter BITS = 11
) (
  input  wire        clk,
  input  wire        rst,
  input  wire        read,
  input  wire        update,
  input  wire        clear,
  input  wire        side,
  input  wire [13:0] last,
  input  wire [13:0] second,
  input  wire [13:0] reply,
  input  wire        won,
  output wire [13:0] r1,
  output wire [13:0] r2,
  output wire        busy
);
  localparam [13:0] NONE = 14'h3fff;
  localparam WORDS = 1 << BITS;
  localparam [1:0] IDLE = 2'd0, WRITE = 2'd1, CLEARING = 2'd2;

  function [BITS-1:0] fold;
    input [13:0] x;
    integer i;
    begin
      fold = {BITS{1'b0}};
      for (i = 0; i < 14; i = i + 1) fold[i % BITS] = fold[i % BITS] ^ x[i];
    end
  endfunction

  wire [BITS-1:0] a1 = fold(last);
  wire [BITS-1:0] a2 = fold(last ^ {second[6:0], second[13:7]});

  reg [13:0] t1s0 [0:WORDS-1];
  reg [13:0] t1s1 [0:WORDS-1];
  reg [13:0] t2s0 [0:WORDS-1];
  reg [13:0] t2s1 [0:WORDS-1];
  reg [13:0] q1s0, q1s1, q2s0, q2s1;

  reg [1:0]      state;
  reg [BITS-1:0] word;
  reg [BITS-1:0] a1_q, a2_q;
  reg            side_q, won_q;
  reg [13:0]     reply_q;

  assign busy = state != IDLE;
  assign r1 = side_q ? q1s1 : q1s0;
  assign r2 = side_q ? q2s1 : q2s0;

  // The write-back of an update: the entries as read in its first clock.
  wire       wb = state == WRITE;
  // A clear writes word 0 in the clock that takes it, then a word a clock.
  wire       clr = state == CLEARING || (state == IDLE && clear && !read && !update);
  wire       rd = state == IDLE && (read || update);
  wire       put1 = wb && (won_q || r1 == reply_q);
  wire       put2 = wb && (won_q || r2 == reply_q);
  wire [13:0] wdata = clr ? NONE : (won_q ? reply_q : NONE);
  wire [BITS-1:0] wa1 = clr ? (state == IDLE ? {BITS{1'b0}} : word) : a1_q;
  wire [BITS-1:0] wa2 = clr ? (state == IDLE ? {BITS{1'b0}} : word) : a2_q;
  wire       we1s0 = clr || (put1 && !side_q);
  wire       we1s1 = clr || (put1 && side_q);
  wire       we2s0 = clr || (put2 && !side_q);
  wire       we2s1 = clr || (put2 && side_q);

  // One read and one write port per array, the read registered (an M9K's read-old-data).
  always @(posedge clk) begin
    if (we1s0) t1s0[wa1] <= wdata;
    if (rd) q1s0 <= t1s0[a1];
  end
  always @(posedge clk) begin
    if (we1s1) t1s1[wa1] <= wdata;
    if (rd) q1s1 <= t1s1[a1];
  end
  always @(posedge clk) begin
    if (we2s0) t2s0[wa2] <= wdata;
    if (rd) q2s0 <= t2s0[a2];
  end
  always @(posedge clk) begin
    if (we2s1) t2s1[wa2] <= wdata;
    if (rd) q2s1 <= t2s1[a2];
  end

  always @(posedge clk) begin
    if (rst) begin
      state  <= IDLE;
      word   <= {BITS{1'b0}};
      side_q <= 1'b0;
      won_q  <= 1'b0;
      a1_q   <= {BITS{1'b0}};
      a2_q   <= {BITS{1'b0}};
      reply_q <= NONE;
    end else begin
      case (state)
        IDLE: begin
          if (read || update) begin
            side_q  <= side;
            a1_q    <= a1;
            a2_q    <= a2;
            reply_q <= reply;
            won_q   <= won;
          end
          if (update) state <= WRITE;
          else if (clr) begin
            word  <= {{(BITS-1){1'b0}}, 1'b1};
            state <= CLEARING;
          end
        end
        WRITE: state <= IDLE;
        default: begin
          word <= word + 1'b1;
          if (word == WORDS - 1) state <= IDLE;
        end
      endcase
    end
  end
endmodule
