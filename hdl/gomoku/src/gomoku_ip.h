/* HLS top of the Gomoku IP (hdl/gomoku/SPEC.md §7). */
#ifndef GOMOKU_IP_H
#define GOMOKU_IP_H

#include <stdint.h>

/* Board words: row y in board[y], cell x in bits 2x+1..2x; board[15] is padding (the array is 16 words). */
#define GOMOKU_IP_BOARD_WORDS 16

/* move register: status << 16 | y << 8 | x. */
#define GOMOKU_IP_MOVE(status, x, y) (((uint32_t)(status) << 16) | ((uint32_t)(y) << 8) | (uint32_t)(x))

void gomoku_ip(const uint32_t board[GOMOKU_IP_BOARD_WORDS], uint32_t side, uint32_t depth, uint32_t rule,
               uint32_t *move, uint32_t *nodes, uint32_t *leaves, uint32_t *cycles);

#endif /* GOMOKU_IP_H */
