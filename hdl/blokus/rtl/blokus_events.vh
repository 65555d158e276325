// Event codes of blokus_proto_rx (ev_type_o), read by the sequencer in blokus_board: one message
// each, as core/protocol/icfpt/board-side.ts names them.
/* verilator lint_off UNUSEDPARAM */
localparam [2:0] EV_IDENTIFY = 3'd0;  // `0`
localparam [2:0] EV_FIRST    = 3'd1;  // `2S`
localparam [2:0] EV_SECOND   = 3'd2;  // HEART `3Sxxxx`
localparam [2:0] EV_TURN     = 3'd3;  // HEART `4xxxx`, 2013 `3xxxx` / `4xxxxyyyy`
localparam [2:0] EV_GAMEOVER = 3'd4;  // `9`
localparam [2:0] EV_ERROR    = 3'd5;  // a byte or message the protocol does not allow
/* verilator lint_on UNUSEDPARAM */
