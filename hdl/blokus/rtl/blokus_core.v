// The search core (SPEC §8-§10): the root board, UNITS search units and the Compare unit.
// One move costs APPLY_OPP 1 + the slowest unit + COMPARE 2 + APPLY_OWN 1 clocks.
// Moves on the ports are packed move codes {x[3:0], y[3:0], piece[4:0], orient[2:0]}, 0 = pass.
module blokus_core #(
  parameter integer DEPTH    = 3,         // most plies (beam buffers are built for these)
  parameter integer UNITS    = 3,
  parameter integer W1       = 24,
  parameter integer W2       = 12,
  parameter integer W3       = 8
) (
  input  wire        clk_i,
  input  wire        rst_ni,
  input  wire [2:0]  depth_i,     // plies per search, clamped to 1..DEPTH
  input  wire [31:0] deadline_i,  // core cycle budget per move (SPEC §10), at least 100,000
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
  output reg         done_o,      // one clock, with result_o
  output reg  [15:0] result_o,
  output reg  [31:0] cycles_o,    // clocks of the last move, APPLY_OPP to APPLY_OWN
  output wire [32*UNITS-1:0] unit_cycles_o  // each unit's clocks in the last move
);
  `include "blokus_shapes.vh"
  `include "blokus_board_fns.vh"

  localparam [20:0] ALL = 21'h1fffff;
  wire [31:0] budget = deadline_i - 32'd4;  // per unit: the core's own 4 clocks come off

  localparam [2:0] C_IDLE      = 3'd0;
  localparam [2:0] C_APPLY_OPP = 3'd1;
  localparam [2:0] C_RUN       = 3'd2;
  localparam [2:0] C_CMP1      = 3'd3;
  localparam [2:0] C_CMP2      = 3'd4;
  localparam [2:0] C_APPLY_OWN = 3'd5;

  reg  [2:0]   state_q, state_d;
  reg  [195:0] own0_q, own1_q;
  reg  [20:0]  avail0_q, avail1_q;
  reg  [6:0]   sq0_q, sq1_q;
  reg  [3:0]   st0_q, st1_q;
  reg  [31:0]  cnt_q, cnt_d;
  reg  [14:0]  win_q, win_d;      // chosen move {shape, br, bc}
  reg          pass_q, pass_d;    // no legal root move
  reg          opp_q;             // think: the opponent's move, latched for APPLY_OPP
  reg  [15:0]  opp_code_q;

  // ---------------------------------------------------------------- move code -> placement
  // The code written is code_i when idle (apply), the latched opponent move in APPLY_OPP.
  wire [15:0] code    = (state_q == C_APPLY_OPP) ? opp_code_q : code_i;
  wire [7:0]  or_idx  = {code[7:3], code[2:0]};
  wire [6:0]  c_shape = OR_SHAPE[7*or_idx +: 7];
  wire [3:0]  c_bc    = code[15:12] - 4'd1 - {2'd0, OR_NX[2*or_idx +: 2]};
  wire [3:0]  c_br    = code[11:8] - 4'd1 - {2'd0, OR_NY[2*or_idx +: 2]};
  wire        c_pass  = (code[15:12] == 4'd0);

  // ---------------------------------------------------------------- board write port
  reg         wr_en, wr_side;
  reg  [14:0] wr_move;
  wire [6:0]  wr_shape = wr_move[14:8];
  wire [3:0]  wr_br    = wr_move[7:4];
  wire [3:0]  wr_bc    = wr_move[3:0];
  reg  [4:0]   wr_piece;
  reg  [6:0]   wr_size;
  reg  [195:0] wr_cells;
  always @* begin
    wr_piece = 5'd0;
    wr_size  = 7'd0;
    wr_cells = 196'd0;
    if (wr_en) begin  // evaluated only when used (simulation speed; one copy in hardware)
      wr_piece = SH_PIECE[5*wr_shape +: 5];
      wr_size  = {4'd0, SH_SIZE[3*wr_shape +: 3]};
      wr_cells = cells(SH_ROWS[25*wr_shape +: 25], wr_bc, wr_br);
    end
  end

  // ---------------------------------------------------------------- units
  wire [UNITS-1:0]    u_busy, u_last, u_valid;
  wire [16*UNITS-1:0] u_best;
  wire [14*UNITS-1:0] u_index;
  wire [15*UNITS-1:0] u_move;
  // Every unit holds the same root scan; the Compare unit reads unit 0's copy of these.
  /* verilator lint_off UNUSEDSIGNAL */
  wire [UNITS-1:0]    u_has;
  wire [15*UNITS-1:0] u_first;
  /* verilator lint_on UNUSEDSIGNAL */
  wire                units_start = (state_q == C_APPLY_OPP);
  localparam [31:0]   DEPTH32 = DEPTH;
  wire [2:0]          depth = (depth_i == 3'd0) ? 3'd1 : (depth_i > DEPTH32[2:0]) ? DEPTH32[2:0] : depth_i;
  genvar u;
  generate
    for (u = 0; u < UNITS; u = u + 1) begin : g_unit
      blokus_unit #(
        .DEPTH(DEPTH), .UNITS(UNITS), .UNIT(u), .W1(W1), .W2(W2), .W3(W3)
      ) u_unit (
        .clk_i       (clk_i),
        .rst_ni      (rst_ni),
        .start_i     (units_start),
        .depth_i     (depth),
        .own0_i      (own0_q),
        .own1_i      (own1_q),
        .avail0_i    (avail0_q),
        .avail1_i    (avail1_q),
        .sq0_i       (sq0_q),
        .sq1_i       (sq1_q),
        .start0_i    (st0_q),
        .start1_i    (st1_q),
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
    end
  endgenerate
  wire units_done = &(u_last | ~u_busy);

  // Compare unit (SPEC §9): highest value, then lowest root index; none valid -> root index 0.
  reg               cmp_any;
  reg signed [15:0] cmp_best;
  reg [13:0]        cmp_index;
  reg [14:0]        cmp_move;
  integer           k;
  always @* begin
    cmp_any   = 1'b0;
    cmp_best  = 16'sd0;
    cmp_index = 14'd0;
    cmp_move  = u_first[14:0];
    if (state_q == C_CMP1) for (k = 0; k < UNITS; k = k + 1) begin
      if (u_valid[k] && (!cmp_any || $signed(u_best[16*k +: 16]) > cmp_best ||
          ($signed(u_best[16*k +: 16]) == cmp_best && u_index[14*k +: 14] < cmp_index))) begin
        cmp_any   = 1'b1;
        cmp_best  = u_best[16*k +: 16];
        cmp_index = u_index[14*k +: 14];
        cmp_move  = u_move[15*k +: 15];
      end
    end
  end

  // Placement -> move code.
  wire [6:0]  o_shape = win_q[14:8];
  wire [15:0] o_code  = {win_q[3:0] + 4'd1 + {2'd0, SH_NX[2*o_shape +: 2]},
                         win_q[7:4] + 4'd1 + {2'd0, SH_NY[2*o_shape +: 2]},
                         SH_PIECE[5*o_shape +: 5], SH_ORIENT[3*o_shape +: 3]};

  // ---------------------------------------------------------------- control
  always @* begin
    state_d = state_q;
    cnt_d   = cnt_q;
    win_d   = win_q;
    pass_d  = pass_q;
    wr_en   = 1'b0;
    wr_side = side_i;
    wr_move = {c_shape, c_br, c_bc};
    if (state_q != C_IDLE) cnt_d = cnt_q + 32'd1;
    case (state_q)
      C_IDLE: begin
        if (apply_i) wr_en = !c_pass;
        else if (think_i) begin
          state_d = C_APPLY_OPP;
          cnt_d   = 32'd0;
        end
      end
      C_APPLY_OPP: begin
        wr_en   = opp_q && !c_pass;
        wr_side = 1'b1;
        state_d = C_RUN;
      end
      C_RUN: if (units_done) state_d = C_CMP1;
      C_CMP1: begin
        win_d   = cmp_move;
        pass_d  = !u_has[0];
        state_d = C_CMP2;
      end
      C_CMP2: state_d = C_APPLY_OWN;
      C_APPLY_OWN: begin
        wr_en   = !pass_q;
        wr_side = 1'b0;
        wr_move = win_q;
        state_d = C_IDLE;
      end
      default: state_d = C_IDLE;
    endcase
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q  <= C_IDLE;
      own0_q   <= 196'd0;
      own1_q   <= 196'd0;
      avail0_q <= ALL;
      avail1_q <= ALL;
      sq0_q    <= 7'd0;
      sq1_q    <= 7'd0;
      st0_q    <= 4'd4;
      st1_q    <= 4'd9;
      cnt_q    <= 32'd0;
      win_q    <= 15'd0;
      pass_q   <= 1'b0;
      done_o   <= 1'b0;
      opp_q    <= 1'b0;
      opp_code_q <= 16'h0000;
      result_o <= 16'h0000;
      cycles_o <= 32'd0;
    end else begin
      state_q <= state_d;
      cnt_q   <= cnt_d;
      win_q   <= win_d;
      pass_q  <= pass_d;
      done_o  <= 1'b0;
      if (state_q == C_IDLE && think_i && !apply_i) begin
        opp_q      <= opp_i;
        opp_code_q <= code_i;
      end
      if (state_q == C_IDLE && new_i) begin
        own0_q   <= 196'd0;
        own1_q   <= 196'd0;
        avail0_q <= ALL;
        avail1_q <= ALL;
        sq0_q    <= 7'd0;
        sq1_q    <= 7'd0;
        st0_q    <= start_a_i ? 4'd9 : 4'd4;
        st1_q    <= start_a_i ? 4'd4 : 4'd9;
      end else if (wr_en) begin
        if (wr_side) begin
          own1_q   <= own1_q ^ wr_cells;
          avail1_q <= avail1_q ^ (21'd1 << wr_piece);
          sq1_q    <= sq1_q + wr_size;
        end else begin
          own0_q   <= own0_q ^ wr_cells;
          avail0_q <= avail0_q ^ (21'd1 << wr_piece);
          sq0_q    <= sq0_q + wr_size;
        end
      end
      if (state_q == C_CMP2) result_o <= pass_q ? 16'h0000 : o_code;
      if (state_q == C_APPLY_OWN) begin
        done_o   <= 1'b1;
        cycles_o <= cnt_d;
      end
    end
  end

  assign ready_o = (state_q == C_IDLE);
  assign busy_o  = (state_q != C_IDLE);
endmodule
