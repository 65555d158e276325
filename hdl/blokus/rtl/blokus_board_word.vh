// The board of SPEC §1 as one 456-bit word, as blokus_board_state loads and presents it and the
// core hands it to the units: {start1[3:0], start0[3:0], sq1[6:0], sq0[6:0], avail1[20:0],
// avail0[20:0], own1[195:0], own0[195:0]} (side 0 first in each pair). Fields by offset; board_word
// packs them.
/* verilator lint_off UNUSEDPARAM */
localparam integer BW_OWN0   = 0;    // [195:0] side 0's cells, row r at [14r +: 14]
localparam integer BW_OWN1   = 196;
localparam integer BW_AVAIL0 = 392;  // [20:0] pieces side 0 has left
localparam integer BW_AVAIL1 = 413;
localparam integer BW_SQ0    = 434;  // [6:0] squares side 0 has placed
localparam integer BW_SQ1    = 441;
localparam integer BW_ST0    = 448;  // [3:0] side 0's start cell (4 or 9)
localparam integer BW_ST1    = 452;
/* verilator lint_on UNUSEDPARAM */

function [455:0] board_word(input [195:0] own0, input [195:0] own1, input [20:0] avail0, input [20:0] avail1,
                            input [6:0] sq0, input [6:0] sq1, input [3:0] st0, input [3:0] st1);
  board_word = {st1, st0, sq1, sq0, avail1, avail0, own1, own0};
endfunction
