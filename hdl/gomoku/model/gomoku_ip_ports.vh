// The port list of the Vitis HLS export of gomoku_ip (ap_ctrl_hs, s_axilite bundle "ctrl"; SPEC §7), for
// the simulation models that stand in for it (ahb/tb/gomoku_ip_model.v, soc/gomoku_ip_dpi.sv): included
// between a model's `module gomoku_ip (` and `);`, so the two keep the export's names and widths.
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
