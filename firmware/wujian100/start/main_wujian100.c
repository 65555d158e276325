/* Entry point on the wujian100: bring up USI0 and the IP driver, then run the brain forever. */
#include "arena_app.h"
#include "wujian100_regs.h"

/* ap_done reads before the software search takes over. One poll is an AHB read through the AXI-Lite bridge
 * plus the loop: 12-15 E902 cycles, so 1 M polls wait 0.6-0.75 s at 20 MHz (measured on the SoC RTL:
 * see hdl/gomoku/SPEC.md §6). */
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
