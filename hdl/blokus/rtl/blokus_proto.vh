// ICFPT protocol facts shared by the board side's modules: the event codes of blokus_proto_rx
// (read by the sequencer in blokus_board), one per message as core/protocol/icfpt/board-side.ts
// names them, and the four ASCII characters of a packed move code (sent by blokus_proto_tx, shown
// by the DE2-115 top).
/* verilator lint_off UNUSEDPARAM */
localparam [2:0] EV_IDENTIFY = 3'd0;  // `0`
localparam [2:0] EV_FIRST    = 3'd1;  // `2S`
localparam [2:0] EV_SECOND   = 3'd2;  // HEART `3Sxxxx`
localparam [2:0] EV_TURN     = 3'd3;  // HEART `4xxxx`, 2013 `3xxxx` / `4xxxxyyyy`
localparam [2:0] EV_GAMEOVER = 3'd4;  // `9`
localparam [2:0] EV_ERROR    = 3'd5;  // a byte or message the protocol does not allow
/* verilator lint_on UNUSEDPARAM */

// A board coordinate 1..14 as `1`..`9`, `a`..`e` (0 as `0`).
function [7:0] coord_char(input [3:0] v);
  begin
    if (v == 4'd0) coord_char = 8'h30;
    else if (v <= 4'd9) coord_char = {4'h3, v};
    else coord_char = 8'h57 + {4'h0, v};  // 10 -> 'a'
  end
endfunction

// The move code text of a packed move {x[3:0], y[3:0], piece[4:0], orient[2:0]}, first character
// in [31:24]; 0 (a pass) is `0000`.
function [31:0] move_text(input [15:0] m);
  begin
    if (m[15:12] == 4'd0) move_text = 32'h30303030;
    else move_text = {coord_char(m[15:12]), coord_char(m[11:8]), 8'h61 + {3'b000, m[7:3]}, 8'h30 + {5'b00000, m[2:0]}};
  end
endfunction
