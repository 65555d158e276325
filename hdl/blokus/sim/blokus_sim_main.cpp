// RTL board program: the Verilog board (blokus_board) built with Verilator, its UART pins
// bit-banged at 115200 8N1 from/to a byte stream, so host software plays the actual Verilog
// through the real serial path. Modes:
//
//   blokus_rtl_board --pty            create a pseudo-terminal, print "PTY /dev/pts/N" on stderr
//   blokus_rtl_board --device PATH    open an existing tty/pty path (e.g. one end of socat)
//   blokus_rtl_board --tcp PORT       listen on 127.0.0.1:PORT, one connection at a time
//   blokus_rtl_board --stdio          stdin -> RXD, TXD -> stdout; exits at EOF once idle
//   blokus_rtl_board --vectors FILE   replay positions through the core's test port (no UART)
//
// Options before the mode: --depth N (v1: plies, 1..the build's DEPTH; v2: deepest iteration,
// 1..8; default the build's DEPTH), --dialect heart-2014|icfpt-2013 (default heart-2014),
// --deadline CYCLES (default 45,000,000; at least 100,000 for v1, 1,000,000 for v2),
// --growth G (v2's growth shift, 0..6, default 2).
// Vector file lines: `<start_a> <code>:<side> ...` (hex codes, side 0 = the core, 1 = opponent);
// output lines: `RES <n> <code hex> <cycles> <measured clocks> <unit cycles...>`, for a v2 build
// `RES2 <n> <code hex> <cycles> <measured clocks> <depth reached> <unit cycles...>`.
// Simulated time runs only while something is happening; an idle board blocks on input.
#include "Vblokus_board.h"
#include "verilated.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <string>
#include <sys/socket.h>
#include <termios.h>
#include <unistd.h>
#include <vector>

#ifndef SIM_VERSION
#define SIM_VERSION 1
#endif
#ifndef SIM_CLK_HZ
#define SIM_CLK_HZ 50000000ULL
#endif
#ifndef SIM_BAUD
#define SIM_BAUD 115200ULL
#endif

static Vblokus_board* top;
static uint64_t cycle = 0;

static void tick() {
  top->clk_i = 0;
  top->eval();
  top->clk_i = 1;
  top->eval();
  cycle++;
}

static int opt_depth = SIM_DEPTH;
static int opt_dialect = 0;
static uint32_t opt_deadline = 45000000;
static int opt_growth = 2;

static void reset() {
  top->depth_i = opt_depth;
  top->dialect_i = opt_dialect;
  top->deadline_i = opt_deadline;
  top->growth_i = opt_growth;
  top->rx_i = 1;
  top->rst_ni = 0;
  top->tp_new_i = top->tp_apply_i = top->tp_think_i = 0;
  for (int i = 0; i < 4; i++) tick();
  top->rst_ni = 1;
  tick();
}

static uint32_t unit_cycles(int u) {
#if defined(SIM_UNITS) && SIM_UNITS > 2
  return top->unit_cycles_o[u];
#else
  return (uint32_t)(top->unit_cycles_o >> (32 * u));
#endif
}

// ------------------------------------------------------------------ vector mode
static int run_vectors(const char* path, int units) {
  FILE* f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "cannot open %s: %s\n", path, strerror(errno));
    return 2;
  }
  reset();
  char line[8192];
  int n = 0;
  while (fgets(line, sizeof line, f)) {
    char* p = line;
    char* end;
    long start_a = strtol(p, &end, 10);
    if (end == p) continue;
    p = end;
    while (!top->core_ready_o) tick();
    top->tp_start_a_i = start_a ? 1 : 0;
    top->tp_new_i = 1;
    tick();
    top->tp_new_i = 0;
    for (;;) {
      unsigned code, side;
      int used = 0;
      if (sscanf(p, " %x:%u%n", &code, &side, &used) != 2) break;
      p += used;
      top->tp_code_i = code;
      top->tp_side_i = side;
      top->tp_apply_i = 1;
      tick();
      top->tp_apply_i = 0;
    }
    top->tp_code_i = 0;
    top->tp_think_i = 1;
    tick();
    top->tp_think_i = 0;
    uint64_t clocks = 0;
    while (top->thinking_o) {
      clocks++;
      tick();
    }
    if (SIM_VERSION == 2)
      printf("RES2 %d %04x %u %llu %u", n, (unsigned)top->core_result_o, (unsigned)top->core_cycles_o,
             (unsigned long long)clocks, (unsigned)top->core_depth_o);
    else
      printf("RES %d %04x %u %llu", n, (unsigned)top->core_result_o, (unsigned)top->core_cycles_o,
             (unsigned long long)clocks);
    for (int u = 0; u < units; u++) printf(" %u", unit_cycles(u));
    printf("\n");
    fflush(stdout);
    n++;
  }
  fclose(f);
  return 0;
}

// ------------------------------------------------------------------ UART bit-banging
// Bit period in clocks as a 32.32 fixed-point fraction, so long runs keep the exact rate.
static const uint64_t BIT_FX = (SIM_CLK_HZ << 32) / SIM_BAUD;

struct RxDriver {  // host -> RXD
  std::deque<uint8_t> queue;
  int bit = -1;            // -1 idle, 0 start, 1..8 data, 9 stop
  uint16_t frame = 0;
  uint64_t next_fx = 0;    // cycle (fixed point) of the next bit edge
  bool busy() const { return bit >= 0 || !queue.empty(); }
  void step() {
    uint64_t now_fx = cycle << 32;
    if (bit < 0) {
      if (queue.empty()) {
        top->rx_i = 1;
        return;
      }
      frame = (uint16_t)(queue.front() << 1) | 0x200;  // start 0, data, stop 1
      queue.pop_front();
      bit = 0;
      next_fx = now_fx;
    }
    if (now_fx >= next_fx) {
      top->rx_i = (frame >> bit) & 1;
      next_fx += BIT_FX;
      if (++bit > 10) bit = -1;  // the stop bit has been held a full period
    }
  }
};

struct TxSampler {  // TXD -> host
  int bit = -1;
  uint64_t start_fx = 0;
  uint8_t byte = 0;
  bool busy() const { return bit >= 0; }
  // Returns a received byte or -1.
  int step() {
    int line = top->tx_o;
    uint64_t now_fx = cycle << 32;
    if (bit < 0) {
      if (line == 0) {
        bit = 0;
        start_fx = now_fx;
        byte = 0;
      }
      return -1;
    }
    // Sample bit k at the middle of its period.
    uint64_t at = start_fx + BIT_FX * (uint64_t)bit + BIT_FX / 2;
    if (now_fx < at) return -1;
    if (bit >= 1 && bit <= 8) byte |= (uint8_t)(line << (bit - 1));
    if (bit == 9) {
      bit = -1;
      return line ? byte : -1;  // framing error: drop
    }
    bit++;
    return -1;
  }
};

static void set_raw(int fd) {
  struct termios t;
  if (tcgetattr(fd, &t) == 0) {
    cfmakeraw(&t);
    cfsetispeed(&t, B115200);
    cfsetospeed(&t, B115200);
    tcsetattr(fd, TCSANOW, &t);
  }
}

static void write_all(int fd, const uint8_t* p, size_t n) {
  while (n > 0) {
    ssize_t w = write(fd, p, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      if (errno == EAGAIN) {
        usleep(1000);
        continue;
      }
      return;  // peer gone; the byte is lost as on a real line
    }
    p += w;
    n -= (size_t)w;
  }
}

enum class Mode { Pty, Device, Tcp, Stdio };

static int serve(Mode mode, const char* arg) {
  int in_fd = -1, out_fd = -1, listen_fd = -1;
  if (mode == Mode::Pty) {
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    if (m < 0 || grantpt(m) != 0 || unlockpt(m) != 0) {
      perror("posix_openpt");
      return 2;
    }
    set_raw(m);
    // Keep a slave descriptor open ourselves so the master never reads EIO between clients.
    int keep = open(ptsname(m), O_RDWR | O_NOCTTY);
    if (keep >= 0) set_raw(keep);
    fprintf(stderr, "PTY %s\n", ptsname(m));
    in_fd = out_fd = m;
  } else if (mode == Mode::Device) {
    int d = open(arg, O_RDWR | O_NOCTTY);
    if (d < 0) {
      fprintf(stderr, "cannot open %s: %s\n", arg, strerror(errno));
      return 2;
    }
    set_raw(d);
    in_fd = out_fd = d;
  } else if (mode == Mode::Tcp) {
    listen_fd = socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    setsockopt(listen_fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    struct sockaddr_in a;
    memset(&a, 0, sizeof a);
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = htons((uint16_t)atoi(arg));
    if (bind(listen_fd, (struct sockaddr*)&a, sizeof a) != 0 || listen(listen_fd, 1) != 0) {
      perror("bind/listen");
      return 2;
    }
    socklen_t len = sizeof a;
    getsockname(listen_fd, (struct sockaddr*)&a, &len);
    fprintf(stderr, "TCP 127.0.0.1:%d\n", ntohs(a.sin_port));
  } else {
    in_fd = 0;
    out_fd = 1;
  }
  fflush(stderr);
  reset();
  RxDriver rx;
  TxSampler tx;
  bool eof = false;
  uint8_t buf[256];
  for (;;) {
    if (mode == Mode::Tcp && in_fd < 0) {
      int c = accept(listen_fd, nullptr, nullptr);
      if (c < 0) {
        if (errno == EINTR) continue;
        perror("accept");
        return 2;
      }
      in_fd = out_fd = c;
    }
    bool active = rx.busy() || tx.busy() || top->our_turn_o || top->thinking_o || top->sending_o;
    if (!active && eof) return 0;
    // Poll for input: block while idle, peek every 4096 clocks otherwise.
    if (!eof && (!active || (cycle & 4095) == 0)) {
      struct pollfd pfd = {in_fd, POLLIN, 0};
      int r = poll(&pfd, 1, active ? 0 : 100);
      if (r > 0 && (pfd.revents & (POLLIN | POLLHUP | POLLERR))) {
        ssize_t n = read(in_fd, buf, sizeof buf);
        if (n > 0) {
          for (ssize_t i = 0; i < n; i++) rx.queue.push_back(buf[i]);
        } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
          if (mode == Mode::Stdio) eof = true;
          else if (mode == Mode::Tcp) {
            close(in_fd);
            in_fd = out_fd = -1;
            continue;
          } else usleep(20000);  // pty/device with no client: wait for one
        }
      }
      if (!active && rx.queue.empty()) continue;
    }
    rx.step();
    tick();
    int b = tx.step();
    if (b >= 0) {
      uint8_t c = (uint8_t)b;
      write_all(out_fd, &c, 1);
    }
  }
}

int main(int argc, char** argv) {
  signal(SIGPIPE, SIG_IGN);
  auto* ctx = new VerilatedContext;
  top = new Vblokus_board{ctx};
  int units = SIM_UNITS;
  int a = 1;
  while (a + 1 < argc) {
    if (!strcmp(argv[a], "--depth")) {
      opt_depth = atoi(argv[a + 1]);
      if (opt_depth < 1 || opt_depth > SIM_DEPTH) {
        fprintf(stderr, "--depth %s: this build supports 1..%d\n", argv[a + 1], SIM_DEPTH);
        return 2;
      }
    } else if (!strcmp(argv[a], "--deadline")) {
      opt_deadline = (uint32_t)strtoul(argv[a + 1], nullptr, 10);
      const uint32_t least = SIM_VERSION == 2 ? 1000000 : 100000;
      if (opt_deadline < least) {
        fprintf(stderr, "--deadline %s: at least %u cycles (SPEC §10, SPEC-v2 §10)\n", argv[a + 1], least);
        return 2;
      }
    } else if (!strcmp(argv[a], "--growth")) {
      opt_growth = atoi(argv[a + 1]);
      if (opt_growth < 0 || opt_growth > 6) {
        fprintf(stderr, "--growth %s: expected 0..6 (SPEC-v2 §7a)\n", argv[a + 1]);
        return 2;
      }
    } else if (!strcmp(argv[a], "--dialect")) {
      if (!strcmp(argv[a + 1], "icfpt-2013")) opt_dialect = 1;
      else if (!strcmp(argv[a + 1], "heart-2014")) opt_dialect = 0;
      else {
        fprintf(stderr, "--dialect %s: expected heart-2014 or icfpt-2013\n", argv[a + 1]);
        return 2;
      }
    } else {
      break;
    }
    a += 2;
  }
  int rest = argc - a;
  const char* mode = rest >= 1 ? argv[a] : "";
  if (rest >= 2 && !strcmp(mode, "--vectors")) return run_vectors(argv[a + 1], units);
  if (rest >= 1 && !strcmp(mode, "--pty")) return serve(Mode::Pty, nullptr);
  if (rest >= 2 && !strcmp(mode, "--device")) return serve(Mode::Device, argv[a + 1]);
  if (rest >= 2 && !strcmp(mode, "--tcp")) return serve(Mode::Tcp, argv[a + 1]);
  if (rest >= 1 && !strcmp(mode, "--stdio")) return serve(Mode::Stdio, nullptr);
  fprintf(stderr,
          "usage: %s [--depth N] [--dialect heart-2014|icfpt-2013] [--deadline CYCLES] [--growth G] "
          "--pty | --device PATH | --tcp PORT | --stdio | --vectors FILE\n",
          argv[0]);
  return 2;
}
