`timescale 1ns / 1ps
// Simulation top of the wujian100 SoC with the Gomoku IP in slot s9 (../INTEGRATION.md), for Verilator
// only: the SoC's pads reduced to a clock, a reset and the console UART's two pins, and the instruction
// SRAM loaded from a .pat file (+pat=FILE; the format tb/tb.v reads: one 32-bit word per line, the
// lowest-address byte in bits 31:24). USI0 in UART mode sends on PAD_USI0_SD0 and receives on
// PAD_USI0_SCLK (soc/usi0.v: sd0_out = txd_out when uart_en; f_rxd = f_sclk).
module gomoku_soc_sim_top (
  input  wire clk_i,     // PIN_EHS: the SoC clock
  input  wire els_clk_i, // PIN_ELS: the 32 kHz clock (timers, RTC)
  input  wire rst_ni,    // PAD_MCURST
  input  wire uart_rx_i, // host → board
  output wire uart_tx_o  // board → host
);

  localparam integer IsramWords = 16384;

  wire pad_usi0_sd0;
  wire pad_usi0_sclk;
  wire pad_jtag_tms;
  wire pad_jtag_tclk;
  wire pad_mcurst;

  assign pad_usi0_sclk = uart_rx_i;
  assign uart_tx_o     = pad_usi0_sd0;
  assign pad_jtag_tms  = 1'b1;
  assign pad_jtag_tclk = 1'b0;
  assign pad_mcurst    = rst_ni;

  wujian100_open_top u_soc (
    .PAD_GPIO_0    (),
    .PAD_GPIO_1    (),
    .PAD_GPIO_2    (),
    .PAD_GPIO_3    (),
    .PAD_GPIO_4    (),
    .PAD_GPIO_5    (),
    .PAD_GPIO_6    (),
    .PAD_GPIO_7    (),
    .PAD_GPIO_8    (),
    .PAD_GPIO_9    (),
    .PAD_GPIO_10   (),
    .PAD_GPIO_11   (),
    .PAD_GPIO_12   (),
    .PAD_GPIO_13   (),
    .PAD_GPIO_14   (),
    .PAD_GPIO_15   (),
    .PAD_GPIO_16   (),
    .PAD_GPIO_17   (),
    .PAD_GPIO_18   (),
    .PAD_GPIO_19   (),
    .PAD_GPIO_20   (),
    .PAD_GPIO_21   (),
    .PAD_GPIO_22   (),
    .PAD_GPIO_23   (),
    .PAD_GPIO_24   (),
    .PAD_GPIO_25   (),
    .PAD_GPIO_26   (),
    .PAD_GPIO_27   (),
    .PAD_GPIO_28   (),
    .PAD_GPIO_29   (),
    .PAD_GPIO_30   (),
    .PAD_GPIO_31   (),
    .PAD_JTAG_TCLK (pad_jtag_tclk),
    .PAD_JTAG_TMS  (pad_jtag_tms),
    .PAD_MCURST    (pad_mcurst),
    .PAD_PWM_CH0   (),
    .PAD_PWM_CH1   (),
    .PAD_PWM_CH2   (),
    .PAD_PWM_CH3   (),
    .PAD_PWM_CH4   (),
    .PAD_PWM_CH5   (),
    .PAD_PWM_CH6   (),
    .PAD_PWM_CH7   (),
    .PAD_PWM_CH8   (),
    .PAD_PWM_CH9   (),
    .PAD_PWM_CH10  (),
    .PAD_PWM_CH11  (),
    .PAD_PWM_FAULT (),
    .PAD_USI0_NSS  (),
    .PAD_USI0_SCLK (pad_usi0_sclk),
    .PAD_USI0_SD0  (pad_usi0_sd0),
    .PAD_USI0_SD1  (),
    .PAD_USI1_NSS  (),
    .PAD_USI1_SCLK (),
    .PAD_USI1_SD0  (),
    .PAD_USI1_SD1  (),
    .PAD_USI2_NSS  (),
    .PAD_USI2_SCLK (),
    .PAD_USI2_SD0  (),
    .PAD_USI2_SD1  (),
    .PIN_EHS       (clk_i),
    .PIN_ELS       (els_clk_i),
    .POUT_EHS      (),
    .POUT_ELS      ()
  );

  // The instruction SRAM is four byte-wide banks; bank 0 holds the word's top byte (tb/tb.v).
  reg [31:0] pat_q [0:IsramWords-1];
  reg [1023:0] pat_file;
  integer k;
  initial begin
    if ($value$plusargs("pat=%s", pat_file)) begin
      for (k = 0; k < IsramWords; k = k + 1) pat_q[k] = 32'h0;
      $readmemh(pat_file, pat_q);
      for (k = 0; k < IsramWords; k = k + 1) begin
        u_soc.x_retu_top.x_smu_top.x_sms_top.x_isram_top.x_sms_sram.x_fpga_spram.x_fpga_byte3_spram.mem[k] = pat_q[k][7:0];
        u_soc.x_retu_top.x_smu_top.x_sms_top.x_isram_top.x_sms_sram.x_fpga_spram.x_fpga_byte2_spram.mem[k] = pat_q[k][15:8];
        u_soc.x_retu_top.x_smu_top.x_sms_top.x_isram_top.x_sms_sram.x_fpga_spram.x_fpga_byte1_spram.mem[k] = pat_q[k][23:16];
        u_soc.x_retu_top.x_smu_top.x_sms_top.x_isram_top.x_sms_sram.x_fpga_spram.x_fpga_byte0_spram.mem[k] = pat_q[k][31:24];
      end
    end else begin
      $display("gomoku_soc_sim_top: no +pat=FILE: the instruction SRAM is empty");
    end
  end

endmodule
