#include "usi_uart.h"
#include "mmio.h"
#include "wujian100_regs.h"

uint32_t usi_uart_divisor(uint32_t clk_hz, uint32_t baud) {
  uint32_t per = 16u * baud;
  if (per == 0u) return 0u;
  uint32_t n = (clk_hz + per / 2u) / per; /* nearest clk / (16 * baud) */
  return n == 0u ? 0u : n - 1u;
}

fw_status usi_uart_init(usi_uart *uart, uintptr_t base, uint32_t clk_hz, uint32_t baud) {
  if (uart == NULL || base == 0u || clk_hz == 0u || baud == 0u || baud > clk_hz / 16u) return FW_BAD_ARG;
  uint32_t div = usi_uart_divisor(clk_hz, baud);
  uint32_t actual = clk_hz / (16u * (div + 1u));
  uint32_t diff = actual > baud ? actual - baud : baud - actual;
  if (diff > baud / 33u) return FW_BAD_ARG; /* more than ~3%: the link would not work */
  uart->base = base;
  mmio_write32(base + USI_REG_EN, 0u); /* off while configuring */
  mmio_write32(base + USI_REG_MODE, USI_MODE_UART);
  mmio_write32(base + USI_REG_CLK_DIV, div);
  mmio_write32(base + USI_REG_UART_CTRL, USI_UART_CTRL_8BIT);
  mmio_write32(base + USI_REG_EN, USI_EN_UART_ON);
  return FW_OK;
}

fw_status usi_uart_try_getc(const usi_uart *uart, uint8_t *byte) {
  if (uart == NULL || byte == NULL) return FW_BAD_ARG;
  if (mmio_read32(uart->base + USI_REG_FIFO_STA) & USI_STA_RX_EMPTY) return FW_EMPTY;
  *byte = (uint8_t)(mmio_read32(uart->base + USI_REG_DATA) & 0xFFu);
  return FW_OK;
}

fw_status usi_uart_write(const usi_uart *uart, const uint8_t *bytes, size_t len) {
  if (uart == NULL || (bytes == NULL && len > 0u)) return FW_BAD_ARG;
  for (size_t i = 0; i < len; i++) {
    while (mmio_read32(uart->base + USI_REG_FIFO_STA) & USI_STA_TX_FULL) {
    }
    mmio_write32(uart->base + USI_REG_DATA, bytes[i]);
  }
  return FW_OK;
}
