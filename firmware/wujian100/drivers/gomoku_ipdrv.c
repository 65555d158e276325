#include "gomoku_ipdrv.h"
#include <stddef.h>
#include "gomoku_ip_regs.h"
#include "mmio.h"

#define N 15u

fw_status gomoku_ipdrv_init(gomoku_ipdrv *ip, uintptr_t base, uint32_t timeout_polls) {
  if (ip == NULL || base == 0u || timeout_polls == 0u) return FW_BAD_ARG;
  ip->base = base;
  ip->timeout_polls = timeout_polls;
  return FW_OK;
}

fw_status gomoku_ipdrv_probe(const gomoku_ipdrv *ip) {
  if (ip == NULL) return FW_BAD_ARG;
  uint32_t ctrl = mmio_read32(ip->base + GOMOKU_IP_REG_CTRL);
  return (ctrl & GOMOKU_IP_CTRL_IDLE) ? FW_OK : FW_ABSENT;
}

fw_status gomoku_ipdrv_search(const gomoku_ipdrv *ip, const uint8_t cells[225], uint32_t side, uint32_t depth,
                              uint32_t rule, gomoku_ipdrv_result *out) {
  if (ip == NULL || cells == NULL || out == NULL) return FW_BAD_ARG;
  if ((side != 1u && side != 2u) || depth < 1u || depth > 4u || rule > 1u) return FW_BAD_ARG;
  for (uint32_t i = 0; i < N * N; i++) {
    if (cells[i] > 2u) return FW_BAD_ARG;
  }
  uintptr_t b = ip->base;
  if (!(mmio_read32(b + GOMOKU_IP_REG_CTRL) & GOMOKU_IP_CTRL_IDLE)) return FW_BUSY;

  for (uint32_t y = 0; y < 16u; y++) {
    uint32_t word = 0;
    if (y < N) {
      for (uint32_t x = 0; x < N; x++) word |= (uint32_t)cells[y * N + x] << (2u * x);
    }
    mmio_write32(b + GOMOKU_IP_REG_BOARD + 4u * y, word);
  }
  mmio_write32(b + GOMOKU_IP_REG_SIDE, side);
  mmio_write32(b + GOMOKU_IP_REG_DEPTH, depth);
  mmio_write32(b + GOMOKU_IP_REG_RULE, rule);
  mmio_write32(b + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_START);

  uint32_t polls = 0;
  while (!(mmio_read32(b + GOMOKU_IP_REG_CTRL) & GOMOKU_IP_CTRL_DONE)) {
    if (++polls >= ip->timeout_polls) return FW_TIMEOUT;
  }
  if (!(mmio_read32(b + GOMOKU_IP_REG_MOVE + 4u) & 1u)) return FW_BAD_REPLY;
  uint32_t move = mmio_read32(b + GOMOKU_IP_REG_MOVE);
  out->x = (uint8_t)(move & 0xFFu);
  out->y = (uint8_t)((move >> 8) & 0xFFu);
  out->status = (uint8_t)((move >> 16) & 0xFFu);
  out->nodes = mmio_read32(b + GOMOKU_IP_REG_NODES);
  out->leaves = mmio_read32(b + GOMOKU_IP_REG_LEAVES);
  out->cycles = mmio_read32(b + GOMOKU_IP_REG_CYCLES);
  int none = out->x == 0xFFu && out->y == 0xFFu;
  if (out->status > 5u || (!none && (out->x >= N || out->y >= N))) return FW_BAD_REPLY;
  return FW_OK;
}
