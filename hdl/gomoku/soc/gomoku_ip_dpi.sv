// The Gomoku IP for the Verilator model of the SoC: the register map and ap_ctrl_hs handshake of the
// Vitis HLS export of ../src/gomoku_ip.cpp (module gomoku_ip, same ports), with the search itself
// done by that C++ top through DPI (gomoku_ip_dpi.cpp), and ap_done raised after the number of cycles
// the SPEC §6 cycle model gives for that search. Simulation only (DPI), hence SystemVerilog.
//
// +gomoku_ip=present (default) | absent | hung selects what sits in the slot: `absent` behaves like
// the placeholder ahb_dummy_top (reads 0, writes ignored), `hung` accepts ap_start and never finishes.
// Every AXI transaction is reported to gomoku_ip_dpi_bus (the harness can log the bus sequence).
module gomoku_ip (
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
  import "DPI-C" function int gomoku_ip_dpi_mode();
  import "DPI-C" function void gomoku_ip_dpi_search(input int board0, input int board1, input int board2,
    input int board3, input int board4, input int board5, input int board6, input int board7, input int board8,
    input int board9, input int board10, input int board11, input int board12, input int board13,
    input int board14, input int side, input int depth, input int rule, output int move, output int nodes,
    output int leaves, output int cycles);
  import "DPI-C" function void gomoku_ip_dpi_bus(input int write, input int addr, input int data);

  localparam int ModePresent = 0;
  localparam int ModeAbsent = 1;
  localparam int ModeHung = 2;

  reg [31:0] board_q [0:15];
  reg [31:0] side_q, depth_q, rule_q, move_q, nodes_q, leaves_q, cycles_q;
  reg        gie_q, busy_q, done_q, ready_q;
  reg [1:0]  ier_q, isr_q;
  reg [3:0]  out_vld_q;
  reg [31:0] count_q;
  int        mode;
  int        i;
  int        r_move, r_nodes, r_leaves, r_cycles;

  initial mode = gomoku_ip_dpi_mode();

  assign interrupt = gie_q && ((ier_q & isr_q) != 2'b00);

  function automatic [31:0] merge(input [31:0] old, input [31:0] data, input [3:0] strb);
    merge = {strb[3] ? data[31:24] : old[31:24], strb[2] ? data[23:16] : old[23:16],
             strb[1] ? data[15:8] : old[15:8], strb[0] ? data[7:0] : old[7:0]};
  endfunction

  function automatic [31:0] read_reg(input [7:0] a);
    if (mode == ModeAbsent) return 32'h0;
    if (a >= 8'h80 && a < 8'hC0) return board_q[(a - 8'h80) >> 2];
    case (a)
      8'h00: return {28'h0, ready_q, !busy_q, done_q, busy_q};
      8'h04: return {31'h0, gie_q};
      8'h08: return {30'h0, ier_q};
      8'h0C: return {30'h0, isr_q};
      8'h10: return side_q;
      8'h18: return depth_q;
      8'h20: return rule_q;
      8'h28: return move_q;
      8'h2C: return {31'h0, out_vld_q[0]};
      8'h30: return nodes_q;
      8'h34: return {31'h0, out_vld_q[1]};
      8'h38: return leaves_q;
      8'h3C: return {31'h0, out_vld_q[2]};
      8'h40: return cycles_q;
      8'h44: return {31'h0, out_vld_q[3]};
      default: return 32'h0;
    endcase
  endfunction

  always @(posedge ap_clk or negedge ap_rst_n) begin
    if (!ap_rst_n) begin
      for (i = 0; i < 16; i = i + 1) board_q[i] <= 32'h0;
      side_q <= 32'h0; depth_q <= 32'h0; rule_q <= 32'h0; move_q <= 32'h0;
      nodes_q <= 32'h0; leaves_q <= 32'h0; cycles_q <= 32'h0;
      gie_q <= 1'b0; ier_q <= 2'b00; isr_q <= 2'b00; busy_q <= 1'b0; done_q <= 1'b0; ready_q <= 1'b0;
      out_vld_q <= 4'h0; count_q <= 32'h0;
      s_axi_ctrl_AWREADY <= 1'b0; s_axi_ctrl_WREADY <= 1'b0; s_axi_ctrl_ARREADY <= 1'b0;
      s_axi_ctrl_RVALID <= 1'b0; s_axi_ctrl_RDATA <= 32'h0; s_axi_ctrl_RRESP <= 2'b00;
      s_axi_ctrl_BVALID <= 1'b0; s_axi_ctrl_BRESP <= 2'b00;
    end else begin
      // Write: AW and W together, B on the next cycle.
      s_axi_ctrl_AWREADY <= 1'b0;
      s_axi_ctrl_WREADY <= 1'b0;
      if (s_axi_ctrl_AWVALID && s_axi_ctrl_WVALID && !s_axi_ctrl_AWREADY && !s_axi_ctrl_BVALID) begin
        s_axi_ctrl_AWREADY <= 1'b1;
        s_axi_ctrl_WREADY <= 1'b1;
        s_axi_ctrl_BVALID <= 1'b1;
        s_axi_ctrl_BRESP <= 2'b00;
        gomoku_ip_dpi_bus(1, {24'h0, s_axi_ctrl_AWADDR}, s_axi_ctrl_WDATA);
        if (mode != ModeAbsent) begin
          if (s_axi_ctrl_AWADDR >= 8'h80 && s_axi_ctrl_AWADDR < 8'hC0)
            board_q[(s_axi_ctrl_AWADDR - 8'h80) >> 2] <= merge(board_q[(s_axi_ctrl_AWADDR - 8'h80) >> 2], s_axi_ctrl_WDATA, s_axi_ctrl_WSTRB);
          else case (s_axi_ctrl_AWADDR)
            8'h00: if (s_axi_ctrl_WDATA[0] && !busy_q) begin
              busy_q <= 1'b1;
              out_vld_q <= 4'h0;
              gomoku_ip_dpi_search(board_q[0], board_q[1], board_q[2], board_q[3], board_q[4], board_q[5],
                board_q[6], board_q[7], board_q[8], board_q[9], board_q[10], board_q[11], board_q[12],
                board_q[13], board_q[14], side_q, depth_q, rule_q, r_move, r_nodes, r_leaves, r_cycles);
              count_q <= (r_cycles > 1) ? r_cycles - 1 : 32'h0;
            end
            8'h04: gie_q <= s_axi_ctrl_WDATA[0];
            8'h08: ier_q <= s_axi_ctrl_WDATA[1:0];
            8'h0C: isr_q <= isr_q ^ s_axi_ctrl_WDATA[1:0];
            8'h10: side_q <= merge(side_q, s_axi_ctrl_WDATA, s_axi_ctrl_WSTRB);
            8'h18: depth_q <= merge(depth_q, s_axi_ctrl_WDATA, s_axi_ctrl_WSTRB);
            8'h20: rule_q <= merge(rule_q, s_axi_ctrl_WDATA, s_axi_ctrl_WSTRB);
            default: ;
          endcase
        end
      end
      if (s_axi_ctrl_BVALID && s_axi_ctrl_BREADY) s_axi_ctrl_BVALID <= 1'b0;

      // Read: AR accepted, R on the next cycle; ap_done and the output valid bits clear on read.
      s_axi_ctrl_ARREADY <= 1'b0;
      if (s_axi_ctrl_ARVALID && !s_axi_ctrl_ARREADY && !s_axi_ctrl_RVALID) begin
        s_axi_ctrl_ARREADY <= 1'b1;
        s_axi_ctrl_RVALID <= 1'b1;
        s_axi_ctrl_RRESP <= 2'b00;
        s_axi_ctrl_RDATA <= read_reg(s_axi_ctrl_ARADDR);
        gomoku_ip_dpi_bus(0, {24'h0, s_axi_ctrl_ARADDR}, read_reg(s_axi_ctrl_ARADDR));
        if (mode != ModeAbsent) begin
          case (s_axi_ctrl_ARADDR)
            8'h00: begin done_q <= 1'b0; ready_q <= 1'b0; end
            8'h2C: out_vld_q[0] <= 1'b0;
            8'h34: out_vld_q[1] <= 1'b0;
            8'h3C: out_vld_q[2] <= 1'b0;
            8'h44: out_vld_q[3] <= 1'b0;
            default: ;
          endcase
        end
      end
      if (s_axi_ctrl_RVALID && s_axi_ctrl_RREADY && !s_axi_ctrl_ARREADY) s_axi_ctrl_RVALID <= 1'b0;

      // The search's latency, last so that a done it raises wins over a clear-on-read in the same cycle.
      if (busy_q && mode == ModePresent) begin
        if (count_q == 32'h0) begin
          busy_q <= 1'b0;
          done_q <= 1'b1;
          ready_q <= 1'b1;
          move_q <= r_move;
          nodes_q <= r_nodes;
          leaves_q <= r_leaves;
          cycles_q <= r_cycles;
          out_vld_q <= 4'hF;
          if (ier_q[0]) isr_q[0] <= 1'b1;
        end else begin
          count_q <= count_q - 32'h1;
        end
      end
    end
  end
endmodule
