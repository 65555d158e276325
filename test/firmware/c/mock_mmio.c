#include "mock_mmio.h"
#include <stdio.h>
#include "mmio.h"

static const mock_step *script;
static unsigned total, next, ops;
static char failure[256];

void mock_expect(const mock_step *steps, unsigned count) {
  script = steps;
  total = count;
  next = 0;
  ops = 0;
  failure[0] = '\0';
}

unsigned mock_ops(void) { return ops; }

static void fail(char op, uintptr_t addr, uint32_t value) {
  if (failure[0]) return;
  if (next >= total) {
    snprintf(failure, sizeof failure, "op %u: unexpected %c 0x%08lx (0x%x) after the script ended", ops, op,
             (unsigned long)addr, value);
  } else {
    const mock_step *s = &script[next];
    snprintf(failure, sizeof failure, "op %u: expected %c 0x%08lx (0x%x), got %c 0x%08lx (0x%x)", ops, s->op,
             (unsigned long)s->addr, s->value, op, (unsigned long)addr, value);
  }
}

uint32_t mmio_read32(uintptr_t addr) {
  ops++;
  if (next < total && script[next].op == 'R' && script[next].addr == addr) return script[next++].value;
  fail('R', addr, 0);
  next = total; /* stop following the script after the first difference */
  return 0;
}

void mmio_write32(uintptr_t addr, uint32_t value) {
  ops++;
  if (next < total && script[next].op == 'W' && script[next].addr == addr && script[next].value == value) {
    next++;
    return;
  }
  fail('W', addr, value);
  next = total;
}

int mock_done(const char *test) {
  if (!failure[0] && next < total) {
    snprintf(failure, sizeof failure, "script step %u of %u never happened (%c 0x%08lx)", next, total, script[next].op,
             (unsigned long)script[next].addr);
  }
  if (failure[0]) {
    printf("not ok %s: %s\n", test, failure);
    return 0;
  }
  return 1;
}
