// Behavioural 8N1 sender shared by the testbenches: line_o idles high; send(b, bit_ns) drives one
// frame (start bit, 8 data bits LSB first, stop bit) at any bit time, so a testbench can also send
// off the nominal baud rate. Called hierarchically: u_sender.send(8'h30, BIT_NS).
`timescale 1ns / 1ps
module blokus_tb_uart_sender (
  output reg line_o
);
  initial line_o = 1'b1;

  task send(input [7:0] b, input real bit_ns);
    integer k;
    begin
      line_o = 1'b0; #(bit_ns);
      for (k = 0; k < 8; k = k + 1) begin line_o = b[k]; #(bit_ns); end
      line_o = 1'b1; #(bit_ns);
    end
  endtask
endmodule
