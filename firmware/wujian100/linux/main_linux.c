/*
 * The virtual wujian100: the firmware's drivers, codec and app, unchanged, over virtual devices
 * (virtual_devices.c). The UART's wire is stdio (--stdio, the default) or a pseudo-terminal (--pty PATH,
 * e.g. one end of a socat pair); --ip present|absent|hang chooses how the Gomoku IP slot behaves.
 *
 *   wujian100-virtual [--stdio | --pty PATH] [--ip present|absent|hang]
 */
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include "arena_app.h"
#include "virtual_devices.h"

static int usage(const char *why) {
  fprintf(stderr, "wujian100-virtual: %s\nusage: wujian100-virtual [--stdio | --pty PATH] [--ip present|absent|hang]\n", why);
  return 2;
}

int main(int argc, char **argv) {
  const char *pty = NULL;
  vip_mode mode = VIP_PRESENT;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--stdio") == 0) {
      pty = NULL;
    } else if (strcmp(argv[i], "--pty") == 0 && i + 1 < argc) {
      pty = argv[++i];
    } else if (strcmp(argv[i], "--ip") == 0 && i + 1 < argc) {
      const char *m = argv[++i];
      if (strcmp(m, "present") == 0) mode = VIP_PRESENT;
      else if (strcmp(m, "absent") == 0) mode = VIP_ABSENT;
      else if (strcmp(m, "hang") == 0) mode = VIP_HANG;
      else return usage("--ip must be present, absent or hang");
    } else {
      return usage("unknown argument");
    }
  }
  int rx = 0, tx = 1;
  if (pty != NULL) {
    int fd = open(pty, O_RDWR | O_NOCTTY);
    if (fd < 0) {
      perror(pty);
      return 1;
    }
    struct termios t;
    if (tcgetattr(fd, &t) == 0) { /* raw bytes, like a UART: no echo, no line editing, no CR/LF mapping */
      cfmakeraw(&t);
      tcsetattr(fd, TCSANOW, &t);
    }
    rx = tx = fd;
  }
  vdev_init(rx, tx, mode);

  static arena_app app;
  return arena_app_run(&app);
}
