/*
 * The one way drivers touch hardware registers. On the wujian100 (FW_TARGET_WUJIAN100) these are volatile
 * loads and stores; everywhere else they are functions supplied by the build: a recording mock in the
 * driver tests, the virtual devices of the Linux board. Drivers never dereference addresses themselves.
 */
#ifndef FW_MMIO_H
#define FW_MMIO_H

#include <stdint.h>

#ifdef FW_TARGET_WUJIAN100
static inline uint32_t mmio_read32(uintptr_t addr) { return *(volatile uint32_t *)addr; }
static inline void mmio_write32(uintptr_t addr, uint32_t value) { *(volatile uint32_t *)addr = value; }
#else
uint32_t mmio_read32(uintptr_t addr);
void mmio_write32(uintptr_t addr, uint32_t value);
#endif

#endif /* FW_MMIO_H */
