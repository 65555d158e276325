/*
 * C-simulation testbench of the Gomoku IP (hdl/gomoku/SPEC.md §8).
 *
 *   gomoku_tb VECTORS.txt   check every vector: exit 0 if all match, 1 on the first mismatch, 2 on bad input
 *   gomoku_tb --query       read "depth rule n x0 y0 ..." lines on stdin, print
 *                           "mx my cycles nodes leaves status" per line (the differential test's driver)
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "gomoku_ip.h"
#include "gomoku_search.h"

namespace {

const int kMaxFields = 2 * GS_CELLS + 16;
const int kLineBytes = 8192;

struct Query {
  long depth;
  long rule;
  uint32_t board[GOMOKU_IP_BOARD_WORDS];
};

// Splits a line into integers; returns the count, or -1 on a non-integer token.
int parse_ints(const char *line, long *out, int max) {
  int n = 0;
  const char *p = line;
  for (;;) {
    while (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n') p++;
    if (*p == '\0') return n;
    char *end = 0;
    long v = std::strtol(p, &end, 10);
    if (end == p || n >= max) return -1;
    out[n++] = v;
    p = end;
  }
}

// Replays the n moves of fields[2..] (black first) into q; returns the number of fields used, or -1.
int build_query(const long *f, int count, Query *q, char *why, size_t why_len) {
  if (count < 3) {
    std::snprintf(why, why_len, "need at least depth, rule and n");
    return -1;
  }
  q->depth = f[0];
  q->rule = f[1];
  long n = f[2];
  if (n < 0 || n > GS_CELLS || 3 + 2 * n > count) {
    std::snprintf(why, why_len, "move count %ld does not fit the line", n);
    return -1;
  }
  std::memset(q->board, 0, sizeof q->board);
  for (long k = 0; k < n; k++) {
    long x = f[3 + 2 * k];
    long y = f[4 + 2 * k];
    if (x < 0 || y < 0 || x >= GS_N || y >= GS_N) {
      std::snprintf(why, why_len, "move %ld (%ld,%ld) is off the board", k, x, y);
      return -1;
    }
    if ((q->board[y] >> (2 * x)) & 3u) {
      std::snprintf(why, why_len, "move %ld (%ld,%ld) is on an occupied cell", k, x, y);
      return -1;
    }
    q->board[y] |= (uint32_t)((k % 2 == 0) ? GS_BLACK : GS_WHITE) << (2 * x);
  }
  return (int)(3 + 2 * n);
}

struct Answer {
  uint32_t move, nodes, leaves, cycles;
  long x() const { return (long)(move & 0xFFu); }
  long y() const { return (long)((move >> 8) & 0xFFu); }
  long status() const { return (long)((move >> 16) & 0xFFu); }
};

Answer ask(const Query &q, long n_moves) {
  Answer a;
  uint32_t side = (n_moves % 2 == 0) ? GS_BLACK : GS_WHITE;
  gomoku_ip(q.board, side, (uint32_t)q.depth, (uint32_t)q.rule, &a.move, &a.nodes, &a.leaves, &a.cycles);
  return a;
}

enum ReadResult { kEnd, kBad, kVector };

// Reads the vector lines of one stream, skipping comments and blank lines.
struct VectorReader {
  std::FILE *in;
  long lineno;
  char line[kLineBytes];
  long f[kMaxFields];
  int used;  // fields of the last query; its answer fields, if any, follow
  char why[160];

  // Parses the next line into q; `trailing` fields must follow the moves (0 for a query, 5 for a
  // check vector's expected answer). kBad leaves the reason in `why`.
  ReadResult next(Query *q, int trailing) {
    while (std::fgets(line, sizeof line, in)) {
      lineno++;
      if (line[0] == '#' || line[0] == '\n') continue;
      int count = parse_ints(line, f, kMaxFields);
      if (count < 0) {
        std::snprintf(why, sizeof why, "not a list of integers");
        return kBad;
      }
      used = build_query(f, count, q, why, sizeof why);
      if (used < 0) return kBad;
      if (count != used + trailing) {
        std::snprintf(why, sizeof why, "%d fields, expected %d", count, used + trailing);
        return kBad;
      }
      return kVector;
    }
    return kEnd;
  }
};

int query_mode() {
  static VectorReader r;
  r.in = stdin;
  Query q;
  for (ReadResult res; (res = r.next(&q, 0)) != kEnd; std::fflush(stdout)) {
    if (res == kBad) {
      std::printf("error line %ld: %s\n", r.lineno, r.why);
      continue;
    }
    Answer a = ask(q, r.f[2]);
    std::printf("%ld %ld %lu %lu %lu %ld\n", a.x(), a.y(), (unsigned long)a.cycles, (unsigned long)a.nodes,
                (unsigned long)a.leaves, a.status());
  }
  return 0;
}

int check_mode(const char *path) {
  static VectorReader r;
  r.in = std::fopen(path, "r");
  if (!r.in) {
    std::fprintf(stderr, "gomoku_tb: cannot open %s\n", path);
    return 2;
  }
  long checked = 0;
  int rc = 0;
  Query q;
  for (ReadResult res; (res = r.next(&q, 5)) != kEnd; checked++) {
    if (res == kBad) {
      std::fprintf(stderr, "%s:%ld: bad vector: %s\n", path, r.lineno, r.why);
      rc = 2;
      break;
    }
    const long *want = r.f + r.used;
    Answer a = ask(q, r.f[2]);
    long got[5] = {a.x(), a.y(), (long)a.cycles, (long)a.nodes, (long)a.leaves};
    if (std::memcmp(got, want, sizeof got) != 0) {
      std::fprintf(stderr,
                   "%s:%ld: mismatch: expected move (%ld,%ld) cycles %ld nodes %ld leaves %ld, "
                   "got (%ld,%ld) cycles %ld nodes %ld leaves %ld (status %ld)\n",
                   path, r.lineno, want[0], want[1], want[2], want[3], want[4], got[0], got[1], got[2], got[3],
                   got[4], a.status());
      rc = 1;
      break;
    }
  }
  std::fclose(r.in);
  if (rc == 0 && checked == 0) {
    std::fprintf(stderr, "%s: no vectors\n", path);
    rc = 2;
  }
  if (rc == 0) std::printf("gomoku_tb: %ld vectors match\n", checked);
  return rc;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc == 2 && std::strcmp(argv[1], "--query") == 0) return query_mode();
  if (argc == 2) return check_mode(argv[1]);
  std::fprintf(stderr, "usage: gomoku_tb VECTORS.txt | gomoku_tb --query\n");
  return 2;
}
