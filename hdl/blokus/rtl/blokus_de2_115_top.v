// Terasic DE2-115 top level (EP4CE115F29C7, 50 MHz): the Blokus board on the RS-232 port.
//   KEY[0]     reset (push-button, active low)
//   LEDG[0]    idle: no game in progress        LEDG[1] thinking: the core is searching
//   LEDG[2]    our turn: prompted, reply not yet sent
//   HEX3..HEX0 our last move code (x, y, piece, orientation), HEX7..HEX4 dark
//   LEDR[15:0] the same move, packed {x, y, piece, orientation}
// Pins: de2-115/blokus_de2_115.qsf. The DE2-115's LEDs are active high, its 7-segment segments
// active low.
module blokus_de2_115_top #(
  parameter integer DIALECT  = 0,          // 0 = HEART 2014, 1 = ICFPT 2013
  parameter [15:0]  TEAM     = 16'h3031,   // team code "01"
  parameter integer VERSION  = 1,          // search core: 1 (SPEC.md) or 2 (SPEC-v2.md)
  parameter integer DEPTH    = 3,          // v1: plies; v2: deepest iteration (8)
  parameter integer UNITS    = 3,
  parameter integer DEADLINE = 45000000,
  parameter integer GROWTH   = 2,          // v2: growth shift G (SPEC-v2 §7a)
  parameter integer CLK_HZ   = 50000000,
  parameter integer BAUD     = 115200
) (
  input  wire        CLOCK_50,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [3:0]  KEY,         // KEY[0] only; the others are wired for completeness
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire        UART_RXD,
  output wire        UART_TXD,
  output wire [17:0] LEDR,
  output wire [8:0]  LEDG,
  output wire [6:0]  HEX0,
  output wire [6:0]  HEX1,
  output wire [6:0]  HEX2,
  output wire [6:0]  HEX3,
  output wire [6:0]  HEX4,
  output wire [6:0]  HEX5,
  output wire [6:0]  HEX6,
  output wire [6:0]  HEX7
);
  `include "blokus_proto.vh"

  localparam [31:0] DEPTH32   = DEPTH;
  localparam [31:0] DEADLINE32 = DEADLINE;
  localparam [31:0] GROWTH32  = GROWTH;
  localparam [31:0] DIALECT32 = DIALECT;
  localparam [0:0]  DIALECT1  = DIALECT32[0];

  // Reset: asserted asynchronously by the button, released synchronously to the clock.
  reg [1:0] rst_sync_q;
  always @(posedge CLOCK_50 or negedge KEY[0]) begin
    if (!KEY[0]) rst_sync_q <= 2'b00;
    else rst_sync_q <= {rst_sync_q[0], 1'b1};
  end
  wire rst_n = rst_sync_q[1];

  wire        game, thinking, our_turn;
  /* verilator lint_off UNUSEDSIGNAL */
  wire        sending;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [15:0] last_move;
  /* verilator lint_off UNUSEDSIGNAL */
  wire        core_ready, core_done;
  wire [15:0] core_result;
  wire [31:0] core_cycles;
  wire [32*UNITS-1:0] unit_cycles;
  wire [3:0]  core_depth;
  /* verilator lint_on UNUSEDSIGNAL */

  blokus_board #(
    .CLK_HZ  (CLK_HZ),
    .BAUD    (BAUD),
    .TEAM    (TEAM),
    .VERSION (VERSION),
    .DEPTH   (DEPTH),
    .UNITS   (UNITS)
  ) u_board (
    .clk_i        (CLOCK_50),
    .rst_ni       (rst_n),
    .rx_i         (UART_RXD),
    .tx_o         (UART_TXD),
    .dialect_i    (DIALECT1),
    .depth_i      (DEPTH32[3:0]),
    .deadline_i   (DEADLINE32),
    .growth_i     (GROWTH32[2:0]),
    .tp_new_i     (1'b0),
    .tp_start_a_i (1'b0),
    .tp_apply_i   (1'b0),
    .tp_side_i    (1'b0),
    .tp_think_i   (1'b0),
    .tp_code_i    (16'h0000),
    .game_o       (game),
    .thinking_o   (thinking),
    .our_turn_o   (our_turn),
    .sending_o    (sending),
    .last_move_o  (last_move),
    .core_ready_o (core_ready),
    .core_done_o  (core_done),
    .core_result_o(core_result),
    .core_cycles_o(core_cycles),
    .unit_cycles_o(unit_cycles),
    .core_depth_o (core_depth)
  );

  // The move code's four characters, as blokus_proto_tx sends them.
  wire [31:0] text = move_text(last_move);
  wire [7:0]  ch_x = text[31:24];
  wire [7:0]  ch_y = text[23:16];
  wire [7:0]  ch_p = text[15:8];
  wire [7:0]  ch_r = text[7:0];

  blokus_seg7 u_hex3 (.char_i(ch_x), .seg_no(HEX3));
  blokus_seg7 u_hex2 (.char_i(ch_y), .seg_no(HEX2));
  blokus_seg7 u_hex1 (.char_i(ch_p), .seg_no(HEX1));
  blokus_seg7 u_hex0 (.char_i(ch_r), .seg_no(HEX0));
  assign HEX4 = 7'h7f;
  assign HEX5 = 7'h7f;
  assign HEX6 = 7'h7f;
  assign HEX7 = 7'h7f;

  assign LEDG = {6'd0, our_turn, thinking, !game};
  assign LEDR = {2'd0, last_move};
endmodule
