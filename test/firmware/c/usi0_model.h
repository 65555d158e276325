/* Behavioural model of USI0's UART registers (soc/usi0.v) behind mmio_read32/mmio_write32; see usi0_model.c. */
#ifndef USI0_MODEL_H
#define USI0_MODEL_H

#include <stdint.h>

/* tx_every: register accesses per byte sent; on_stall: called (it must not return) after 1 M accesses. */
void usi0_model_reset(uint32_t tx_every, void (*on_stall)(void));
/* Bytes arriving on the RX pin; returns how many the RX FIFO took (0 while the UART is off). */
uint32_t usi0_model_line_in(const uint8_t *bytes, uint32_t n);
/* Bytes that left on the TX pin so far. */
uint32_t usi0_model_line_out(uint8_t *bytes, uint32_t cap);
/* Accesses to offsets the USI does not decode. */
uint32_t usi0_model_bad_accesses(void);

#endif /* USI0_MODEL_H */
