// DE2-115 top-level smoke test (iverilog): through the real UART pins, the host sends `0`
// (expects the team reply) and `25` (expects a first move), then `9`. Runs the core at depth 1
// and the UART at 1,562,500 baud (32 clocks a bit) to keep simulation short. Prints every byte
// the board sends as `RX <hex>`, then the displays and LEDs: `HEX <HEX3> <HEX2> <HEX1> <HEX0>`
// (7-bit active-low patterns, hex), `LEDG <bits>` after the move and again after `9`.
`timescale 1ns / 1ps
module blokus_top_tb;
  localparam integer BAUD   = 1562500;
  localparam real    BIT_NS = 1.0e9 / BAUD;

  reg         clk = 1'b0;
  reg  [3:0]  key = 4'b1110;   // KEY[0] pressed: reset
  wire        rxd;
  wire        txd;
  wire [17:0] ledr;
  wire [8:0]  ledg;
  wire [6:0]  hex0, hex1, hex2, hex3, hex4, hex5, hex6, hex7;
  always #10 clk = ~clk;

  blokus_de2_115_top #(.DEPTH(1), .UNITS(3), .BAUD(BAUD)) u_top (
    .CLOCK_50(clk), .KEY(key), .UART_RXD(rxd), .UART_TXD(txd), .LEDR(ledr), .LEDG(ledg),
    .HEX0(hex0), .HEX1(hex1), .HEX2(hex2), .HEX3(hex3), .HEX4(hex4), .HEX5(hex5), .HEX6(hex6),
    .HEX7(hex7)
  );

  blokus_tb_uart_sender u_sender (.line_o(rxd));

  task send(input [7:0] b);
    u_sender.send(b, BIT_NS);
  endtask

  // Receiver: sample each bit in its middle.
  integer nrx = 0;
  reg [7:0] rx_byte;
  integer   k;
  always @(negedge txd) begin : receive
    #(BIT_NS * 1.5);
    for (k = 0; k < 8; k = k + 1) begin rx_byte[k] = txd; #(BIT_NS); end
    if (txd !== 1'b1) $display("FAIL framing");
    $display("RX %02h", rx_byte);
    nrx = nrx + 1;
  end

  task wait_rx(input integer n);
    integer guard;
    begin
      guard = 0;
      while (nrx < n && guard < 4000000) begin #20; guard = guard + 1; end
      #(BIT_NS);
    end
  endtask

  initial begin
    #200 key = 4'b1111;
    #200;
    send("0");
    wait_rx(3);
    send("2"); send("5");
    wait_rx(7);
    #1000;
    $display("HEX %02h %02h %02h %02h", hex3, hex2, hex1, hex0);
    $display("DARK %02h %02h %02h %02h", hex7, hex6, hex5, hex4);
    $display("LEDG %b", ledg);
    $display("LEDR %h", ledr);
    send("9");
    #1000;
    $display("LEDG %b", ledg);
    $display("DONE");
    $finish;
  end
endmodule
