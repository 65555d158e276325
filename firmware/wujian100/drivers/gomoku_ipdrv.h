/*
 * Driver for the Gomoku IP (hdl/gomoku/SPEC.md §7) behind the AHB wrapper: load the board words and
 * arguments, pulse ap_start, poll ap_done within a budget of register reads, read the results.
 * Polling, not the interrupt: the firmware has nothing else to do while the IP searches.
 */
#ifndef GOMOKU_IPDRV_H
#define GOMOKU_IPDRV_H

#include <stdint.h>
#include "fw_status.h"

typedef struct {
  uintptr_t base;
  uint32_t timeout_polls; /* ap_done reads before giving up */
} gomoku_ipdrv;

typedef struct {
  uint8_t x, y;   /* 0..14, or 0xFF when there is no move */
  uint8_t status; /* GS_STATUS_* of gomoku_search.h */
  uint32_t nodes;
  uint32_t leaves;
  uint32_t cycles; /* the IP's cycle count (SPEC §6) */
} gomoku_ipdrv_result;

fw_status gomoku_ipdrv_init(gomoku_ipdrv *ip, uintptr_t base, uint32_t timeout_polls);

/* FW_OK when the slot answers like an idle IP (ap_idle set); FW_ABSENT for an empty slot, which reads 0. */
fw_status gomoku_ipdrv_probe(const gomoku_ipdrv *ip);

/*
 * One search: `cells` row-major y*15+x with codes 0..2, `side` 1|2, `depth` 1..4, `rule` 0|1.
 * FW_BAD_ARG (nothing written) for bad arguments, FW_BUSY if the IP is not idle, FW_TIMEOUT if ap_done
 * does not come within the budget, FW_BAD_REPLY if the move register is not valid or impossible.
 */
fw_status gomoku_ipdrv_search(const gomoku_ipdrv *ip, const uint8_t cells[225], uint32_t side, uint32_t depth,
                              uint32_t rule, gomoku_ipdrv_result *out);

#endif /* GOMOKU_IPDRV_H */
