/*
 * wujian100 SoC facts the firmware uses (shared/DESIGN.md §6): memory map, the USI0 console UART and the
 * Gomoku IP slot. The IP's own register offsets are in hdl/gomoku/src/gomoku_ip_regs.h.
 */
#ifndef WUJIAN100_REGS_H
#define WUJIAN100_REGS_H

/* Memory map: 64 KB instruction SRAM (code + rodata), 192 KB data SRAM. */
#define WJ_ISRAM_BASE 0x00000000u
#define WJ_ISRAM_SIZE (64u * 1024u)
#define WJ_DSRAM_BASE 0x20000000u
#define WJ_DSRAM_SIZE (192u * 1024u)

/* Official board clock. */
#define WJ_CLOCK_HZ 20000000u

/* USI0: T-Head's USI block in UART mode (not a 16550), 16-entry FIFOs, IRQ 28. */
#define WJ_USI0_BASE 0x50028000u
#define WJ_USI0_IRQ 28u

#define USI_REG_EN 0x00u        /* bit3 RX FIFO, bit2 TX FIFO, bit1 data path, bit0 USI */
#define USI_REG_MODE 0x04u      /* 0 = UART */
#define USI_REG_DATA 0x08u      /* TX write / RX read */
#define USI_REG_FIFO_STA 0x0Cu  /* RX count 20:16, TX count 12:8, bit3 RX full, bit2 RX empty, bit1 TX full, bit0 TX empty */
#define USI_REG_CLK_DIV 0x10u   /* baud = clk / (16 * (div + 1)) */
#define USI_REG_UART_CTRL 0x18u /* bits 1:0 = 3: 8 data bits */

/* soc/usi0.v: uart_en <= usi_ctrl[0] & usi_ctrl[1] & (mode_sel == 0); the FIFOs need bit 0 too. Without
 * bit 1 the UART neither receives nor transmits, which is why USI_EN_UART_ON is the SDK's 0xF. */
#define USI_EN_USI 0x1u
#define USI_EN_DATA 0x2u
#define USI_EN_TX_FIFO 0x4u
#define USI_EN_RX_FIFO 0x8u
#define USI_EN_UART_ON (USI_EN_USI | USI_EN_DATA | USI_EN_TX_FIFO | USI_EN_RX_FIFO)
#define USI_MODE_UART 0x0u
#define USI_STA_TX_EMPTY 0x1u
#define USI_STA_TX_FULL 0x2u
#define USI_STA_RX_EMPTY 0x4u
#define USI_STA_RX_FULL 0x8u
#define USI_STA_TX_COUNT_SHIFT 8u
#define USI_STA_RX_COUNT_SHIFT 16u
#define USI_STA_COUNT_MASK 0x1Fu /* both counts are 5 bits: 0..16 */
#define USI_UART_CTRL_8BIT 0x3u

/* The Gomoku IP in the free AHB slot at 0x4010_0000 (IRQ 44; hdl/gomoku/INTEGRATION.md). */
#define WJ_GOMOKU_IP_BASE 0x40100000u
#define WJ_GOMOKU_IP_IRQ 44u

#endif /* WUJIAN100_REGS_H */
