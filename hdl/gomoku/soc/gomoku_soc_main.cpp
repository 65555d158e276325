// The wujian100 SoC RTL as a board program: the Verilator model of gomoku_soc_sim_top.v (the SoC with
// the Gomoku IP in slot s9) with its console UART bridged to stdin/stdout at the bit level, so the
// firmware in the instruction SRAM talks to the host exactly as over the board's serial pins.
//
//   gomoku_soc_board --pat FILE [--ip present|absent|hung] [--bit-cycles N] [--bus-trace FILE]
//                    [--stats] [--max-cycles N] [--stdio]
//
// --pat      the firmware image (`arena firmware-image --format pat`), loaded before reset is released
// --ip       what answers in slot s9 (gomoku_ip_dpi.sv); default present
// --bit-cycles  SoC clocks per UART bit: 16 * (divisor + 1); the firmware's divisor 10 gives 176
// --bus-trace   one line per AXI transaction on the IP's port: "<cycle> W|R <addr hex> <data hex>"
// --stats    "stats: cycles=N seconds=S cycles_per_s=R" on stderr every 2^24 cycles and on exit
//
// The search behind the IP is ../src/gomoku_ip.cpp (the HLS top) linked in; its latency is the SPEC §6
// cycle count it reports. Exits when stdin closes, on SIGTERM or SIGINT, or after --max-cycles.
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <string>

#include "Vgomoku_soc_sim_top.h"
#include "Vgomoku_soc_sim_top__Dpi.h"
#include "gomoku_ip.h"
#include "verilated.h"

namespace {

volatile std::sig_atomic_t g_stop = 0;  // SIGTERM/SIGINT: finish the cycle, print the stats, exit 0
int g_ip_mode = 0;  // 0 present, 1 absent, 2 hung (gomoku_ip_dpi.sv)
FILE *g_bus_trace = nullptr;
uint64_t g_cycle = 0;

// 32,768 Hz beside a 20 MHz SoC clock: one ELS edge every 305 SoC clocks.
constexpr uint64_t kElsHalfPeriod = 305;
// tb/tb.v holds the reset for 20 us at 20 MHz.
constexpr uint64_t kResetCycles = 400;
// Host bytes wait until the firmware has enabled the UART (start-up takes about 30 k clocks): a byte
// already on the line when the receiver comes up would be cut in the middle and read as garbage.
constexpr uint64_t kBootCycles = 100000;

void usage(const char *why) {
  std::fprintf(stderr, "gomoku_soc_board: %s\nusage: gomoku_soc_board --pat FILE [--ip present|absent|hung] "
                       "[--bit-cycles N] [--bus-trace FILE] [--stats] [--max-cycles N] [--stdio]\n", why);
  std::exit(2);
}

uint64_t parse_count(const char *name, const char *v) {
  char *end = nullptr;
  unsigned long long n = std::strtoull(v, &end, 10);
  if (end == v || *end != '\0' || n == 0) {
    std::string why = std::string(name) + " must be a positive whole number, got '" + v + "'";
    usage(why.c_str());
  }
  return n;
}

// 8N1 receiver on the board's TX pin: a falling edge starts a frame; bits are sampled mid-bit.
class UartRx {
 public:
  explicit UartRx(uint64_t bit) : bit_(bit) {}
  // Returns a completed byte or -1.
  int step(bool line) {
    if (!busy_) {
      if (prev_ && !line) {
        busy_ = true;
        t_ = 0;
        byte_ = 0;
      }
      prev_ = line;
      return -1;
    }
    prev_ = line;
    t_++;
    // data bit k is sampled at (1.5 + k) bit times after the start edge; the stop bit at 9.5.
    if (t_ >= bit_ + bit_ / 2 && (t_ - bit_ / 2) % bit_ == 0) {
      uint64_t k = (t_ - bit_ / 2) / bit_ - 1;
      if (k < 8) {
        if (line) byte_ |= static_cast<uint8_t>(1u << k);
      } else {
        busy_ = false;
        return line ? byte_ : -1;  // a missing stop bit is a framing error: drop the byte
      }
    }
    return -1;
  }
  bool idle() const { return !busy_; }

 private:
  uint64_t bit_;
  bool busy_ = false, prev_ = true;
  uint64_t t_ = 0;
  uint8_t byte_ = 0;
};

// 8N1 transmitter onto the board's RX pin, from a queue of host bytes.
class UartTx {
 public:
  explicit UartTx(uint64_t bit) : bit_(bit) {}
  void push(uint8_t b) { queue_.push_back(b); }
  bool idle() const { return queue_.empty() && !busy_; }
  bool step() {
    if (!busy_) {
      if (queue_.empty()) return true;
      frame_ = static_cast<uint16_t>((queue_.front() << 1) | 0x200u);  // start 0, 8 data, stop 1
      queue_.pop_front();
      busy_ = true;
      t_ = 0;
    }
    uint64_t k = t_ / bit_;
    bool line = (frame_ >> k) & 1u;
    if (++t_ >= 10 * bit_) busy_ = false;
    return line;
  }

 private:
  uint64_t bit_;
  std::deque<uint8_t> queue_;
  bool busy_ = false;
  uint16_t frame_ = 0;
  uint64_t t_ = 0;
};

}  // namespace

static void on_signal(int) { g_stop = 1; }

static void print_stats(std::chrono::steady_clock::time_point t0) {
  double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::fprintf(stderr, "stats: cycles=%llu seconds=%.3f cycles_per_s=%.0f\n", static_cast<unsigned long long>(g_cycle), s,
               s > 0 ? static_cast<double>(g_cycle) / s : 0.0);
}

extern "C" int gomoku_ip_dpi_mode() { return g_ip_mode; }

extern "C" void gomoku_ip_dpi_search(int b0, int b1, int b2, int b3, int b4, int b5, int b6, int b7, int b8, int b9,
                                     int b10, int b11, int b12, int b13, int b14, int side, int depth, int rule,
                                     int *move, int *nodes, int *leaves, int *cycles) {
  const uint32_t board[GOMOKU_IP_BOARD_WORDS] = {
      static_cast<uint32_t>(b0),  static_cast<uint32_t>(b1),  static_cast<uint32_t>(b2),  static_cast<uint32_t>(b3),
      static_cast<uint32_t>(b4),  static_cast<uint32_t>(b5),  static_cast<uint32_t>(b6),  static_cast<uint32_t>(b7),
      static_cast<uint32_t>(b8),  static_cast<uint32_t>(b9),  static_cast<uint32_t>(b10), static_cast<uint32_t>(b11),
      static_cast<uint32_t>(b12), static_cast<uint32_t>(b13), static_cast<uint32_t>(b14), 0u};
  uint32_t m = 0, n = 0, l = 0, c = 0;
  gomoku_ip(board, static_cast<uint32_t>(side), static_cast<uint32_t>(depth), static_cast<uint32_t>(rule), &m, &n, &l,
            &c);
  *move = static_cast<int>(m);
  *nodes = static_cast<int>(n);
  *leaves = static_cast<int>(l);
  *cycles = static_cast<int>(c);
}

extern "C" void gomoku_ip_dpi_bus(int write, int addr, int data) {
  if (g_bus_trace == nullptr) return;
  std::fprintf(g_bus_trace, "%llu %c %02x %08x\n", static_cast<unsigned long long>(g_cycle), write ? 'W' : 'R',
               static_cast<unsigned>(addr) & 0xFFu, static_cast<unsigned>(data));
}

int main(int argc, char **argv) {
  const char *pat = nullptr;
  uint64_t bit_cycles = 176, max_cycles = 0;
  bool stats = false;
  for (int i = 1; i < argc; i++) {
    std::string a = argv[i];
    auto value = [&](const char *name) -> const char * {
      if (i + 1 >= argc) usage((std::string(name) + " needs a value").c_str());
      return argv[++i];
    };
    if (a == "--pat") pat = value("--pat");
    else if (a == "--ip") {
      std::string m = value("--ip");
      if (m == "present") g_ip_mode = 0;
      else if (m == "absent") g_ip_mode = 1;
      else if (m == "hung") g_ip_mode = 2;
      else usage(("--ip must be present, absent or hung, got '" + m + "'").c_str());
    } else if (a == "--bit-cycles") bit_cycles = parse_count("--bit-cycles", value("--bit-cycles"));
    else if (a == "--max-cycles") max_cycles = parse_count("--max-cycles", value("--max-cycles"));
    else if (a == "--bus-trace") {
      const char *path = value("--bus-trace");
      g_bus_trace = std::fopen(path, "w");
      if (g_bus_trace == nullptr) usage((std::string("cannot write the bus trace '") + path + "'").c_str());
      std::setvbuf(g_bus_trace, nullptr, _IOLBF, 0);
    } else if (a == "--stats") stats = true;
    else if (a == "--stdio") { /* the only bridge: kept so the argv reads like the other board programs */ }
    else usage(("unknown argument '" + a + "'").c_str());
  }
  if (pat == nullptr) usage("--pat FILE is required");
  if (access(pat, R_OK) != 0) usage((std::string("cannot read the firmware image '") + pat + "'").c_str());

  auto ctx = std::make_unique<VerilatedContext>();
  std::string plus = std::string("+pat=") + pat;
  const char *vargs[] = {"gomoku_soc_board", plus.c_str()};
  ctx->commandArgs(2, vargs);
  auto top = std::make_unique<Vgomoku_soc_sim_top>(ctx.get());

  std::signal(SIGTERM, on_signal);
  std::signal(SIGINT, on_signal);
  int flags = fcntl(STDIN_FILENO, F_GETFL, 0);
  fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK);
  bool stdin_open = true;
  UartRx rx(bit_cycles);
  UartTx tx(bit_cycles);

  top->clk_i = 0;
  top->els_clk_i = 0;
  top->rst_ni = 0;
  top->uart_rx_i = 1;
  top->eval();
  auto t0 = std::chrono::steady_clock::now();
  uint8_t out[256];
  size_t out_n = 0;
  while (!ctx->gotFinish()) {
    if (g_cycle == kResetCycles) top->rst_ni = 1;
    if (g_cycle % kElsHalfPeriod == 0) top->els_clk_i = !top->els_clk_i;
    top->uart_rx_i = tx.step();
    top->clk_i = 1;
    top->eval();
    top->clk_i = 0;
    top->eval();
    g_cycle++;
    int b = rx.step(top->uart_tx_o);
    if (b >= 0) out[out_n++] = static_cast<uint8_t>(b);
    if (out_n > 0 && (b == '\n' || out_n == sizeof out || rx.idle())) {
      ssize_t w = write(STDOUT_FILENO, out, out_n);
      (void)w;
      out_n = 0;
    }
    // Host bytes: look every 4096 clocks (a UART byte takes 1,760), and only when the line is idle.
    if ((g_cycle & 4095u) == 0 && g_cycle >= kBootCycles && stdin_open && tx.idle()) {
      uint8_t in[64];
      ssize_t n = read(STDIN_FILENO, in, sizeof in);
      if (n > 0) {
        for (ssize_t k = 0; k < n; k++) tx.push(in[k]);
      } else if (n == 0) {
        stdin_open = false;
      }
    }
    if (!stdin_open && tx.idle()) break;
    if (g_stop) break;
    if (stats && (g_cycle & 0xFFFFFFu) == 0) print_stats(t0);
    if (max_cycles != 0 && g_cycle >= max_cycles) break;
  }
  top->final();
  if (stats) print_stats(t0);
  if (g_bus_trace != nullptr) std::fclose(g_bus_trace);
  return 0;
}
