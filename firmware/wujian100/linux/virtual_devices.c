#define _DEFAULT_SOURCE
#include "virtual_devices.h"
#include <errno.h>
#include <poll.h>
#include <stdint.h>
#include <stdlib.h>
#include <unistd.h>
#include "gomoku_ip.h"
#include "gomoku_ip_regs.h"
#include "mmio.h"
#include "wujian100_regs.h"

#define FIFO 16u

/* gomoku_ip_shim.cpp: the HLS C++ top with C linkage. */
void vdev_gomoku_ip(const uint32_t board[GOMOKU_IP_BOARD_WORDS], uint32_t side, uint32_t depth, uint32_t rule,
                    uint32_t *move, uint32_t *nodes, uint32_t *leaves, uint32_t *cycles);

static struct {
  int rx_fd, tx_fd;
  uint32_t en, mode, div, ctrl;
  uint8_t rx[FIFO];
  uint32_t rx_head, rx_count;
  uint8_t tx[256];
  uint32_t tx_len;
} usi;

static struct {
  vip_mode mode;
  uint32_t board[GOMOKU_IP_BOARD_WORDS];
  uint32_t side, depth, rule, gie, ier, isr;
  uint32_t move, nodes, leaves, cycles, out_valid;
  uint32_t idle, done;
} ip;

void vdev_init(int rx_fd, int tx_fd, vip_mode mode) {
  usi.rx_fd = rx_fd;
  usi.tx_fd = tx_fd;
  ip.mode = mode;
  ip.idle = 1;
}

/* ---- USI0 ---- */

static void tx_flush(void) {
  uint32_t off = 0;
  while (off < usi.tx_len) {
    ssize_t n = write(usi.tx_fd, usi.tx + off, usi.tx_len - off);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) exit(0); /* the line is gone: a board with nobody listening stops */
    off += (uint32_t)n;
  }
  usi.tx_len = 0;
}

/* Refill the RX FIFO from the wire. When nothing is waiting, block up to 20 ms so an idle firmware
 * polling its FIFO does not spin a host core. */
static void rx_fill(void) {
  if (usi.rx_count > 0u) return;
  tx_flush();
  struct pollfd p = {usi.rx_fd, POLLIN, 0};
  int r = poll(&p, 1, 20);
  if (r <= 0) return;
  ssize_t n = read(usi.rx_fd, usi.rx, FIFO);
  if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
  if (n <= 0) exit(0); /* end of input (stdio closed, pty hung up) */
  usi.rx_head = 0;
  usi.rx_count = (uint32_t)n;
}

static uint32_t usi_read(uint32_t off) {
  int rx_on = (usi.en & (USI_EN_USI | USI_EN_RX_FIFO)) == (USI_EN_USI | USI_EN_RX_FIFO);
  switch (off) {
    case USI_REG_EN: return usi.en;
    case USI_REG_MODE: return usi.mode;
    case USI_REG_CLK_DIV: return usi.div;
    case USI_REG_UART_CTRL: return usi.ctrl;
    case USI_REG_FIFO_STA:
      if (rx_on) rx_fill();
      return USI_STA_TX_EMPTY | (usi.rx_count == 0u || !rx_on ? USI_STA_RX_EMPTY : 0u) | ((rx_on ? usi.rx_count : 0u) << 16);
    case USI_REG_DATA: {
      if (!rx_on || usi.rx_count == 0u) return 0u;
      uint8_t b = usi.rx[usi.rx_head++];
      usi.rx_count--;
      return b;
    }
    default: return 0u;
  }
}

static void usi_write(uint32_t off, uint32_t v) {
  switch (off) {
    case USI_REG_EN:
      /* Re-enabling the RX FIFO empties it, as on the real USI (the vendor getchar's bug). */
      if (v & USI_EN_RX_FIFO) usi.rx_count = 0;
      usi.en = v;
      return;
    case USI_REG_MODE: usi.mode = v; return;
    case USI_REG_CLK_DIV: usi.div = v; return;
    case USI_REG_UART_CTRL: usi.ctrl = v; return;
    case USI_REG_DATA:
      if ((usi.en & (USI_EN_USI | USI_EN_TX_FIFO)) != (USI_EN_USI | USI_EN_TX_FIFO)) return;
      usi.tx[usi.tx_len++] = (uint8_t)v;
      if (v == '\n' || usi.tx_len == sizeof usi.tx) tx_flush();
      return;
    default: return;
  }
}

/* ---- Gomoku IP (SPEC §7 register map, ap_ctrl_hs semantics: ap_done clears on read) ---- */

static void ip_start(void) {
  ip.idle = 0;
  if (ip.mode == VIP_HANG) return;
  vdev_gomoku_ip(ip.board, ip.side, ip.depth, ip.rule, &ip.move, &ip.nodes, &ip.leaves, &ip.cycles);
  ip.out_valid = 0xFu;
  ip.idle = 1;
  ip.done = 1;
  if (ip.ier & 1u) ip.isr |= 1u;
}

static uint32_t ip_read(uint32_t off) {
  if (ip.mode == VIP_ABSENT) return 0u;
  if (off >= GOMOKU_IP_REG_BOARD && off < GOMOKU_IP_REG_BOARD + 4u * GOMOKU_IP_BOARD_WORDS) {
    return ip.board[(off - GOMOKU_IP_REG_BOARD) / 4u];
  }
  uint32_t v;
  switch (off) {
    case GOMOKU_IP_REG_CTRL:
      v = (ip.done ? GOMOKU_IP_CTRL_DONE | GOMOKU_IP_CTRL_READY : 0u) | (ip.idle ? GOMOKU_IP_CTRL_IDLE : 0u);
      ip.done = 0;
      return v;
    case GOMOKU_IP_REG_GIE: return ip.gie;
    case GOMOKU_IP_REG_IER: return ip.ier;
    case GOMOKU_IP_REG_ISR: return ip.isr;
    case GOMOKU_IP_REG_SIDE: return ip.side;
    case GOMOKU_IP_REG_DEPTH: return ip.depth;
    case GOMOKU_IP_REG_RULE: return ip.rule;
    case GOMOKU_IP_REG_MOVE: return ip.move;
    case GOMOKU_IP_REG_NODES: return ip.nodes;
    case GOMOKU_IP_REG_LEAVES: return ip.leaves;
    case GOMOKU_IP_REG_CYCLES: return ip.cycles;
    case GOMOKU_IP_REG_MOVE + 4u:
    case GOMOKU_IP_REG_NODES + 4u:
    case GOMOKU_IP_REG_LEAVES + 4u:
    case GOMOKU_IP_REG_CYCLES + 4u: {
      uint32_t bit = 1u << ((off - GOMOKU_IP_REG_MOVE - 4u) / 8u);
      v = (ip.out_valid & bit) ? 1u : 0u;
      ip.out_valid &= ~bit; /* ap_vld clears on read */
      return v;
    }
    default: return 0u;
  }
}

static void ip_write(uint32_t off, uint32_t v) {
  if (ip.mode == VIP_ABSENT) return;
  if (off >= GOMOKU_IP_REG_BOARD && off < GOMOKU_IP_REG_BOARD + 4u * GOMOKU_IP_BOARD_WORDS) {
    ip.board[(off - GOMOKU_IP_REG_BOARD) / 4u] = v;
    return;
  }
  switch (off) {
    case GOMOKU_IP_REG_CTRL:
      if ((v & GOMOKU_IP_CTRL_START) && ip.idle) ip_start();
      return;
    case GOMOKU_IP_REG_GIE: ip.gie = v & 1u; return;
    case GOMOKU_IP_REG_IER: ip.ier = v & 3u; return;
    case GOMOKU_IP_REG_ISR: ip.isr ^= v & 3u; return; /* toggle on write */
    case GOMOKU_IP_REG_SIDE: ip.side = v; return;
    case GOMOKU_IP_REG_DEPTH: ip.depth = v; return;
    case GOMOKU_IP_REG_RULE: ip.rule = v; return;
    default: return;
  }
}

/* ---- the bus ---- */

#define IN(base, size) (addr >= (base) && addr < (base) + (size))

uint32_t mmio_read32(uintptr_t addr) {
  if (IN(WJ_USI0_BASE, 0x1000u)) return usi_read((uint32_t)(addr - WJ_USI0_BASE));
  if (IN(WJ_GOMOKU_IP_BASE, 0x10000u)) return ip_read((uint32_t)(addr - WJ_GOMOKU_IP_BASE));
  return 0u;
}

void mmio_write32(uintptr_t addr, uint32_t value) {
  if (IN(WJ_USI0_BASE, 0x1000u)) usi_write((uint32_t)(addr - WJ_USI0_BASE), value);
  else if (IN(WJ_GOMOKU_IP_BASE, 0x10000u)) ip_write((uint32_t)(addr - WJ_GOMOKU_IP_BASE), value);
}

/* ---- cycle counter ---- */

/* No E902 here: a counter that never moves, so the software search's deadline never passes and the
 * board reports the model's cycles (include/cycle_counter.h). */
uint32_t cycle_counter_read(void) { return 0u; }
