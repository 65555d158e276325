/*
 * The E902's cycle counter (the mcycle CSR, which soc/E902_20191018.v implements at 0xB00), for the
 * cycles the firmware reports and the software search's deadline. Off target there is no E902: the
 * build supplies cycle_counter_read (the Linux board returns 0, so its deadline never passes and it
 * reports the model's cycle count instead; CYCLE_COUNTER_MEASURED says which).
 */
#ifndef CYCLE_COUNTER_H
#define CYCLE_COUNTER_H

#include <stdint.h>

#ifdef FW_TARGET_WUJIAN100
#define CYCLE_COUNTER_MEASURED 1u
/* The low 32 bits: differences stay right across a wrap (214 s at 20 MHz), far beyond a move. */
static inline uint32_t cycle_counter_read(void) {
  uint32_t v;
  /* -march=rv32emc leaves CSR access out of the ISA string; the E902 has it. */
  __asm__ volatile(".option push\n.option arch, +zicsr\ncsrr %0, mcycle\n.option pop" : "=r"(v));
  return v;
}
#else
#define CYCLE_COUNTER_MEASURED 0u
uint32_t cycle_counter_read(void);
#endif

#endif /* CYCLE_COUNTER_H */
