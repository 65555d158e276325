/* Prints the USI divisor the firmware uses for 115200 baud at the 20 MHz board clock. */
#include <stdio.h>
#include "usi_uart.h"
#include "wujian100_regs.h"

int main(void) {
  printf("%u\n", usi_uart_divisor(WJ_CLOCK_HZ, 115200u));
  return 0;
}
