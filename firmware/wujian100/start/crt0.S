/*
 * Start-up for the wujian100 (E902, rv32emc): global and stack pointers, a trap vector, .data copied
 * from its load image in the instruction SRAM, .bss cleared, then main. Symbols come from link.ld.
 */
    .section .text.start, "ax"
    .globl _start
_start:
    .option push
    .option norelax
    la      gp, __global_pointer$
    .option pop
    la      sp, __stack_top
    la      t0, fw_trap
    .option push
    .option arch, +zicsr /* -march=rv32emc leaves CSR access out of the ISA string; the E902 has it */
    csrw    mtvec, t0
    .option pop

    la      a0, __data_load
    la      a1, __data_start
    la      a2, __data_end
1:  bgeu    a1, a2, 2f
    lw      t0, 0(a0)
    sw      t0, 0(a1)
    addi    a0, a0, 4
    addi    a1, a1, 4
    j       1b

2:  la      a0, __bss_start
    la      a1, __bss_end
3:  bgeu    a0, a1, 4f
    sw      zero, 0(a0)
    addi    a0, a0, 4
    j       3b

4:  call    main
5:  j       5b

/* Interrupts stay disabled (the firmware polls), so a trap is a fault: park here for the debugger. */
    .balign 64
    .globl fw_trap
fw_trap:
    j       fw_trap
