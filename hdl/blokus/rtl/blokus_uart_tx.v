// UART transmitter, 8N1, LSB first. Takes a byte when valid_i && ready_o.
module blokus_uart_tx #(
  parameter integer CLK_HZ = 50000000,
  parameter integer BAUD   = 115200
) (
  input  wire       clk_i,
  input  wire       rst_ni,
  input  wire [7:0] data_i,
  input  wire       valid_i,
  output wire       ready_o,
  output wire       tx_o
);
  reg [9:0] shift_q, shift_d;  // {stop, data[7:0], start}, shifted out from bit 0; all ones when idle
  reg [3:0] left_q, left_d;    // bits still to send, including the one on the line

  wire busy  = left_q != 4'd0;
  wire start = valid_i && !busy;
  wire tick;
  blokus_baud_tick #(
    .CLK_HZ (CLK_HZ),
    .RATE_HZ(BAUD)
  ) u_tick (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .clear_i(start),  // each frame starts a whole bit period before its first tick
    .tick_o (tick)
  );

  always @* begin
    shift_d = shift_q;
    left_d  = left_q;
    if (start) begin
      shift_d = {1'b1, data_i, 1'b0};
      left_d  = 4'd10;
    end else if (busy && tick) begin
      shift_d = {1'b1, shift_q[9:1]};
      left_d  = left_q - 4'd1;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      shift_q <= 10'h3ff;
      left_q  <= 4'd0;
    end else begin
      shift_q <= shift_d;
      left_q  <= left_d;
    end
  end

  assign ready_o = !busy;
  assign tx_o    = shift_q[0];
endmodule
