// ICFPT protocol, board side, receive path: ASCII decoder and receive buffer.
// Mirrors core/protocol/icfpt/board-side.ts byte for byte:
//  - CR and LF are ignored anywhere, even inside a message;
//  - messages are framed by length alone;
//  - a byte that cannot start a message, or a bad start-square byte, is an error event and the
//    partial message is dropped (the byte is consumed);
//  - a malformed move code is reported when the message's last byte arrives; the message is dropped.
// dialect_i 0 = HEART 2014 (`25`/`2A`, `35xxxx`/`3Axxxx`, `4xxxx`), 1 = ICFPT 2013 (`25`/`2A`,
// `3xxxx`, `4xxxxyyyy`); a top level ties it to its DIALECT parameter. A move is packed as {x[3:0], y[3:0], piece[4:0], orient[2:0]}; 0 = pass.
module blokus_proto_rx (
  input  wire        clk_i,
  input  wire        rst_ni,
  input  wire        dialect_i,
  input  wire [7:0]  data_i,
  input  wire        valid_i,
  output reg         ev_valid_o,    // one-cycle pulse: a complete message (or an error)
  output reg  [2:0]  ev_type_o,
  output reg         ev_start_a_o,  // start square (a,a) rather than (5,5)
  output reg  [1:0]  ev_nmoves_o,   // opponent moves carried (0..2)
  output reg  [15:0] ev_move0_o,    // oldest first
  output reg  [15:0] ev_move1_o
);
  `include "blokus_proto.vh"

  localparam [1:0] S_CMD   = 2'd0;
  localparam [1:0] S_START = 2'd1;
  localparam [1:0] S_BODY  = 2'd2;

  localparam [7:0] CH_CR = 8'h0d;
  localparam [7:0] CH_LF = 8'h0a;

  // Value of a code byte in field k (0 column, 1 row, 2 piece, 3 orientation) and its validity.
  function [4:0] field_val(input [1:0] k, input [7:0] b);
    begin
      if (k == 2'd2) field_val = b[4:0] - 5'd1;                  // 'a' = 0x61 -> 0
      else if (k == 2'd3) field_val = {2'b00, b[2:0]};
      else if (b >= 8'h61) field_val = {1'b0, b[3:0]} + 5'd9;    // 'a' -> 10
      else field_val = {1'b0, b[3:0]};                           // '1' -> 1
    end
  endfunction
  function field_ok(input [1:0] k, input [7:0] b);
    begin
      case (k)
        2'd2:    field_ok = (b >= 8'h61) && (b <= 8'h75);                                 // a-u
        2'd3:    field_ok = (b >= 8'h30) && (b <= 8'h37);                                 // 0-7
        default: field_ok = ((b >= 8'h31) && (b <= 8'h39)) || ((b >= 8'h61) && (b <= 8'h65));
      endcase
    end
  endfunction

  reg [1:0]  state_q, state_d;
  reg [7:0]  cmd_q, cmd_d;
  reg        start_a_q, start_a_d;
  reg [3:0]  cnt_q, cnt_d;      // body bytes received
  reg [3:0]  len_q, len_d;      // body bytes expected (0, 4 or 8)
  reg        all_ok_q, all_ok_d;    // current code: every byte valid for its field
  reg        all_zero_q, all_zero_d;  // current code: every byte '0'
  reg        bad_q, bad_d;      // a finished code of this message was malformed
  reg [15:0] cur_q, cur_d;      // current code being assembled
  reg [15:0] m0_q, m0_d;
  reg [15:0] m1_q, m1_d;

  wire       crlf = (data_i == CH_CR) || (data_i == CH_LF);
  wire       byte_in = valid_i && !crlf;
  wire [1:0] k = cnt_q[1:0];
  wire       ok_now = all_ok_q && field_ok(k, data_i);
  wire       zero_now = all_zero_q && (data_i == 8'h30);
  wire [4:0] fv = field_val(k, data_i);
  wire [15:0] cur_now = (k == 2'd0) ? {fv[3:0], 12'h000} :
                        (k == 2'd1) ? {cur_q[15:12], fv[3:0], 8'h00} :
                        (k == 2'd2) ? {cur_q[15:8], fv, 3'b000} :
                                      {cur_q[15:3], fv[2:0]};
  wire       code_done = (k == 2'd3);
  wire       code_good = ok_now || zero_now;
  wire [15:0] code_val = zero_now ? 16'h0000 : cur_now;

  always @* begin
    state_d      = state_q;
    cmd_d        = cmd_q;
    start_a_d    = start_a_q;
    cnt_d        = cnt_q;
    len_d        = len_q;
    all_ok_d     = all_ok_q;
    all_zero_d   = all_zero_q;
    bad_d        = bad_q;
    cur_d        = cur_q;
    m0_d         = m0_q;
    m1_d         = m1_q;
    ev_valid_o   = 1'b0;
    ev_type_o    = EV_ERROR;
    ev_start_a_o = start_a_q;
    ev_nmoves_o  = 2'd0;
    ev_move0_o   = m0_q;
    ev_move1_o   = m1_q;
    if (byte_in) begin
      case (state_q)
        S_CMD: begin
          cmd_d      = data_i;
          cnt_d      = 4'd0;
          bad_d      = 1'b0;
          all_ok_d   = 1'b1;
          all_zero_d = 1'b1;
          case (data_i)
            8'h30: begin ev_valid_o = 1'b1; ev_type_o = EV_IDENTIFY; end
            8'h39: begin ev_valid_o = 1'b1; ev_type_o = EV_GAMEOVER; end
            8'h32: begin state_d = S_START; len_d = 4'd0; end
            8'h33: begin
              if (!dialect_i) begin state_d = S_START; len_d = 4'd4; end
              else begin state_d = S_BODY; len_d = 4'd4; end
            end
            8'h34: begin
              state_d = S_BODY;
              len_d   = !dialect_i ? 4'd4 : 4'd8;
            end
            default: begin ev_valid_o = 1'b1; ev_type_o = EV_ERROR; end
          endcase
        end
        S_START: begin
          start_a_d = (data_i == 8'h41);
          if (data_i != 8'h35 && data_i != 8'h41) begin
            state_d    = S_CMD;
            ev_valid_o = 1'b1;
            ev_type_o  = EV_ERROR;
          end else if (len_q == 4'd0) begin
            state_d      = S_CMD;
            ev_valid_o   = 1'b1;
            ev_type_o    = EV_FIRST;
            ev_start_a_o = (data_i == 8'h41);
          end else begin
            state_d = S_BODY;
          end
        end
        S_BODY: begin
          cnt_d      = cnt_q + 4'd1;
          cur_d      = cur_now;
          all_ok_d   = ok_now;
          all_zero_d = zero_now;
          if (code_done) begin
            all_ok_d   = 1'b1;
            all_zero_d = 1'b1;
            bad_d      = bad_q || !code_good;
            if (cnt_q[2] == 1'b0) m0_d = code_val;
            else m1_d = code_val;
          end
          if (cnt_q + 4'd1 == len_q) begin
            state_d     = S_CMD;
            ev_valid_o  = 1'b1;
            ev_move0_o  = (cnt_q[2] == 1'b0) ? code_val : m0_q;
            ev_move1_o  = code_val;
            ev_nmoves_o = (len_q == 4'd8) ? 2'd2 : 2'd1;
            if (bad_q || !code_good) ev_type_o = EV_ERROR;
            else if (cmd_q == 8'h33 && !dialect_i) ev_type_o = EV_SECOND;
            else ev_type_o = EV_TURN;
          end
        end
        default: state_d = S_CMD;
      endcase
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q    <= S_CMD;
      cmd_q      <= 8'h00;
      start_a_q  <= 1'b0;
      cnt_q      <= 4'd0;
      len_q      <= 4'd0;
      all_ok_q   <= 1'b1;
      all_zero_q <= 1'b1;
      bad_q      <= 1'b0;
      cur_q      <= 16'h0000;
      m0_q       <= 16'h0000;
      m1_q       <= 16'h0000;
    end else begin
      state_q    <= state_d;
      cmd_q      <= cmd_d;
      start_a_q  <= start_a_d;
      cnt_q      <= cnt_d;
      len_q      <= len_d;
      all_ok_q   <= all_ok_d;
      all_zero_q <= all_zero_d;
      bad_q      <= bad_d;
      cur_q      <= cur_d;
      m0_q       <= m0_d;
      m1_q       <= m1_d;
    end
  end
endmodule
