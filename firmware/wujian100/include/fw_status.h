/*
 * Status codes every driver returns (OpenTitan style: a status that must be checked, never a bare
 * int). FW_OK is 0 so `if (s != FW_OK)` reads naturally.
 */
#ifndef FW_STATUS_H
#define FW_STATUS_H

typedef enum {
  FW_OK = 0,
  FW_BAD_ARG,  /* an argument failed its check; nothing was touched */
  FW_EMPTY,    /* no byte waiting (UART receive) */
  FW_ABSENT,   /* the device does not answer like itself (e.g. an empty AHB slot reads 0) */
  FW_BUSY,     /* the device is not idle */
  FW_TIMEOUT,  /* the device did not finish within the poll budget */
  FW_BAD_REPLY /* the device answered with something impossible */
} fw_status;

#define FW_CHECK(expr)                                                                                                 \
  do {                                                                                                                 \
    fw_status fw_check_s_ = (expr);                                                                                    \
    if (fw_check_s_ != FW_OK) return fw_check_s_;                                                                      \
  } while (0)

#endif /* FW_STATUS_H */
