/*
 * HLS top of the Gomoku IP: an AXI-Lite slave (control at 0x00, arguments from 0x10, shared/DESIGN.md §6)
 * around gs_search. Offsets are pinned so the firmware's register map does not depend on tool defaults
 * (SPEC §7). The pragmas are ignored by g++ in C simulation.
 */
#include "gomoku_ip.h"
#include "gomoku_search.h"

void gomoku_ip(const uint32_t board[GOMOKU_IP_BOARD_WORDS], uint32_t side, uint32_t depth, uint32_t rule,
               uint32_t *move, uint32_t *nodes, uint32_t *leaves, uint32_t *cycles) {
#pragma HLS INTERFACE s_axilite port=return bundle=ctrl
#pragma HLS INTERFACE s_axilite port=side bundle=ctrl offset=0x10
#pragma HLS INTERFACE s_axilite port=depth bundle=ctrl offset=0x18
#pragma HLS INTERFACE s_axilite port=rule bundle=ctrl offset=0x20
#pragma HLS INTERFACE s_axilite port=move bundle=ctrl offset=0x28
#pragma HLS INTERFACE s_axilite port=nodes bundle=ctrl offset=0x30
#pragma HLS INTERFACE s_axilite port=leaves bundle=ctrl offset=0x38
#pragma HLS INTERFACE s_axilite port=cycles bundle=ctrl offset=0x40
#pragma HLS INTERFACE s_axilite port=board bundle=ctrl offset=0x80
  uint8_t cells[GS_CELLS];
  gs_result r;

unpack_rows:
  for (int y = 0; y < GS_N; y++) {
  unpack_cells:
    for (int x = 0; x < GS_N; x++) {
#pragma HLS PIPELINE II=1
      cells[y * GS_N + x] = (uint8_t)((board[y] >> (2 * x)) & 3u);
    }
  }
  gs_search(cells, side, depth, rule, &r);
  *move = GOMOKU_IP_MOVE(r.status, r.x, r.y);
  *nodes = r.nodes;
  *leaves = r.leaves;
  *cycles = r.cycles;
}
