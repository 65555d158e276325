`timescale 1ns / 1ps
// Behavioural stand-in for the Vitis HLS export of gomoku_ip (same module name and ports), for the
// wrapper testbench: the SPEC §7 register map with ap_ctrl_hs behaviour — ap_start starts a run of
// `Latency` cycles; ap_done and the output valid bits clear on read; ISR bits toggle on write;
// interrupt = GIE & (IER & ISR) != 0. The "search" is a fixed function of the inputs the testbench can
// predict: move = status 0, y = side + depth, x = rule + board[0][3:0]; nodes = board[1]; leaves =
// board[2]; cycles = Latency. AXI ready/valid come after pseudo-random delays. Test hook, not in the
// HLS block: address 0xF0 answers SLVERR.
module gomoku_ip #(
  parameter integer Latency = 23
) (
  input  wire        ap_clk,
  input  wire        ap_rst_n,
  input  wire        s_axi_ctrl_AWVALID,
  output reg         s_axi_ctrl_AWREADY,
  input  wire [7:0]  s_axi_ctrl_AWADDR,
  input  wire        s_axi_ctrl_WVALID,
  output reg         s_axi_ctrl_WREADY,
  input  wire [31:0] s_axi_ctrl_WDATA,
  input  wire [3:0]  s_axi_ctrl_WSTRB,
  input  wire        s_axi_ctrl_ARVALID,
  output reg         s_axi_ctrl_ARREADY,
  input  wire [7:0]  s_axi_ctrl_ARADDR,
  output reg         s_axi_ctrl_RVALID,
  input  wire        s_axi_ctrl_RREADY,
  output reg  [31:0] s_axi_ctrl_RDATA,
  output reg  [1:0]  s_axi_ctrl_RRESP,
  output reg         s_axi_ctrl_BVALID,
  input  wire        s_axi_ctrl_BREADY,
  output reg  [1:0]  s_axi_ctrl_BRESP,
  output wire        interrupt
);
  reg [31:0] board [0:15];
  reg [31:0] side, depth, rule, move, nodes, leaves, cycles;
  reg        gie, busy, done, ready_flag;
  reg [1:0]  ier, isr;
  reg [3:0]  out_vld;
  reg [31:0] count;
  reg [15:0] lfsr;
  reg        aw_got, w_got;
  reg [7:0]  aw_addr;
  reg [31:0] w_data;
  reg [3:0]  w_strb;
  integer    transactions; // AXI transactions seen (the testbench checks unselected transfers add none)
  integer    i;

  assign interrupt = gie && ((ier & isr) != 2'b00);

  function [31:0] merge(input [31:0] old, input [31:0] data, input [3:0] strb);
    merge = {strb[3] ? data[31:24] : old[31:24], strb[2] ? data[23:16] : old[23:16],
             strb[1] ? data[15:8] : old[15:8], strb[0] ? data[7:0] : old[7:0]};
  endfunction

  wire jitter = lfsr[0] ^ lfsr[3]; // about half the cycles: stall

  always @(posedge ap_clk or negedge ap_rst_n) begin
    if (!ap_rst_n) begin
      for (i = 0; i < 16; i = i + 1) board[i] <= 32'h0;
      side <= 0; depth <= 0; rule <= 0; move <= 0; nodes <= 0; leaves <= 0; cycles <= 0;
      gie <= 1'b0; ier <= 2'b00; isr <= 2'b00; busy <= 1'b0; done <= 1'b0; ready_flag <= 1'b0;
      out_vld <= 4'b0; count <= 0; lfsr <= 16'hACE1;
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
      if (aw_got && w_got && !s_axi_ctrl_BVALID && !jitter) begin
        aw_got <= 1'b0;
        w_got <= 1'b0;
        transactions = transactions + 1;
        s_axi_ctrl_BVALID <= 1'b1;
        s_axi_ctrl_BRESP <= (aw_addr == 8'hF0) ? 2'b10 : 2'b00;
        if (aw_addr >= 8'h80 && aw_addr < 8'hC0) board[(aw_addr - 8'h80) >> 2] <= merge(board[(aw_addr - 8'h80) >> 2], w_data, w_strb);
        else case (aw_addr)
          8'h00: if (w_data[0] && !busy) begin busy <= 1'b1; count <= 0; out_vld <= 4'b0; end
          8'h04: gie <= w_data[0];
          8'h08: ier <= w_data[1:0];
          8'h0C: isr <= isr ^ w_data[1:0];
          8'h10: side <= merge(side, w_data, w_strb);
          8'h18: depth <= merge(depth, w_data, w_strb);
          8'h20: rule <= merge(rule, w_data, w_strb);
          default: ;
        endcase
      end
      if (s_axi_ctrl_BVALID && s_axi_ctrl_BREADY) s_axi_ctrl_BVALID <= 1'b0;

      // Read channel.
      s_axi_ctrl_ARREADY <= 1'b0;
      if (s_axi_ctrl_ARVALID && !s_axi_ctrl_ARREADY && !s_axi_ctrl_RVALID && !jitter) begin
        s_axi_ctrl_ARREADY <= 1'b1;
        s_axi_ctrl_RVALID <= 1'b1;
        transactions = transactions + 1;
        s_axi_ctrl_RRESP <= (s_axi_ctrl_ARADDR == 8'hF0) ? 2'b10 : 2'b00;
        if (s_axi_ctrl_ARADDR >= 8'h80 && s_axi_ctrl_ARADDR < 8'hC0) s_axi_ctrl_RDATA <= board[(s_axi_ctrl_ARADDR - 8'h80) >> 2];
        else case (s_axi_ctrl_ARADDR)
          8'h00: begin
            s_axi_ctrl_RDATA <= {28'h0, ready_flag, !busy, done, busy};
            done <= 1'b0;       // ap_done clears on read
            ready_flag <= 1'b0;
          end
          8'h04: s_axi_ctrl_RDATA <= {31'h0, gie};
          8'h08: s_axi_ctrl_RDATA <= {30'h0, ier};
          8'h0C: s_axi_ctrl_RDATA <= {30'h0, isr};
          8'h10: s_axi_ctrl_RDATA <= side;
          8'h18: s_axi_ctrl_RDATA <= depth;
          8'h20: s_axi_ctrl_RDATA <= rule;
          8'h28: s_axi_ctrl_RDATA <= move;
          8'h2C: begin s_axi_ctrl_RDATA <= {31'h0, out_vld[0]}; out_vld[0] <= 1'b0; end
          8'h30: s_axi_ctrl_RDATA <= nodes;
          8'h38: s_axi_ctrl_RDATA <= leaves;
          8'h40: s_axi_ctrl_RDATA <= cycles;
          default: s_axi_ctrl_RDATA <= 32'h0;
        endcase
      end
      // R waits for RREADY; hold it a pseudo-random while to stretch the handshake.
      if (s_axi_ctrl_RVALID && s_axi_ctrl_RREADY && !s_axi_ctrl_ARREADY) s_axi_ctrl_RVALID <= 1'b0;

      // The search, last so that a done it raises wins over a clear-on-read in the same cycle.
      if (busy) begin
        if (count == Latency - 1) begin
          busy <= 1'b0;
          done <= 1'b1;
          ready_flag <= 1'b1;
          move <= {8'h00, 8'h00, side[7:0] + depth[7:0], rule[7:0] + {4'h0, board[0][3:0]}};
          nodes <= board[1];
          leaves <= board[2];
          cycles <= Latency;
          out_vld <= 4'b1111;
          if (ier[0]) isr[0] <= 1'b1;
        end
        count <= count + 1;
      end

    end
  end
endmodule
