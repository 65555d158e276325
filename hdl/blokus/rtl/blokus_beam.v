// Beam buffer (SPEC §6): up to W moves sorted by descending score; a new entry goes after every
// entry with an equal or higher score (ties keep arrival order); past the end it is dropped.
// One insertion per clock: W comparators and a shift. Entries are packed vectors (entry k at
// [16k +: 16] / [15k +: 15]) so the shift is one vector operation.
module blokus_beam #(
  parameter integer W = 24
) (
  input  wire               clk_i,
  input  wire               rst_ni,
  input  wire               clear_i,
  input  wire               ins_i,
  input  wire signed [15:0] score_i,
  input  wire [14:0]        move_i,
  input  wire [4:0]         rd_idx_i,
  output wire [14:0]        rd_move_o,
  output wire [4:0]         len_o,
  output wire [14:0]        head_o     // entry 0 (the best move)
);
  localparam [31:0] W32 = W;
  localparam [4:0]  WL = W32[4:0];

  reg [16*W-1:0] score_q, score_d;
  reg [15*W-1:0] move_q, move_d;
  reg [4:0]      len_q, len_d;

  // ge[k]: entry k is present and scores at least the new one. Sorted, so ge is a prefix.
  // Entry k keeps its value if it ranks at least as high as the new one, takes the new one if
  // it is the first that does not, and otherwise takes its predecessor's.
  reg [W-1:0] ge;
  reg         prev;
  integer     k;
  always @* begin
    score_d = score_q;
    move_d  = move_q;
    len_d   = len_q;
    ge      = {W{1'b0}};
    prev    = 1'b1;
    if (clear_i) begin
      len_d = 5'd0;
    end else if (ins_i) begin  // evaluated only when inserting (simulation speed)
      for (k = 0; k < W; k = k + 1)
        ge[k] = (k < {27'd0, len_q}) && ($signed(score_q[16*k +: 16]) >= score_i);
      if (!ge[W-1]) begin
        for (k = 0; k < W; k = k + 1) begin
          if (!ge[k]) begin
            if (prev) begin
              score_d[16*k +: 16] = score_i;
              move_d[15*k +: 15]  = move_i;
            end else begin
              score_d[16*k +: 16] = score_q[16*(k-1) +: 16];
              move_d[15*k +: 15]  = move_q[15*(k-1) +: 15];
            end
          end
          prev = ge[k];
        end
        if (len_q != WL) len_d = len_q + 5'd1;
      end
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      score_q <= {16*W{1'b0}};
      move_q  <= {15*W{1'b0}};
      len_q   <= 5'd0;
    end else begin
      score_q <= score_d;
      move_q  <= move_d;
      len_q   <= len_d;
    end
  end

  // Read mux written as a loop so any W works with the 5-bit index.
  reg [14:0] rd_move;
  integer    j;
  always @* begin
    rd_move = 15'd0;
    for (j = 0; j < W; j = j + 1) if (rd_idx_i == j[4:0]) rd_move = move_q[15*j +: 15];
  end
  assign rd_move_o = rd_move;
  assign len_o     = len_q;
  assign head_o    = move_q[14:0];
endmodule
