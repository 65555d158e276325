`timescale 1ns / 1ps
// The s_axi_ctrl register file of the HLS export of gomoku_ip (SPEC §7), shared by the simulation models
// that stand in for it (ahb/tb/gomoku_ip_model.v, soc/gomoku_ip_dpi.sv): the board words and arguments
// (written with byte lanes), ap_ctrl_hs (ap_start while idle starts a search; ap_done and ap_ready clear on
// read), GIE/IER/ISR (ISR bits toggle on write; interrupt = GIE & (IER & ISR) != 0) and the outputs with
// their valid bits (set when the search is done, cleared on read). The models keep what differs: the AXI
// handshake, and the search and its latency (they start it on start_o and report it on done_i).
module gomoku_ip_regs (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         wr_i,        // a write completes this cycle
  input  wire [7:0]   wr_addr_i,
  input  wire [31:0]  wr_data_i,
  input  wire [3:0]   wr_strb_i,
  input  wire         rd_i,        // a read completes this cycle (its clear-on-read effects apply)
  input  wire [7:0]   rd_addr_i,
  output reg  [31:0]  rd_data_o,   // the register at rd_addr_i, as it is before this cycle
  output wire         start_o,     // this write sets ap_start while idle: a search begins
  input  wire         done_i,      // the search ends this cycle with these outputs
  input  wire [31:0]  move_i,
  input  wire [31:0]  nodes_i,
  input  wire [31:0]  leaves_i,
  input  wire [31:0]  cycles_i,
  output wire         busy_o,
  output wire [511:0] board_o,     // board[k] at [32*k +: 32]
  output wire [31:0]  side_o,
  output wire [31:0]  depth_o,
  output wire [31:0]  rule_o,
  output wire         interrupt_o
);
  reg [511:0] board_q;
  reg [31:0]  side_q, depth_q, rule_q, move_q, nodes_q, leaves_q, cycles_q;
  reg         gie_q, busy_q, done_q, ready_q;
  reg [1:0]   ier_q, isr_q;
  reg [3:0]   out_vld_q;

  function [31:0] merge(input [31:0] old, input [31:0] data, input [3:0] strb);
    merge = {strb[3] ? data[31:24] : old[31:24], strb[2] ? data[23:16] : old[23:16],
             strb[1] ? data[15:8] : old[15:8], strb[0] ? data[7:0] : old[7:0]};
  endfunction

  wire       wr_board = wr_addr_i[7:6] == 2'b10; // 0x80..0xBF
  wire [3:0] wr_word  = wr_addr_i[5:2];

  assign start_o     = wr_i && wr_addr_i == 8'h00 && wr_data_i[0] && !busy_q;
  assign busy_o      = busy_q;
  assign board_o     = board_q;
  assign side_o      = side_q;
  assign depth_o     = depth_q;
  assign rule_o      = rule_q;
  assign interrupt_o = gie_q && ((ier_q & isr_q) != 2'b00);

  always @* begin
    if (rd_addr_i[7:6] == 2'b10) rd_data_o = board_q[32*rd_addr_i[5:2] +: 32];
    else case (rd_addr_i)
      8'h00:   rd_data_o = {28'h0, ready_q, !busy_q, done_q, busy_q};
      8'h04:   rd_data_o = {31'h0, gie_q};
      8'h08:   rd_data_o = {30'h0, ier_q};
      8'h0C:   rd_data_o = {30'h0, isr_q};
      8'h10:   rd_data_o = side_q;
      8'h18:   rd_data_o = depth_q;
      8'h20:   rd_data_o = rule_q;
      8'h28:   rd_data_o = move_q;
      8'h2C:   rd_data_o = {31'h0, out_vld_q[0]};
      8'h30:   rd_data_o = nodes_q;
      8'h34:   rd_data_o = {31'h0, out_vld_q[1]};
      8'h38:   rd_data_o = leaves_q;
      8'h3C:   rd_data_o = {31'h0, out_vld_q[2]};
      8'h40:   rd_data_o = cycles_q;
      8'h44:   rd_data_o = {31'h0, out_vld_q[3]};
      default: rd_data_o = 32'h0;
    endcase
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      board_q <= 512'h0;
      side_q <= 32'h0; depth_q <= 32'h0; rule_q <= 32'h0; move_q <= 32'h0;
      nodes_q <= 32'h0; leaves_q <= 32'h0; cycles_q <= 32'h0;
      gie_q <= 1'b0; ier_q <= 2'b00; isr_q <= 2'b00; busy_q <= 1'b0; done_q <= 1'b0; ready_q <= 1'b0;
      out_vld_q <= 4'h0;
    end else begin
      if (wr_i && wr_board) board_q[32*wr_word +: 32] <= merge(board_q[32*wr_word +: 32], wr_data_i, wr_strb_i);
      else if (wr_i) case (wr_addr_i)
        8'h00: if (start_o) begin busy_q <= 1'b1; out_vld_q <= 4'h0; end
        8'h04: gie_q <= wr_data_i[0];
        8'h08: ier_q <= wr_data_i[1:0];
        8'h0C: isr_q <= isr_q ^ wr_data_i[1:0];
        8'h10: side_q <= merge(side_q, wr_data_i, wr_strb_i);
        8'h18: depth_q <= merge(depth_q, wr_data_i, wr_strb_i);
        8'h20: rule_q <= merge(rule_q, wr_data_i, wr_strb_i);
        default: ;
      endcase
      if (rd_i) case (rd_addr_i)
        8'h00: begin done_q <= 1'b0; ready_q <= 1'b0; end
        8'h2C: out_vld_q[0] <= 1'b0;
        8'h34: out_vld_q[1] <= 1'b0;
        8'h3C: out_vld_q[2] <= 1'b0;
        8'h44: out_vld_q[3] <= 1'b0;
        default: ;
      endcase
      // Last, so that a done wins over a clear-on-read in the same cycle.
      if (done_i) begin
        busy_q <= 1'b0;
        done_q <= 1'b1;
        ready_q <= 1'b1;
        move_q <= move_i;
        nodes_q <= nodes_i;
        leaves_q <= leaves_i;
        cycles_q <= cycles_i;
        out_vld_q <= 4'hF;
        if (ier_q[0]) isr_q[0] <= 1'b1;
      end
    end
  end
endmodule
