// The v2 root list RAM (SPEC-v2 §3a): 1,024 entries {score[15:0], move[14:0]}, one write and one
// read port on one clock. Written in the simple-dual-port template that Quartus maps to M9K
// (4 blocks as 1,024 x 32) and Yosys to block RAM: the array has no reset, the write is
// synchronous and the read registers the data (raddr_i presented in clock t, data in clock t+1).
// A read of the address written in the same clock is never used by the unit (its data is
// device-dependent). The only clocked block here is the RAM itself, so it has no reset.
module blokus_root_list #(
  parameter integer AW = 10
) (
  input  wire          clk_i,
  input  wire          we_i,
  input  wire [AW-1:0] waddr_i,
  input  wire [30:0]   wdata_i,
  input  wire [AW-1:0] raddr_i,
  output wire [30:0]   rdata_o
);
  reg [30:0] mem_q [0:(1<<AW)-1];
  reg [30:0] rdata_q;

  always @(posedge clk_i) begin
    if (we_i) mem_q[waddr_i] <= wdata_i;
    rdata_q <= mem_q[raddr_i];
  end

  assign rdata_o = rdata_q;
endmodule
