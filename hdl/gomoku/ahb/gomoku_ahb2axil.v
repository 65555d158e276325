`timescale 1ns / 1ps
// AHB-Lite slave to AXI4-Lite master bridge, one transfer at a time: the wujian100's AHB bus on one
// side, the Gomoku IP's s_axi_ctrl port (Vitis HLS AXI-Lite slave, hdl/gomoku/SPEC.md §7) on the other.
// Each AHB transfer becomes one AXI read or write; the AHB data phase is stretched (hreadyout_o low)
// until the AXI response arrives. An AXI SLVERR/DECERR becomes the two-cycle AHB ERROR response.
module gomoku_ahb2axil #(
  parameter integer AddrWidth = 8 // the IP's register space: 0x00..0xBF
) (
  input  wire                 clk_i,
  input  wire                 rst_ni,
  // AHB-Lite slave
  input  wire                 hsel_i,
  input  wire [31:0]          haddr_i,
  input  wire [1:0]           htrans_i,
  input  wire [2:0]           hsize_i,
  input  wire                 hwrite_i,
  input  wire [31:0]          hwdata_i,
  input  wire                 hready_i,
  output wire [31:0]          hrdata_o,
  output wire                 hreadyout_o,
  output wire [1:0]           hresp_o,
  // AXI4-Lite master
  output wire [AddrWidth-1:0] awaddr_o,
  output wire                 awvalid_o,
  input  wire                 awready_i,
  output wire [31:0]          wdata_o,
  output wire [3:0]           wstrb_o,
  output wire                 wvalid_o,
  input  wire                 wready_i,
  input  wire [1:0]           bresp_i,
  input  wire                 bvalid_i,
  output wire                 bready_o,
  output wire [AddrWidth-1:0] araddr_o,
  output wire                 arvalid_o,
  input  wire                 arready_i,
  input  wire [31:0]          rdata_i,
  input  wire [1:0]           rresp_i,
  input  wire                 rvalid_i,
  output wire                 rready_o
);

  localparam [2:0] StIdle      = 3'd0; // ready; samples an address phase
  localparam [2:0] StWrite     = 3'd1; // AW and W outstanding
  localparam [2:0] StWriteResp = 3'd2; // waiting for B
  localparam [2:0] StRead      = 3'd3; // AR outstanding
  localparam [2:0] StReadResp  = 3'd4; // waiting for R
  localparam [2:0] StErr1      = 3'd5; // ERROR, first cycle (hreadyout low)
  localparam [2:0] StErr2      = 3'd6; // ERROR, second cycle (hreadyout high; samples like StIdle)

  localparam [1:0] HRespOkay  = 2'b00;
  localparam [1:0] HRespError = 2'b01;

  reg [2:0]           state_q, state_d;
  reg [AddrWidth-1:0] addr_q, addr_d;
  reg [2:0]           size_q, size_d;
  reg                 aw_done_q, aw_done_d;
  reg                 w_done_q, w_done_d;
  reg [31:0]          rdata_q, rdata_d;

  wire ready = (state_q == StIdle) || (state_q == StErr2);
  // A transfer starts when the slot is selected for a NONSEQ/SEQ address phase that the bus completes.
  wire take = ready && hsel_i && htrans_i[1] && hready_i;

  always @* begin
    state_d   = state_q;
    addr_d    = addr_q;
    size_d    = size_q;
    aw_done_d = aw_done_q;
    w_done_d  = w_done_q;
    rdata_d   = rdata_q;
    case (state_q)
      StIdle, StErr2: begin
        if (take) begin
          addr_d    = haddr_i[AddrWidth-1:0];
          size_d    = hsize_i;
          aw_done_d = 1'b0;
          w_done_d  = 1'b0;
          state_d   = hwrite_i ? StWrite : StRead;
        end else begin
          state_d = StIdle;
        end
      end
      StWrite: begin
        if (awready_i) aw_done_d = 1'b1;
        if (wready_i) w_done_d = 1'b1;
        if ((aw_done_q || awready_i) && (w_done_q || wready_i)) state_d = StWriteResp;
      end
      StWriteResp: begin
        if (bvalid_i) state_d = bresp_i[1] ? StErr1 : StIdle;
      end
      StRead: begin
        if (arready_i) state_d = StReadResp;
      end
      StReadResp: begin
        if (rvalid_i) begin
          rdata_d = rdata_i;
          state_d = rresp_i[1] ? StErr1 : StIdle;
        end
      end
      StErr1: state_d = StErr2;
      default: state_d = StIdle;
    endcase
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q   <= StIdle;
      addr_q    <= {AddrWidth{1'b0}};
      size_q    <= 3'd2;
      aw_done_q <= 1'b0;
      w_done_q  <= 1'b0;
      rdata_q   <= 32'h0000_0000;
    end else begin
      state_q   <= state_d;
      addr_q    <= addr_d;
      size_q    <= size_d;
      aw_done_q <= aw_done_d;
      w_done_q  <= w_done_d;
      rdata_q   <= rdata_d;
    end
  end

  // Byte lanes of a write from its size and address (little-endian AHB).
  reg [3:0] strb;
  always @* begin
    case (size_q)
      3'd0:    strb = 4'b0001 << addr_q[1:0];
      3'd1:    strb = addr_q[1] ? 4'b1100 : 4'b0011;
      default: strb = 4'b1111;
    endcase
  end

  assign hreadyout_o = ready;
  assign hresp_o     = (state_q == StErr1 || state_q == StErr2) ? HRespError : HRespOkay;
  assign hrdata_o    = rdata_q;

  assign awaddr_o  = {addr_q[AddrWidth-1:2], 2'b00};
  assign awvalid_o = (state_q == StWrite) && !aw_done_q;
  // The AHB master holds hwdata for the whole data phase, which is exactly while W is offered.
  assign wdata_o   = hwdata_i;
  assign wstrb_o   = strb;
  assign wvalid_o  = (state_q == StWrite) && !w_done_q;
  assign bready_o  = (state_q == StWriteResp);
  assign araddr_o  = {addr_q[AddrWidth-1:2], 2'b00};
  assign arvalid_o = (state_q == StRead);
  assign rready_o  = (state_q == StReadResp);

endmodule
