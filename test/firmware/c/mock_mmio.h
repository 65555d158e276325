/* A scripted MMIO bus for driver tests: each test lists the exact reads (with the values they return) and
 * writes (with the values expected) in order; any difference is a failure naming the step. */
#ifndef MOCK_MMIO_H
#define MOCK_MMIO_H
#include <stdint.h>

typedef struct {
  char op; /* 'R' or 'W' */
  uintptr_t addr;
  uint32_t value;
} mock_step;

void mock_expect(const mock_step *steps, unsigned count);
/* 1 when every step happened and nothing else did; prints what went wrong otherwise. */
int mock_done(const char *test);
unsigned mock_ops(void);
#endif
