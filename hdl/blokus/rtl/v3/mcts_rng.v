// SPEC-v3 §6 "Random numbers": an engine's 32-bit generator, mulberry32 as the emulator's createRng
// (core/random.ts): the state steps by 0x6D2B79F5 per number, and the number is a hash of the new
// state (two 32 x 32 multiplies, low halves, with shifts and XORs). Bit-exact with nextU32.
//
// The hash depends only on the state, so it is formed ahead for the number `take` will return:
// `value` holds mix(state + 0x6D2B79F5), `valid` once the two pipeline registers have it, two
// clocks after `load` (state <= seed) or the last `take` (state <= state + 0x6D2B79F5). A playout
// ply draws at most one number (P_DRAW's first clock, §4a), and never within two clocks of the
// last, so the number is always ready when asked for; `take` while not valid is the caller's error,
// and so is any use before the first `load`.
module mcts_rng (
  input  wire        clk,
  input  wire        load,
  input  wire [31:0] seed,
  input  wire        take,
  output wire [31:0] value,
  output wire        valid
);
  localparam [31:0] STEP = 32'h6D2B79F5;

  reg [31:0] state;
  reg [31:0] h1;
  reg [31:0] h2;
  // How many of the two pipeline registers hold the hash of state + STEP.
  reg [1:0]  fill;

  wire [31:0] next = state + STEP;
  // Math.imul: the product's low 32 bits, which a 32-bit result keeps.
  wire [31:0] m1 = (next ^ (next >> 15)) * (next | 32'd1);
  wire [31:0] m2 = (h1 ^ (h1 >> 7)) * (h1 | 32'd61);

  always @(posedge clk) begin
    h1 <= m1;
    h2 <= h1 ^ (h1 + m2);
    if (load) begin
      state <= seed;
      fill  <= 2'd0;
    end else if (take) begin
      state <= next;
      fill  <= 2'd0;
    end else if (fill != 2'd2) fill <= fill + 2'd1;
  end

  assign value = h2 ^ (h2 >> 14);
  assign valid = fill == 2'd2;
endmodule
