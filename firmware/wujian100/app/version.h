#ifndef FW_VERSION_H
#define FW_VERSION_H
#define FW_NAME "wujian100-gomoku"
#define FW_VERSION "1.0.0"
#endif
