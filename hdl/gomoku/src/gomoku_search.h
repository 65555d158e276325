/*
 * Gomoku IP search (hdl/gomoku/SPEC.md): minimax with alpha-beta to depth 1..4 on a 15x15 board.
 * One source for three users: the HLS top (gomoku_ip.cpp), the wujian100 firmware's software fallback
 * (C99, rv32emc) and the C-simulation testbench. Common subset of C99 and C++: no recursion, no dynamic
 * memory, fixed loop bounds, integer arithmetic only.
 */
#ifndef GOMOKU_SEARCH_H
#define GOMOKU_SEARCH_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define GS_N 15
#define GS_CELLS 225
#define GS_MAX_DEPTH 4
#define GS_TOPK 8 /* children kept per node after move ordering (SPEC §4) */

/* Cell codes. */
#define GS_EMPTY 0u
#define GS_BLACK 1u
#define GS_WHITE 2u

/* Rules. */
#define GS_RULE_FREESTYLE 0u
#define GS_RULE_STANDARD 1u

/* Status of a call (SPEC §7). */
#define GS_STATUS_SEARCH 0u
#define GS_STATUS_OPENING 1u
#define GS_STATUS_WIN 2u
#define GS_STATUS_BLOCK 3u
#define GS_STATUS_FULL 4u
#define GS_STATUS_BAD_INPUT 5u

/* No move: x = y = 0xFF. */
#define GS_NO_MOVE 0xFFu

/* Cycle model (SPEC §6). */
#define GS_CYC_SETUP 480u
#define GS_CYC_FINISH 4u
#define GS_CYC_THREAT_CELL 1u
#define GS_CYC_THREAT_CHECK 4u
#define GS_CYC_EXPAND 232u
#define GS_CYC_SCORE 6u
#define GS_CYC_NODE 12u
#define GS_CYC_LEAF 240u

typedef struct {
  uint8_t x;          /* 0..14, or GS_NO_MOVE */
  uint8_t y;          /* 0..14, or GS_NO_MOVE */
  uint8_t status;     /* GS_STATUS_* */
  uint32_t nodes;     /* stones placed inside the search */
  uint32_t leaves;    /* evaluations */
  uint32_t expansions;
  uint32_t scored;
  uint32_t threat_cells;
  uint32_t threat_checks;
  uint32_t cycles;    /* gs_cycles() of the counters above */
  uint8_t aborted;    /* GS_DEADLINE builds only: the deadline passed, the move is not a full search */
} gs_result;

/*
 * Choose a move for `side` (GS_BLACK or GS_WHITE) on `cells` (row-major, index y*15+x, codes 0..2),
 * searching `depth` plies (1..4) under `rule` (GS_RULE_*). Always fills *out.
 */
void gs_search(const uint8_t cells[GS_CELLS], uint32_t side, uint32_t depth, uint32_t rule, gs_result *out);

#ifdef GS_DEADLINE
/*
 * Firmware builds only (the E902 software fallback; never the HLS top, never the TypeScript mirror): a
 * search deeper than one ply asks this before each child and stops, setting out->aborted, once it
 * returns nonzero. The caller supplies it (a cycle-counter deadline) and deepens iteratively.
 */
int gs_deadline_passed(void);
#endif

/* The cycle count of SPEC §6 for the counters of *r (BAD_INPUT costs 0). */
uint32_t gs_cycles(const gs_result *r);

#ifdef __cplusplus
}
#endif

#endif /* GOMOKU_SEARCH_H */
