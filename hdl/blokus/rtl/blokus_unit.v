// One search unit (SPEC §1, §4, §6-§8, §10): its own board, the scan (move generation), the
// evaluation, the beam buffers and fail-soft alpha-beta over them, one state per clock exactly as
// SPEC §8 counts. Side 0 is `me`, side 1 the opponent. A long file because it is one search loop
// whose cycle accounting must be read in one place.
module blokus_unit #(
  parameter integer DEPTH = 3,   // most plies, 1..4 (sizes the beam buffers)
  parameter integer UNITS = 3,   // units sharing the root moves
  parameter integer UNIT  = 0,   // this unit's number: root indices i with i mod UNITS = UNIT
  parameter integer W1    = 24,  // beam widths of plies 1..3
  parameter integer W2    = 12,
  parameter integer W3    = 8
) (
  input  wire               clk_i,
  input  wire               rst_ni,
  input  wire               start_i,      // load the root board below and search (U_START next)
  input  wire [2:0]         depth_i,      // plies of this search, 1..DEPTH
  input  wire [455:0]       board_i,      // the root board (blokus_board_word.vh)
  input  wire [31:0]        budget_i,     // B: clocks the unit may spend (SPEC §10)
  output wire               busy_o,
  output wire               last_o,       // this clock is the unit's last (U_DONE or deadline)
  output wire               valid_o,      // a root move completed
  output wire signed [15:0] best_o,
  output wire [13:0]        index_o,      // root index of best_o
  output wire [14:0]        move_o,       // its move {shape, br, bc}
  output wire [14:0]        first_move_o, // root index 0's move
  output wire               has_moves_o,  // the root has a legal move
  output wire [31:0]        cycles_o      // clocks since U_START (the unit's count, SPEC §8)
);
  `include "blokus_shapes.vh"
  `include "blokus_board_fns.vh"
  `include "blokus_board_word.vh"
  `include "blokus_scan_fns.vh"

  localparam signed [15:0] INF = 16'sd32000;
  localparam [31:0] UNITS32 = UNITS;
  localparam [31:0] UNIT32  = UNIT;
  localparam [3:0]  UNITS4 = UNITS32[3:0];
  localparam [4:0]  UNITS5 = UNITS32[4:0];
  localparam [3:0]  UNIT4  = UNIT32[3:0];
  localparam [4:0]  UNIT5  = UNIT32[4:0];
  localparam [20:0] ALL    = 21'h1fffff;

  localparam [4:0] S_IDLE      = 5'd0;
  localparam [4:0] S_START     = 5'd1;
  localparam [4:0] S_GEN_INIT  = 5'd2;
  localparam [4:0] S_SHAPE     = 5'd3;
  localparam [4:0] S_ROW       = 5'd4;
  localparam [4:0] S_C_ADD     = 5'd5;
  localparam [4:0] S_EV_MASK   = 5'd6;
  localparam [4:0] S_EV_DILATE = 5'd7;
  localparam [4:0] S_EV_COUNT  = 5'd8;
  localparam [4:0] S_EV_SUM    = 5'd9;
  localparam [4:0] S_C_DEL     = 5'd10;
  localparam [4:0] S_C_INS     = 5'd11;
  localparam [4:0] S_C_UPD     = 5'd12;
  localparam [4:0] S_C_SKIP    = 5'd13;
  localparam [4:0] S_GEN_END   = 5'd14;
  localparam [4:0] S_N_ADD     = 5'd15;
  localparam [4:0] S_N_DEL     = 5'd16;
  localparam [4:0] S_N_PASS    = 5'd17;
  localparam [4:0] S_N_UNPASS  = 5'd18;
  localparam [4:0] S_N_UPD     = 5'd19;
  localparam [4:0] S_U_DONE    = 5'd20;

  // ---------------------------------------------------------------- registers
  reg  [4:0]   state_q, state_d;
  reg  [1:0]   d_q, d_d;                // ply of the current node
  reg  [195:0] lforb_q, lforb_d, latt_q, latt_d;  // mover's masks latched at GEN_INIT
  reg  [13:0]  lrows_q, lrows_d;
  reg  [90:0]  shape_ok_q, shape_ok_d;  // shapes the mover has, latched at GEN_INIT
  reg  [6:0]   shape_q, shape_d;
  reg  [3:0]   row_q, row_d;
  reg  [13:0]  legal_q, legal_d;
  reg  [13:0]  gen_q, gen_d;            // generation index of the current child
  reg  [3:0]   gmod_q, gmod_d;          // gen_q mod UNITS
  reg          lp_q, lp_d;              // evaluating a leaf-ply pass
  // Per ply p = 0..3, packed at [16p +: 16] (moves [15p +: 15], beam indices [5p +: 5]).
  reg  [63:0]  alpha_q, alpha_d, beta_q, beta_d, best_q, best_d;
  reg  [59:0]  mv_q, mv_d;              // move made from ply p
  reg  [19:0]  bi_q, bi_d;              // beam index being searched at ply p
  reg  [3:0]   pass_q, pass_d;          // ply p's child was a pass
  reg  [14:0]  first_q, first_d;
  reg  [31:0]  cnt_q, cnt_d;
  reg          valid_q, valid_d, has_q, has_d;
  reg  [13:0]  index_q, index_d;
  reg  [14:0]  move_q, move_d;

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
  wire        leafply  = ({1'b0, d_q} + 3'd1 == depth_i);
  wire        rootleaf = leafply && (d_q == 2'd0);
  wire [20:0] avail_m  = mover ? avail1 : avail0;
  wire [1:0]  d_up     = d_q + 2'd1;               // the child's ply

  wire signed [15:0] alpha_cur  = alpha_q[16*d_q +: 16];
  wire signed [15:0] beta_cur   = beta_q[16*d_q +: 16];
  wire signed [15:0] best_cur   = best_q[16*d_q +: 16];
  wire signed [15:0] best_child = best_q[16*d_up +: 16];
  wire signed [15:0] best_root  = best_q[15:0];
  wire [14:0]        mv_cur     = mv_q[15*d_q +: 15];
  wire [4:0]         bi_cur     = bi_q[5*d_q +: 5];

  // The heavy combinational blocks below are computed only in the states that use them (each
  // still one copy in hardware); a cycle-based simulator then skips them on other clocks.
  wire st_gen_init = (state_q == S_GEN_INIT);
  wire st_shape    = (state_q == S_SHAPE);
  wire st_row      = (state_q == S_ROW);
  wire st_child    = (state_q == S_C_INS) || (state_q == S_C_UPD) || (state_q == S_C_SKIP);
  wire st_in_shape = st_shape || st_row || st_child;   // a current shape exists

  // Masks of both sides: latched for the mover at GEN_INIT, attach masks for the evaluation.
  reg [405:0] mk0, mk1;
  always @* begin
    mk0 = 406'd0;
    mk1 = 406'd0;
    if (state_q == S_EV_MASK || (st_gen_init && !mover))
      mk0 = side_masks(own0, own1, avail0 == ALL, st0);
    if (state_q == S_EV_MASK || (st_gen_init && mover))
      mk1 = side_masks(own1, own0, avail1 == ALL, st1);
  end

  // ---------------------------------------------------------------- the scan iterator (SPEC §4)
  // Shapes whose piece the mover still has.
  reg [90:0] shape_ok;
  integer    k;
  always @* begin
    shape_ok = 91'd0;
    if (st_gen_init) for (k = 0; k < 91; k = k + 1) shape_ok[k] = avail_m[SH_PIECE[5*k +: 5]];
  end

  // Shapes still to visit: every available one when the scan starts, else those after shape_q.
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

  // Candidate rows of shape_q still to visit: all of them on entering the shape (SHAPE), else
  // those after row_q.
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
      h_s  = SH_H[3*shape_q +: 3];
      cand = cand_rows(h_s, lrows_q);
      row_after = st_shape ? cand : cand & above14(row_q);
      row_next  = low14(row_after);
    end
    row_more = |row_after;
  end

  // Legal anchor columns of the current shape at anchor row row_q.
  reg [13:0] legal;
  always @* begin
    legal = 14'd0;
    if (st_row) legal = legal_cols(lforb_q, latt_q, row_q, SH_ROWS[25*shape_q +: 25]);
  end

  wire [3:0]  col        = low14(legal_q);
  wire [13:0] legal_rest = legal_q & (legal_q - 14'd1);
  wire [14:0] cur_move   = {shape_q, row_q, col};
  wire [13:0] gen_inc    = gen_q + 14'd1;
  wire [3:0]  gmod_inc   = (gmod_q + 4'd1 == UNITS4) ? 4'd0 : gmod_q + 4'd1;

  // The scan's next stop, with `it_rest` legal columns left at row_q: the lowest of them (C_ADD,
  // or C_SKIP for another unit's root move at D = 1), else the next candidate row, else the next
  // available shape, else GEN_END. GEN_INIT and SHAPE start with none left; ROW with the row's
  // legal columns; a finished child with the columns after it.
  reg  [13:0] it_rest;
  reg  [3:0]  it_gmod;
  reg  [4:0]  it_state;
  reg  [3:0]  it_row;
  reg  [6:0]  it_shape;
  always @* begin
    it_rest  = st_row ? legal : (st_child ? legal_rest : 14'd0);
    it_gmod  = st_row ? gmod_q : gmod_inc;
    it_row   = row_q;
    it_shape = shape_q;
    if (it_rest != 14'd0) begin
      it_state = (rootleaf && it_gmod != UNIT4) ? S_C_SKIP : S_C_ADD;
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

  // ---------------------------------------------------------------- beam buffers (SPEC §6)
  // One per inner ply level (level d holds the children of a node at ply d).
  wire [14:0] bmove [0:2];
  wire [4:0]  blen  [0:2];
  wire [14:0] bhead [0:2];
  wire signed [15:0] ev_value;
  /* verilator lint_off UNUSEDSIGNAL */  // no beam at all when DEPTH = 1
  wire        beam_clear = st_gen_init && !leafply;
  wire        beam_ins   = (state_q == S_C_INS);
  wire signed [15:0] score = mover ? -ev_value : ev_value;
  /* verilator lint_on UNUSEDSIGNAL */
  genvar lv;
  generate
    for (lv = 0; lv < 3; lv = lv + 1) begin : g_beam
      if (lv + 2 <= DEPTH) begin : g_on
        blokus_beam #(
          .W(lv == 0 ? W1 : (lv == 1 ? W2 : W3))
        ) u_beam (
          .clk_i    (clk_i),
          .rst_ni   (rst_ni),
          .clear_i  (beam_clear && (d_q == lv)),
          .ins_i    (beam_ins && (d_q == lv)),
          .score_i  (score),
          .move_i   (cur_move),
          .rd_idx_i (bi_cur),
          .rd_move_o(bmove[lv]),
          .len_o    (blen[lv]),
          .head_o   (bhead[lv])
        );
      end else begin : g_off
        assign bmove[lv] = 15'd0;
        assign blen[lv]  = 5'd0;
        assign bhead[lv] = 15'd0;
      end
    end
  endgenerate
  wire [14:0] buf_move = (d_q == 2'd0) ? bmove[0] : (d_q == 2'd1) ? bmove[1] : bmove[2];
  wire [4:0]  buf_len  = (d_q == 2'd0) ? blen[0]  : (d_q == 2'd1) ? blen[1]  : blen[2];

  // ---------------------------------------------------------------- evaluation (SPEC §5)
  blokus_eval u_eval (
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
    .mask_i  (state_q == S_EV_MASK),
    .dilate_i(state_q == S_EV_DILATE),
    .count_i (state_q == S_EV_COUNT),
    .sum_i   (state_q == S_EV_SUM),
    .weight_i(1'b0),
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
  wire        deadline = (cnt_q + 32'd1 == budget_i);
  wire [4:0]  bi_step  = (d_q == 2'd0) ? UNITS5 : 5'd1;
  wire [4:0]  bi_next  = bi_cur + bi_step;
  wire [4:0]  bi_start = (d_q == 2'd0) ? UNIT5 : 5'd0;   // the unit's first share of the buffer

  // A node at ply d_q is finished: return to the parent, or end the unit at the root.
  wire [4:0] ret_state = (d_q == 2'd0) ? S_U_DONE : (pass_q[d_q - 2'd1] ? S_N_UNPASS : S_N_DEL);
  wire [1:0] ret_d     = (d_q == 2'd0) ? 2'd0 : d_q - 2'd1;

  // Per-ply writes of this clock, applied to the _d vectors after the case.
  reg                ply_wr;              // write alpha/beta/best at ply_idx
  reg  [1:0]         ply_idx;
  reg  signed [15:0] ply_alpha, ply_beta, ply_best;
  reg                mv_wr, bi_wr;        // write mv / bi at ply d_q
  reg  [14:0]        mv_val;
  reg  [4:0]         bi_val;
  reg                scan_go;             // the scan moves to its next stop (it_*)
  reg                scan_past;           // past the current child: next generation index, next column
  reg                ret;                 // return to the parent (ret_state, ret_d)

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
    gen_d      = gen_q;
    gmod_d     = gmod_q;
    lp_d       = lp_q;
    alpha_d    = alpha_q;
    beta_d     = beta_q;
    best_d     = best_q;
    mv_d       = mv_q;
    bi_d       = bi_q;
    pass_d     = pass_q;
    first_d    = first_q;
    cnt_d      = cnt_q;
    valid_d    = valid_q;
    has_d      = has_q;
    index_d    = index_q;
    move_d     = move_q;
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

    if (state_q != S_IDLE) cnt_d = cnt_q + 32'd1;

    case (state_q)
      S_IDLE: begin
        if (start_i) begin
          state_d = S_START;
          cnt_d   = 32'd0;
        end
      end
      S_START: begin               // the board loads the root board (u_board.load_i)
        d_d       = 2'd0;
        pass_d    = 4'd0;
        valid_d   = 1'b0;
        has_d     = 1'b0;
        index_d   = 14'd0;
        move_d    = 15'd0;
        first_d   = 15'd0;
        ply_wr    = 1'b1;
        ply_idx   = 2'd0;
        ply_alpha = -INF;
        ply_beta  = INF;
        ply_best  = -INF;
        state_d   = S_GEN_INIT;
      end
      S_GEN_INIT: begin
        lforb_d    = mover ? mk1[195:0] : mk0[195:0];
        latt_d     = mover ? mk1[391:196] : mk0[391:196];
        lrows_d    = mover ? mk1[405:392] : mk0[405:392];
        shape_ok_d = shape_ok;
        gen_d      = 14'd0;
        gmod_d     = 4'd0;
        scan_go    = 1'b1;
      end
      S_SHAPE: scan_go = 1'b1;
      S_ROW: begin
        legal_d = legal;
        scan_go = 1'b1;
      end
      S_C_ADD: begin
        tg_en   = 1'b1;
        if (rootleaf && gen_q == 14'd0) first_d = cur_move;
        state_d = S_EV_MASK;
      end
      S_EV_MASK:   state_d = S_EV_DILATE;
      S_EV_DILATE: state_d = S_EV_COUNT;
      S_EV_COUNT:  state_d = S_EV_SUM;
      S_EV_SUM:    state_d = lp_q ? S_C_UPD : S_C_DEL;
      S_C_DEL: begin
        tg_en   = 1'b1;
        tg_add  = 1'b0;
        state_d = leafply ? S_C_UPD : S_C_INS;
      end
      S_C_INS, S_C_SKIP: begin
        if (state_q == S_C_SKIP && gen_q == 14'd0) first_d = cur_move;
        scan_past = 1'b1;
        scan_go   = 1'b1;
      end
      S_C_UPD: begin
        if (lp_q) begin
          // Leaf-ply pass: the board itself is the leaf.
          lp_d     = 1'b0;
          ply_wr   = 1'b1;
          ply_best = upd_best;
          ret      = 1'b1;
        end else if (rootleaf) begin
          if (ev_value > best_root) begin
            ply_wr   = 1'b1;
            ply_best = ev_value;
            index_d  = gen_q;
            move_d   = cur_move;
          end
          valid_d   = 1'b1;
          scan_past = 1'b1;
          scan_go   = 1'b1;
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
      S_GEN_END: begin
        if (rootleaf) begin
          has_d   = (gen_q != 14'd0);
          state_d = S_U_DONE;
        end else if (leafply) begin
          if (gen_q == 14'd0) begin
            lp_d    = 1'b1;
            state_d = S_EV_MASK;
          end else begin
            ret = 1'b1;
          end
        end else if (buf_len == 5'd0) begin
          state_d = (d_q == 2'd0) ? S_U_DONE : S_N_PASS;
        end else begin
          if (d_q == 2'd0) has_d = 1'b1;
          bi_wr   = 1'b1;
          bi_val  = bi_start;
          state_d = (bi_start < buf_len) ? S_N_ADD : S_U_DONE;  // only the root can have no share
        end
      end
      S_N_ADD, S_N_PASS: begin
        if (state_q == S_N_ADD) begin
          tg_en   = 1'b1;
          tg_move = buf_move;
          mv_wr   = 1'b1;
          mv_val  = buf_move;
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
        if (pass_q[d_q]) begin
          ret = 1'b1;
        end else begin
          if (d_q == 2'd0) begin
            valid_d = 1'b1;
            if (upd_better) begin
              index_d = {9'd0, bi_cur};
              move_d  = mv_q[14:0];
            end
          end
          if (upd_cut || !(bi_next < buf_len)) begin
            ret = 1'b1;
          end else begin
            bi_wr   = 1'b1;
            bi_val  = bi_next;
            state_d = S_N_ADD;
          end
        end
      end
      S_U_DONE: state_d = S_IDLE;
      default:  state_d = S_IDLE;
    endcase

    if (scan_past) begin
      gen_d   = gen_inc;
      gmod_d  = gmod_inc;
      legal_d = legal_rest;
    end
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

    // Deadline (SPEC §10): the budget's last clock ends the unit, whatever it was doing.
    if (state_q != S_IDLE && state_q != S_U_DONE && deadline) state_d = S_IDLE;
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q    <= S_IDLE;
      d_q        <= 2'd0;
      lforb_q    <= 196'd0;
      latt_q     <= 196'd0;
      lrows_q    <= 14'd0;
      shape_ok_q <= 91'd0;
      shape_q    <= 7'd0;
      row_q      <= 4'd0;
      legal_q    <= 14'd0;
      gen_q      <= 14'd0;
      gmod_q     <= 4'd0;
      lp_q       <= 1'b0;
      alpha_q    <= 64'd0;
      beta_q     <= 64'd0;
      best_q     <= 64'd0;
      mv_q       <= 60'd0;
      bi_q       <= 20'd0;
      pass_q     <= 4'd0;
      first_q    <= 15'd0;
      cnt_q      <= 32'd0;
      valid_q    <= 1'b0;
      has_q      <= 1'b0;
      index_q    <= 14'd0;
      move_q     <= 15'd0;
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
      gen_q      <= gen_d;
      gmod_q     <= gmod_d;
      lp_q       <= lp_d;
      alpha_q    <= alpha_d;
      beta_q     <= beta_d;
      best_q     <= best_d;
      mv_q       <= mv_d;
      bi_q       <= bi_d;
      pass_q     <= pass_d;
      first_q    <= first_d;
      cnt_q      <= cnt_d;
      valid_q    <= valid_d;
      has_q      <= has_d;
      index_q    <= index_d;
      move_q     <= move_d;
    end
  end

  assign busy_o       = (state_q != S_IDLE);
  assign last_o       = (state_q == S_U_DONE) || (state_q != S_IDLE && deadline);
  assign valid_o      = valid_q;
  assign best_o       = best_root;
  assign index_o      = index_q;
  assign move_o       = move_q;
  assign first_move_o = (depth_i >= 3'd2) ? bhead[0] : first_q;
  assign has_moves_o  = has_q;
  assign cycles_o     = cnt_q;
endmodule
