/*
 * The application: a Gomocup brain on the wujian100. Bytes from the UART go through the Piskvork codec;
 * each command is answered on the UART; moves come from the Gomoku IP, or from the same search compiled
 * for the E902 (hdl/gomoku/src/gomoku_search.c) when the IP is absent, busy or times out. Every move is
 * preceded by `MESSAGE cycles=… nodes=… leaves=… depth=… clock_hz=… ip=0|1 model_cycles=… search_cycles=…
 * measured=0|1`: cycles measured on the E902 from command to answer (measured=1), the SPEC §6 model's
 * count for the search that chose the move, and the measured cost of that search alone.
 */
#ifndef ARENA_APP_H
#define ARENA_APP_H

#include <stdint.h>
#include "fw_status.h"
#include "gomoku_ipdrv.h"
#include "piskvork.h"
#include "usi_uart.h"

/* The software search stops deepening this long after a move was asked for (counted from the start of
 * the search, IP wait included), so the answer is on the wire within 900 ms under a 1 s limit. */
#define APP_MOVE_BUDGET_MS 800u

typedef enum { APP_IP_PRESENT = 0, APP_IP_ABSENT, APP_IP_TIMED_OUT } app_ip_state;

typedef struct {
  usi_uart uart;
  gomoku_ipdrv ip;
  app_ip_state ip_state;
  uint32_t clock_hz;
  uint32_t depth;      /* 1..4 */
  uint32_t rule;       /* 0 freestyle, 1 exactly five */
  uint8_t started;     /* a START 15 has been accepted */
  uint8_t cells[225];  /* 0 empty, 1 black, 2 white */
  uint32_t stones;
  pk_parser parser;
} arena_app;

/* Probes the IP once; later timeouts downgrade ip_state. */
fw_status arena_app_init(arena_app *app, const usi_uart *uart, const gomoku_ipdrv *ip, uint32_t clock_hz);

/* Handles one received byte (answers on the UART when it completes a command). */
void arena_app_byte(arena_app *app, uint8_t byte);

/* Reads and handles every byte waiting in the RX FIFO; returns how many. */
uint32_t arena_app_poll(arena_app *app);

/* ap_done reads before the software search takes over. One poll is an AHB read through the AXI-Lite bridge
 * plus the loop: 12 E902 cycles on the SoC RTL (test/soc: the IP port's bus trace), up to ~15 with a slower
 * IP handshake, so 1 M polls wait 0.6-0.75 s at 20 MHz. The move's 800 ms deadline (APP_MOVE_BUDGET_MS)
 * counts this wait, so a hung IP still leaves a shallow software answer inside the 1 s limit. */
#define APP_IP_TIMEOUT_POLLS 1000000u

/* The brain on the wujian100's memory map (the chip or the virtual board): brings up USI0 at 115200 baud and
 * the IP driver, then handles bytes forever. Returns 1 only if a driver refuses its set-up. */
int arena_app_run(arena_app *app);

#endif /* ARENA_APP_H */
