/*
 * Gomoku IP search — see gomoku_search.h and hdl/gomoku/SPEC.md (the section numbers below refer to it).
 * The TypeScript emulator core/engines/gomoku-core/search.ts mirrors this file step for step; change both
 * together, and the golden vectors with them.
 */
#include "gomoku_search.h"

#define GS_WIN 100000000
#define GS_INF 1000000000
#define GS_FIVE 1000000

static const int8_t GS_DX[4] = {1, 0, 1, -1};
static const int8_t GS_DY[4] = {0, 1, 1, 1};

typedef struct {
  uint8_t cell[GS_CELLS];
  uint8_t near[GS_CELLS]; /* stones within Chebyshev distance 2 (SPEC §4) */
  uint8_t me;
  uint8_t opp;
  uint8_t depth;
  uint8_t rule;
  uint8_t list[GS_MAX_DEPTH][GS_TOPK]; /* ordered children per ply */
  int32_t score[GS_MAX_DEPTH][GS_TOPK];
  uint8_t count[GS_MAX_DEPTH];
  uint8_t root_best;
  uint32_t nodes;
  uint32_t leaves;
  uint32_t expansions;
  uint32_t scored;
  uint8_t aborted; /* GS_DEADLINE: gs_deadline_passed() stopped the search */
} gs_ctx;

static int gs_on_board(int x, int y) {
  return x >= 0 && y >= 0 && x < GS_N && y < GS_N;
}

/* Pattern weight of a run (SPEC §2). */
static int32_t gs_weight(uint32_t len, uint32_t open, uint32_t rule) {
  if (len >= 5u) return (rule == GS_RULE_STANDARD && len > 5u) ? 0 : GS_FIVE;
  if (open == 0u) return 0;
  if (len == 4u) return open == 2u ? 100000 : 10000;
  if (len == 3u) return open == 2u ? 1000 : 100;
  if (len == 2u) return open == 2u ? 100 : 10;
  return open == 2u ? 10 : 1;
}

static int gs_is_win_len(uint32_t len, uint32_t rule) {
  return rule == GS_RULE_STANDARD ? len == 5u : len >= 5u;
}

/* Stones of colour c from (x,y) going (dx,dy), (x,y) excluded, at most 5; *open += 1 if the cell where
 * the walk stopped is on the board and empty. */
static uint32_t gs_walk(const gs_ctx *g, int x, int y, int dx, int dy, uint8_t c, uint32_t *open) {
  uint32_t n = 0;
  int cx = x + dx;
  int cy = y + dy;
  for (int step = 0; step < 5; step++) {
    if (!gs_on_board(cx, cy) || g->cell[cy * GS_N + cx] != c) break;
    n++;
    cx += dx;
    cy += dy;
  }
  if (gs_on_board(cx, cy) && g->cell[cy * GS_N + cx] == GS_EMPTY) *open += 1u;
  return n;
}

/* Would a stone of colour c on cell i make a winning run? (i need not be empty: the walks skip it.) */
static int gs_makes_win(const gs_ctx *g, int i, uint8_t c) {
  int x = i % GS_N;
  int y = i / GS_N;
  for (int d = 0; d < 4; d++) {
    uint32_t open = 0;
    uint32_t len = 1u + gs_walk(g, x, y, GS_DX[d], GS_DY[d], c, &open) + gs_walk(g, x, y, -GS_DX[d], -GS_DY[d], c, &open);
    if (gs_is_win_len(len, g->rule)) return 1;
  }
  return 0;
}

/* Ordering score of empty cell i for mover m: attack plus defence over four directions (SPEC §4). */
static int32_t gs_order_score(const gs_ctx *g, int i, uint8_t m) {
  int x = i % GS_N;
  int y = i / GS_N;
  uint8_t o = (uint8_t)(3u - m);
  int32_t s = 0;
  for (int d = 0; d < 4; d++) {
    uint32_t open_m = 0;
    uint32_t len_m = 1u + gs_walk(g, x, y, GS_DX[d], GS_DY[d], m, &open_m) + gs_walk(g, x, y, -GS_DX[d], -GS_DY[d], m, &open_m);
    uint32_t open_o = 0;
    uint32_t len_o = 1u + gs_walk(g, x, y, GS_DX[d], GS_DY[d], o, &open_o) + gs_walk(g, x, y, -GS_DX[d], -GS_DY[d], o, &open_o);
    s += gs_weight(len_m, open_m, g->rule) + gs_weight(len_o, open_o, g->rule);
  }
  return s;
}

/* Leaf evaluation: my runs minus opp's runs, each run counted at its first stone (SPEC §3). */
static int32_t gs_eval(const gs_ctx *g) {
  int32_t sum = 0;
  for (int i = 0; i < GS_CELLS; i++) {
    uint8_t c = g->cell[i];
    if (c == GS_EMPTY) continue;
    int x = i % GS_N;
    int y = i / GS_N;
    for (int d = 0; d < 4; d++) {
      int px = x - GS_DX[d];
      int py = y - GS_DY[d];
      uint32_t open = 0;
      if (gs_on_board(px, py)) {
        uint8_t p = g->cell[py * GS_N + px];
        if (p == c) continue; /* not the first stone of its run */
        if (p == GS_EMPTY) open++;
      }
      uint32_t len = 1u;
      int cx = x + GS_DX[d];
      int cy = y + GS_DY[d];
      for (int step = 0; step < GS_N - 1; step++) {
        if (!gs_on_board(cx, cy) || g->cell[cy * GS_N + cx] != c) break;
        len++;
        cx += GS_DX[d];
        cy += GS_DY[d];
      }
      if (gs_on_board(cx, cy) && g->cell[cy * GS_N + cx] == GS_EMPTY) open++;
      int32_t w = gs_weight(len, open, g->rule);
      sum += (c == g->me) ? w : -w;
    }
  }
  return sum;
}

static void gs_near_add(gs_ctx *g, int i, int delta) {
  int x = i % GS_N;
  int y = i / GS_N;
  for (int dy = -2; dy <= 2; dy++) {
    for (int dx = -2; dx <= 2; dx++) {
      if (gs_on_board(x + dx, y + dy)) {
        int j = (y + dy) * GS_N + (x + dx);
        g->near[j] = (uint8_t)((int)g->near[j] + delta);
      }
    }
  }
}

static void gs_place(gs_ctx *g, int i, uint8_t c) {
  g->cell[i] = c;
  gs_near_add(g, i, 1);
}

static void gs_remove(gs_ctx *g, int i) {
  g->cell[i] = GS_EMPTY;
  gs_near_add(g, i, -1);
}

/* Build ply p's ordered list of at most GS_TOPK candidates for mover m (SPEC §4). */
static void gs_build_list(gs_ctx *g, int p, uint8_t m) {
  uint8_t n = 0;
  g->expansions++;
  for (int i = 0; i < GS_CELLS; i++) {
    if (g->cell[i] != GS_EMPTY || g->near[i] == 0u) continue;
    g->scored++;
    int32_t s = gs_order_score(g, i, m);
    /* Position after every listed entry with a score >= s (ties keep row-major order). */
    int pos = n;
    for (int k = GS_TOPK - 1; k >= 0; k--) {
      if (k < pos && g->score[p][k] < s) pos = k;
    }
    if (pos >= GS_TOPK) continue;
    int last = (n < GS_TOPK) ? n : GS_TOPK - 1;
    for (int k = GS_TOPK - 1; k > 0; k--) {
      if (k <= last && k > pos) {
        g->list[p][k] = g->list[p][k - 1];
        g->score[p][k] = g->score[p][k - 1];
      }
    }
    g->list[p][pos] = (uint8_t)i;
    g->score[p][pos] = s;
    if (n < GS_TOPK) n++;
  }
  g->count[p] = n;
}

/* Firmware deadline (gomoku_search.h): one check per child, never at depth 1 so that an answer always
 * exists; once stopped, every stage unwinds at its next child. Without GS_DEADLINE this is constant 0. */
static int gs_stop(gs_ctx *g) {
#ifdef GS_DEADLINE
  if (!g->aborted && g->depth > 1u && gs_deadline_passed()) g->aborted = 1u;
  return g->aborted;
#else
  (void)g;
  return 0;
#endif
}

/*
 * One stage per depth (SPEC §5): synthesis cannot handle recursion, so stage k calls stage k+1, a
 * different function. PLY is 1-based; odd plies are MAX (me to move).
 */
#define GS_DEFINE_STAGE(NAME, PLY, NEXT)                                              \
  static int32_t NAME(gs_ctx *g, int32_t alpha, int32_t beta) {                       \
    const int is_max = ((PLY) & 1) == 1;                                              \
    const uint8_t mover = is_max ? g->me : g->opp;                                    \
    int32_t best = is_max ? -GS_INF : GS_INF;                                         \
    gs_build_list(g, (PLY) - 1, mover);                                               \
    if (g->count[(PLY) - 1] == 0u) return 0;                                          \
    for (int k = 0; k < GS_TOPK; k++) {                                               \
      if (k >= g->count[(PLY) - 1] || gs_stop(g)) break;                              \
      int c = g->list[(PLY) - 1][k];                                                  \
      int32_t v;                                                                      \
      int won = 0;                                                                    \
      gs_place(g, c, mover);                                                          \
      g->nodes++;                                                                     \
      if (gs_makes_win(g, c, mover)) {                                                \
        v = is_max ? (GS_WIN - (PLY)) : -(GS_WIN - (PLY));                            \
        won = 1;                                                                      \
      } else if ((PLY) == g->depth) {                                                 \
        v = gs_eval(g);                                                               \
        g->leaves++;                                                                  \
      } else {                                                                        \
        v = NEXT;                                                                     \
      }                                                                               \
      gs_remove(g, c);                                                                \
      if (is_max) {                                                                   \
        if (v > best) {                                                               \
          best = v;                                                                   \
          if ((PLY) == 1) g->root_best = (uint8_t)c;                                  \
        }                                                                             \
        if (best > alpha) alpha = best;                                               \
      } else {                                                                        \
        if (v < best) best = v;                                                       \
        if (best < beta) beta = best;                                                 \
      }                                                                               \
      if (won || alpha >= beta) break;                                                \
    }                                                                                 \
    return best;                                                                      \
  }

/* Stage 4 never descends (depth <= 4); its NEXT is the leaf so every stage has the same shape. */
GS_DEFINE_STAGE(gs_stage4, 4, gs_eval(g))
GS_DEFINE_STAGE(gs_stage3, 3, gs_stage4(g, alpha, beta))
GS_DEFINE_STAGE(gs_stage2, 2, gs_stage3(g, alpha, beta))
GS_DEFINE_STAGE(gs_stage1, 1, gs_stage2(g, alpha, beta))

uint32_t gs_cycles(const gs_result *r) {
  if (r->status == GS_STATUS_BAD_INPUT) return 0u;
  return GS_CYC_SETUP + GS_CYC_FINISH + GS_CYC_THREAT_CELL * r->threat_cells +
         GS_CYC_THREAT_CHECK * r->threat_checks + GS_CYC_EXPAND * r->expansions + GS_CYC_SCORE * r->scored +
         GS_CYC_NODE * r->nodes + GS_CYC_LEAF * r->leaves;
}

static void gs_finish(gs_result *out, int i, uint8_t status) {
  out->x = (uint8_t)(i < 0 ? GS_NO_MOVE : (uint32_t)(i % GS_N));
  out->y = (uint8_t)(i < 0 ? GS_NO_MOVE : (uint32_t)(i / GS_N));
  out->status = status;
  out->cycles = gs_cycles(out);
}

/* Steps 3 and 4 of SPEC §5: the first empty cell where a stone of c wins, or -1. */
static int gs_threat_scan(const gs_ctx *g, uint8_t c, gs_result *out) {
  for (int i = 0; i < GS_CELLS; i++) {
    out->threat_cells++;
    if (g->cell[i] != GS_EMPTY) continue;
    out->threat_checks++;
    if (gs_makes_win(g, i, c)) return i;
  }
  return -1;
}

void gs_search(const uint8_t cells[GS_CELLS], uint32_t side, uint32_t depth, uint32_t rule, gs_result *out) {
  static gs_ctx g; /* static: 2 KB off the firmware's small stack; one search at a time */
  int stones = 0;
  int empties = 0;
  int bad = (side != GS_BLACK && side != GS_WHITE) || depth < 1u || depth > GS_MAX_DEPTH ||
            (rule != GS_RULE_FREESTYLE && rule != GS_RULE_STANDARD);

  out->nodes = 0;
  out->leaves = 0;
  out->expansions = 0;
  out->scored = 0;
  out->threat_cells = 0;
  out->threat_checks = 0;
  out->cycles = 0;
  out->aborted = 0;
  g.aborted = 0;
  for (int i = 0; i < GS_CELLS; i++) {
    uint8_t c = cells[i];
    if (c > GS_WHITE) bad = 1;
    g.cell[i] = c;
    g.near[i] = 0;
    if (c == GS_EMPTY) empties++;
    else stones++;
  }
  if (bad) {
    gs_finish(out, -1, GS_STATUS_BAD_INPUT);
    return;
  }
  g.me = (uint8_t)side;
  g.opp = (uint8_t)(3u - side);
  g.depth = (uint8_t)depth;
  g.rule = (uint8_t)rule;
  g.nodes = 0;
  g.leaves = 0;
  g.expansions = 0;
  g.scored = 0;
  g.root_best = 0;
  for (int i = 0; i < GS_CELLS; i++) {
    if (g.cell[i] != GS_EMPTY) gs_near_add(&g, i, 1);
  }

  if (stones == 0) {
    gs_finish(out, 7 * GS_N + 7, GS_STATUS_OPENING);
    return;
  }
  int win = gs_threat_scan(&g, g.me, out);
  if (win >= 0) {
    gs_finish(out, win, GS_STATUS_WIN);
    return;
  }
  int block = gs_threat_scan(&g, g.opp, out);
  if (block >= 0) {
    gs_finish(out, block, GS_STATUS_BLOCK);
    return;
  }
  if (empties == 0) {
    gs_finish(out, -1, GS_STATUS_FULL);
    return;
  }
  (void)gs_stage1(&g, -GS_INF, GS_INF);
  out->nodes = g.nodes;
  out->leaves = g.leaves;
  out->expansions = g.expansions;
  out->scored = g.scored;
  out->aborted = g.aborted;
  gs_finish(out, g.root_best, GS_STATUS_SEARCH);
}
