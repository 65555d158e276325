/* A register-level model of USI0 in UART mode as soc/usi0.v defines it, standing in for the MMIO bus:
 *   uart_en    = usi_ctrl[0] & usi_ctrl[1] & (mode_sel == 0)   (registered: takes effect after the write)
 *   rx_fifo_en = usi_ctrl[0] & usi_ctrl[3],  tx_fifo_en = usi_ctrl[0] & usi_ctrl[2]
 *   FIFO_STA   = {11'd0, rx_cnt[4:0], 3'd0, tx_cnt[4:0], 4'd0, rx_full, rx_empty, tx_full, tx_empty}
 * Bytes on the wire reach the RX FIFO only while the UART and its RX FIFO are enabled; bytes written to
 * the TX FIFO leave on the wire only while the UART and its TX FIFO are enabled. The model transmits a
 * byte every `tx_every` register accesses so the TX FIFO can fill. */
#include "usi0_model.h"
#include <string.h>
#include "mmio.h"
#include "wujian100_regs.h"

#define FIFO 16u

static struct {
  uint32_t ctrl, mode, div, uart_ctrl;
  uint8_t rx[FIFO], tx[FIFO];
  uint32_t rx_n, tx_n;
  uint8_t wire_out[256];
  uint32_t wire_out_n;
  uint32_t tx_every, ticks, bad_accesses;
  void (*on_stall)(void);
} m;

/* A driver spinning on a FIFO that never moves (e.g. TX full with the UART off) would hang the test. */
#define STALL_ACCESSES 1000000u

void usi0_model_reset(uint32_t tx_every, void (*on_stall)(void)) {
  memset(&m, 0, sizeof m);
  m.tx_every = tx_every == 0u ? 1u : tx_every;
  m.on_stall = on_stall;
}

static int uart_en(void) { return (m.ctrl & 1u) && (m.ctrl & 2u) && m.mode == 0u; }
static int rx_fifo_en(void) { return (m.ctrl & 1u) && (m.ctrl & 8u); }
static int tx_fifo_en(void) { return (m.ctrl & 1u) && (m.ctrl & 4u); }

uint32_t usi0_model_line_in(const uint8_t *bytes, uint32_t n) {
  uint32_t taken = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!uart_en() || !rx_fifo_en() || m.rx_n == FIFO) break;
    m.rx[m.rx_n++] = bytes[i];
    taken++;
  }
  return taken;
}

uint32_t usi0_model_line_out(uint8_t *bytes, uint32_t cap) {
  uint32_t n = m.wire_out_n < cap ? m.wire_out_n : cap;
  memcpy(bytes, m.wire_out, n);
  return n;
}

uint32_t usi0_model_bad_accesses(void) { return m.bad_accesses; }

static void tick(void) {
  if (m.ticks == STALL_ACCESSES && m.on_stall) m.on_stall();
  if (++m.ticks % m.tx_every != 0u) return;
  if (m.tx_n > 0u && uart_en() && m.wire_out_n < sizeof m.wire_out) {
    m.wire_out[m.wire_out_n++] = m.tx[0];
    memmove(m.tx, m.tx + 1, --m.tx_n);
  }
}

uint32_t mmio_read32(uintptr_t addr) {
  tick();
  switch (addr - WJ_USI0_BASE) {
    case USI_REG_EN: return m.ctrl;
    case USI_REG_MODE: return m.mode;
    case USI_REG_DATA: {
      if (m.rx_n == 0u) return 0u;
      uint32_t b = m.rx[0];
      memmove(m.rx, m.rx + 1, --m.rx_n);
      return b;
    }
    case USI_REG_FIFO_STA:
      return (m.rx_n << 16) | (m.tx_n << 8) | ((m.rx_n == FIFO) << 3) | ((m.rx_n == 0u) << 2) |
             ((m.tx_n == FIFO) << 1) | (uint32_t)(m.tx_n == 0u);
    case USI_REG_CLK_DIV: return m.div;
    case USI_REG_UART_CTRL: return m.uart_ctrl;
    default: m.bad_accesses++; return 0u;
  }
}

void mmio_write32(uintptr_t addr, uint32_t value) {
  tick();
  switch (addr - WJ_USI0_BASE) {
    case USI_REG_EN: m.ctrl = value & 0xFu; return;
    case USI_REG_MODE: m.mode = value & 3u; return;
    case USI_REG_DATA:
      if (tx_fifo_en() && m.tx_n < FIFO) m.tx[m.tx_n++] = (uint8_t)value;
      return;
    case USI_REG_CLK_DIV: m.div = value & 0xFFFFFFu; return;
    case USI_REG_UART_CTRL: m.uart_ctrl = value; return;
    default: m.bad_accesses++; return;
  }
}
