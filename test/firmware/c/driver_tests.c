/* Unit tests of the USI UART and Gomoku IP drivers against expected register traffic (mock_mmio.c).
 * Prints `ok <name>` / `not ok <name>: why` per case; exits 1 if any failed. */
#include <stdio.h>
#include <string.h>
#include "gomoku_ip_regs.h"
#include "gomoku_ipdrv.h"
#include "mock_mmio.h"
#include "usi_uart.h"
#include "wujian100_regs.h"

#define U WJ_USI0_BASE
#define IP WJ_GOMOKU_IP_BASE
#define LEN(a) (unsigned)(sizeof(a) / sizeof((a)[0]))

static int failures = 0;

static void check(int cond, const char *test, const char *why) {
  if (!cond) {
    printf("not ok %s: %s\n", test, why);
    failures++;
  }
}

static void finish(const char *test, int ok) {
  if (!mock_done(test)) failures++;
  else if (ok) printf("ok %s\n", test);
}

static void uart_divisor(void) {
  int ok = usi_uart_divisor(20000000u, 115200u) == 10u && usi_uart_divisor(50000000u, 115200u) == 26u &&
           usi_uart_divisor(20000000u, 9600u) == 129u;
  check(ok, "uart divisor", "wrong divisor");
  if (ok) printf("ok uart divisor\n");
}

static void uart_init(void) {
  static const mock_step s[] = {
      {'W', U + USI_REG_EN, 0u},           {'W', U + USI_REG_MODE, 0u}, {'W', U + USI_REG_CLK_DIV, 10u},
      {'W', U + USI_REG_UART_CTRL, 3u},    {'W', U + USI_REG_EN, 0xFu},
  };
  mock_expect(s, LEN(s));
  usi_uart u;
  fw_status st = usi_uart_init(&u, U, 20000000u, 115200u);
  check(st == FW_OK, "uart init", "status not FW_OK");
  finish("uart init", st == FW_OK);
}

static void uart_init_bad_args(void) {
  mock_expect(NULL, 0);
  usi_uart u;
  int ok = usi_uart_init(&u, 0u, 20000000u, 115200u) == FW_BAD_ARG && usi_uart_init(&u, U, 20000000u, 0u) == FW_BAD_ARG &&
           usi_uart_init(NULL, U, 20000000u, 115200u) == FW_BAD_ARG &&
           /* 1 MHz cannot make 115200 within 3% */
           usi_uart_init(&u, U, 1000000u, 115200u) == FW_BAD_ARG;
  check(ok, "uart init rejects bad arguments before touching registers", "accepted a bad argument");
  finish("uart init rejects bad arguments before touching registers", ok);
}

static void uart_getc(void) {
  static const mock_step s[] = {
      {'R', U + USI_REG_FIFO_STA, USI_STA_RX_EMPTY | USI_STA_TX_EMPTY},
      {'R', U + USI_REG_FIFO_STA, (2u << 16) | USI_STA_TX_EMPTY},
      {'R', U + USI_REG_DATA, 0x141u}, /* bits above 7 are not data */
  };
  mock_expect(s, LEN(s));
  usi_uart u = {U};
  uint8_t b = 0;
  fw_status a = usi_uart_try_getc(&u, &b);
  fw_status c = usi_uart_try_getc(&u, &b);
  int ok = a == FW_EMPTY && c == FW_OK && b == 0x41u;
  check(ok, "uart getc reads the FIFO directly and never re-enables it", "wrong status or byte");
  finish("uart getc reads the FIFO directly and never re-enables it", ok);
}

static void uart_write(void) {
  static const mock_step s[] = {
      {'R', U + USI_REG_FIFO_STA, USI_STA_TX_FULL}, {'R', U + USI_REG_FIFO_STA, USI_STA_TX_FULL},
      {'R', U + USI_REG_FIFO_STA, 0u},              {'W', U + USI_REG_DATA, 'O'},
      {'R', U + USI_REG_FIFO_STA, 0u},              {'W', U + USI_REG_DATA, 'K'},
  };
  mock_expect(s, LEN(s));
  usi_uart u = {U};
  fw_status st = usi_uart_write(&u, (const uint8_t *)"OK", 2u);
  check(st == FW_OK, "uart write waits while the TX FIFO is full", "status");
  finish("uart write waits while the TX FIFO is full", st == FW_OK);
}

static void ip_probe(void) {
  static const mock_step s[] = {{'R', IP + GOMOKU_IP_REG_CTRL, 0u}, {'R', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_IDLE}};
  mock_expect(s, LEN(s));
  gomoku_ipdrv ip;
  int ok = gomoku_ipdrv_init(&ip, IP, 10u) == FW_OK;
  ok = ok && gomoku_ipdrv_probe(&ip) == FW_ABSENT && gomoku_ipdrv_probe(&ip) == FW_OK;
  check(ok, "ip probe: an empty slot reads 0, an idle IP has ap_idle", "wrong status");
  finish("ip probe: an empty slot reads 0, an idle IP has ap_idle", ok);
}

static uint8_t cells[225];

static void ip_search(void) {
  memset(cells, 0, sizeof cells);
  cells[7 * 15 + 7] = 1; /* (7,7) black */
  cells[8 * 15 + 8] = 2; /* (8,8) white */
  cells[0 * 15 + 14] = 2; /* (14,0) white: bits 29..28 of row 0 */
  mock_step s[64];
  unsigned n = 0;
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_IDLE};
  for (unsigned y = 0; y < 16; y++) {
    uint32_t w = y == 0 ? (2u << 28) : y == 7 ? (1u << 14) : y == 8 ? (2u << 16) : 0u;
    s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_BOARD + 4u * y, w};
  }
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_SIDE, 1u};
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_DEPTH, 4u};
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_RULE, 1u};
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_START};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, 0u};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, 0u};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_DONE | GOMOKU_IP_CTRL_IDLE};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_MOVE + 4u, 1u};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_MOVE, (3u << 16) | (9u << 8) | 6u};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_NODES, 123u};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_LEAVES, 45u};
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CYCLES, 67890u};
  mock_expect(s, n);
  gomoku_ipdrv ip = {IP, 10u};
  gomoku_ipdrv_result r;
  fw_status st = gomoku_ipdrv_search(&ip, cells, 1u, 4u, 1u, &r);
  int ok = st == FW_OK && r.x == 6u && r.y == 9u && r.status == 3u && r.nodes == 123u && r.leaves == 45u &&
           r.cycles == 67890u;
  check(ok, "ip search: board words, arguments, start, poll done, results", "wrong status or result");
  finish("ip search: board words, arguments, start, poll done, results", ok);
}

static void ip_bad_args(void) {
  memset(cells, 0, sizeof cells);
  mock_expect(NULL, 0);
  gomoku_ipdrv ip = {IP, 10u};
  gomoku_ipdrv_result r;
  int ok = gomoku_ipdrv_search(&ip, cells, 0u, 4u, 0u, &r) == FW_BAD_ARG &&
           gomoku_ipdrv_search(&ip, cells, 1u, 5u, 0u, &r) == FW_BAD_ARG &&
           gomoku_ipdrv_search(&ip, cells, 1u, 0u, 0u, &r) == FW_BAD_ARG &&
           gomoku_ipdrv_search(&ip, cells, 2u, 4u, 2u, &r) == FW_BAD_ARG;
  cells[100] = 3;
  ok = ok && gomoku_ipdrv_search(&ip, cells, 1u, 4u, 0u, &r) == FW_BAD_ARG;
  ok = ok && gomoku_ipdrv_init(&ip, IP, 0u) == FW_BAD_ARG && gomoku_ipdrv_init(&ip, 0u, 5u) == FW_BAD_ARG;
  check(ok, "ip search rejects bad arguments before touching registers", "accepted a bad argument");
  finish("ip search rejects bad arguments before touching registers", ok);
}

static void ip_timeout(void) {
  memset(cells, 0, sizeof cells);
  mock_step s[64];
  unsigned n = 0;
  s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_IDLE};
  for (unsigned y = 0; y < 16; y++) s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_BOARD + 4u * y, 0u};
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_SIDE, 2u};
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_DEPTH, 2u};
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_RULE, 0u};
  s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_START};
  for (unsigned i = 0; i < 5; i++) s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, 0u};
  mock_expect(s, n);
  gomoku_ipdrv ip = {IP, 5u};
  gomoku_ipdrv_result r;
  fw_status st = gomoku_ipdrv_search(&ip, cells, 2u, 2u, 0u, &r);
  check(st == FW_TIMEOUT, "ip search gives up after the poll budget", "not FW_TIMEOUT");
  finish("ip search gives up after the poll budget", st == FW_TIMEOUT);
}

static void ip_busy_and_bad_reply(void) {
  memset(cells, 0, sizeof cells);
  static const mock_step busy[] = {{'R', IP + GOMOKU_IP_REG_CTRL, 0u}};
  mock_expect(busy, LEN(busy));
  gomoku_ipdrv ip = {IP, 5u};
  gomoku_ipdrv_result r;
  fw_status st = gomoku_ipdrv_search(&ip, cells, 1u, 1u, 0u, &r);
  check(st == FW_BUSY, "ip search refuses a busy IP", "not FW_BUSY");
  finish("ip search refuses a busy IP", st == FW_BUSY);

  for (int variant = 0; variant < 2; variant++) {
    mock_step s[64];
    unsigned n = 0;
    s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_IDLE};
    for (unsigned y = 0; y < 16; y++) s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_BOARD + 4u * y, 0u};
    s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_SIDE, 1u};
    s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_DEPTH, 1u};
    s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_RULE, 0u};
    s[n++] = (mock_step){'W', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_START};
    s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CTRL, GOMOKU_IP_CTRL_DONE};
    s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_MOVE + 4u, variant == 0 ? 0u : 1u};
    if (variant == 1) {
      s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_MOVE, (0u << 16) | (3u << 8) | 20u}; /* x = 20: off the board */
      s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_NODES, 0u};
      s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_LEAVES, 0u};
      s[n++] = (mock_step){'R', IP + GOMOKU_IP_REG_CYCLES, 0u};
    }
    mock_expect(s, n);
    st = gomoku_ipdrv_search(&ip, cells, 1u, 1u, 0u, &r);
    const char *name = variant == 0 ? "ip search: move register not valid" : "ip search: move off the board";
    check(st == FW_BAD_REPLY, name, "not FW_BAD_REPLY");
    finish(name, st == FW_BAD_REPLY);
  }
}

int main(void) {
  uart_divisor();
  uart_init();
  uart_init_bad_args();
  uart_getc();
  uart_write();
  ip_probe();
  ip_search();
  ip_bad_args();
  ip_timeout();
  ip_busy_and_bad_reply();
  return failures == 0 ? 0 : 1;
}
