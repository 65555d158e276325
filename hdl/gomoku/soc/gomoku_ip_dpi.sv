// The Gomoku IP for the Verilator model of the SoC: the register map and ap_ctrl_hs handshake of the
// Vitis HLS export of ../src/gomoku_ip.cpp (module gomoku_ip, same ports; ../model/gomoku_ip_regs.v), with
// the search itself done by that C++ top through DPI (gomoku_soc_main.cpp), and ap_done raised after the
// number of cycles the SPEC §6 cycle model gives for that search. Simulation only (DPI), hence SystemVerilog.
//
// +gomoku_ip=present (default) | absent | hung selects what sits in the slot: `absent` behaves like
// the placeholder ahb_dummy_top (reads 0, writes ignored), `hung` accepts ap_start and never finishes.
// Every AXI transaction is reported to gomoku_ip_dpi_bus (the harness can log the bus sequence).
module gomoku_ip (
  `include "gomoku_ip_ports.vh"
);
  import "DPI-C" function int gomoku_ip_dpi_mode();
  import "DPI-C" function void gomoku_ip_dpi_search(input int board0, input int board1, input int board2,
    input int board3, input int board4, input int board5, input int board6, input int board7, input int board8,
    input int board9, input int board10, input int board11, input int board12, input int board13,
    input int board14, input int side, input int depth, input int rule, output int move, output int nodes,
    output int leaves, output int cycles);
  import "DPI-C" function void gomoku_ip_dpi_bus(input int write, input int addr, input int data);

  localparam int ModePresent = 0;
  localparam int ModeAbsent = 1;

  reg [31:0] count_q;
  int        mode;
  int        r_move, r_nodes, r_leaves, r_cycles;

  initial mode = gomoku_ip_dpi_mode();

  // Write: AW and W together, B on the next cycle. Read: AR accepted, R on the next cycle.
  wire          wr = s_axi_ctrl_AWVALID && s_axi_ctrl_WVALID && !s_axi_ctrl_AWREADY && !s_axi_ctrl_BVALID;
  wire          rd = s_axi_ctrl_ARVALID && !s_axi_ctrl_ARREADY && !s_axi_ctrl_RVALID;
  wire [31:0]   rd_reg, side, depth, rule;
  wire [511:0]  board;
  wire          start, busy;
  // The search's latency: ap_done once the cycle model's count has run down.
  wire          done = busy && mode == ModePresent && count_q == 32'h0;
  // `absent` ignores writes and reads 0, like the placeholder.
  wire [31:0]   rd_data = (mode == ModeAbsent) ? 32'h0 : rd_reg;

  gomoku_ip_regs u_regs (
    .clk_i      (ap_clk),
    .rst_ni     (ap_rst_n),
    .wr_i       (wr && mode != ModeAbsent),
    .wr_addr_i  (s_axi_ctrl_AWADDR),
    .wr_data_i  (s_axi_ctrl_WDATA),
    .wr_strb_i  (s_axi_ctrl_WSTRB),
    .rd_i       (rd && mode != ModeAbsent),
    .rd_addr_i  (s_axi_ctrl_ARADDR),
    .rd_data_o  (rd_reg),
    .start_o    (start),
    .done_i     (done),
    .move_i     (r_move),
    .nodes_i    (r_nodes),
    .leaves_i   (r_leaves),
    .cycles_i   (r_cycles),
    .busy_o     (busy),
    .board_o    (board),
    .side_o     (side),
    .depth_o    (depth),
    .rule_o     (rule),
    .interrupt_o(interrupt)
  );

  always @(posedge ap_clk or negedge ap_rst_n) begin
    if (!ap_rst_n) begin
      count_q <= 32'h0;
      s_axi_ctrl_AWREADY <= 1'b0; s_axi_ctrl_WREADY <= 1'b0; s_axi_ctrl_ARREADY <= 1'b0;
      s_axi_ctrl_RVALID <= 1'b0; s_axi_ctrl_RDATA <= 32'h0; s_axi_ctrl_RRESP <= 2'b00;
      s_axi_ctrl_BVALID <= 1'b0; s_axi_ctrl_BRESP <= 2'b00;
    end else begin
      s_axi_ctrl_AWREADY <= 1'b0;
      s_axi_ctrl_WREADY <= 1'b0;
      if (wr) begin
        s_axi_ctrl_AWREADY <= 1'b1;
        s_axi_ctrl_WREADY <= 1'b1;
        s_axi_ctrl_BVALID <= 1'b1;
        s_axi_ctrl_BRESP <= 2'b00;
        gomoku_ip_dpi_bus(1, {24'h0, s_axi_ctrl_AWADDR}, s_axi_ctrl_WDATA);
      end
      if (s_axi_ctrl_BVALID && s_axi_ctrl_BREADY) s_axi_ctrl_BVALID <= 1'b0;

      s_axi_ctrl_ARREADY <= 1'b0;
      if (rd) begin
        s_axi_ctrl_ARREADY <= 1'b1;
        s_axi_ctrl_RVALID <= 1'b1;
        s_axi_ctrl_RRESP <= 2'b00;
        s_axi_ctrl_RDATA <= rd_data;
        gomoku_ip_dpi_bus(0, {24'h0, s_axi_ctrl_ARADDR}, rd_data);
      end
      if (s_axi_ctrl_RVALID && s_axi_ctrl_RREADY && !s_axi_ctrl_ARREADY) s_axi_ctrl_RVALID <= 1'b0;

      // `hung` starts and never finishes: only `present` counts down.
      if (start) begin
        gomoku_ip_dpi_search(board[31:0], board[63:32], board[95:64], board[127:96], board[159:128],
          board[191:160], board[223:192], board[255:224], board[287:256], board[319:288], board[351:320],
          board[383:352], board[415:384], board[447:416], board[479:448], side, depth, rule,
          r_move, r_nodes, r_leaves, r_cycles);
        count_q <= (r_cycles > 1) ? r_cycles - 1 : 32'h0;
      end else if (busy && mode == ModePresent && count_q != 32'h0) begin
        count_q <= count_q - 32'h1;
      end
    end
  end
endmodule
