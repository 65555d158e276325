// One v2 search unit (SPEC-v2 §1-§9): its own board and root list, the root scan that fills the
// list, and its share (root indices i mod UNITS = UNIT) of each iteration of the deepening that
// the core (blokus_core, VERSION 2) sequences; one state per clock exactly as SPEC-v2 §8 counts.
// The scan iterator, beams, evaluation and board are v1's modules and helpers; the ply stack is
// MAX_PLY = 8 deep. Side 0 is `me`, side 1 the opponent. A long file because it is one search
// loop whose cycle accounting must be read in one place.
module blokus_unit_v2 #(
  parameter integer UNITS = 3,   // units sharing the root list
  parameter integer UNIT  = 0,   // this unit's number
  parameter integer W1    = 24,  // beam widths of plies 1..6, each 1..31
  parameter integer W2    = 12,
  parameter integer W3    = 8,
  parameter integer W4    = 6,
  parameter integer W5    = 6,
  parameter integer W6    = 6,
  parameter integer WM    = 8,   // evaluation weights (SPEC-v2 §5)
  parameter integer WI    = 1,
  parameter integer WA    = 6,
  parameter integer WD    = 1
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         start_i,      // load the root board below and search (U_START next)
  input  wire [3:0]   depth_i,      // D of the running iteration, 2..8
  input  wire [455:0] board_i,      // the root board (blokus_board_word.vh)
  input  wire         next_it_i,    // at a phase end: run iteration depth_i next, else U_DONE
  input  wire         all_done_i,   // every unit has finished its share: IT_CMP next clock
  input  wire [9:0]   rot_idx_i,    // the iteration's winner: root index (from IT_CMP2 on)
  input  wire [30:0]  rot_entry_i,  // and its list entry {score, move}
  input  wire         abort_i,      // the deadline: this clock is the last (SPEC-v2 §7a)
  output wire         ph_end_o,     // the root scan or a rotation ends this clock
  output wire         fin_o,        // this unit's share of the iteration ends this clock
  output wire         wait_o,       // waiting for the other units
  output wire         cmp_o,        // IT_CMP's first clock: the reports below are final
  output wire         udone_o,      // U_DONE
  output wire         valid_o,      // a root entry was searched in this iteration
  output wire signed [15:0] best_o,
  output wire [9:0]   index_o,      // root index of best_o
  output wire [30:0]  entry_o,      // its entry {score, move}
  output wire [14:0]  front_o,      // the list's entry 0: the answer
  output wire [10:0]  count_o,      // entries in the list
  output wire [31:0]  cycles_o      // the unit's busy clocks (SPEC-v2 §8), final after U_DONE
);
  `include "blokus_shapes.vh"
  `include "blokus_board_fns.vh"
  `include "blokus_board_word.vh"
  `include "blokus_scan_fns.vh"

  localparam signed [15:0] INF = 16'sd32000;
  localparam [31:0] UNITS32 = UNITS;
  localparam [31:0] UNIT32  = UNIT;
  localparam [10:0] UNITS11 = UNITS32[10:0];
  localparam [10:0] UNIT11  = UNIT32[10:0];
  localparam [20:0] ALL     = 21'h1fffff;
  localparam [9:0]  LAST    = 10'd1023;   // the list's last slot (ROOT_CAPACITY - 1)

  localparam [4:0] S_IDLE      = 5'd0;
  localparam [4:0] S_START     = 5'd1;
  localparam [4:0] S_GEN_INIT  = 5'd2;
  localparam [4:0] S_SHAPE     = 5'd3;
  localparam [4:0] S_ROW       = 5'd4;
  localparam [4:0] S_C_ADD     = 5'd5;
  localparam [4:0] S_EV1       = 5'd6;    // EV: MASK, DILATE, COUNT, SUM, WEIGHT
  localparam [4:0] S_EV2       = 5'd7;
  localparam [4:0] S_EV3       = 5'd8;
  localparam [4:0] S_EV4       = 5'd9;
  localparam [4:0] S_EV5       = 5'd10;
  localparam [4:0] S_C_DEL     = 5'd11;
  localparam [4:0] S_C_INS     = 5'd12;
  localparam [4:0] S_C_UPD     = 5'd13;
  localparam [4:0] S_R_INS     = 5'd14;
  localparam [4:0] S_R_SHIFT   = 5'd15;   // insertion shifts
  localparam [4:0] S_GEN_END   = 5'd16;
  localparam [4:0] S_N_ADD     = 5'd17;
  localparam [4:0] S_N_DEL     = 5'd18;
  localparam [4:0] S_N_PASS    = 5'd19;
  localparam [4:0] S_N_UNPASS  = 5'd20;
  localparam [4:0] S_N_UPD     = 5'd21;
  localparam [4:0] S_IT_START  = 5'd22;
  localparam [4:0] S_WAIT      = 5'd23;   // not a SPEC state: idle until the slowest unit ends
  localparam [4:0] S_IT_CMP1   = 5'd24;
  localparam [4:0] S_IT_CMP2   = 5'd25;
  localparam [4:0] S_IT_ROT    = 5'd26;
  localparam [4:0] S_ROT_SHIFT = 5'd27;   // rotation shifts (R_SHIFT)
  localparam [4:0] S_U_DONE    = 5'd28;

  // ---------------------------------------------------------------- registers
  reg  [4:0]   state_q, state_d;
  reg  [3:0]   d_q, d_d;                // ply of the current node, 0..7
  reg  [195:0] lforb_q, lforb_d, latt_q, latt_d;  // mover's masks latched at GEN_INIT
  reg  [13:0]  lrows_q, lrows_d;
  reg  [90:0]  shape_ok_q, shape_ok_d;  // by v2 order position: the mover has the piece
  reg  [6:0]   shape_q, shape_d;        // v2 order position of the current shape
  reg  [3:0]   row_q, row_d;
  reg  [13:0]  legal_q, legal_d;
  reg          kids_q, kids_d;          // the running scan met a legal child
  reg          lp_q, lp_d;              // evaluating a leaf-ply pass
  // Per ply p = 0..8, packed at [16p +: 16] (moves [15p +: 15], beam indices [5p +: 5]).
  reg  [143:0] alpha_q, alpha_d, beta_q, beta_d, best_q, best_d;
  reg  [134:0] mv_q, mv_d;              // move made from ply p
  reg  [44:0]  bi_q, bi_d;              // beam index being searched at ply p
  reg  [8:0]   pass_q, pass_d;          // ply p's child was a pass
  reg  [10:0]  ri_q, ri_d;              // root index being searched
  reg  [31:0]  cnt_q, cnt_d;            // busy clocks so far
  reg  [31:0]  commit_q, commit_d;      // busy clocks up to the last completed phase
  reg          valid_q, valid_d;
  reg  [9:0]   index_q, index_d;
  reg  [30:0]  entry_q, entry_d;
  // Root list (SPEC-v2 §3a).
  reg  [10:0]  rc_q, rc_d;              // entries held
  reg  [15:0]  tail_q, tail_d;          // score of the last entry (a full list drops below it)
  reg  [9:0]   k_q, k_d;                // slot an insertion or rotation fills next
  reg  [9:0]   ra_q, ra_d;              // read address (data one clock later)
  reg  [14:0]  front_q, front_d;        // entry 0's move
  reg          rl_we;
  reg  [9:0]   rl_waddr;
  reg  [30:0]  rl_wdata;
  wire [30:0]  rl_rdata;

  blokus_root_list u_list (
    .clk_i  (clk_i),
    .we_i   (rl_we),
    .waddr_i(rl_waddr),
    .wdata_i(rl_wdata),
    .raddr_i(ra_d),
    .rdata_o(rl_rdata)
  );
  wire signed [15:0] rd_score = rl_rdata[30:15];
  wire [14:0]        rd_move  = rl_rdata[14:0];

  // ---------------------------------------------------------------- board (SPEC §1)
  wire [455:0] board;
  wire [195:0] own0   = board[BW_OWN0 +: 196];
  wire [195:0] own1   = board[BW_OWN1 +: 196];
  wire [20:0]  avail0 = board[BW_AVAIL0 +: 21];
  wire [20:0]  avail1 = board[BW_AVAIL1 +: 21];
  wire [6:0]   sq0    = board[BW_SQ0 +: 7];
  wire [6:0]   sq1    = board[BW_SQ1 +: 7];
  wire [3:0]   st0    = board[BW_ST0 +: 4];
  wire [3:0]   st1    = board[BW_ST1 +: 4];
  reg          tg_en, tg_add;
  reg  [14:0]  tg_move;
  wire         mover = d_q[0];                     // 0 = me at even plies
  blokus_board_state u_board (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .load_i     (state_q == S_START),              // U_START copies the root board
    .ld_board_i (board_i),
    .tg_en_i    (tg_en),
    .tg_side_i  (mover),
    .tg_add_i   (tg_add),
    .tg_move_i  (tg_move),
    .board_o    (board)
  );

  // ---------------------------------------------------------------- combinational datapath
  // Ply 0 scans only in the root scan (the list is the root of every iteration).
  wire        root     = (d_q == 4'd0);
  wire        leafply  = !root && (d_q + 4'd1 == depth_i);
  wire [20:0] avail_m  = mover ? avail1 : avail0;
  wire [3:0]  d_up     = d_q + 4'd1;               // the child's ply

  wire signed [15:0] alpha_cur  = alpha_q[16*d_q +: 16];
  wire signed [15:0] beta_cur   = beta_q[16*d_q +: 16];
  wire signed [15:0] best_cur   = best_q[16*d_q +: 16];
  wire signed [15:0] best_child = best_q[16*d_up +: 16];
  wire signed [15:0] best_root  = best_q[15:0];
  wire [14:0]        mv_cur     = mv_q[15*d_q +: 15];
  wire [4:0]         bi_cur     = bi_q[5*d_q +: 5];

  wire st_gen_init = (state_q == S_GEN_INIT);
  wire st_shape    = (state_q == S_SHAPE);
  wire st_row      = (state_q == S_ROW);
  wire st_child    = (state_q == S_C_INS) || (state_q == S_C_UPD) || (state_q == S_R_INS) ||
                     (state_q == S_R_SHIFT);
  wire st_in_shape = st_shape || st_row || st_child;

  reg [405:0] mk0, mk1;
  always @* begin
    mk0 = 406'd0;
    mk1 = 406'd0;
    if (state_q == S_EV1 || (st_gen_init && !mover))
      mk0 = side_masks(own0, own1, avail0 == ALL, st0);
    if (state_q == S_EV1 || (st_gen_init && mover))
      mk1 = side_masks(own1, own0, avail1 == ALL, st1);
  end

  // ---------------------------------------------------------------- the scan iterator (SPEC-v2 §4)
  // As v1's, over v2 order positions: shape_q is a position, shape_id the shape it names.
  wire [6:0] shape_id = SH_V2_ORDER[7*shape_q +: 7];
  reg [90:0] shape_ok;
  reg [6:0]  sid;
  integer    k;
  always @* begin
    shape_ok = 91'd0;
    sid      = 7'd0;
    if (st_gen_init) for (k = 0; k < 91; k = k + 1) begin
      sid         = SH_V2_ORDER[7*k +: 7];
      shape_ok[k] = avail_m[SH_PIECE[5*sid +: 5]];
    end
  end

  reg [90:0] shp_after;
  reg [6:0]  shp_next;
  reg        shp_more;
  always @* begin
    shp_after = 91'd0;
    if (st_gen_init) shp_after = shape_ok;
    else if (st_in_shape) shp_after = shape_ok_q & above91(shape_q);
    shp_next = low91(shp_after);
    shp_more = |shp_after;
  end

  reg  [2:0]  h_s;
  reg  [13:0] cand, row_after;
  reg  [3:0]  row_next;
  reg         row_more;
  always @* begin
    h_s       = 3'd1;
    cand      = 14'd0;
    row_after = 14'd0;
    row_next  = 4'd0;
    if (st_in_shape) begin
      h_s  = SH_H[3*shape_id +: 3];
      cand = cand_rows(h_s, lrows_q);
      row_after = st_shape ? cand : cand & above14(row_q);
      row_next  = low14(row_after);
    end
    row_more = |row_after;
  end

  reg [13:0] legal;
  always @* begin
    legal = 14'd0;
    if (st_row) legal = legal_cols(lforb_q, latt_q, row_q, SH_ROWS[25*shape_id +: 25]);
  end

  wire [3:0]  col        = low14(legal_q);
  wire [13:0] legal_rest = legal_q & (legal_q - 14'd1);
  wire [14:0] cur_move   = {shape_id, row_q, col};

  reg  [13:0] it_rest;
  reg  [4:0]  it_state;
  reg  [3:0]  it_row;
  reg  [6:0]  it_shape;
  always @* begin
    it_rest  = st_row ? legal : (st_child ? legal_rest : 14'd0);
    it_row   = row_q;
    it_shape = shape_q;
    if (it_rest != 14'd0) begin
      it_state = S_C_ADD;
    end else if (row_more) begin
      it_state = S_ROW;
      it_row   = row_next;
    end else if (shp_more) begin
      it_state = S_SHAPE;
      it_shape = shp_next;
    end else begin
      it_state = S_GEN_END;
    end
  end

  // ---------------------------------------------------------------- beam buffers (SPEC-v2 §6)
  // Level lv holds the children of a node at ply lv + 1.
  wire [14:0] bmove [0:5];
  wire [4:0]  blen  [0:5];
  wire signed [15:0] ev_value;
  wire        beam_clear = st_gen_init && !root && !leafply;
  wire        beam_ins   = (state_q == S_C_INS);
  wire signed [15:0] score = mover ? -ev_value : ev_value;
  genvar lv;
  generate
    for (lv = 0; lv < 6; lv = lv + 1) begin : g_beam
      localparam integer WL = (lv == 0) ? W1 : (lv == 1) ? W2 : (lv == 2) ? W3 : (lv == 3) ? W4 : (lv == 4) ? W5 : W6;
      /* verilator lint_off UNUSEDSIGNAL */  // the head is v1's root-beam output
      wire [14:0] head;
      /* verilator lint_on UNUSEDSIGNAL */
      blokus_beam #(.W(WL)) u_beam (
        .clk_i    (clk_i),
        .rst_ni   (rst_ni),
        .clear_i  (beam_clear && (d_q == lv + 1)),
        .ins_i    (beam_ins && (d_q == lv + 1)),
        .score_i  (score),
        .move_i   (cur_move),
        .rd_idx_i (bi_cur),
        .rd_move_o(bmove[lv]),
        .len_o    (blen[lv]),
        .head_o   (head)
      );
    end
  endgenerate
  reg [14:0] buf_move;
  reg [4:0]  buf_len;
  integer    b;
  always @* begin
    buf_move = 15'd0;
    buf_len  = 5'd0;
    for (b = 0; b < 6; b = b + 1) if (d_q == b[3:0] + 4'd1) begin
      buf_move = bmove[b];
      buf_len  = blen[b];
    end
  end

  // ---------------------------------------------------------------- evaluation (SPEC-v2 §5)
  blokus_eval #(.VERSION(2), .WM(WM), .WI(WI), .WA(WA), .WD(WD)) u_eval (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .own0_i  (own0),
    .own1_i  (own1),
    .att0_i  (mk0[391:196]),
    .att1_i  (mk1[391:196]),
    .forb0_i (mk0[195:0]),
    .forb1_i (mk1[195:0]),
    .sq0_i   (sq0),
    .sq1_i   (sq1),
    .mask_i  (state_q == S_EV1),
    .dilate_i(state_q == S_EV2),
    .count_i (state_q == S_EV3),
    .sum_i   (state_q == S_EV4),
    .weight_i(state_q == S_EV5),
    .value_o (ev_value)
  );

  // UPD of SPEC §7 at ply d_q with value v.
  reg  signed [15:0] upd_v, upd_best, upd_alpha, upd_beta;
  reg                upd_better, upd_cut;
  always @* begin
    upd_alpha = alpha_cur;
    upd_beta  = beta_cur;
    if (!mover) begin
      upd_better = upd_v > best_cur;
      upd_best   = upd_better ? upd_v : best_cur;
      if (upd_best > upd_alpha) upd_alpha = upd_best;
    end else begin
      upd_better = upd_v < best_cur;
      upd_best   = upd_better ? upd_v : best_cur;
      if (upd_best < upd_beta) upd_beta = upd_best;
    end
    upd_cut = (upd_alpha >= upd_beta);
  end

  // ---------------------------------------------------------------- control
  wire [4:0]  bi_next   = bi_cur + 5'd1;
  wire [10:0] ri_next   = ri_q + UNITS11;
  wire        full      = rc_q[10];                       // 1,024 entries
  wire [9:0]  last_slot = full ? LAST : rc_q[9:0];        // the list's last slot after an insertion
  // The unit's share ends: no entry for it at IT_START, or its last entry's N_UPD.
  wire        share_end = (state_q == S_IT_START && !(UNIT11 < rc_q)) ||
                          (state_q == S_N_UPD && root && !(ri_next < rc_q));
  wire        rotating  = (state_q == S_IT_ROT) || (state_q == S_ROT_SHIFT);
  wire        phase_end = (state_q == S_GEN_END && root) || (rotating && k_q == 10'd0);

  wire [4:0] ret_state = pass_q[d_q - 4'd1] ? S_N_UNPASS : S_N_DEL;
  wire [3:0] ret_d     = d_q - 4'd1;

  reg                ply_wr;
  reg  [3:0]         ply_idx;
  reg  signed [15:0] ply_alpha, ply_beta, ply_best;
  reg                mv_wr, bi_wr;
  reg  [14:0]        mv_val;
  reg  [4:0]         bi_val;
  reg                scan_go, scan_past, ret;
  reg  [9:0]         step_k;              // the slot of this clock's insertion or rotation step

  always @* begin
    state_d    = state_q;
    d_d        = d_q;
    lforb_d    = lforb_q;
    latt_d     = latt_q;
    lrows_d    = lrows_q;
    shape_ok_d = shape_ok_q;
    shape_d    = shape_q;
    row_d      = row_q;
    legal_d    = legal_q;
    kids_d     = kids_q;
    lp_d       = lp_q;
    alpha_d    = alpha_q;
    beta_d     = beta_q;
    best_d     = best_q;
    mv_d       = mv_q;
    bi_d       = bi_q;
    pass_d     = pass_q;
    ri_d       = ri_q;
    cnt_d      = cnt_q;
    commit_d   = commit_q;
    valid_d    = valid_q;
    index_d    = index_q;
    entry_d    = entry_q;
    rc_d       = rc_q;
    tail_d     = tail_q;
    k_d        = k_q;
    ra_d       = ra_q;
    front_d    = front_q;
    rl_we      = 1'b0;
    rl_waddr   = k_q;
    rl_wdata   = rl_rdata;
    ply_wr     = 1'b0;
    ply_idx    = d_q;
    ply_alpha  = alpha_cur;
    ply_beta   = beta_cur;
    ply_best   = best_cur;
    mv_wr      = 1'b0;
    mv_val     = 15'd0;
    bi_wr      = 1'b0;
    bi_val     = 5'd0;
    scan_go    = 1'b0;
    scan_past  = 1'b0;
    ret        = 1'b0;
    tg_en      = 1'b0;
    tg_add     = 1'b1;
    tg_move    = cur_move;
    upd_v      = ev_value;
    step_k     = k_q;

    if (state_q != S_IDLE && state_q != S_WAIT) cnt_d = cnt_q + 32'd1;
    if (phase_end) commit_d = cnt_q + 32'd1;

    case (state_q)
      S_IDLE: begin
        if (start_i) begin
          state_d = S_START;
          cnt_d   = 32'd0;
        end
      end
      S_START: begin               // the board loads the root board (u_board.load_i)
        d_d       = 4'd0;
        pass_d    = 9'd0;
        rc_d      = 11'd0;
        front_d   = 15'd0;
        valid_d   = 1'b0;
        state_d   = S_GEN_INIT;
      end
      S_GEN_INIT: begin
        lforb_d    = mover ? mk1[195:0] : mk0[195:0];
        latt_d     = mover ? mk1[391:196] : mk0[391:196];
        lrows_d    = mover ? mk1[405:392] : mk0[405:392];
        shape_ok_d = shape_ok;
        kids_d     = 1'b0;
        scan_go    = 1'b1;
      end
      S_SHAPE: scan_go = 1'b1;
      S_ROW: begin
        legal_d = legal;
        scan_go = 1'b1;
      end
      S_C_ADD: begin
        tg_en   = 1'b1;
        kids_d  = 1'b1;
        state_d = S_EV1;
      end
      S_EV1: state_d = S_EV2;
      S_EV2: state_d = S_EV3;
      S_EV3: state_d = S_EV4;
      S_EV4: state_d = S_EV5;
      S_EV5: state_d = lp_q ? S_C_UPD : S_C_DEL;
      S_C_DEL: begin
        tg_en   = 1'b1;
        tg_add  = 1'b0;
        if (root) begin
          // R_INS compares with the entry above the slot it fills: read it now.
          ra_d    = full ? LAST - 10'd1 : rc_q[9:0] - 10'd1;
          state_d = S_R_INS;
        end else begin
          state_d = leafply ? S_C_UPD : S_C_INS;
        end
      end
      S_C_INS: begin
        scan_past = 1'b1;
        scan_go   = 1'b1;
      end
      S_C_UPD: begin
        if (lp_q) begin
          lp_d     = 1'b0;
          ply_wr   = 1'b1;
          ply_best = upd_best;
          ret      = 1'b1;
        end else begin
          ply_wr    = 1'b1;
          ply_best  = upd_best;
          ply_alpha = upd_alpha;
          ply_beta  = upd_beta;
          scan_past = 1'b1;
          if (upd_cut) state_d = S_GEN_END;
          else scan_go = 1'b1;
        end
      end
      // Sorted insertion (SPEC-v2 §3a), one slot per clock from the end: slot step_k takes the
      // entry above it while that scores below the new one (an R_SHIFT), else the new entry.
      S_R_INS, S_R_SHIFT: begin
        if (state_q == S_R_INS) step_k = full ? LAST : rc_q[9:0];
        if (state_q == S_R_INS && full && $signed(tail_q) >= ev_value) begin
          scan_past = 1'b1;        // ranks below a full list: dropped
          scan_go   = 1'b1;
        end else if (step_k != 10'd0 && rd_score < ev_value) begin
          rl_we    = 1'b1;
          rl_waddr = step_k;
          rl_wdata = rl_rdata;
          if (step_k == last_slot) tail_d = rd_score;
          k_d      = step_k - 10'd1;
          ra_d     = step_k - 10'd2;
          state_d  = S_R_SHIFT;
        end else begin
          rl_we    = 1'b1;
          rl_waddr = step_k;
          rl_wdata = {ev_value, cur_move};
          if (step_k == last_slot) tail_d = ev_value;
          if (step_k == 10'd0) front_d = cur_move;
          if (!full) rc_d = rc_q + 11'd1;
          scan_past = 1'b1;
          scan_go   = 1'b1;
        end
      end
      S_GEN_END: begin
        if (root) begin
          state_d = next_it_i ? S_IT_START : S_U_DONE;   // the core's growth rule (§7a)
        end else if (leafply) begin
          if (!kids_q) begin
            lp_d    = 1'b1;
            state_d = S_EV1;
          end else begin
            ret = 1'b1;
          end
        end else if (buf_len == 5'd0) begin
          state_d = S_N_PASS;
        end else begin
          bi_wr   = 1'b1;
          bi_val  = 5'd0;
          state_d = S_N_ADD;
        end
      end
      S_IT_START: begin
        d_d       = 4'd0;
        pass_d    = 9'd0;
        valid_d   = 1'b0;
        ply_wr    = 1'b1;
        ply_idx   = 4'd0;
        ply_alpha = -INF;
        ply_beta  = INF;
        ply_best  = -INF;
        ri_d      = UNIT11;
        ra_d      = UNIT11[9:0];
        if (!share_end) state_d = S_N_ADD;
        else state_d = all_done_i ? S_IT_CMP1 : S_WAIT;
      end
      S_N_ADD, S_N_PASS: begin
        if (state_q == S_N_ADD) begin
          tg_en   = 1'b1;
          tg_move = root ? rd_move : buf_move;
          mv_wr   = 1'b1;
          mv_val  = root ? rd_move : buf_move;
          pass_d[d_q] = 1'b0;
        end else begin
          pass_d[d_q] = 1'b1;
        end
        ply_wr    = 1'b1;
        ply_idx   = d_up;
        ply_best  = d_q[0] ? -INF : INF;   // child ply d+1 is MAX when d+1 is even
        d_d       = d_up;
        state_d   = S_GEN_INIT;
      end
      S_N_DEL: begin
        tg_en   = 1'b1;
        tg_add  = 1'b0;
        tg_move = mv_cur;
        state_d = S_N_UPD;
      end
      S_N_UNPASS: state_d = S_N_UPD;
      S_N_UPD: begin
        upd_v     = best_child;
        ply_wr    = 1'b1;
        ply_best  = upd_best;
        ply_alpha = upd_alpha;
        ply_beta  = upd_beta;
        if (root) begin
          // The unit's own best over its entries; no cut-off at the root (beta = +INF).
          valid_d = 1'b1;
          if (upd_better) begin
            index_d = ri_q[9:0];
            entry_d = rl_rdata;            // still entry ri_q: nothing was read since N_ADD
          end
          if (!share_end) begin
            ri_d    = ri_next;
            ra_d    = ri_next[9:0];
            state_d = S_N_ADD;
          end else begin
            state_d = all_done_i ? S_IT_CMP1 : S_WAIT;
          end
        end else if (pass_q[d_q]) begin
          ret = 1'b1;
        end else if (upd_cut || !(bi_next < buf_len)) begin
          ret = 1'b1;
        end else begin
          bi_wr   = 1'b1;
          bi_val  = bi_next;
          state_d = S_N_ADD;
        end
      end
      S_WAIT: if (all_done_i) state_d = S_IT_CMP1;
      S_IT_CMP1: state_d = S_IT_CMP2;
      S_IT_CMP2: begin             // the core has latched the winner: read the entry above it
        k_d     = rot_idx_i;
        ra_d    = rot_idx_i - 10'd1;
        state_d = S_IT_ROT;
      end
      // Rotation of the winner to the front (SPEC-v2 §7a): slots k..1 take the entry above them,
      // slot 0 the winner; IT_ROT is the first of these k + 1 clocks.
      S_IT_ROT, S_ROT_SHIFT: begin
        rl_we = 1'b1;
        if (k_q != 10'd0) begin
          rl_waddr = k_q;
          rl_wdata = rl_rdata;
          k_d      = k_q - 10'd1;
          ra_d     = k_q - 10'd2;
          state_d  = S_ROT_SHIFT;
        end else begin
          rl_waddr = 10'd0;
          rl_wdata = rot_entry_i;
          front_d  = rot_entry_i[14:0];
          state_d  = next_it_i ? S_IT_START : S_U_DONE;
        end
      end
      S_U_DONE: state_d = S_IDLE;
      default:  state_d = S_IDLE;
    endcase

    if (scan_past) legal_d = legal_rest;
    if (scan_go) begin
      state_d = it_state;
      row_d   = it_row;
      shape_d = it_shape;
    end
    if (ret) begin
      state_d = ret_state;
      d_d     = ret_d;
    end
    if (ply_wr) begin
      alpha_d[16*ply_idx +: 16] = ply_alpha;
      beta_d[16*ply_idx +: 16]  = ply_beta;
      best_d[16*ply_idx +: 16]  = ply_best;
    end
    if (mv_wr) mv_d[15*d_q +: 15] = mv_val;
    if (bi_wr) bi_d[5*d_q +: 5]   = bi_val;

    // The deadline (SPEC-v2 §7a): the search ends now; the unit reports its completed phases
    // and U_DONE, as the emulator does for a discarded iteration.
    if (abort_i && state_q != S_IDLE && state_q != S_U_DONE) begin
      state_d = S_IDLE;
      cnt_d   = commit_d + 32'd1;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q    <= S_IDLE;
      d_q        <= 4'd0;
      lforb_q    <= 196'd0;
      latt_q     <= 196'd0;
      lrows_q    <= 14'd0;
      shape_ok_q <= 91'd0;
      shape_q    <= 7'd0;
      row_q      <= 4'd0;
      legal_q    <= 14'd0;
      kids_q     <= 1'b0;
      lp_q       <= 1'b0;
      alpha_q    <= 144'd0;
      beta_q     <= 144'd0;
      best_q     <= 144'd0;
      mv_q       <= 135'd0;
      bi_q       <= 45'd0;
      pass_q     <= 9'd0;
      ri_q       <= 11'd0;
      cnt_q      <= 32'd0;
      commit_q   <= 32'd0;
      valid_q    <= 1'b0;
      index_q    <= 10'd0;
      entry_q    <= 31'd0;
      rc_q       <= 11'd0;
      tail_q     <= 16'd0;
      k_q        <= 10'd0;
      ra_q       <= 10'd0;
      front_q    <= 15'd0;
    end else begin
      state_q    <= state_d;
      d_q        <= d_d;
      lforb_q    <= lforb_d;
      latt_q     <= latt_d;
      lrows_q    <= lrows_d;
      shape_ok_q <= shape_ok_d;
      shape_q    <= shape_d;
      row_q      <= row_d;
      legal_q    <= legal_d;
      kids_q     <= kids_d;
      lp_q       <= lp_d;
      alpha_q    <= alpha_d;
      beta_q     <= beta_d;
      best_q     <= best_d;
      mv_q       <= mv_d;
      bi_q       <= bi_d;
      pass_q     <= pass_d;
      ri_q       <= ri_d;
      cnt_q      <= cnt_d;
      commit_q   <= commit_d;
      valid_q    <= valid_d;
      index_q    <= index_d;
      entry_q    <= entry_d;
      rc_q       <= rc_d;
      tail_q     <= tail_d;
      k_q        <= k_d;
      ra_q       <= ra_d;
      front_q    <= front_d;
    end
  end

  assign ph_end_o = phase_end;
  assign fin_o    = share_end;
  assign wait_o   = (state_q == S_WAIT);
  assign cmp_o    = (state_q == S_IT_CMP1);
  assign udone_o  = (state_q == S_U_DONE);
  assign valid_o  = valid_q;
  assign best_o   = best_root;
  assign index_o  = index_q;
  assign entry_o  = entry_q;
  assign front_o  = front_q;
  assign count_o  = rc_q;
  assign cycles_o = cnt_q;
endmodule
