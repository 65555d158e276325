// ICFPT protocol, board side, send path: send buffer and ASCII encoder. Queues one reply at a
// time, either the team reply `1` TEAM[15:8] TEAM[7:0] or a 4-byte move code (0 -> `0000`),
// and hands its bytes to the UART transmitter.
module blokus_proto_tx #(
  parameter [15:0] TEAM = 16'h3031  // "01"
) (
  input  wire        clk_i,
  input  wire        rst_ni,
  input  wire        team_i,        // queue the team reply
  input  wire        move_valid_i,  // queue a move reply (ignored unless ready_o)
  input  wire [15:0] move_i,        // {x[3:0], y[3:0], piece[4:0], orient[2:0]}, 0 = pass
  output wire        ready_o,       // the buffer is empty
  output wire [7:0]  tx_data_o,
  output wire        tx_valid_o,
  input  wire        tx_ready_i
);
  `include "blokus_proto.vh"

  reg [31:0] buf_q, buf_d;   // next byte in [31:24]
  reg [2:0]  left_q, left_d; // bytes still to send

  wire        empty = (left_q == 3'd0);

  always @* begin
    buf_d  = buf_q;
    left_d = left_q;
    if (empty) begin
      if (team_i) begin
        buf_d  = {8'h31, TEAM, 8'h00};
        left_d = 3'd3;
      end else if (move_valid_i) begin
        buf_d  = move_text(move_i);
        left_d = 3'd4;
      end
    end else if (tx_ready_i) begin
      buf_d  = {buf_q[23:0], 8'h00};
      left_d = left_q - 3'd1;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      buf_q  <= 32'h0000_0000;
      left_q <= 3'd0;
    end else begin
      buf_q  <= buf_d;
      left_q <= left_d;
    end
  end

  assign ready_o    = empty;
  assign tx_data_o  = buf_q[31:24];
  assign tx_valid_o = !empty;
endmodule
