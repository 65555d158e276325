// SPEC-v3 §5c RAVE weight in sixteenths of a count: 0.7 * (M - k) / (M - j) as
// (M - k) * ROM[min(M - j, 256)] >> 16, the ROM floor(0.7 * 16 * 2^16 / m). With k >= j it is 0..11.
// Combinational. Bit-exact with raveWeight in core/engines/blokus-mcts/fixed.ts.
module mcts_rave_weight (
  input  wire [8:0]  left_k,
  input  wire [8:0]  left_j,
  output wire [12:0] w
);
  wire [8:0]  idx = left_j > 9'd256 ? 9'd256 : left_j;
  wire [19:0] rom;
  mcts_rom #(.TABLE(4), .AW(9), .W(20)) weights (.idx(idx), .q(rom));
  /* verilator lint_off UNUSEDSIGNAL */
  wire [28:0] p   = left_k * rom;
  /* verilator lint_on UNUSEDSIGNAL */
  assign w = p[28:16];
endmodule
