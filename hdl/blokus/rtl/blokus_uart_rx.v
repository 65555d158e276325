// UART receiver, 8N1, LSB first. 16x oversampling; each bit is the majority of samples 7, 8, 9.
// The receiver re-arms at the middle of the stop bit, so back-to-back frames from a sender up to
// a few percent fast are still caught (drift over 9.5 bits must stay under ~7/16 bit: about 4.6%).
module blokus_uart_rx #(
  parameter integer CLK_HZ = 50000000,
  parameter integer BAUD   = 115200
) (
  input  wire       clk_i,
  input  wire       rst_ni,
  input  wire       rx_i,         // asynchronous serial line, idle high
  output reg  [7:0] data_o,
  output reg        valid_o,      // one-cycle pulse with data_o
  output reg        frame_err_o   // one-cycle pulse: stop bit read as 0 (byte dropped)
);
  localparam [1:0] S_IDLE  = 2'd0;
  localparam [1:0] S_START = 2'd1;
  localparam [1:0] S_DATA  = 2'd2;
  localparam [1:0] S_STOP  = 2'd3;

  // Two-flop synchroniser: rx_i is asynchronous to clk_i.
  reg [1:0] sync_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) sync_q <= 2'b11;
    else sync_q <= {sync_q[0], rx_i};
  end
  wire rx = sync_q[1];

  wire tick;
  blokus_baud_tick #(
    .CLK_HZ (CLK_HZ),
    .RATE_HZ(BAUD * 16)
  ) u_tick (
    .clk_i  (clk_i),
    .rst_ni (rst_ni),
    .clear_i(1'b0),
    .tick_o (tick)
  );

  reg [1:0] state_q, state_d;
  reg [3:0] cnt_q, cnt_d;      // oversample index within the current bit
  reg [2:0] bit_q, bit_d;      // data bit index
  reg [2:0] samp_q, samp_d;    // samples 7, 8, 9 of the current bit
  reg [7:0] shift_q, shift_d;

  // Majority of the three samples, including the one taken this tick (cnt_q == 9).
  wire [2:0] samp_now = {samp_q[1:0], rx};
  wire       bit_val = (samp_now[0] & samp_now[1]) | (samp_now[0] & samp_now[2]) |
                       (samp_now[1] & samp_now[2]);
  wire       sample_tick = tick && (cnt_q >= 4'd7) && (cnt_q <= 4'd9);
  wire       decide_tick = tick && (cnt_q == 4'd9);
  wire       end_tick    = tick && (cnt_q == 4'd15);

  always @* begin
    state_d     = state_q;
    cnt_d       = cnt_q;
    bit_d       = bit_q;
    samp_d      = samp_q;
    shift_d     = shift_q;
    data_o      = shift_q;
    valid_o     = 1'b0;
    frame_err_o = 1'b0;
    if (tick) cnt_d = cnt_q + 4'd1;
    if (sample_tick) samp_d = samp_now;
    case (state_q)
      S_IDLE: begin
        cnt_d = 4'd0;
        // First low sample is index 0 of the start bit (the edge lies within the last 1/16 bit).
        if (tick && !rx) begin
          state_d = S_START;
          cnt_d   = 4'd1;
        end
      end
      S_START: begin
        if (decide_tick && bit_val) state_d = S_IDLE;  // glitch, not a start bit
        else if (end_tick) begin
          state_d = S_DATA;
          bit_d   = 3'd0;
        end
      end
      S_DATA: begin
        if (decide_tick) shift_d = {bit_val, shift_q[7:1]};
        if (end_tick) begin
          if (bit_q == 3'd7) state_d = S_STOP;
          else bit_d = bit_q + 3'd1;
        end
      end
      S_STOP: begin
        if (decide_tick) begin
          state_d     = S_IDLE;
          valid_o     = bit_val;
          frame_err_o = ~bit_val;
        end
      end
      default: state_d = S_IDLE;
    endcase
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q <= S_IDLE;
      cnt_q   <= 4'd0;
      bit_q   <= 3'd0;
      samp_q  <= 3'b111;
      shift_q <= 8'h00;
    end else begin
      state_q <= state_d;
      cnt_q   <= cnt_d;
      bit_q   <= bit_d;
      samp_q  <= samp_d;
      shift_q <= shift_d;
    end
  end
endmodule
