/*
 * The board side of the Gomocup (Piskvork) protocol, as core/protocol/piskvork/PROTOCOL.md specifies it
 * and core/protocol/piskvork/brain.ts implements it: bytes in, one event out per complete command. It sees
 * only bytes (pk_push) and writes only into caller buffers (pk_fmt_*): no I/O, no globals, so the same
 * object code runs on the E902, in the Linux virtual board, and in the round-trip test against the
 * TypeScript codec.
 */
#ifndef PISKVORK_H
#define PISKVORK_H

#include <stddef.h>
#include <stdint.h>

#define PK_LINE_MAX 256u  /* longest accepted line, without its line end (TS default is 4096) */
#define PK_MAX_STONES 225u
#define PK_MESSAGE_MAX 400u

typedef enum {
  PK_START = 1,
  PK_BEGIN,
  PK_TURN,
  PK_BOARD,
  PK_INFO,
  PK_END,
  PK_ABOUT,
  PK_RESTART,
  PK_UNKNOWN,
  PK_ERROR /* answer `ERROR <message>` */
} pk_kind;

/* Error codes, named as in core/protocol/piskvork/errors.ts. */
typedef enum { PK_ERR_NONE = 0, PK_ERR_LINE_TOO_LONG, PK_ERR_BAD_BYTE, PK_ERR_MALFORMED } pk_error_code;

typedef struct {
  uint32_t x, y, field; /* field 1 = the brain's own stone, 2 = the opponent's */
} pk_stone;

typedef struct {
  pk_kind kind;
  uint32_t line;            /* 1-based line number (for BOARD, its DONE line; for errors, the bad line) */
  uint32_t size;            /* START */
  uint32_t x, y;            /* TURN */
  const pk_stone *stones;   /* BOARD, in playing order */
  uint32_t stone_count;
  const char *key, *value;  /* INFO (value may be "") */
  const char *text;         /* UNKNOWN: the trimmed line */
  pk_error_code error;      /* PK_ERROR */
  const char *message;      /* PK_ERROR: `line N: why ("excerpt")`, as PiskvorkError.message */
} pk_event;

typedef struct {
  char buf[PK_LINE_MAX + 1u];
  uint32_t len;          /* bytes in the current line, dropped ones included */
  uint32_t line;         /* number of the line being read */
  uint8_t after_cr;
  uint8_t too_long;      /* reported for this line */
  uint8_t bad_byte;      /* first bad byte of this line, valid if has_bad */
  uint8_t has_bad;
  uint32_t bad_column;
  uint8_t in_block;      /* between BOARD and DONE */
  uint8_t block_failed;  /* the block's first error is in block_message */
  pk_error_code block_error;
  uint32_t block_error_line;
  pk_stone stones[PK_MAX_STONES];
  uint32_t stone_count;
  char word[16];         /* scratch for the event's strings */
  char text[PK_LINE_MAX + 1u];
  char message[PK_MESSAGE_MAX];
  char block_message[PK_MESSAGE_MAX];
} pk_parser;

void pk_init(pk_parser *p);

/* Feeds one byte; returns 1 and fills *ev when it completes an event (pointers valid until the next call). */
int pk_push(pk_parser *p, uint8_t byte, pk_event *ev);

/* Reply lines, each ending with CR LF. They return the length written (without a NUL, which is added when
 * room allows) or 0 when `cap` is too small. Free text is made line-safe as formatReply does: control
 * bytes become spaces, bytes above 0x7E become '?', then it is trimmed. */
size_t pk_fmt_ok(char *out, size_t cap);
size_t pk_fmt_move(char *out, size_t cap, uint32_t x, uint32_t y);
/* `word` + " " + safe(text), or just `word` when the text is empty: UNKNOWN, ERROR, MESSAGE, DEBUG. */
size_t pk_fmt_text(char *out, size_t cap, const char *word, const char *text);
/* `MESSAGE cycles=<cycles>[ key=value]...` (PROTOCOL.md, Cycle reports). Keys must be [a-z_][a-z0-9_]*. */
size_t pk_fmt_cycles(char *out, size_t cap, uint32_t cycles, const char *const keys[], const uint32_t values[],
                     size_t count);
/* An ABOUT line from key/value pairs: `k="v", k="v"`. */
size_t pk_fmt_about(char *out, size_t cap, const char *const keys[], const char *const values[], size_t count);

#endif /* PISKVORK_H */
