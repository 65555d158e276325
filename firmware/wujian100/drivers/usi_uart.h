/*
 * USI0 in UART mode (shared/DESIGN.md §6). Receive reads the FIFO directly: the vendor SDK's getchar
 * re-enables the RX FIFO on every call, which empties it, so this driver writes the enable register
 * once, at init, and never again.
 */
#ifndef USI_UART_H
#define USI_UART_H

#include <stddef.h>
#include <stdint.h>
#include "fw_status.h"

typedef struct {
  uintptr_t base;
} usi_uart;

/* Divisor for `baud` at `clk_hz`, rounded to the nearest rate: 20 MHz, 115200 -> 10 (113,636 baud). */
uint32_t usi_uart_divisor(uint32_t clk_hz, uint32_t baud);

/* Puts the USI at `base` in UART mode, 8N1, with both FIFOs on. FW_BAD_ARG for a zero base, clock or baud,
 * or a rate the divisor cannot reach within 3%. */
fw_status usi_uart_init(usi_uart *uart, uintptr_t base, uint32_t clk_hz, uint32_t baud);

/* One received byte, or FW_EMPTY when the RX FIFO is empty (never blocks). */
fw_status usi_uart_try_getc(const usi_uart *uart, uint8_t *byte);

/* Writes `len` bytes, waiting while the TX FIFO is full. */
fw_status usi_uart_write(const usi_uart *uart, const uint8_t *bytes, size_t len);

#endif /* USI_UART_H */
