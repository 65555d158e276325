// The board registers of SPEC §1, held by the core (the root board) and by every unit (its working
// copy): both sides' cells, pieces left, squares placed and start cells. Two write ports:
//  - load: the whole board at once (the core's new game, a unit's U_START copy of the root board);
//  - toggle: XOR one placement {shape, anchor row, anchor column} of one side in or out (the APPLY
//    writes and the search's add/remove), adding or subtracting its size from the squares.
// A load wins over a toggle on the same clock (callers never issue both).
module blokus_board_state (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         load_i,
  input  wire [455:0] ld_board_i,   // blokus_board_word.vh
  input  wire         tg_en_i,
  input  wire         tg_side_i,    // 0 = side 0 (`me` in a unit, the core's side at the root)
  input  wire         tg_add_i,     // placing (squares go up) rather than removing
  input  wire [14:0]  tg_move_i,    // {shape[6:0], br[3:0], bc[3:0]}
  output wire [455:0] board_o       // blokus_board_word.vh
);
  `include "blokus_shapes.vh"
  `include "blokus_board_fns.vh"
  `include "blokus_board_word.vh"

  localparam [20:0] ALL = 21'h1fffff;

  reg [455:0] board_q, board_d;

  wire [6:0] tg_shape = tg_move_i[14:8];
  wire [3:0] tg_br    = tg_move_i[7:4];
  wire [3:0] tg_bc    = tg_move_i[3:0];

  reg  [195:0] tg_cells;
  reg  [20:0]  tg_piece;
  reg  [6:0]   tg_size;
  always @* begin
    board_d  = board_q;
    tg_cells = 196'd0;
    tg_piece = 21'd0;
    tg_size  = 7'd0;
    if (load_i) begin
      board_d = ld_board_i;
    end else if (tg_en_i) begin  // evaluated only when used (simulation speed; one copy in hardware)
      tg_cells = cells(SH_ROWS[25*tg_shape +: 25], tg_bc, tg_br);
      tg_piece = 21'd1 << SH_PIECE[5*tg_shape +: 5];
      tg_size  = {4'd0, SH_SIZE[3*tg_shape +: 3]};
      if (tg_side_i) begin
        board_d[BW_OWN1 +: 196]  = board_q[BW_OWN1 +: 196] ^ tg_cells;
        board_d[BW_AVAIL1 +: 21] = board_q[BW_AVAIL1 +: 21] ^ tg_piece;
        board_d[BW_SQ1 +: 7]     = tg_add_i ? board_q[BW_SQ1 +: 7] + tg_size : board_q[BW_SQ1 +: 7] - tg_size;
      end else begin
        board_d[BW_OWN0 +: 196]  = board_q[BW_OWN0 +: 196] ^ tg_cells;
        board_d[BW_AVAIL0 +: 21] = board_q[BW_AVAIL0 +: 21] ^ tg_piece;
        board_d[BW_SQ0 +: 7]     = tg_add_i ? board_q[BW_SQ0 +: 7] + tg_size : board_q[BW_SQ0 +: 7] - tg_size;
      end
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) board_q <= board_word(196'd0, 196'd0, ALL, ALL, 7'd0, 7'd0, 4'd4, 4'd9);
    else         board_q <= board_d;
  end

  assign board_o = board_q;
endmodule
