#include "arena_app.h"
#include "cycle_counter.h"
#include "gomoku_search.h"
#include "version.h"
#include "wujian100_regs.h"

#define N 15u
#define REPLY_MAX 512u

static void send(arena_app *app, const char *text, size_t len) {
  /* A UART write only fails on bad arguments, which cannot happen here; nothing else to do if it did. */
  (void)usi_uart_write(&app->uart, (const uint8_t *)text, len);
}

static void reply_text(arena_app *app, const char *word, const char *text) {
  char out[REPLY_MAX];
  size_t n = pk_fmt_text(out, sizeof out, word, text);
  if (n == 0u) n = pk_fmt_text(out, sizeof out, word, "(reply too long)");
  send(app, out, n);
}

/* Appends `t` to dst[k..] (NUL-terminated, truncated to cap); returns the new length. */
static size_t append(char *dst, size_t k, size_t cap, const char *t) {
  while (*t && k + 1u < cap) dst[k++] = *t++;
  dst[k] = '\0';
  return k;
}

static size_t append_u32(char *dst, size_t k, size_t cap, uint32_t v) {
  char d[11];
  size_t n = 0;
  do {
    d[n++] = (char)('0' + v % 10u);
    v /= 10u;
  } while (v != 0u);
  char t[11];
  for (size_t i = 0; i < n; i++) t[i] = d[n - 1u - i];
  t[n] = '\0';
  return append(dst, k, cap, t);
}

/* ERROR <prefix>x,y<suffix> */
static void reply_error_at(arena_app *app, const char *prefix, uint32_t x, uint32_t y, const char *suffix) {
  char msg[96];
  size_t k = append(msg, 0, sizeof msg, prefix);
  k = append_u32(msg, k, sizeof msg, x);
  k = append(msg, k, sizeof msg, ",");
  k = append_u32(msg, k, sizeof msg, y);
  append(msg, k, sizeof msg, suffix);
  reply_text(app, "ERROR", msg);
}

static void clear_board(arena_app *app) {
  for (uint32_t i = 0; i < N * N; i++) app->cells[i] = 0;
  app->stones = 0;
}

fw_status arena_app_init(arena_app *app, const usi_uart *uart, const gomoku_ipdrv *ip, uint32_t clock_hz) {
  if (app == 0 || uart == 0 || ip == 0 || clock_hz == 0u) return FW_BAD_ARG;
  app->uart = *uart;
  app->ip = *ip;
  app->clock_hz = clock_hz;
  app->depth = GS_MAX_DEPTH;
  app->rule = GS_RULE_FREESTYLE;
  app->started = 0;
  clear_board(app);
  pk_init(&app->parser);
  app->ip_state = gomoku_ipdrv_probe(&app->ip) == FW_OK ? APP_IP_PRESENT : APP_IP_ABSENT;
  return FW_OK;
}

static const char *ip_word(app_ip_state s) {
  return s == APP_IP_PRESENT ? "answered" : s == APP_IP_ABSENT ? "absent" : "timed out";
}

static void reply_about(arena_app *app) {
  static const char *const keys[] = {"name", "version", "author", "country", "ip", "engine"};
  const char *values[6] = {FW_NAME, FW_VERSION, "FPGA Arena", "JP", ip_word(app->ip_state),
                           app->ip_state == APP_IP_PRESENT ? "Gomoku IP" : "E902 software search"};
  char out[REPLY_MAX];
  size_t n = pk_fmt_about(out, sizeof out, keys, values, 6u);
  send(app, out, n);
}

/* Does the stone on (x,y) end the game: five in a row (freestyle: five or more; standard: exactly five)? */
static int makes_five(const uint8_t *cells, uint32_t x, uint32_t y, uint32_t rule) {
  static const int dirs[4][2] = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};
  uint8_t c = cells[y * N + x];
  if (c == 0u) return 0;
  for (uint32_t d = 0; d < 4u; d++) {
    uint32_t len = 1;
    for (int sign = -1; sign <= 1; sign += 2) {
      int cx = (int)x + sign * dirs[d][0], cy = (int)y + sign * dirs[d][1];
      while (cx >= 0 && cy >= 0 && cx < (int)N && cy < (int)N && cells[(uint32_t)cy * N + (uint32_t)cx] == c) {
        len++;
        cx += sign * dirs[d][0];
        cy += sign * dirs[d][1];
      }
    }
    if (rule == GS_RULE_STANDARD ? len == 5u : len >= 5u) return 1;
  }
  return 0;
}

/* What one move cost and found, whichever engine found it. */
typedef struct {
  uint32_t x, y, status, nodes, leaves, depth;
  uint32_t model_cycles;  /* the SPEC §6 cycle model of the search that produced the move */
  uint32_t search_cycles; /* measured: that search alone (the IP call, or the last completed depth) */
  uint32_t used_ip;
} move_report;

#ifdef GS_DEADLINE
/* The software search's deadline (gomoku_search.h), set by play_move for each move. */
static uint32_t deadline_start, deadline_cycles;

int gs_deadline_passed(void) { return (uint32_t)(cycle_counter_read() - deadline_start) >= deadline_cycles; }
#endif

static void take_result(move_report *m, const gs_result *r, uint32_t depth) {
  m->x = r->x;
  m->y = r->y;
  m->status = r->status;
  m->nodes = r->nodes;
  m->leaves = r->leaves;
  m->model_cycles = r->cycles;
  m->depth = depth;
}

/* The IP's answer; 0 (and the software search from now on, if the IP hung) when it has none. */
static int ip_move(arena_app *app, uint32_t side, move_report *m) {
  gomoku_ipdrv_result r;
  uint32_t t0 = cycle_counter_read();
  fw_status s = gomoku_ipdrv_search(&app->ip, app->cells, side, app->depth, app->rule, &r);
  if (s == FW_OK) {
    m->search_cycles = cycle_counter_read() - t0;
    m->x = r.x;
    m->y = r.y;
    m->status = r.status;
    m->nodes = r.nodes;
    m->leaves = r.leaves;
    m->model_cycles = r.cycles;
    m->depth = app->depth;
    m->used_ip = 1;
    return 1;
  }
  if (s == FW_TIMEOUT || s == FW_BUSY) {
    app->ip_state = APP_IP_TIMED_OUT; /* a hung IP stays busy: use the software search from now on */
    reply_text(app, "DEBUG", "Gomoku IP timed out: software search");
  } else {
    reply_text(app, "DEBUG", "Gomoku IP gave a bad reply: software search");
  }
  return 0;
}

/*
 * The same search on the E902, deepened one ply at a time until app->depth or the move's deadline:
 * the answer is the last depth that finished (depth 1 always does). A result that is not a search
 * (opening, win, block, full) does not depend on the depth, so it ends the deepening at once.
 */
static void software_move(arena_app *app, uint32_t side, move_report *m) {
  static gs_result r; /* static: off the small stack */
  for (uint32_t d = 1; d <= app->depth; d++) {
    uint32_t t0 = cycle_counter_read();
    gs_search(app->cells, side, d, app->rule, &r);
    if (r.aborted) break;
    m->search_cycles = cycle_counter_read() - t0;
    take_result(m, &r, r.status == GS_STATUS_SEARCH ? d : app->depth);
    if (r.status != GS_STATUS_SEARCH) break;
  }
}

/*
 * Searches for the side to move, reports the cycles, plays and answers the move. `cycles=` is what
 * the E902's counter measured from the command to the answer (the model's count off target).
 */
static void play_move(arena_app *app) {
  uint32_t side = (app->stones % 2u == 0u) ? GS_BLACK : GS_WHITE;
  uint32_t t0 = cycle_counter_read();
#ifdef GS_DEADLINE
  deadline_start = t0;
  deadline_cycles = app->clock_hz / 1000u * APP_MOVE_BUDGET_MS;
#endif
  move_report m = {GS_NO_MOVE, GS_NO_MOVE, GS_STATUS_BAD_INPUT, 0u, 0u, 0u, 0u, 0u, 0u};
  if (!(app->ip_state == APP_IP_PRESENT && ip_move(app, side, &m))) software_move(app, side, &m);
  uint32_t cycles = CYCLE_COUNTER_MEASURED ? cycle_counter_read() - t0 : m.model_cycles;
  if (!CYCLE_COUNTER_MEASURED) m.search_cycles = m.model_cycles;
  if (m.x >= N || m.y >= N || app->cells[m.y * N + m.x] != 0u) {
    reply_text(app, "ERROR", m.status == GS_STATUS_FULL ? "the board is full" : "no move for this position");
    return;
  }
  static const char *const keys[] = {"nodes", "leaves", "depth", "clock_hz", "ip", "model_cycles", "search_cycles", "measured"};
  uint32_t values[8] = {m.nodes,   m.leaves,       m.depth,         app->clock_hz,
                        m.used_ip, m.model_cycles, m.search_cycles, CYCLE_COUNTER_MEASURED};
  char out[REPLY_MAX];
  size_t n = pk_fmt_cycles(out, sizeof out, cycles, keys, values, 8u);
  send(app, out, n);
  app->cells[m.y * N + m.x] = (uint8_t)side;
  app->stones++;
  n = pk_fmt_move(out, sizeof out, m.x, m.y);
  send(app, out, n);
}

static int parse_u32(const char *t, uint32_t *v) {
  uint32_t n = 0, k = 0;
  for (; t[k]; k++) {
    if (t[k] < '0' || t[k] > '9' || k >= 9u) return 0;
    n = n * 10u + (uint32_t)(t[k] - '0');
  }
  if (k == 0u) return 0;
  *v = n;
  return 1;
}

static int key_is(const char *a, const char *b) {
  while (*a && *b) {
    char c = (*a >= 'A' && *a <= 'Z') ? (char)(*a + 32) : *a;
    if (c != *b) return 0;
    a++;
    b++;
  }
  return *a == *b;
}

static void handle_info(arena_app *app, const pk_event *ev) {
  uint32_t v;
  if (key_is(ev->key, "rule")) {
    if (!parse_u32(ev->value, &v) || (v & 0xCu) != 0u) {
      reply_text(app, "ERROR", "unsupported rule: freestyle (0) or exactly five (1) only");
      return;
    }
    app->rule = (v & 1u) ? GS_RULE_STANDARD : GS_RULE_FREESTYLE;
  } else if (key_is(ev->key, "max_depth")) { /* ours, not Gomocup's: the search depth 1..4 */
    if (!parse_u32(ev->value, &v) || v < 1u || v > GS_MAX_DEPTH) {
      reply_text(app, "ERROR", "max_depth must be 1..4");
      return;
    }
    app->depth = v;
  }
  /* timeout_turn, timeout_match and the rest: the search has a fixed depth, nothing to adjust */
}

static void handle_board(arena_app *app, const pk_event *ev) {
  uint8_t cells[N * N];
  for (uint32_t i = 0; i < N * N; i++) cells[i] = 0;
  uint32_t n = ev->stone_count;
  /* The brain moves next: with an even count it is black. Field 1 = own stones. */
  uint8_t own = (n % 2u == 0u) ? (uint8_t)GS_BLACK : (uint8_t)GS_WHITE;
  uint8_t opp = (uint8_t)(3u - own);
  for (uint32_t i = 0; i < n; i++) {
    const pk_stone *s = &ev->stones[i];
    if (s->x >= N || s->y >= N) {
      reply_error_at(app, "BOARD stone ", s->x, s->y, " is off the 15x15 board");
      return;
    }
    if (cells[s->y * N + s->x] != 0u) {
      reply_error_at(app, "BOARD stone ", s->x, s->y, " is on an occupied point");
      return;
    }
    cells[s->y * N + s->x] = s->field == 1u ? own : opp;
  }
  for (uint32_t i = 0; i < n; i++) {
    if (makes_five(cells, ev->stones[i].x, ev->stones[i].y, app->rule)) {
      reply_error_at(app, "the game is over: ", ev->stones[i].x, ev->stones[i].y, " is in a five");
      return;
    }
  }
  for (uint32_t i = 0; i < N * N; i++) app->cells[i] = cells[i];
  app->stones = n;
  play_move(app);
}

static void handle(arena_app *app, const pk_event *ev) {
  char out[REPLY_MAX];
  switch (ev->kind) {
    case PK_START:
      if (ev->size != N) {
        char msg[80];
        size_t k = append(msg, 0, sizeof msg, "unsupported size ");
        k = append_u32(msg, k, sizeof msg, ev->size);
        append(msg, k, sizeof msg, ": the Gomoku IP plays on 15x15 only");
        reply_text(app, "ERROR", msg);
        return;
      }
      app->started = 1;
      app->rule = GS_RULE_FREESTYLE;
      clear_board(app);
      send(app, out, pk_fmt_ok(out, sizeof out));
      return;
    case PK_RESTART:
      clear_board(app);
      send(app, out, pk_fmt_ok(out, sizeof out));
      return;
    case PK_BEGIN:
      if (!app->started) {
        reply_text(app, "ERROR", "BEGIN before START");
        return;
      }
      clear_board(app);
      play_move(app);
      return;
    case PK_TURN:
      if (!app->started) {
        reply_text(app, "ERROR", "TURN before START");
        return;
      }
      if (ev->x >= N || ev->y >= N) {
        reply_error_at(app, "TURN ", ev->x, ev->y, " is off the 15x15 board");
        return;
      }
      if (app->cells[ev->y * N + ev->x] != 0u) {
        reply_error_at(app, "TURN ", ev->x, ev->y, " is on an occupied point");
        return;
      }
      app->cells[ev->y * N + ev->x] = (app->stones % 2u == 0u) ? (uint8_t)GS_BLACK : (uint8_t)GS_WHITE;
      app->stones++;
      if (makes_five(app->cells, ev->x, ev->y, app->rule)) {
        app->cells[ev->y * N + ev->x] = 0; /* an ERROR leaves the position as it was */
        app->stones--;
        reply_error_at(app, "the game is over: ", ev->x, ev->y, " makes five");
        return;
      }
      play_move(app);
      return;
    case PK_BOARD:
      if (!app->started) {
        reply_text(app, "ERROR", "BOARD before START");
        return;
      }
      handle_board(app, ev);
      return;
    case PK_INFO:
      handle_info(app, ev);
      return;
    case PK_END:
      app->started = 0; /* a board keeps running: forget the game, wait for the next START */
      clear_board(app);
      return;
    case PK_ABOUT:
      reply_about(app);
      return;
    case PK_UNKNOWN:
      reply_text(app, "UNKNOWN", ev->text);
      return;
    case PK_ERROR:
      reply_text(app, "ERROR", ev->message);
      return;
    default:
      return;
  }
}

void arena_app_byte(arena_app *app, uint8_t byte) {
  pk_event ev;
  if (pk_push(&app->parser, byte, &ev)) handle(app, &ev);
}

uint32_t arena_app_poll(arena_app *app) {
  uint32_t n = 0;
  uint8_t b;
  while (usi_uart_try_getc(&app->uart, &b) == FW_OK) {
    arena_app_byte(app, b);
    n++;
  }
  return n;
}

int arena_app_run(arena_app *app) {
  usi_uart uart;
  gomoku_ipdrv ip;
  if (usi_uart_init(&uart, WJ_USI0_BASE, WJ_CLOCK_HZ, 115200u) != FW_OK) return 1;
  if (gomoku_ipdrv_init(&ip, WJ_GOMOKU_IP_BASE, APP_IP_TIMEOUT_POLLS) != FW_OK) return 1;
  if (arena_app_init(app, &uart, &ip, WJ_CLOCK_HZ) != FW_OK) return 1;
  for (;;) (void)arena_app_poll(app);
}
