// The search core: the root board, UNITS search units and the Compare unit.
// VERSION 1 (SPEC §8-§10): one move costs APPLY_OPP 1 + the slowest unit + COMPARE 2 + APPLY_OWN 1.
// VERSION 2 (SPEC-v2 §7a-§9): APPLY_OPP 1 + the units' root scan and iterations (this module
// sequences them: growth rule, compare, rotation, deadline) + U_DONE 1 + APPLY_OWN 1.
// Moves on the ports are packed move codes {x[3:0], y[3:0], piece[4:0], orient[2:0]}, 0 = pass.
module blokus_core #(
  parameter integer VERSION  = 1,
  parameter integer DEPTH    = 3,         // v1: most plies (beam buffers are built for these)
  parameter integer UNITS    = 3,
  parameter integer W1       = 24,        // beam widths: v1 plies 0..2, v2 plies 1..6
  parameter integer W2       = 12,
  parameter integer W3       = 8,
  parameter integer W4       = 6,         // v2 only
  parameter integer W5       = 6,
  parameter integer W6       = 6,
  parameter integer WM       = 8,         // v2 evaluation weights (SPEC-v2 §5)
  parameter integer WI       = 1,
  parameter integer WA       = 6,
  parameter integer WD       = 1
) (
  input  wire        clk_i,
  input  wire        rst_ni,
  input  wire [3:0]  depth_i,     // v1: plies per search, clamped to 1..DEPTH; v2: maxDepth, 1..8
  input  wire [31:0] deadline_i,  // core cycle budget per move: v1 >= 100,000, v2 >= 1,000,000
  /* verilator lint_off UNUSEDSIGNAL */  // v2 only
  input  wire [2:0]  growth_i,    // v2: growth shift G (SPEC-v2 §7a), 0..6
  /* verilator lint_on UNUSEDSIGNAL */
  // Commands, accepted while ready_o; each takes one clock except think.
  input  wire        new_i,       // new game; our start square is (a,a) if start_a_i, else (5,5)
  input  wire        start_a_i,
  input  wire        apply_i,     // write code_i for side_i (0 = us, 1 = opponent)
  input  wire        side_i,
  input  wire        think_i,     // APPLY_OPP (code_i, if opp_i) then search, answer, APPLY_OWN
  input  wire        opp_i,
  input  wire [15:0] code_i,
  output wire        ready_o,
  output wire        busy_o,      // thinking
  output wire        done_o,      // one clock, with result_o
  output wire [15:0] result_o,
  output wire [31:0] cycles_o,    // clocks of the last move, APPLY_OPP to APPLY_OWN
  output wire [32*UNITS-1:0] unit_cycles_o, // each unit's clocks in the last move
  output wire [3:0]  depth_o      // v2: deepest completed iteration of the last move (v1: 0)
);
  `include "blokus_shapes.vh"
  `include "blokus_board_word.vh"

  localparam [20:0] ALL = 21'h1fffff;
  localparam        V2  = (VERSION == 2);
  /* verilator lint_off UNUSEDSIGNAL */  // each version uses its own budget and depth signals
  wire [31:0] budget = deadline_i - 32'd4;  // v1, per unit: the core's own 4 clocks come off
  /* verilator lint_on UNUSEDSIGNAL */

  localparam [2:0] C_IDLE      = 3'd0;
  localparam [2:0] C_APPLY_OPP = 3'd1;
  localparam [2:0] C_RUN       = 3'd2;
  localparam [2:0] C_CMP1      = 3'd3;
  localparam [2:0] C_CMP2      = 3'd4;
  localparam [2:0] C_APPLY_OWN = 3'd5;

  reg  [2:0]   state_q, state_d;
  reg  [31:0]  cnt_q, cnt_d;
  reg  [14:0]  win_q, win_d;        // chosen move {shape, br, bc}
  reg          pass_q, pass_d;      // no legal root move
  reg          opp_q, opp_d;        // think: an opponent move to write in APPLY_OPP
  reg  [15:0]  opp_code_q, opp_code_d;
  reg          done_q, done_d;
  reg  [15:0]  result_q, result_d;
  reg  [31:0]  cycles_q, cycles_d;

  // ---------------------------------------------------------------- move code -> placement
  // The code written is code_i when idle (apply), the latched opponent move in APPLY_OPP.
  wire [15:0] code    = (state_q == C_APPLY_OPP) ? opp_code_q : code_i;
  wire [7:0]  or_idx  = {code[7:3], code[2:0]};
  wire [6:0]  c_shape = OR_SHAPE[7*or_idx +: 7];
  wire [3:0]  c_bc    = code[15:12] - 4'd1 - {2'd0, OR_NX[2*or_idx +: 2]};
  wire [3:0]  c_br    = code[11:8] - 4'd1 - {2'd0, OR_NY[2*or_idx +: 2]};
  wire        c_pass  = (code[15:12] == 4'd0);

  // ---------------------------------------------------------------- root board (SPEC §1)
  wire        new_game = (state_q == C_IDLE) && new_i;
  reg         wr_en, wr_side;
  reg  [14:0] wr_move;
  wire [455:0] board;
  blokus_board_state u_board (
    .clk_i      (clk_i),
    .rst_ni     (rst_ni),
    .load_i     (new_game),                      // the empty board, start cells by start_a_i
    // A new game: empty cells, every piece, no squares; our start cell (a,a) = 9 or (5,5) = 4.
    .ld_board_i (board_word(196'd0, 196'd0, ALL, ALL, 7'd0, 7'd0, start_a_i ? 4'd9 : 4'd4, start_a_i ? 4'd4 : 4'd9)),
    .tg_en_i    (wr_en),
    .tg_side_i  (wr_side),
    .tg_add_i   (1'b1),                          // the root board only gains pieces
    .tg_move_i  (wr_move),
    .board_o    (board)
  );

  // ---------------------------------------------------------------- units
  wire [UNITS-1:0]    u_busy, u_last, u_valid;
  wire [16*UNITS-1:0] u_best;
  wire [14*UNITS-1:0] u_index;
  wire [15*UNITS-1:0] u_move;
  // Every unit holds the same root scan; the Compare unit reads unit 0's copy of these.
  /* verilator lint_off UNUSEDSIGNAL */
  wire [UNITS-1:0]    u_has;
  wire [15*UNITS-1:0] u_first;
  // v2 only: the units' phase signals (all units are in step there: unit 0's are used), reports
  // and root lists.
  wire [UNITS-1:0]    u_ph_end, u_fin, u_wait, u_cmp, u_udone;
  wire [31*UNITS-1:0] u_entry;
  wire [15*UNITS-1:0] u_front;
  wire [11*UNITS-1:0] u_count;
  /* verilator lint_on UNUSEDSIGNAL */
  wire                units_start = (state_q == C_APPLY_OPP);
  localparam [31:0]   DEPTH32 = DEPTH;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [2:0]          depth = (depth_i == 4'd0) ? 3'd1 : (depth_i > DEPTH32[3:0]) ? DEPTH32[2:0] : depth_i[2:0];
  // v2 iteration controller registers (below) seen by the units.
  reg  [31:0]         e_q, e_d;           // E: unit clocks elapsed since U_START (SPEC-v2 §7a)
  reg  [31:0]         its_q, its_d;       // E at the start of the running iteration (0: root scan)
  reg  [3:0]          dd_q, dd_d;         // deepest completed iteration (1 = the root scan)
  reg  [9:0]          widx_q, widx_d;     // the iteration's winner
  reg  [30:0]         went_q, went_d;
  reg                 next_it, abort, all_done;
  wire [3:0]          it_depth = dd_q + 4'd1;
  /* verilator lint_on UNUSEDSIGNAL */
  genvar u;
  generate
    for (u = 0; u < UNITS; u = u + 1) begin : g_unit
      if (VERSION == 2) begin : g_v2
        blokus_unit_v2 #(
          .UNITS(UNITS), .UNIT(u), .W1(W1), .W2(W2), .W3(W3), .W4(W4), .W5(W5), .W6(W6),
          .WM(WM), .WI(WI), .WA(WA), .WD(WD)
        ) u_unit (
          .clk_i      (clk_i),
          .rst_ni     (rst_ni),
          .start_i    (units_start),
          .depth_i    (it_depth),
          .board_i    (board),
          .next_it_i  (next_it),
          .all_done_i (all_done),
          .rot_idx_i  (widx_q),
          .rot_entry_i(went_q),
          .abort_i    (abort),
          .ph_end_o   (u_ph_end[u]),
          .fin_o      (u_fin[u]),
          .wait_o     (u_wait[u]),
          .cmp_o      (u_cmp[u]),
          .udone_o    (u_udone[u]),
          .valid_o    (u_valid[u]),
          .best_o     (u_best[16*u +: 16]),
          .index_o    (u_index[14*u +: 10]),
          .entry_o    (u_entry[31*u +: 31]),
          .front_o    (u_front[15*u +: 15]),
          .count_o    (u_count[11*u +: 11]),
          .cycles_o   (unit_cycles_o[32*u +: 32])
        );
        assign u_index[14*u+10 +: 4] = 4'd0;
        assign u_move[15*u +: 15]    = u_entry[31*u +: 15];
        assign u_busy[u]             = 1'b0;
        assign u_last[u]             = 1'b0;
        assign u_has[u]              = 1'b0;
        assign u_first[15*u +: 15]   = 15'd0;
      end else begin : g_v1
        blokus_unit #(
          .DEPTH(DEPTH), .UNITS(UNITS), .UNIT(u), .W1(W1), .W2(W2), .W3(W3)
        ) u_unit (
          .clk_i       (clk_i),
          .rst_ni      (rst_ni),
          .start_i     (units_start),
          .depth_i     (depth),
          .board_i     (board),
          .budget_i    (budget),
          .busy_o      (u_busy[u]),
          .last_o      (u_last[u]),
          .valid_o     (u_valid[u]),
          .best_o      (u_best[16*u +: 16]),
          .index_o     (u_index[14*u +: 14]),
          .move_o      (u_move[15*u +: 15]),
          .first_move_o(u_first[15*u +: 15]),
          .has_moves_o (u_has[u]),
          .cycles_o    (unit_cycles_o[32*u +: 32])
        );
        assign u_ph_end[u]         = 1'b0;
        assign u_fin[u]            = 1'b0;
        assign u_wait[u]           = 1'b0;
        assign u_cmp[u]            = 1'b0;
        assign u_udone[u]          = 1'b0;
        assign u_entry[31*u +: 31] = 31'd0;
        assign u_front[15*u +: 15] = 15'd0;
        assign u_count[11*u +: 11] = 11'd0;
      end
    end
  endgenerate
  wire units_done = &(u_last | ~u_busy);

  // Compare unit (SPEC §9, SPEC-v2 §9): highest value, then lowest root index; none valid -> root
  // index 0 (v1: the root scan's first move).
  reg               cmp_any;
  reg signed [15:0] cmp_best;
  reg [13:0]        cmp_index;
  reg [14:0]        cmp_move;
  reg [30:0]        cmp_entry;
  integer           k;
  always @* begin
    cmp_any   = 1'b0;
    cmp_best  = 16'sd0;
    cmp_index = 14'd0;
    cmp_move  = u_first[14:0];
    cmp_entry = 31'd0;
    if (state_q == C_CMP1 || (V2 && u_cmp[0])) for (k = 0; k < UNITS; k = k + 1) begin
      if (u_valid[k] && (!cmp_any || $signed(u_best[16*k +: 16]) > cmp_best ||
          ($signed(u_best[16*k +: 16]) == cmp_best && u_index[14*k +: 14] < cmp_index))) begin
        cmp_any   = 1'b1;
        cmp_best  = u_best[16*k +: 16];
        cmp_index = u_index[14*k +: 14];
        cmp_move  = u_move[15*k +: 15];
        cmp_entry = u_entry[31*k +: 31];
      end
    end
  end

  // v2 iteration controller (SPEC-v2 §7a), all units in step outside their iteration shares.
  // B = deadline - 2 (APPLY_OPP, APPLY_OWN). At a phase end (root scan or rotation) the next
  // iteration runs if the root has 2+ moves, maxDepth allows it and E + (last << G) <= B. The
  // clock with E = B - 1 is the last unit clock: an iteration not rotated by then is discarded.
  wire [31:0] b_v2     = deadline_i - 32'd2;
  wire [3:0]  max_d    = (depth_i == 4'd0) ? 4'd1 : (depth_i > 4'd8) ? 4'd8 : depth_i;
  wire [31:0] e_next   = e_q + 32'd1;
  wire [38:0] grown    = {7'd0, e_next} + ({7'd0, e_next - its_q} << growth_i);
  always @* begin
    next_it  = V2 && (u_count[10:0] >= 11'd2) && (dd_q + 4'd2 <= max_d) && (grown <= {7'd0, b_v2});
    all_done = &(u_fin | u_wait);
    abort    = V2 && (state_q == C_RUN) && (e_q == b_v2 - 32'd1) && !u_udone[0];
  end

  // Placement -> move code.
  wire [6:0]  o_shape = win_q[14:8];
  wire [15:0] o_code  = {win_q[3:0] + 4'd1 + {2'd0, SH_NX[2*o_shape +: 2]},
                         win_q[7:4] + 4'd1 + {2'd0, SH_NY[2*o_shape +: 2]},
                         SH_PIECE[5*o_shape +: 5], SH_ORIENT[3*o_shape +: 3]};

  // ---------------------------------------------------------------- control
  always @* begin
    state_d    = state_q;
    cnt_d      = cnt_q;
    win_d      = win_q;
    pass_d     = pass_q;
    opp_d      = opp_q;
    opp_code_d = opp_code_q;
    done_d     = 1'b0;
    result_d   = result_q;
    cycles_d   = cycles_q;
    wr_en      = 1'b0;
    wr_side    = side_i;
    wr_move    = {c_shape, c_br, c_bc};
    e_d        = e_q;
    its_d      = its_q;
    dd_d       = dd_q;
    widx_d     = widx_q;
    went_d     = went_q;
    if (state_q != C_IDLE) cnt_d = cnt_q + 32'd1;
    case (state_q)
      C_IDLE: begin
        if (apply_i) wr_en = !c_pass;           // a new game in the same clock wins (u_board)
        else if (think_i) begin
          state_d    = C_APPLY_OPP;
          cnt_d      = 32'd0;
          opp_d      = opp_i;
          opp_code_d = code_i;
        end
      end
      C_APPLY_OPP: begin
        wr_en   = opp_q && !c_pass;
        wr_side = 1'b1;
        state_d = C_RUN;
        e_d     = 32'd0;
        its_d   = 32'd0;
        dd_d    = 4'd0;
      end
      C_RUN: begin
        if (V2) begin
          e_d = e_next;
          if (u_ph_end[0]) begin
            dd_d = dd_q + 4'd1;
            if (next_it) its_d = e_next;
          end
          if (u_cmp[0]) begin
            widx_d = cmp_index[9:0];
            went_d = cmp_entry;
          end
          if (u_udone[0] || abort) begin
            // The answer is the list's front entry (rotated only by completed iterations).
            win_d   = u_front[14:0];
            pass_d  = (u_count[10:0] == 11'd0);
            state_d = C_APPLY_OWN;
          end
        end else if (units_done) begin
          state_d = C_CMP1;
        end
      end
      C_CMP1: begin
        win_d   = cmp_move;
        pass_d  = !u_has[0];
        state_d = C_CMP2;
      end
      C_CMP2: begin
        result_d = pass_q ? 16'h0000 : o_code;
        state_d  = C_APPLY_OWN;
      end
      C_APPLY_OWN: begin
        if (V2) result_d = pass_q ? 16'h0000 : o_code;
        wr_en    = !pass_q;
        wr_side  = 1'b0;
        wr_move  = win_q;
        done_d   = 1'b1;
        cycles_d = cnt_d;
        state_d  = C_IDLE;
      end
      default: state_d = C_IDLE;
    endcase
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q    <= C_IDLE;
      cnt_q      <= 32'd0;
      win_q      <= 15'd0;
      pass_q     <= 1'b0;
      opp_q      <= 1'b0;
      opp_code_q <= 16'h0000;
      done_q     <= 1'b0;
      result_q   <= 16'h0000;
      cycles_q   <= 32'd0;
      e_q        <= 32'd0;
      its_q      <= 32'd0;
      dd_q       <= 4'd0;
      widx_q     <= 10'd0;
      went_q     <= 31'd0;
    end else begin
      state_q    <= state_d;
      cnt_q      <= cnt_d;
      win_q      <= win_d;
      pass_q     <= pass_d;
      opp_q      <= opp_d;
      opp_code_q <= opp_code_d;
      done_q     <= done_d;
      result_q   <= result_d;
      cycles_q   <= cycles_d;
      e_q        <= e_d;
      its_q      <= its_d;
      dd_q       <= dd_d;
      widx_q     <= widx_d;
      went_q     <= went_d;
    end
  end

  assign ready_o  = (state_q == C_IDLE);
  assign busy_o   = (state_q != C_IDLE);
  assign done_o   = done_q;
  assign result_o = result_q;
  assign cycles_o = cycles_q;
  assign depth_o  = V2 ? dd_q : 4'd0;
endmodule
