/* gomoku_search.c built with -DGS_DEADLINE (the firmware's build) against a scripted deadline: the hook
 * is asked before each child of a search deeper than one ply, the search stops once it answers yes, and
 * it changes nothing while it answers no. Prints `ok <name>` / `not ok <name>: why`; exits 1 on failure. */
#include <stdio.h>
#include <string.h>
#include "gomoku_search.h"

static unsigned calls, pass_after; /* the hook says "passed" from call number pass_after on (0: never) */

int gs_deadline_passed(void) {
  calls++;
  return pass_after != 0u && calls >= pass_after;
}

static int failures = 0;

static void report(const char *name, const char *why) {
  if (why) {
    printf("not ok %s: %s\n", name, why);
    failures++;
  } else {
    printf("ok %s\n", name);
  }
}

static void position(uint8_t cells[GS_CELLS]) {
  static const int stones[][3] = {{7, 7, 1}, {8, 8, 2}, {6, 8, 1}, {8, 6, 2}, {7, 9, 1}, {9, 7, 2}};
  memset(cells, 0, GS_CELLS);
  for (unsigned i = 0; i < sizeof stones / sizeof stones[0]; i++) cells[stones[i][1] * GS_N + stones[i][0]] = (uint8_t)stones[i][2];
}

static const char *never_passing_changes_nothing(void) {
  uint8_t cells[GS_CELLS];
  position(cells);
  gs_result r;
  pass_after = 0u;
  calls = 0u;
  gs_search(cells, GS_BLACK, 3u, GS_RULE_FREESTYLE, &r);
  if (r.aborted) return "aborted without a deadline";
  if (calls == 0u) return "the hook was never asked";
  /* The same search once more must give the same answer and counters (no state kept between calls). */
  gs_result again;
  gs_search(cells, GS_BLACK, 3u, GS_RULE_FREESTYLE, &again);
  if (again.x != r.x || again.y != r.y || again.nodes != r.nodes || again.cycles != r.cycles) return "not repeatable";
  return NULL;
}

static const char *passing_stops_the_search(void) {
  uint8_t cells[GS_CELLS];
  position(cells);
  gs_result full, cut;
  pass_after = 0u;
  gs_search(cells, GS_BLACK, 4u, GS_RULE_FREESTYLE, &full);
  pass_after = 20u;
  calls = 0u;
  gs_search(cells, GS_BLACK, 4u, GS_RULE_FREESTYLE, &cut);
  if (!cut.aborted) return "the deadline passed and the search went on";
  if (cut.nodes >= full.nodes) return "the stopped search visited as many nodes as the full one";
  if (calls > 20u + 4u) return "kept asking after the deadline had passed";
  return NULL;
}

static const char *depth_one_always_finishes(void) {
  uint8_t cells[GS_CELLS];
  position(cells);
  gs_result r;
  pass_after = 1u; /* already passed */
  calls = 0u;
  gs_search(cells, GS_WHITE, 1u, GS_RULE_FREESTYLE, &r);
  if (r.aborted || calls != 0u) return "a depth-1 search consulted or obeyed the deadline";
  if (r.status != GS_STATUS_SEARCH || r.x >= GS_N || r.y >= GS_N) return "no move at depth 1";
  return NULL;
}

int main(void) {
  report("a deadline that never passes changes nothing", never_passing_changes_nothing());
  report("a passed deadline stops the search and marks it aborted", passing_stops_the_search());
  report("depth 1 never asks the deadline and always answers", depth_one_always_finishes());
  return failures ? 1 : 0;
}
