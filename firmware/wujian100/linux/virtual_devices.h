/*
 * The virtual wujian100's devices, reached through mmio_read32/mmio_write32 exactly as the drivers reach
 * the real ones: USI0 (a UART model whose wire is a file descriptor: stdio or a pseudo-terminal) and the
 * Gomoku IP slot (the HLS C++ top, gomoku_ip(), run when ap_start is written). Everything else reads 0.
 */
#ifndef VIRTUAL_DEVICES_H
#define VIRTUAL_DEVICES_H

typedef enum {
  VIP_PRESENT = 0, /* the IP answers: gomoku_ip() runs at ap_start */
  VIP_ABSENT,      /* an empty slot (ahb_dummy_top): reads 0, writes ignored */
  VIP_HANG         /* accepts ap_start and never finishes: exercises the driver's timeout */
} vip_mode;

/* rx_fd/tx_fd: the UART's wire. The program exits (status 0) when rx_fd reaches end of file. */
void vdev_init(int rx_fd, int tx_fd, vip_mode ip);

#endif /* VIRTUAL_DEVICES_H */
