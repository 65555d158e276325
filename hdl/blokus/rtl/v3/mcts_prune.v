// SPEC-v3 §5d (and §5e's takeover): the tree's in-place compaction, bit-exact with markTree +
// moveTree in core/engines/blokus-mcts/prune.ts.
//
// Node RAM word: {first, kids-1, visits, payload}. first == 0 means unexpanded (the emulator's -1):
// node 0 is always the root and nobody's child, so no block of children starts there. The payload
// (move, count, value, prior) is only copied.
//
// `start` (taken in IDLE) latches root, used and min_visits. The clock that takes it reads the root
// node and the word after the root's in the keep bitmap, and writes the root's bit (the bitmap is
// all zero between prunes: zero at power-up, and every prune clears the words it set). Then:
//   SCAN, a clock a node from root to used-1: its keep bit (from `cur`, a register copy of its
//   bitmap word) and its fields (read the clock before). A kept node with children that stay
//   (the root, or visits >= min) then takes a clock per bitmap word its block of children touches:
//   read the word, OR the block's bits in and write it back the next clock (blocks lie above
//   their parent, so `cur` and `nxt`, the next word's copy, take the bits too). The clock that
//   enters a word writes its rank (the kept nodes before it) and, in a clock that reads no block
//   word, reads the next word ahead into `nxt`; so the rank pass costs no clock of its own.
//   MOVE, a clock a bitmap word from the root's to used-1's (entering it: that clock's bitmap read
//   slot is freed, so the clock after reads the word after next ahead and clears the word before,
//   done with) and a clock a kept node: read the node; the next clock read its first child's
//   bitmap word and rank (the child's new address: the rank plus the kept bits below it in the
//   word; no kept bit there means its children were dropped); the next clock write it at its own
//   new address, a counter. Its new address is never above its old one and reads go upwards, so
//   no node is overwritten before it is read.
// Then two clocks drain the pipeline. `done` is a one-clock pulse after clock edge
//   (used - root) + SUM(words a kept block touches) + (ceil(used/36) - floor(root/36)) + kept + 3
// counting the edge that took start: markTree's clocks + moveClocks(kept), the emulator's total,
// though the clock per word sits in the move pass here, not in a rank pass. `kept` is valid from
// the end of SCAN (kept + the words + 3 clocks before done) and holds until the next start; busy
// is high from the edge that took start to the one that raises done.
//
// RAMs, all read through a registered output (M9K): the nodes (1 read, 1 write port), the keep
// bitmap (36-bit words, 1 read, 1 write) and the rank table (a rank a word, 1 read, 1 write).
// Assumes KW >= 6 (a block of up to 2^KW children) and AW >= 10.
module mcts_prune #(
  parameter NODES = 24576,
  parameter AW = 15,
  parameter KW = 7,
  parameter PW = 64,
  parameter VW = 16
) (
  input  wire          clk,
  input  wire          rst,
  input  wire          start,
  input  wire [AW-1:0] root,
  input  wire [AW:0]   used,
  input  wire [VW:0]   min_visits,
  output wire          busy,
  output reg           done,
  output reg  [AW:0]   kept
);
  localparam NW = AW + KW + VW + PW;
  localparam WORDS = (NODES + 35) / 36;
  // A word index: 2^AW / 36 < 2^(AW-5) - 2, so the word after next of any node's word fits too.
  localparam WA = AW - 5;
  // floor(x / 36) = (x * RECIP) >> (AW + 6) for every x < 2^AW (the error stays below 1/64).
  localparam [AW:0] RECIP = ((1 << (AW + 6)) + 35) / 36;
  localparam [WA-1:0] TWO = 2;
  localparam [AW-1:0] W36 = 36;

  localparam [2:0] S_IDLE = 3'd0, S_SCAN = 3'd1, S_BLOCK = 3'd2, S_MOVE = 3'd3, S_DRAIN = 3'd4;

  reg [NW-1:0] nmem [0:NODES-1];
  reg [35:0]   kmem [0:WORDS-1];
  reg [AW-1:0] rmem [0:WORDS-1];

  // The bitmap starts clear. An M9K without an init file powers up zero; Yosys's M9K map
  // (synth_intel, 0.23) rejects an initial value, so only simulation sets it.
`ifndef SYNTHESIS
  integer i;
  initial for (i = 0; i < WORDS; i = i + 1) kmem[i] = 36'd0;
`endif

  reg [2:0]    state;
  reg [AW:0]   used_r;
  reg [VW:0]   min_r;
  // SCAN: the node, its offset in its word, its word; the root's word.
  reg [AW-1:0] a;
  reg [5:0]    ao;
  reg [WA-1:0] cw;
  reg [WA-1:0] w0;
  reg          at_root;
  reg [AW:0]   count;
  reg [35:0]   cur;
  reg [35:0]   nxt;
  reg          pl1;      // nxt's word, read ahead, is on the bitmap's output this clock
  // The bitmap write of the clock before (a read-ahead in the same clock as a write to its word
  // reads the old word).
  reg          fw_v;
  reg [WA-1:0] fw_a;
  reg [35:0]   fw_d;
  // BLOCK: the word, the first bit in it, the children left.
  reg [WA-1:0] bx;
  reg [5:0]    blo;
  reg [KW:0]   brem;
  // The block word read the clock before, to write back this clock.
  reg          rv;
  reg [WA-1:0] rx;
  reg [35:0]   rm;
  // MOVE: the first two words' final bits (from SCAN), then the words read ahead.
  reg [35:0]   slot0;
  reg [35:0]   slot1;
  reg [WA-1:0] wl;       // used-1's word
  reg [WA-1:0] ww;       // the next word to enter
  reg [AW-1:0] wbase;    // its first node
  reg [AW-1:0] mbase;    // the current word's first node
  reg [35:0]   mrem;     // its kept nodes not yet read
  reg [AW:0]   n;        // the next new address
  reg          pw_v;     // the clock before entered word pw_w
  reg [WA-1:0] pw_w;
  reg          pf1;      // word pf_w, read ahead, is on the bitmap's output this clock
  reg [WA-1:0] pf_w;
  // The move pipeline: a node read (1), its first child looked up (2).
  reg          s1_v;
  reg [AW-1:0] s1_n;
  reg          s2_v;
  reg [AW-1:0] s2_n;
  reg [5:0]    s2_fo;
  reg          s2_has;
  reg [KW-1:0] s2_kidsm1;
  reg [VW+PW-1:0] s2_vp;

  // RAM ports: addresses and write data formed below, read data registered.
  reg  [AW-1:0] n_ra;
  reg           n_we;
  reg  [AW-1:0] n_wa;
  reg  [NW-1:0] n_wd;
  reg  [NW-1:0] nq;
  reg  [WA-1:0] k_ra;
  reg           k_we;
  reg  [WA-1:0] k_wa;
  reg  [35:0]   k_wd;
  reg  [35:0]   kq;
  reg  [WA-1:0] r_ra;
  reg           r_we;
  reg  [WA-1:0] r_wa;
  reg  [AW-1:0] r_wd;
  reg  [AW-1:0] rq;

  always @(posedge clk) begin
    if (n_we) nmem[n_wa] <= n_wd;
    nq <= nmem[n_ra];
  end
  // Words past the last are read ahead at the end of each pass and never used.
  always @(posedge clk) begin
    if (k_we) kmem[k_wa] <= k_wd;
    kq <= kmem[k_ra];
  end
  always @(posedge clk) begin
    if (r_we) rmem[r_wa] <= r_wd;
    rq <= rmem[r_ra];
  end

  function [35:0] below;  // bits 0 .. nb-1
    input [5:0] nb;
    begin
      below = nb >= 6'd36 ? {36{1'b1}} : (36'd1 << nb) - 36'd1;
    end
  endfunction

  function [5:0] lowest;  // the lowest set bit's index
    input [35:0] v;
    integer j;
    begin
      lowest = 6'd0;
      for (j = 35; j >= 0; j = j - 1)
        if (v[j]) lowest = j[5:0];
    end
  endfunction

  function [5:0] pop;
    input [35:0] v;
    integer j;
    begin
      pop = 6'd0;
      for (j = 0; j < 36; j = j + 1)
        pop = pop + {5'd0, v[j]};
    end
  endfunction

  wire idle = state == S_IDLE;
  wire [AW-1:0] q_first  = nq[NW-1 -: AW];
  wire [KW-1:0] q_kidsm1 = nq[VW+PW +: KW];
  wire [VW-1:0] q_visits = nq[PW +: VW];

  // One /36 and %36, shared: the root's at start, else the node on the RAM's output's first child.
  wire [AW-1:0] dv_in = idle ? root : q_first;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [2*AW:0] dv_prod = dv_in * RECIP;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [WA-1:0] dv_q = dv_prod[2*AW:AW+6];
  /* verilator lint_off UNUSEDSIGNAL */
  wire [AW-1:0] dv_rf = dv_in - ({dv_q, 5'd0} + {3'd0, dv_q, 2'd0});
  /* verilator lint_on UNUSEDSIGNAL */
  wire [5:0] dv_r = dv_rf[5:0];

  // SCAN: the node's keep bit and whether its children stay.
  wire keep_a = cur[ao];
  wire expand = keep_a && q_first != {AW{1'b0}} && (at_root || {1'b0, q_visits} >= min_r);
  wire last_node = {1'b0, a} + 1'b1 == used_r;
  // BLOCK: this word's share of the block.
  wire [5:0]  room = 6'd36 - blo;
  wire        b_last = brem <= {{(KW-5){1'b0}}, room};
  wire [5:0]  b_hi = b_last ? blo + brem[5:0] : 6'd36;
  wire [35:0] b_mask = below(b_hi) & ~below(blo);
  wire blk = state == S_BLOCK;
  wire [35:0] cw_mask = blk && bx == cw ? b_mask : 36'd0;
  wire [35:0] nx_mask = blk && bx == cw + 1'b1 ? b_mask : 36'd0;
  wire [35:0] cur_next = cur | cw_mask;
  wire [35:0] nxt_base = !pl1 ? nxt : fw_v && fw_a == cw + 1'b1 ? fw_d : kq;
  wire [35:0] nxt_next = nxt_base | nx_mask;
  // SCAN leaves node a this clock (to a+1, or to MOVE after the last).
  wire advance = (state == S_SCAN && !expand) || (blk && b_last);
  wire leave_word = advance && (ao == 6'd35 || last_node);
  wire [WA-1:0] cw_off = cw - w0;
  wire early_word = cw_off < TWO;

  // MOVE: enter a word, or read a kept node, or (all done) drain.
  wire m_node  = state == S_MOVE && mrem != 36'd0;
  wire m_word  = state == S_MOVE && mrem == 36'd0 && ww <= wl;
  wire m_done  = state == S_MOVE && mrem == 36'd0 && ww > wl;
  wire [35:0] m_bits = pf1 && pf_w == ww ? kq : ww[0] ? slot1 : slot0;
  wire [5:0]  m_low = lowest(mrem);
  // The move's third stage: the first child's word and rank are on the RAMs' outputs.
  wire        kids = s2_has && kq[s2_fo];
  wire [AW-1:0] new_first = rq + {{(AW-6){1'b0}}, pop(kq & below(s2_fo))};

  always @* begin
    n_ra = a + 1'b1;
    n_we = 1'b0;
    n_wa = s2_n;
    n_wd = {kids ? new_first : {AW{1'b0}}, kids ? s2_kidsm1 : {KW{1'b0}}, s2_vp};
    k_ra = cw + 1'b1;
    k_we = 1'b0;
    k_wa = rx;
    k_wd = kq | rm;
    r_ra = dv_q;
    r_we = 1'b0;
    r_wa = cw;
    r_wd = count[AW-1:0];
    case (state)
      S_IDLE: begin
        n_ra = root;
        k_ra = dv_q + 1'b1;
        k_we = start;
        k_wa = dv_q;
        k_wd = 36'd1 << dv_r;
      end
      S_SCAN, S_BLOCK: begin
        if (blk) k_ra = bx;
        k_we = rv;
        r_we = state == S_SCAN && (ao == 6'd0 || at_root);
      end
      default: begin  // S_MOVE, S_DRAIN
        n_ra = mbase + {{(AW-6){1'b0}}, m_low};
        n_we = s2_v;
        // A node's first child's word while looking it up, else the word after next.
        k_ra = s1_v ? dv_q : pw_w + TWO;
        if (rv) begin
          k_we = 1'b1;
        end else if (pw_v && pw_w != w0) begin
          k_we = 1'b1;
          k_wa = pw_w - 1'b1;
          k_wd = 36'd0;
        end else if (state == S_DRAIN) begin
          k_we = 1'b1;
          k_wa = wl;
          k_wd = 36'd0;
        end
      end
    endcase
  end

  assign busy = !idle;

  always @(posedge clk) begin
    done <= 1'b0;
    fw_v <= k_we;
    fw_a <= k_wa;
    fw_d <= k_wd;
    if (rst) begin
      state <= S_IDLE;
      kept <= {(AW+1){1'b0}};
      rv <= 1'b0;
      s1_v <= 1'b0;
      s2_v <= 1'b0;
      pw_v <= 1'b0;
      pf1 <= 1'b0;
      pl1 <= 1'b0;
    end else begin
      rv <= 1'b0;
      case (state)
        S_IDLE:
          if (start) begin
            used_r <= used;
            min_r <= min_visits;
            a <= root;
            ao <= dv_r;
            cw <= dv_q;
            w0 <= dv_q;
            at_root <= 1'b1;
            count <= {(AW+1){1'b0}};
            cur <= 36'd1 << dv_r;
            pl1 <= 1'b1;
            wbase <= root - {{(AW-6){1'b0}}, dv_r};
            state <= S_SCAN;
          end
        S_SCAN, S_BLOCK: begin
          pl1 <= state == S_SCAN && ao == 6'd0 && !at_root;
          cur <= cur_next;
          nxt <= nxt_next;
          if (state == S_SCAN) begin
            at_root <= 1'b0;
            count <= count + {{AW{1'b0}}, keep_a};
            if (expand) begin
              bx <= dv_q;
              blo <= dv_r;
              brem <= {1'b0, q_kidsm1} + 1'b1;
              state <= S_BLOCK;
            end
          end else begin
            rv <= 1'b1;
            rx <= bx;
            rm <= b_mask;
            bx <= bx + 1'b1;
            blo <= 6'd0;
            brem <= brem - {{(KW-5){1'b0}}, room};
          end
          if (leave_word && early_word) begin
            if (cw[0]) slot1 <= cur_next;
            else slot0 <= cur_next;
          end
          if (advance) begin
            if (last_node) begin
              kept <= count + {{AW{1'b0}}, state == S_SCAN && keep_a};
              wl <= cw;
              ww <= w0;
              mrem <= 36'd0;
              n <= {(AW+1){1'b0}};
              state <= S_MOVE;
            end else begin
              a <= a + 1'b1;
              state <= S_SCAN;
              if (ao == 6'd35) begin
                ao <= 6'd0;
                cw <= cw + 1'b1;
                cur <= nxt_next;
              end else begin
                ao <= ao + 1'b1;
              end
            end
          end
        end
        default: begin  // S_MOVE, S_DRAIN
          // The move pipeline.
          s1_v <= m_node;
          s1_n <= n[AW-1:0];
          s2_v <= s1_v;
          s2_n <= s1_n;
          s2_fo <= dv_r;
          s2_has <= q_first != {AW{1'b0}};
          s2_kidsm1 <= q_kidsm1;
          s2_vp <= nq[VW+PW-1:0];
          // The word after next, read ahead in the clock after a word's.
          pf1 <= pw_v;
          pf_w <= pw_w + TWO;
          if (pf1) begin
            if (pf_w[0]) slot1 <= kq;
            else slot0 <= kq;
          end
          pw_v <= m_word;
          pw_w <= ww;
          if (m_word) begin
            mrem <= m_bits;
            mbase <= wbase;
            wbase <= wbase + W36;
            ww <= ww + 1'b1;
          end
          if (m_node) begin
            mrem <= mrem & (mrem - 1'b1);
            n <= n + 1'b1;
          end
          if (m_done) state <= S_DRAIN;
          if (state == S_DRAIN) begin
            done <= 1'b1;
            state <= S_IDLE;
          end
        end
      endcase
    end
  end
endmodule
