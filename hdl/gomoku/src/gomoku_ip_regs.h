/*
 * AXI-Lite register map of the Gomoku IP (hdl/gomoku/SPEC.md §7), for the firmware driver. The offsets
 * are pinned by the INTERFACE pragmas in gomoku_ip.cpp; a test keeps the three in step.
 */
#ifndef GOMOKU_IP_REGS_H
#define GOMOKU_IP_REGS_H

#define GOMOKU_IP_REG_CTRL 0x00u   /* bit0 ap_start, bit1 ap_done, bit2 ap_idle, bit3 ap_ready */
#define GOMOKU_IP_REG_GIE 0x04u    /* global interrupt enable */
#define GOMOKU_IP_REG_IER 0x08u    /* interrupt enable: bit0 done, bit1 ready */
#define GOMOKU_IP_REG_ISR 0x0Cu    /* interrupt status (toggle on write) */
#define GOMOKU_IP_REG_SIDE 0x10u   /* 1 black, 2 white: the colour the IP plays */
#define GOMOKU_IP_REG_DEPTH 0x18u  /* 1..4 */
#define GOMOKU_IP_REG_RULE 0x20u   /* 0 freestyle, 1 standard */
#define GOMOKU_IP_REG_MOVE 0x28u   /* status << 16 | y << 8 | x; 0x2C bit0 = valid */
#define GOMOKU_IP_REG_NODES 0x30u  /* 0x34 bit0 = valid */
#define GOMOKU_IP_REG_LEAVES 0x38u /* 0x3C bit0 = valid */
#define GOMOKU_IP_REG_CYCLES 0x40u /* model cycle count (SPEC §6); 0x44 bit0 = valid */
#define GOMOKU_IP_REG_BOARD 0x80u  /* 16 words: row y at 0x80 + 4y, cell x in bits 2x+1..2x */

#define GOMOKU_IP_CTRL_START 0x1u
#define GOMOKU_IP_CTRL_DONE 0x2u
#define GOMOKU_IP_CTRL_IDLE 0x4u
#define GOMOKU_IP_CTRL_READY 0x8u

#endif /* GOMOKU_IP_REGS_H */
