`timescale 1ns / 1ps
// The Gomoku IP on the wujian100's AHB bus: a drop-in replacement for the empty slot's placeholder
// `ahb_dummy_top` instance x_main_dummy_top2 (soc/ahb_matrix_top.v, slave s9 at 0x4010_0000, IRQ 44;
// see ../INTEGRATION.md). The port list is the placeholder's, names and widths unchanged, so only
// the module name changes in the SoC; that is why these ports do not follow the _i/_o convention.
//
// ahb_dummy_top has no HREADY input: this slot's port is point to point, so the slave's own
// hreadyout says whether the previous transfer on it has completed, and is used as HREADY.
module gomoku_ahb_top (
  input  wire [31:0] haddr,
  input  wire        hclk,
  input  wire [3:0]  hprot,
  output wire [31:0] hrdata,
  output wire        hready,
  output wire [1:0]  hresp,
  input  wire        hrst_b,
  input  wire        hsel,
  input  wire [2:0]  hsize,
  input  wire [1:0]  htrans,
  input  wire [31:0] hwdata,
  input  wire        hwrite,
  output wire        intr
);

  localparam integer AddrWidth = 8;

  wire [AddrWidth-1:0] awaddr, araddr;
  wire                 awvalid, awready, wvalid, wready, bvalid, bready, arvalid, arready, rvalid, rready;
  wire [31:0]          wdata, rdata;
  wire [3:0]           wstrb;
  wire [1:0]           bresp, rresp;

  gomoku_ahb2axil #(
    .AddrWidth(AddrWidth)
  ) u_bridge (
    .clk_i      (hclk),
    .rst_ni     (hrst_b),
    .hsel_i     (hsel),
    .haddr_i    (haddr),
    .htrans_i   (htrans),
    .hsize_i    (hsize),
    .hwrite_i   (hwrite),
    .hwdata_i   (hwdata),
    .hready_i   (hready),
    .hrdata_o   (hrdata),
    .hreadyout_o(hready),
    .hresp_o    (hresp),
    .awaddr_o   (awaddr),
    .awvalid_o  (awvalid),
    .awready_i  (awready),
    .wdata_o    (wdata),
    .wstrb_o    (wstrb),
    .wvalid_o   (wvalid),
    .wready_i   (wready),
    .bresp_i    (bresp),
    .bvalid_i   (bvalid),
    .bready_o   (bready),
    .araddr_o   (araddr),
    .arvalid_o  (arvalid),
    .arready_i  (arready),
    .rdata_i    (rdata),
    .rresp_i    (rresp),
    .rvalid_i   (rvalid),
    .rready_o   (rready)
  );

  // The Vitis HLS export of hdl/gomoku/src/gomoku_ip.cpp (ap_ctrl_hs, s_axilite bundle "ctrl").
  gomoku_ip u_ip (
    .ap_clk              (hclk),
    .ap_rst_n            (hrst_b),
    .s_axi_ctrl_AWVALID  (awvalid),
    .s_axi_ctrl_AWREADY  (awready),
    .s_axi_ctrl_AWADDR   (awaddr),
    .s_axi_ctrl_WVALID   (wvalid),
    .s_axi_ctrl_WREADY   (wready),
    .s_axi_ctrl_WDATA    (wdata),
    .s_axi_ctrl_WSTRB    (wstrb),
    .s_axi_ctrl_ARVALID  (arvalid),
    .s_axi_ctrl_ARREADY  (arready),
    .s_axi_ctrl_ARADDR   (araddr),
    .s_axi_ctrl_RVALID   (rvalid),
    .s_axi_ctrl_RREADY   (rready),
    .s_axi_ctrl_RDATA    (rdata),
    .s_axi_ctrl_RRESP    (rresp),
    .s_axi_ctrl_BVALID   (bvalid),
    .s_axi_ctrl_BREADY   (bready),
    .s_axi_ctrl_BRESP    (bresp),
    .interrupt           (intr)
  );

endmodule
