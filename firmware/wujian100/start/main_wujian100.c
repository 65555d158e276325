/* Entry point on the wujian100: the brain, forever (arena_app_run). */
#include "arena_app.h"

static arena_app app;

int main(void) {
  return arena_app_run(&app);
}
