/* Entry point on the wujian100: bring up USI0 and the IP driver, then run the brain forever. */
#include "arena_app.h"
#include "wujian100_regs.h"

/* ap_done reads before the software search takes over. One poll is an AHB read through the AXI-Lite bridge
 * plus the loop: 12 E902 cycles on the SoC RTL (test/soc: the IP port's bus trace), up to ~15 with a slower
 * IP handshake, so 1 M polls wait 0.6-0.75 s at 20 MHz. The move's 800 ms deadline (APP_MOVE_BUDGET_MS)
 * counts this wait, so a hung IP still leaves a shallow software answer inside the 1 s limit. */
#define IP_TIMEOUT_POLLS 1000000u

static arena_app app;

int main(void) {
  usi_uart uart;
  gomoku_ipdrv ip;
  if (usi_uart_init(&uart, WJ_USI0_BASE, WJ_CLOCK_HZ, 115200u) != FW_OK) return 1;
  if (gomoku_ipdrv_init(&ip, WJ_GOMOKU_IP_BASE, IP_TIMEOUT_POLLS) != FW_OK) return 1;
  if (arena_app_init(&app, &uart, &ip, WJ_CLOCK_HZ) != FW_OK) return 1;
  for (;;) (void)arena_app_poll(&app);
}
