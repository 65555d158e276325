/* The USI UART driver against the register-level model of soc/usi0.v (usi0_model.c), not a script:
 * after init, bytes on the wire must come out of usi_uart_try_getc and bytes written must reach the
 * wire. Prints `ok <name>` / `not ok <name>: why`; exits 1 if any failed. */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include "usi0_model.h"
#include "usi_uart.h"
#include "wujian100_regs.h"

static int failures = 0;
static jmp_buf stalled;

static void on_stall(void) { longjmp(stalled, 1); }

static void report(const char *test, const char *why) {
  if (why) {
    printf("not ok %s: %s\n", test, why);
    failures++;
  } else {
    printf("ok %s\n", test);
  }
}

static const char *receive(void) {
  usi_uart u;
  usi0_model_reset(1u, on_stall);
  if (usi_uart_init(&u, WJ_USI0_BASE, 20000000u, 115200u) != FW_OK) return "init failed";
  static const uint8_t line[] = "START 15\r\n";
  if (usi0_model_line_in(line, 10u) != 10u) return "the RX FIFO took no bytes: the UART is not enabled";
  char got[16] = {0};
  uint8_t b;
  unsigned n = 0;
  while (n < 15u && usi_uart_try_getc(&u, &b) == FW_OK) got[n++] = (char)b;
  if (n != 10u || memcmp(got, line, 10u) != 0) return "the bytes read are not the bytes received";
  if (usi_uart_try_getc(&u, &b) != FW_EMPTY) return "an empty FIFO did not read as empty";
  return usi0_model_bad_accesses() ? "touched a register the USI does not have" : NULL;
}

static const char *transmit(void) {
  usi_uart u;
  usi0_model_reset(5u, on_stall); /* slower than the CPU: the driver must wait on TX full */
  if (usi_uart_init(&u, WJ_USI0_BASE, 20000000u, 115200u) != FW_OK) return "init failed";
  static const char text[] = "MESSAGE a line longer than the sixteen-byte FIFO\r\n";
  size_t len = strlen(text);
  if (usi_uart_write(&u, (const uint8_t *)text, len) != FW_OK) return "write failed";
  uint8_t pad;
  for (int i = 0; i < 200; i++) (void)usi_uart_try_getc(&u, &pad); /* let the FIFO drain */
  uint8_t out[128];
  uint32_t n = usi0_model_line_out(out, sizeof out);
  if (n != len || memcmp(out, text, len) != 0) return "the wire did not carry the bytes written";
  return NULL;
}

static const char *fifo_status_fields(void) {
  usi_uart u;
  usi0_model_reset(1u, on_stall);
  if (usi_uart_init(&u, WJ_USI0_BASE, 20000000u, 115200u) != FW_OK) return "init failed";
  static const uint8_t many[16] = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'};
  if (usi0_model_line_in(many, 16u) != 16u) return "the RX FIFO did not take 16 bytes";
  /* 16 waiting: bit 20 of the count is set; a reader of 19:16 would see 0 and believe the FIFO empty. */
  uint8_t b;
  unsigned n = 0;
  while (usi_uart_try_getc(&u, &b) == FW_OK && n < 20u) {
    if (b != many[n]) return "bytes out of order";
    n++;
  }
  return n == 16u ? NULL : "a full RX FIFO was not read out completely";
}

static void run_case(const char *name, const char *(*fn)(void)) {
  if (setjmp(stalled)) {
    report(name, "stuck: the driver waits on a FIFO that never moves");
    return;
  }
  report(name, fn());
}

int main(void) {
  run_case("uart receives what arrives on its pin", receive);
  run_case("uart transmits what is written, waiting on TX full", transmit);
  run_case("uart reads a full RX FIFO (count in bits 20:16)", fifo_status_fields);
  return failures ? 1 : 0;
}
