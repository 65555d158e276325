`timescale 1ns / 1ps
// Behavioural stand-in for the Vitis HLS export of gomoku_ip (same module name and ports), for the
// wrapper testbench: the SPEC §7 register map (../../model/gomoku_ip_regs.v) with ap_ctrl_hs behaviour,
// ap_start starting a run of `Latency` cycles. The "search" is a fixed function of the inputs the
// testbench can predict: move = status 0, y = side + depth, x = rule + board[0][3:0]; nodes = board[1];
// leaves = board[2]; cycles = Latency. AXI ready/valid come after pseudo-random delays. Test hook, not in
// the HLS block: address 0xF0 answers SLVERR.
module gomoku_ip #(
  parameter integer Latency = 23
) (
  `include "gomoku_ip_ports.vh"
);
  reg [31:0] count;
  reg [15:0] lfsr;
  reg        aw_got, w_got;
  reg [7:0]  aw_addr;
  reg [31:0] w_data;
  reg [3:0]  w_strb;
  integer    transactions; // AXI transactions seen (the testbench checks unselected transfers add none)

  wire jitter = lfsr[0] ^ lfsr[3]; // about half the cycles: stall

  wire          wr = aw_got && w_got && !s_axi_ctrl_BVALID && !jitter;
  wire          rd = s_axi_ctrl_ARVALID && !s_axi_ctrl_ARREADY && !s_axi_ctrl_RVALID && !jitter;
  wire [31:0]   rd_data, side, depth, rule;
  wire [511:0]  board;
  wire          start, busy;
  wire          done = busy && count == Latency - 1;

  gomoku_ip_regs u_regs (
    .clk_i      (ap_clk),
    .rst_ni     (ap_rst_n),
    .wr_i       (wr),
    .wr_addr_i  (aw_addr),
    .wr_data_i  (w_data),
    .wr_strb_i  (w_strb),
    .rd_i       (rd),
    .rd_addr_i  (s_axi_ctrl_ARADDR),
    .rd_data_o  (rd_data),
    .start_o    (start),
    .done_i     (done),
    .move_i     ({8'h00, 8'h00, side[7:0] + depth[7:0], rule[7:0] + {4'h0, board[3:0]}}),
    .nodes_i    (board[63:32]),
    .leaves_i   (board[95:64]),
    .cycles_i   (Latency),
    .busy_o     (busy),
    .board_o    (board),
    .side_o     (side),
    .depth_o    (depth),
    .rule_o     (rule),
    .interrupt_o(interrupt)
  );

  always @(posedge ap_clk or negedge ap_rst_n) begin
    if (!ap_rst_n) begin
      count <= 0; lfsr <= 16'hACE1;
      s_axi_ctrl_AWREADY <= 1'b0; s_axi_ctrl_WREADY <= 1'b0; s_axi_ctrl_ARREADY <= 1'b0;
      s_axi_ctrl_RVALID <= 1'b0; s_axi_ctrl_RDATA <= 32'h0; s_axi_ctrl_RRESP <= 2'b00;
      s_axi_ctrl_BVALID <= 1'b0; s_axi_ctrl_BRESP <= 2'b00;
      aw_got <= 1'b0; w_got <= 1'b0; aw_addr <= 8'h0; w_data <= 32'h0; w_strb <= 4'h0;
      transactions = 0;
    end else begin
      lfsr <= {lfsr[14:0], lfsr[15] ^ lfsr[13] ^ lfsr[12] ^ lfsr[10]};

      // Write channel: AW and W accepted independently, with stalls.
      s_axi_ctrl_AWREADY <= 1'b0;
      s_axi_ctrl_WREADY <= 1'b0;
      if (s_axi_ctrl_AWVALID && !s_axi_ctrl_AWREADY && !aw_got && !jitter) begin
        s_axi_ctrl_AWREADY <= 1'b1;
        aw_got <= 1'b1;
        aw_addr <= s_axi_ctrl_AWADDR;
      end
      if (s_axi_ctrl_WVALID && !s_axi_ctrl_WREADY && !w_got && !lfsr[5]) begin
        s_axi_ctrl_WREADY <= 1'b1;
        w_got <= 1'b1;
        w_data <= s_axi_ctrl_WDATA;
        w_strb <= s_axi_ctrl_WSTRB;
      end
      if (wr) begin
        aw_got <= 1'b0;
        w_got <= 1'b0;
        transactions = transactions + 1;
        s_axi_ctrl_BVALID <= 1'b1;
        s_axi_ctrl_BRESP <= (aw_addr == 8'hF0) ? 2'b10 : 2'b00;
      end
      if (s_axi_ctrl_BVALID && s_axi_ctrl_BREADY) s_axi_ctrl_BVALID <= 1'b0;

      // Read channel.
      s_axi_ctrl_ARREADY <= 1'b0;
      if (rd) begin
        s_axi_ctrl_ARREADY <= 1'b1;
        s_axi_ctrl_RVALID <= 1'b1;
        transactions = transactions + 1;
        s_axi_ctrl_RRESP <= (s_axi_ctrl_ARADDR == 8'hF0) ? 2'b10 : 2'b00;
        s_axi_ctrl_RDATA <= rd_data;
      end
      // R waits for RREADY; hold it a pseudo-random while to stretch the handshake.
      if (s_axi_ctrl_RVALID && s_axi_ctrl_RREADY && !s_axi_ctrl_ARREADY) s_axi_ctrl_RVALID <= 1'b0;

      // The search's latency: `Latency` cycles from ap_start to ap_done.
      if (start) count <= 0;
      else if (busy) count <= count + 1;
    end
  end
endmodule
