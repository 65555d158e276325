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
  input  wire [195:0]       own0_i,
  input  wire [195:0]       own1_i,
  input  wire [20:0]        avail0_i,
  input  wire [20:0]        avail1_i,
  input  wire [6:0]         sq0_i,
  input  wire [6:0]         sq1_i,
  input  wire [3:0]         start0_i,     // start cells (4 or 9)
  input  wire [3:0]         start1_i,
  input  wire [31:0]        budget_i,     // B: clocks the unit may spend (SPEC §10)
  output wire               busy_o,
  output wire               last_o,       // this clock is the unit's last (U_DONE or deadline)
  output reg                valid_o,      // a root move completed
  output wire signed [15:0] best_o,
  output reg  [13:0]        index_o,      // root index of best_o
  output reg  [14:0]        move_o,       // its move {shape, br, bc}
  output wire [14:0]        first_move_o, // root index 0's move
  output reg                has_moves_o,  // the root has a legal move
  output reg  [31:0]        cycles_o
);
  `include "blokus_shapes.vh"
  `include "blokus_board_fns.vh"

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

  // ---------------------------------------------------------------- helpers
  // Index of the lowest set bit (0 if none), in two levels: the first non-empty group of 8, then
  // the bit inside it.
  function [6:0] low91(input [90:0] v);
    integer    g, k;
    reg [95:0] w;
    reg [3:0]  grp;
    reg [7:0]  bits;
    begin
      w   = {5'd0, v};
      grp = 4'd0;
      for (g = 11; g >= 0; g = g - 1) if (w[8*g +: 8] != 8'd0) grp = g[3:0];
      bits  = w[8*grp +: 8];
      low91 = {grp, 3'd0};
      for (k = 7; k >= 0; k = k - 1) if (bits[k]) low91 = {grp, k[2:0]};
    end
  endfunction
  function [3:0] low14(input [13:0] v);
    integer k;
    begin
      low14 = 4'd0;
      for (k = 13; k >= 0; k = k - 1) if (v[k]) low14 = k[3:0];
    end
  endfunction
  function [90:0] above91(input [6:0] i);  // bits strictly above i
    begin
      above91 = {91{1'b1}} << ({1'b0, i} + 8'd1);
    end
  endfunction
  function [13:0] above14(input [3:0] i);
    integer k;
    begin
      for (k = 0; k < 14; k = k + 1) above14[k] = (k > i);
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

  // ---------------------------------------------------------------- registers
  reg  [4:0]   state_q, state_d;
  reg  [1:0]   d_q, d_d;                // ply of the current node
  reg  [195:0] own0_q, own0_d, own1_q, own1_d;
  reg  [20:0]  avail0_q, avail0_d, avail1_q, avail1_d;
  reg  [6:0]   sq0_q, sq0_d, sq1_q, sq1_d;
  reg  [3:0]   st0_q, st1_q;
  reg  [195:0] lforb_q, lforb_d, latt_q, latt_d;  // mover's masks latched at GEN_INIT
  reg  [13:0]  lrows_q, lrows_d;
  reg  [6:0]   shape_q, shape_d;
  reg  [3:0]   row_q, row_d;
  reg  [13:0]  legal_q, legal_d;
  reg  [13:0]  gen_q, gen_d;            // generation index of the current child
  reg  [3:0]   gmod_q, gmod_d;          // gen_q mod UNITS
  reg          lp_q, lp_d;              // evaluating a leaf-ply pass
  reg  signed [15:0] alpha_q [0:3];
  reg  signed [15:0] beta_q  [0:3];
  reg  signed [15:0] best_q  [0:3];
  reg  [14:0]  mv_q [0:3];              // move made from ply d
  reg  [3:0]   pass_q, pass_d;          // ply d's child was a pass
  reg  [4:0]   bi_q [0:3];              // beam index being searched at ply d
  reg  [14:0]  first_q, first_d;
  reg  [31:0]  cnt_q, cnt_d;
  reg          valid_d, has_d;
  reg  [13:0]  index_d;
  reg  [14:0]  move_d;

  // Per-ply writes, applied in the clocked block.
  reg          ply_wr;                  // write alpha/beta/best at ply_idx
  reg  [1:0]   ply_idx;
  reg  signed [15:0] ply_alpha, ply_beta, ply_best;
  reg          mv_wr;
  reg  [14:0]  mv_val;
  reg          bi_wr;
  reg  [4:0]   bi_val;

  // ---------------------------------------------------------------- combinational datapath
  wire        mover   = d_q[0];                    // 0 = me at even plies
  wire        leafply = ({1'b0, d_q} + 3'd1 == depth_i);
  wire        rootleaf = leafply && (d_q == 2'd0);
  wire [20:0] avail_m = mover ? avail1_q : avail0_q;

  // The heavy combinational blocks below are computed only in the states that use them (each
  // still one copy in hardware); a cycle-based simulator then skips them on other clocks.
  wire st_scan_next = (state_q == S_SHAPE) || (state_q == S_ROW) || (state_q == S_C_INS) ||
                      (state_q == S_C_UPD) || (state_q == S_C_SKIP);

  // Masks of both sides: latched for the mover at GEN_INIT, attach masks for the evaluation.
  reg [405:0] mk0, mk1;
  always @* begin
    mk0 = 406'd0;
    mk1 = 406'd0;
    if (state_q == S_EV_MASK || (state_q == S_GEN_INIT && !mover))
      mk0 = side_masks(own0_q, own1_q, avail0_q == ALL, st0_q);
    if (state_q == S_EV_MASK || (state_q == S_GEN_INIT && mover))
      mk1 = side_masks(own1_q, own0_q, avail1_q == ALL, st1_q);
  end

  // Shapes whose piece the mover still has, and the shape counter's next steps.
  reg [90:0] shape_ok, shp_after;
  reg [90:0] shape_ok_q;   // shape_ok latched at GEN_INIT: the scan's board is restored whenever read
  reg [6:0]  shp_first, shp_next;
  reg        shp_any, shp_more;
  integer    k;
  always @* begin
    shape_ok  = 91'd0;
    shp_after = 91'd0;
    shp_first = 7'd0;
    shp_next  = 7'd0;
    if (state_q == S_GEN_INIT) begin
      for (k = 0; k < 91; k = k + 1) shape_ok[k] = avail_m[SH_PIECE[5*k +: 5]];
      shp_first = low91(shape_ok);
    end
    if (st_scan_next) begin
      shp_after = shape_ok_q & above91(shape_q);
      shp_next  = low91(shp_after);
    end
    shp_any   = |shape_ok;
    shp_more  = |shp_after;
  end

  // The current shape and its candidate rows (SPEC §4).
  reg  [2:0]  h_s;
  reg  [24:0] rows_s;
  always @* begin
    h_s    = 3'd1;
    rows_s = 25'd0;
    if (st_scan_next) h_s = SH_H[3*shape_q +: 3];
    if (state_q == S_ROW) rows_s = SH_ROWS[25*shape_q +: 25];
  end
  reg  [13:0] cand, row_after;
  reg  [3:0]  row_first, row_next;
  reg         row_any, row_more;
  always @* begin
    cand      = 14'd0;
    row_after = 14'd0;
    row_first = 4'd0;
    row_next  = 4'd0;
    if (st_scan_next) begin
      cand = lrows_q;
      if (h_s > 3'd1) cand = cand | (lrows_q >> 1);
      if (h_s > 3'd2) cand = cand | (lrows_q >> 2);
      if (h_s > 3'd3) cand = cand | (lrows_q >> 3);
      if (h_s > 3'd4) cand = cand | (lrows_q >> 4);
      cand = cand & (14'h3fff >> (h_s - 3'd1));   // br <= 14 - h
      row_after = cand & above14(row_q);
      row_first = low14(cand);
      row_next  = low14(row_after);
    end
    row_any   = |cand;
    row_more  = |row_after;
  end

  // Legal anchor columns of the current shape at anchor row row_q.
  reg [13:0] legal;
  always @* begin
    legal = 14'd0;
    if (state_q == S_ROW) legal = legal_cols(lforb_q, latt_q, row_q, rows_s);
  end

  wire [3:0]  col        = low14(legal_q);
  wire [13:0] legal_rest = legal_q & (legal_q - 14'd1);
  wire [14:0] cur_move   = {shape_q, row_q, col};

  // Beam buffers, one per inner ply level (level d holds the children of a node at ply d).
  wire [14:0] bmove [0:2];
  wire [4:0]  blen  [0:2];
  wire [14:0] bhead [0:2];
  wire        beam_clear = (state_q == S_GEN_INIT) && !leafply;
  wire        beam_ins   = (state_q == S_C_INS);
  wire signed [15:0] ev_value;
  wire signed [15:0] score = mover ? -ev_value : ev_value;
  wire [4:0]  bi_cur = bi_q[d_q];
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

  // Evaluation pipeline.
  blokus_eval u_eval (
    .clk_i   (clk_i),
    .rst_ni  (rst_ni),
    .own0_i  (own0_q),
    .own1_i  (own1_q),
    .att0_i  (mk0[391:196]),
    .att1_i  (mk1[391:196]),
    .sq0_i   (sq0_q),
    .sq1_i   (sq1_q),
    .mask_i  (state_q == S_EV_MASK),
    .dilate_i(state_q == S_EV_DILATE),
    .count_i (state_q == S_EV_COUNT),
    .sum_i   (state_q == S_EV_SUM),
    .value_o (ev_value)
  );

  // Board toggle port: add or remove one placement of the mover (XOR, SPEC §1).
  reg         tg_en, tg_add;
  reg  [14:0] tg_move;
  wire [6:0]  tg_shape = tg_move[14:8];
  wire [3:0]  tg_br    = tg_move[7:4];
  wire [3:0]  tg_bc    = tg_move[3:0];
  reg  [4:0]   tg_piece;
  reg  [6:0]   tg_size;
  reg  [195:0] tg_cells;

  // UPD of SPEC §7 at ply d_q with value v.
  reg  signed [15:0] upd_v, upd_best, upd_alpha, upd_beta;
  reg                upd_better, upd_cut;
  always @* begin
    upd_alpha = alpha_q[d_q];
    upd_beta  = beta_q[d_q];
    if (!mover) begin
      upd_better = upd_v > best_q[d_q];
      upd_best   = upd_better ? upd_v : best_q[d_q];
      if (upd_best > upd_alpha) upd_alpha = upd_best;
    end else begin
      upd_better = upd_v < best_q[d_q];
      upd_best   = upd_better ? upd_v : best_q[d_q];
      if (upd_best < upd_beta) upd_beta = upd_best;
    end
    upd_cut = (upd_alpha >= upd_beta);
  end

  // ---------------------------------------------------------------- control
  wire        deadline = (cnt_q + 32'd1 == budget_i);
  wire [4:0]  bi_step  = (d_q == 2'd0) ? UNITS5 : 5'd1;
  wire [4:0]  bi_next  = bi_cur + bi_step;
  wire [13:0] gen_inc  = gen_q + 14'd1;
  wire [3:0]  gmod_inc = (gmod_q + 4'd1 == UNITS4) ? 4'd0 : gmod_q + 4'd1;

  // Where the scan goes once the current placement is done (or skipped).
  reg [4:0] after_child;
  always @* begin
    if (legal_rest != 14'd0)
      after_child = (rootleaf && gmod_inc != UNIT4) ? S_C_SKIP : S_C_ADD;
    else if (row_more) after_child = S_ROW;
    else if (shp_more) after_child = S_SHAPE;
    else after_child = S_GEN_END;
  end

  // A node at ply d_q is finished: return to the parent, or end the unit at the root.
  reg [4:0] ret_state;
  always @* begin
    if (d_q == 2'd0) ret_state = S_U_DONE;
    else ret_state = pass_q[d_q - 2'd1] ? S_N_UNPASS : S_N_DEL;
  end
  wire [1:0] ret_d = (d_q == 2'd0) ? 2'd0 : d_q - 2'd1;

  always @* begin
    state_d   = state_q;
    d_d       = d_q;
    own0_d    = own0_q;
    own1_d    = own1_q;
    avail0_d  = avail0_q;
    avail1_d  = avail1_q;
    sq0_d     = sq0_q;
    sq1_d     = sq1_q;
    lforb_d   = lforb_q;
    latt_d    = latt_q;
    lrows_d   = lrows_q;
    shape_d   = shape_q;
    row_d     = row_q;
    legal_d   = legal_q;
    gen_d     = gen_q;
    gmod_d    = gmod_q;
    lp_d      = lp_q;
    pass_d    = pass_q;
    first_d   = first_q;
    cnt_d     = cnt_q;
    valid_d   = valid_o;
    has_d     = has_moves_o;
    index_d   = index_o;
    move_d    = move_o;
    ply_wr    = 1'b0;
    ply_idx   = d_q;
    ply_alpha = alpha_q[d_q];
    ply_beta  = beta_q[d_q];
    ply_best  = best_q[d_q];
    mv_wr     = 1'b0;
    mv_val    = 15'd0;
    bi_wr     = 1'b0;
    bi_val    = 5'd0;
    tg_en     = 1'b0;
    tg_add    = 1'b1;
    tg_move   = cur_move;
    upd_v     = ev_value;

    if (state_q != S_IDLE) cnt_d = cnt_q + 32'd1;

    case (state_q)
      S_IDLE: begin
        if (start_i) begin
          state_d = S_START;
          cnt_d   = 32'd0;
        end
      end
      S_START: begin
        own0_d    = own0_i;
        own1_d    = own1_i;
        avail0_d  = avail0_i;
        avail1_d  = avail1_i;
        sq0_d     = sq0_i;
        sq1_d     = sq1_i;
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
        lforb_d = mover ? mk1[195:0] : mk0[195:0];
        latt_d  = mover ? mk1[391:196] : mk0[391:196];
        lrows_d = mover ? mk1[405:392] : mk0[405:392];
        gen_d   = 14'd0;
        gmod_d  = 4'd0;
        shape_d = shp_first;
        state_d = shp_any ? S_SHAPE : S_GEN_END;
      end
      S_SHAPE: begin
        if (row_any) begin
          row_d   = row_first;
          state_d = S_ROW;
        end else if (shp_more) begin
          shape_d = shp_next;
        end else begin
          state_d = S_GEN_END;
        end
      end
      S_ROW: begin
        legal_d = legal;
        if (legal != 14'd0) begin
          state_d = (rootleaf && gmod_q != UNIT4) ? S_C_SKIP : S_C_ADD;
        end else if (row_more) begin
          row_d = row_next;
        end else if (shp_more) begin
          shape_d = shp_next;
          state_d = S_SHAPE;
        end else begin
          state_d = S_GEN_END;
        end
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
        gen_d   = gen_inc;
        gmod_d  = gmod_inc;
        legal_d = legal_rest;
        if (legal_rest == 14'd0) begin
          if (row_more) row_d = row_next;
          else if (shp_more) shape_d = shp_next;
        end
        state_d = after_child;
      end
      S_C_UPD: begin
        if (lp_q) begin
          // Leaf-ply pass: the board itself is the leaf.
          lp_d     = 1'b0;
          ply_wr   = 1'b1;
          ply_best = upd_best;
          state_d  = ret_state;
          d_d      = ret_d;
        end else if (rootleaf) begin
          if (ev_value > best_q[0]) begin
            ply_wr   = 1'b1;
            ply_best = ev_value;
            index_d  = gen_q;
            move_d   = cur_move;
          end
          valid_d = 1'b1;
          gen_d   = gen_inc;
          gmod_d  = gmod_inc;
          legal_d = legal_rest;
          if (legal_rest == 14'd0) begin
            if (row_more) row_d = row_next;
            else if (shp_more) shape_d = shp_next;
          end
          state_d = after_child;
        end else begin
          ply_wr    = 1'b1;
          ply_best  = upd_best;
          ply_alpha = upd_alpha;
          ply_beta  = upd_beta;
          gen_d     = gen_inc;
          gmod_d    = gmod_inc;
          legal_d   = legal_rest;
          if (upd_cut) begin
            state_d = S_GEN_END;
          end else begin
            if (legal_rest == 14'd0) begin
              if (row_more) row_d = row_next;
              else if (shp_more) shape_d = shp_next;
            end
            state_d = after_child;
          end
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
            state_d = ret_state;
            d_d     = ret_d;
          end
        end else if (buf_len == 5'd0) begin
          if (d_q == 2'd0) state_d = S_U_DONE;
          else state_d = S_N_PASS;
        end else begin
          if (d_q == 2'd0) has_d = 1'b1;
          bi_wr  = 1'b1;
          bi_val = (d_q == 2'd0) ? UNIT5 : 5'd0;
          if (((d_q == 2'd0) ? UNIT5 : 5'd0) < buf_len) state_d = S_N_ADD;
          else state_d = S_U_DONE;  // only the root can have no share
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
        ply_idx   = d_q + 2'd1;
        ply_alpha = alpha_q[d_q];
        ply_beta  = beta_q[d_q];
        ply_best  = d_q[0] ? -INF : INF;   // child ply d+1 is MAX when d+1 is even
        d_d       = d_q + 2'd1;
        state_d   = S_GEN_INIT;
      end
      S_N_DEL: begin
        tg_en   = 1'b1;
        tg_add  = 1'b0;
        tg_move = mv_q[d_q];
        state_d = S_N_UPD;
      end
      S_N_UNPASS: state_d = S_N_UPD;
      S_N_UPD: begin
        upd_v     = best_q[d_q + 2'd1];
        ply_wr    = 1'b1;
        ply_best  = upd_best;
        ply_alpha = upd_alpha;
        ply_beta  = upd_beta;
        if (pass_q[d_q]) begin
          state_d = ret_state;
          d_d     = ret_d;
        end else begin
          if (d_q == 2'd0) begin
            valid_d = 1'b1;
            if (upd_better) begin
              index_d = {9'd0, bi_cur};
              move_d  = mv_q[0];
            end
          end
          if (upd_cut || !(bi_next < buf_len)) begin
            state_d = ret_state;
            d_d     = ret_d;
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

    // Deadline (SPEC §10): the budget's last clock ends the unit, whatever it was doing.
    if (state_q != S_IDLE && state_q != S_U_DONE && deadline) state_d = S_IDLE;

    // Board toggle.
    tg_cells = 196'd0;
    tg_piece = 5'd0;
    tg_size  = 7'd0;
    if (tg_en) begin
      tg_piece = SH_PIECE[5*tg_shape +: 5];
      tg_size  = {4'd0, SH_SIZE[3*tg_shape +: 3]};
      tg_cells = cells(SH_ROWS[25*tg_shape +: 25], tg_bc, tg_br);
      if (mover) begin
        own1_d   = own1_q ^ tg_cells;
        avail1_d = avail1_q ^ (21'd1 << tg_piece);
        sq1_d    = tg_add ? sq1_q + tg_size : sq1_q - tg_size;
      end else begin
        own0_d   = own0_q ^ tg_cells;
        avail0_d = avail0_q ^ (21'd1 << tg_piece);
        sq0_d    = tg_add ? sq0_q + tg_size : sq0_q - tg_size;
      end
    end
  end

  integer p;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q     <= S_IDLE;
      d_q         <= 2'd0;
      own0_q      <= 196'd0;
      own1_q      <= 196'd0;
      avail0_q    <= ALL;
      avail1_q    <= ALL;
      sq0_q       <= 7'd0;
      sq1_q       <= 7'd0;
      st0_q       <= 4'd4;
      st1_q       <= 4'd9;
      shape_ok_q  <= 91'd0;
      lforb_q     <= 196'd0;
      latt_q      <= 196'd0;
      lrows_q     <= 14'd0;
      shape_q     <= 7'd0;
      row_q       <= 4'd0;
      legal_q     <= 14'd0;
      gen_q       <= 14'd0;
      gmod_q      <= 4'd0;
      lp_q        <= 1'b0;
      pass_q      <= 4'd0;
      first_q     <= 15'd0;
      cnt_q       <= 32'd0;
      valid_o     <= 1'b0;
      has_moves_o <= 1'b0;
      index_o     <= 14'd0;
      move_o      <= 15'd0;
      cycles_o    <= 32'd0;
      for (p = 0; p < 4; p = p + 1) begin
        alpha_q[p] <= 16'sd0;
        beta_q[p]  <= 16'sd0;
        best_q[p]  <= 16'sd0;
        mv_q[p]    <= 15'd0;
        bi_q[p]    <= 5'd0;
      end
    end else begin
      state_q     <= state_d;
      d_q         <= d_d;
      own0_q      <= own0_d;
      own1_q      <= own1_d;
      avail0_q    <= avail0_d;
      avail1_q    <= avail1_d;
      sq0_q       <= sq0_d;
      sq1_q       <= sq1_d;
      if (state_q == S_START) begin
        st0_q <= start0_i;
        st1_q <= start1_i;
      end
      if (state_q == S_GEN_INIT) shape_ok_q <= shape_ok;
      lforb_q     <= lforb_d;
      latt_q      <= latt_d;
      lrows_q     <= lrows_d;
      shape_q     <= shape_d;
      row_q       <= row_d;
      legal_q     <= legal_d;
      gen_q       <= gen_d;
      gmod_q      <= gmod_d;
      lp_q        <= lp_d;
      pass_q      <= pass_d;
      first_q     <= first_d;
      cnt_q       <= cnt_d;
      valid_o     <= valid_d;
      has_moves_o <= has_d;
      index_o     <= index_d;
      move_o      <= move_d;
      cycles_o    <= cnt_d;
      if (ply_wr) begin
        alpha_q[ply_idx] <= ply_alpha;
        beta_q[ply_idx]  <= ply_beta;
        best_q[ply_idx]  <= ply_best;
      end
      if (mv_wr) mv_q[d_q] <= mv_val;
      if (bi_wr) bi_q[d_q] <= bi_val;
    end
  end

  assign busy_o       = (state_q != S_IDLE);
  assign last_o       = (state_q == S_U_DONE) || (state_q != S_IDLE && deadline);
  assign best_o       = best_q[0];
  assign first_move_o = (depth_i >= 3'd2) ? bhead[0] : first_q;
endmodule
