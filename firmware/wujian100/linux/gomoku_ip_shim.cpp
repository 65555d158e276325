// The HLS top is C++ (gomoku_ip.h has no C linkage); this gives the C virtual devices a C entry point.
#include "gomoku_ip.h"

extern "C" void vdev_gomoku_ip(const uint32_t board[GOMOKU_IP_BOARD_WORDS], uint32_t side, uint32_t depth, uint32_t rule,
                               uint32_t *move, uint32_t *nodes, uint32_t *leaves, uint32_t *cycles) {
  gomoku_ip(board, side, depth, rule, move, nodes, leaves, cycles);
}
