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
  input  wire [195:0] ld_own0_i,
  input  wire [195:0] ld_own1_i,
  input  wire [20:0]  ld_avail0_i,
  input  wire [20:0]  ld_avail1_i,
  input  wire [6:0]   ld_sq0_i,
  input  wire [6:0]   ld_sq1_i,
  input  wire [3:0]   ld_start0_i,
  input  wire [3:0]   ld_start1_i,
  input  wire         tg_en_i,
  input  wire         tg_side_i,    // 0 = side 0 (`me` in a unit, the core's side at the root)
  input  wire         tg_add_i,     // placing (squares go up) rather than removing
  input  wire [14:0]  tg_move_i,    // {shape[6:0], br[3:0], bc[3:0]}
  output wire [195:0] own0_o,
  output wire [195:0] own1_o,
  output wire [20:0]  avail0_o,
  output wire [20:0]  avail1_o,
  output wire [6:0]   sq0_o,
  output wire [6:0]   sq1_o,
  output wire [3:0]   start0_o,
  output wire [3:0]   start1_o
);
  `include "blokus_shapes.vh"
  `include "blokus_board_fns.vh"

  localparam [20:0] ALL = 21'h1fffff;

  reg [195:0] own0_q, own0_d, own1_q, own1_d;
  reg [20:0]  avail0_q, avail0_d, avail1_q, avail1_d;
  reg [6:0]   sq0_q, sq0_d, sq1_q, sq1_d;
  reg [3:0]   st0_q, st0_d, st1_q, st1_d;

  wire [6:0] tg_shape = tg_move_i[14:8];
  wire [3:0] tg_br    = tg_move_i[7:4];
  wire [3:0] tg_bc    = tg_move_i[3:0];

  reg  [195:0] tg_cells;
  reg  [20:0]  tg_piece;
  reg  [6:0]   tg_size;
  always @* begin
    own0_d   = own0_q;
    own1_d   = own1_q;
    avail0_d = avail0_q;
    avail1_d = avail1_q;
    sq0_d    = sq0_q;
    sq1_d    = sq1_q;
    st0_d    = st0_q;
    st1_d    = st1_q;
    tg_cells = 196'd0;
    tg_piece = 21'd0;
    tg_size  = 7'd0;
    if (load_i) begin
      own0_d   = ld_own0_i;
      own1_d   = ld_own1_i;
      avail0_d = ld_avail0_i;
      avail1_d = ld_avail1_i;
      sq0_d    = ld_sq0_i;
      sq1_d    = ld_sq1_i;
      st0_d    = ld_start0_i;
      st1_d    = ld_start1_i;
    end else if (tg_en_i) begin  // evaluated only when used (simulation speed; one copy in hardware)
      tg_cells = cells(SH_ROWS[25*tg_shape +: 25], tg_bc, tg_br);
      tg_piece = 21'd1 << SH_PIECE[5*tg_shape +: 5];
      tg_size  = {4'd0, SH_SIZE[3*tg_shape +: 3]};
      if (tg_side_i) begin
        own1_d   = own1_q ^ tg_cells;
        avail1_d = avail1_q ^ tg_piece;
        sq1_d    = tg_add_i ? sq1_q + tg_size : sq1_q - tg_size;
      end else begin
        own0_d   = own0_q ^ tg_cells;
        avail0_d = avail0_q ^ tg_piece;
        sq0_d    = tg_add_i ? sq0_q + tg_size : sq0_q - tg_size;
      end
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      own0_q   <= 196'd0;
      own1_q   <= 196'd0;
      avail0_q <= ALL;
      avail1_q <= ALL;
      sq0_q    <= 7'd0;
      sq1_q    <= 7'd0;
      st0_q    <= 4'd4;
      st1_q    <= 4'd9;
    end else begin
      own0_q   <= own0_d;
      own1_q   <= own1_d;
      avail0_q <= avail0_d;
      avail1_q <= avail1_d;
      sq0_q    <= sq0_d;
      sq1_q    <= sq1_d;
      st0_q    <= st0_d;
      st1_q    <= st1_d;
    end
  end

  assign own0_o   = own0_q;
  assign own1_o   = own1_q;
  assign avail0_o = avail0_q;
  assign avail1_o = avail1_q;
  assign sq0_o    = sq0_q;
  assign sq1_o    = sq1_q;
  assign start0_o = st0_q;
  assign start1_o = st1_q;
endmodule
