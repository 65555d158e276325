// The board side of the ICFPT protocol around the search core: UART, ASCII decoder and receive
// buffer, a sequencer turning host messages into core commands, send buffer and ASCII encoder.
// Everything but the FPGA board's pins; blokus_de2_115_top adds those, the Verilator harness
// (hdl/blokus/sim) drives rx_i/tx_o or the test port.
module blokus_board #(
  parameter integer CLK_HZ   = 50000000,
  parameter integer BAUD     = 115200,
  parameter [15:0]  TEAM     = 16'h3031,   // team code "01"
  parameter integer VERSION  = 1,          // search core: 1 (SPEC.md) or 2 (SPEC-v2.md)
  parameter integer DEPTH    = 3,          // v1: most plies; depth_i picks 1..DEPTH
  parameter integer UNITS    = 3
) (
  input  wire        clk_i,
  input  wire        rst_ni,
  input  wire        rx_i,
  output wire        tx_o,
  input  wire        dialect_i,     // 0 = HEART 2014, 1 = ICFPT 2013
  input  wire [3:0]  depth_i,       // v1: plies per move; v2: deepest iteration (1..8)
  input  wire [31:0] deadline_i,    // core cycle budget per move
  input  wire [2:0]  growth_i,      // v2: growth shift G (SPEC-v2 §7a), 0..6; unused by v1
  // Test port: direct core commands for replaying positions (tie to 0 on hardware).
  input  wire        tp_new_i,
  input  wire        tp_start_a_i,
  input  wire        tp_apply_i,
  input  wire        tp_side_i,
  input  wire        tp_think_i,
  input  wire [15:0] tp_code_i,
  // Status.
  output wire        game_o,        // a game is in progress
  output wire        thinking_o,    // the core is searching
  output wire        our_turn_o,    // prompted, reply not yet sent
  output wire        sending_o,     // reply bytes queued or on the line
  output wire [15:0] last_move_o,   // our last move code (packed)
  output wire        core_ready_o,
  output wire        core_done_o,
  output wire [15:0] core_result_o,
  output wire [31:0] core_cycles_o,
  output wire [32*UNITS-1:0] unit_cycles_o,
  output wire [3:0]  core_depth_o   // v2: deepest completed iteration of the last move
);
  `include "blokus_proto.vh"

  localparam [2:0] Q_IDLE  = 3'd0;
  localparam [2:0] Q_NEW   = 3'd1;
  localparam [2:0] Q_APPLY = 3'd2;
  localparam [2:0] Q_THINK = 3'd3;
  localparam [2:0] Q_WAIT  = 3'd4;
  localparam [2:0] Q_SEND  = 3'd5;

  // ---------------------------------------------------------------- receive path
  wire [7:0]  rx_data;
  wire        rx_valid;
  /* verilator lint_off UNUSEDSIGNAL */
  wire        rx_frame_err;              // a bad stop bit drops the byte; nothing else to do
  /* verilator lint_on UNUSEDSIGNAL */
  blokus_uart_rx #(.CLK_HZ(CLK_HZ), .BAUD(BAUD)) u_uart_rx (
    .clk_i(clk_i), .rst_ni(rst_ni), .rx_i(rx_i), .data_o(rx_data), .valid_o(rx_valid),
    .frame_err_o(rx_frame_err)
  );
  wire        ev_valid, ev_start_a;
  wire [2:0]  ev_type;
  wire [1:0]  ev_nmoves;
  wire [15:0] ev_move0, ev_move1;
  blokus_proto_rx u_proto_rx (
    .clk_i(clk_i), .rst_ni(rst_ni), .dialect_i(dialect_i), .data_i(rx_data), .valid_i(rx_valid), .ev_valid_o(ev_valid),
    .ev_type_o(ev_type), .ev_start_a_o(ev_start_a), .ev_nmoves_o(ev_nmoves),
    .ev_move0_o(ev_move0), .ev_move1_o(ev_move1)
  );

  // ---------------------------------------------------------------- sequencer
  reg  [2:0]  seq_q, seq_d;
  reg         start_a_q, start_a_d;
  reg         two_q, two_d;        // it carries two opponent moves
  reg         opp_q, opp_d;        // it carries at least one
  reg  [15:0] m0_q, m0_d, m1_q, m1_d;
  reg         game_q, game_d;
  reg         team_q, team_d;      // team reply pending
  reg  [15:0] last_q, last_d;      // our last move

  wire        core_ready, core_busy, core_done;
  wire [15:0] core_result;
  wire        tx_empty;

  reg         c_new, c_apply, c_side, c_think, c_opp;
  reg  [15:0] c_code;
  reg         send_move;

  always @* begin
    seq_d     = seq_q;
    start_a_d = start_a_q;
    two_d     = two_q;
    opp_d     = opp_q;
    m0_d      = m0_q;
    m1_d      = m1_q;
    game_d    = game_q;
    team_d    = team_q;
    last_d    = last_q;
    c_new     = 1'b0;
    c_apply   = 1'b0;
    c_side    = 1'b1;
    c_think   = 1'b0;
    c_opp     = 1'b0;
    c_code    = m0_q;
    send_move = 1'b0;
    if (team_q && tx_empty) team_d = 1'b0;   // blokus_proto_tx takes it this clock
    case (seq_q)
      Q_IDLE: begin
        if (ev_valid) begin
          start_a_d = ev_start_a;
          m0_d      = ev_move0;
          m1_d      = ev_move1;
          two_d     = (ev_type == EV_TURN) && (ev_nmoves == 2'd2);
          opp_d     = (ev_type == EV_SECOND) || (ev_type == EV_TURN);
          case (ev_type)
            EV_IDENTIFY: team_d = 1'b1;
            EV_GAMEOVER: game_d = 1'b0;
            EV_FIRST, EV_SECOND: begin
              game_d = 1'b1;
              seq_d  = Q_NEW;
            end
            EV_TURN: begin
              game_d = 1'b1;
              seq_d  = (ev_nmoves == 2'd2) ? Q_APPLY : Q_THINK;
            end
            default: ;
          endcase
        end
      end
      Q_NEW: begin
        c_new   = 1'b1;
        seq_d   = Q_THINK;
      end
      Q_APPLY: begin
        c_apply = 1'b1;
        c_code  = m0_q;
        seq_d   = Q_THINK;
      end
      Q_THINK: begin
        c_think = 1'b1;
        c_opp   = opp_q;
        c_code  = two_q ? m1_q : m0_q;
        seq_d   = Q_WAIT;
      end
      Q_WAIT: if (core_done) begin
        last_d = core_result;
        seq_d  = Q_SEND;
      end
      Q_SEND: if (tx_empty && !team_q) begin
        send_move = 1'b1;
        seq_d     = Q_IDLE;
      end
      default: seq_d = Q_IDLE;
    endcase
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      seq_q       <= Q_IDLE;
      start_a_q   <= 1'b0;
      two_q       <= 1'b0;
      opp_q       <= 1'b0;
      m0_q        <= 16'h0000;
      m1_q        <= 16'h0000;
      game_q      <= 1'b0;
      team_q      <= 1'b0;
      last_q      <= 16'h0000;
    end else begin
      seq_q       <= seq_d;
      start_a_q   <= start_a_d;
      two_q       <= two_d;
      opp_q       <= opp_d;
      m0_q        <= m0_d;
      m1_q        <= m1_d;
      game_q      <= game_d;
      team_q      <= team_d;
      last_q      <= last_d;
    end
  end

  // ---------------------------------------------------------------- core
  wire tp_idle = (seq_q == Q_IDLE);
  blokus_core #(.VERSION(VERSION), .DEPTH(DEPTH), .UNITS(UNITS)) u_core (
    .clk_i        (clk_i),
    .rst_ni       (rst_ni),
    .depth_i      (depth_i),
    .deadline_i   (deadline_i),
    .growth_i     (growth_i),
    .new_i        (c_new || (tp_idle && tp_new_i)),
    .start_a_i    (c_new ? start_a_q : tp_start_a_i),
    .apply_i      (c_apply || (tp_idle && tp_apply_i)),
    .side_i       (c_apply ? c_side : tp_side_i),
    .think_i      (c_think || (tp_idle && tp_think_i)),
    .opp_i        (c_think ? c_opp : 1'b0),
    .code_i       ((c_apply || c_think) ? c_code : tp_code_i),
    .ready_o      (core_ready),
    .busy_o       (core_busy),
    .done_o       (core_done),
    .result_o     (core_result),
    .cycles_o     (core_cycles_o),
    .unit_cycles_o(unit_cycles_o),
    .depth_o      (core_depth_o)
  );

  // ---------------------------------------------------------------- send path
  wire [7:0] tx_data;
  wire       tx_valid, tx_ready;
  blokus_proto_tx #(.TEAM(TEAM)) u_proto_tx (
    .clk_i(clk_i), .rst_ni(rst_ni), .team_i(team_q), .move_valid_i(send_move),
    .move_i(last_q), .ready_o(tx_empty), .tx_data_o(tx_data), .tx_valid_o(tx_valid),
    .tx_ready_i(tx_ready)
  );
  blokus_uart_tx #(.CLK_HZ(CLK_HZ), .BAUD(BAUD)) u_uart_tx (
    .clk_i(clk_i), .rst_ni(rst_ni), .data_i(tx_data), .valid_i(tx_valid), .ready_o(tx_ready),
    .tx_o(tx_o)
  );

  assign last_move_o   = last_q;
  assign game_o        = game_q;
  assign thinking_o    = core_busy;
  assign our_turn_o    = (seq_q != Q_IDLE);
  assign sending_o     = team_q || !tx_empty || !tx_ready;
  assign core_ready_o  = core_ready;
  assign core_done_o   = core_done;
  assign core_result_o = core_result;
endmodule
