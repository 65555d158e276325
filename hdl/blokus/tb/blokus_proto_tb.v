// Protocol front-end testbench: feeds the bytes of +in=<hex file> (+n=<count>) into
// blokus_proto_rx, prints every event as `EV <type> <start_a> <nmoves> <move0> <move1>` and
// answers each move request with the next move of +moves=<hex file> through blokus_proto_tx
// (identify gets the team reply); every byte sent prints as `TX <hex>`. The TypeScript test
// compares both streams with core/protocol/icfpt. Ends with `DONE`.
`timescale 1ns / 1ps
module blokus_proto_tb;
  parameter integer DIALECT = 0;
  parameter [15:0]  TEAM = 16'h3031;
  `include "blokus_proto.vh"

  reg clk = 1'b0;
  reg rst_n = 1'b0;
  always #10 clk = ~clk;

  reg  [7:0]  in_data = 8'h00;
  reg         in_valid = 1'b0;
  wire        ev_valid, ev_start_a;
  wire [2:0]  ev_type;
  wire [1:0]  ev_nmoves;
  wire [15:0] ev_move0, ev_move1;
  reg         team_req = 1'b0;
  reg         move_req = 1'b0;
  reg  [15:0] move_val = 16'h0000;
  wire        tx_empty, tx_valid;
  wire [7:0]  tx_data;
  reg         tx_ready = 1'b0;

  localparam [0:0] DIALECT1 = DIALECT;
  blokus_proto_rx u_rx (
    .clk_i(clk), .rst_ni(rst_n), .dialect_i(DIALECT1), .data_i(in_data), .valid_i(in_valid), .ev_valid_o(ev_valid),
    .ev_type_o(ev_type), .ev_start_a_o(ev_start_a), .ev_nmoves_o(ev_nmoves),
    .ev_move0_o(ev_move0), .ev_move1_o(ev_move1)
  );
  blokus_proto_tx #(.TEAM(TEAM)) u_tx (
    .clk_i(clk), .rst_ni(rst_n), .team_i(team_req), .move_valid_i(move_req), .move_i(move_val),
    .ready_o(tx_empty), .tx_data_o(tx_data), .tx_valid_o(tx_valid), .tx_ready_i(tx_ready)
  );

  reg [7:0]  bytes [0:65535];
  reg [15:0] moves [0:65535];
  integer    n, i, mi, seed;
  reg [8*256-1:0] in_file, moves_file;

  // The sink accepts a byte on about half the cycles, so back-pressure is exercised.
  always @(posedge clk) begin
    tx_ready <= $random(seed) & 1;
    if (tx_valid && tx_ready) $display("TX %02h", tx_data);
  end

  always @(posedge clk) begin
    team_req <= 1'b0;
    move_req <= 1'b0;
    if (ev_valid) begin
      $display("EV %0d %0d %0d %04h %04h", ev_type, ev_start_a, ev_nmoves, ev_move0, ev_move1);
      if (ev_type == EV_IDENTIFY) team_req <= 1'b1;
      else if (ev_type == EV_FIRST || ev_type == EV_SECOND || ev_type == EV_TURN) begin
        move_val <= moves[mi];
        move_req <= 1'b1;
        mi = mi + 1;
      end
    end
  end

  initial begin
    seed = 7;
    mi = 0;
    if (!$value$plusargs("in=%s", in_file)) begin $display("FAIL args no +in"); $finish; end
    if (!$value$plusargs("n=%d", n)) begin $display("FAIL args no +n"); $finish; end
    if ($value$plusargs("moves=%s", moves_file)) $readmemh(moves_file, moves);
    $readmemh(in_file, bytes);
    #95 rst_n = 1'b1;
    for (i = 0; i < n; i = i + 1) begin
      @(posedge clk);
      in_data <= bytes[i];
      in_valid <= 1'b1;
      @(posedge clk);
      in_valid <= 1'b0;
      // Replies go out before the next byte, as a host waits for them.
      repeat (3) @(posedge clk);
      while (!tx_empty) @(posedge clk);
    end
    repeat (4) @(posedge clk);
    $display("DONE");
    $finish;
  end
endmodule
