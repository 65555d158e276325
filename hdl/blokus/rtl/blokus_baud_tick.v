// Fractional tick generator: one-cycle pulse at an average rate of RATE_HZ from a CLK_HZ clock.
// A phase accumulator (add RATE_HZ, subtract CLK_HZ on overflow) keeps the long-run rate exact,
// so 115200 x 16 from 50 MHz carries no +0.47% error as a plain integer divider (27) would.
module blokus_baud_tick #(
  parameter integer CLK_HZ  = 50000000,
  parameter integer RATE_HZ = 1843200
) (
  input  wire clk_i,
  input  wire rst_ni,
  input  wire clear_i,  // restart the phase so the first tick comes one full period later
  output wire tick_o
);
  localparam integer W = $clog2(CLK_HZ + RATE_HZ + 1);
  localparam [31:0]  INC32 = RATE_HZ;
  localparam [31:0]  MOD32 = CLK_HZ;
  localparam [W-1:0] INC = INC32[W-1:0];
  localparam [W-1:0] MOD = MOD32[W-1:0];

  reg  [W-1:0] acc_q;
  reg  [W-1:0] acc_d;
  wire [W-1:0] sum = acc_q + INC;
  wire         wrap = (sum >= MOD);

  always @* begin
    acc_d = acc_q;
    if (clear_i) acc_d = {W{1'b0}};
    else if (wrap) acc_d = sum - MOD;
    else acc_d = sum;
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) acc_q <= {W{1'b0}};
    else acc_q <= acc_d;
  end

  assign tick_o = wrap & ~clear_i;
endmodule
