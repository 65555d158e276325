/*
 * Drives the firmware's Piskvork codec from the round-trip test (test/firmware/codec.test.ts).
 *   codec_harness parse    stdin bytes -> one JSON object per event on stdout
 *   codec_harness format   stdin requests, one per line, arguments hex-encoded -> each reply hex-encoded
 *     ok | move X Y | text WORDHEX TEXTHEX | cycles C [KEYHEX VALUE]... | about [KEYHEX VALUEHEX]...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "piskvork.h"

static void json_str(const char *s) {
  putchar('"');
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') printf("\\%c", c);
    else if (c < 0x20 || c > 0x7e) printf("\\u%04x", c);
    else putchar(c);
  }
  putchar('"');
}

static const char *kind_name(pk_kind k) {
  switch (k) {
    case PK_START: return "start";
    case PK_BEGIN: return "begin";
    case PK_TURN: return "turn";
    case PK_BOARD: return "board";
    case PK_INFO: return "info";
    case PK_END: return "end";
    case PK_ABOUT: return "about";
    case PK_RESTART: return "restart";
    case PK_UNKNOWN: return "unknown";
    case PK_ERROR: return "error";
  }
  return "?";
}

static const char *code_name(pk_error_code c) {
  return c == PK_ERR_LINE_TOO_LONG ? "piskvork-line-too-long" : c == PK_ERR_BAD_BYTE ? "piskvork-bad-byte" : "piskvork-malformed";
}

static int parse_mode(void) {
  static pk_parser p;
  pk_init(&p);
  int c;
  pk_event ev;
  while ((c = getchar()) != EOF) {
    if (!pk_push(&p, (uint8_t)c, &ev)) continue;
    printf("{\"kind\":\"%s\",\"line\":%u", kind_name(ev.kind), ev.line);
    switch (ev.kind) {
      case PK_START: printf(",\"size\":%u", ev.size); break;
      case PK_TURN: printf(",\"x\":%u,\"y\":%u", ev.x, ev.y); break;
      case PK_BOARD:
        printf(",\"stones\":[");
        for (uint32_t i = 0; i < ev.stone_count; i++) {
          printf("%s{\"x\":%u,\"y\":%u,\"field\":%u}", i ? "," : "", ev.stones[i].x, ev.stones[i].y, ev.stones[i].field);
        }
        printf("]");
        break;
      case PK_INFO:
        printf(",\"key\":");
        json_str(ev.key);
        printf(",\"value\":");
        json_str(ev.value);
        break;
      case PK_UNKNOWN:
        printf(",\"text\":");
        json_str(ev.text);
        break;
      case PK_ERROR:
        printf(",\"code\":\"%s\",\"message\":", code_name(ev.error));
        json_str(ev.message);
        break;
      default: break;
    }
    printf("}\n");
  }
  return 0;
}

static char *unhex(const char *h) {
  size_t n = strlen(h) / 2;
  char *s = malloc(n + 1);
  for (size_t i = 0; i < n; i++) {
    unsigned v;
    sscanf(h + 2 * i, "%2x", &v);
    s[i] = (char)v;
  }
  s[n] = '\0';
  return s;
}

static void put_hex(const char *s, size_t n) {
  for (size_t i = 0; i < n; i++) printf("%02x", (unsigned char)s[i]);
  putchar('\n');
}

static int format_mode(void) {
  char line[8192];
  char out[4096];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = '\0';
    char *tok[64];
    int n = 0;
    for (char *t = strtok(line, " "); t && n < 64; t = strtok(NULL, " ")) tok[n++] = t;
    if (n == 0) continue;
    size_t len = 0;
    if (strcmp(tok[0], "ok") == 0) {
      len = pk_fmt_ok(out, sizeof out);
    } else if (strcmp(tok[0], "move") == 0 && n == 3) {
      len = pk_fmt_move(out, sizeof out, (uint32_t)strtoul(tok[1], NULL, 10), (uint32_t)strtoul(tok[2], NULL, 10));
    } else if (strcmp(tok[0], "text") == 0 && n >= 2) {
      char *w = unhex(tok[1]);
      char *t = unhex(n >= 3 ? tok[2] : "");
      len = pk_fmt_text(out, sizeof out, w, t);
      free(w);
      free(t);
    } else if (strcmp(tok[0], "cycles") == 0 && n >= 2) {
      const char *keys[31];
      uint32_t values[31];
      size_t k = 0;
      for (int i = 2; i + 1 < n && k < 31; i += 2, k++) {
        keys[k] = unhex(tok[i]);
        values[k] = (uint32_t)strtoul(tok[i + 1], NULL, 10);
      }
      len = pk_fmt_cycles(out, sizeof out, (uint32_t)strtoul(tok[1], NULL, 10), keys, values, k);
      for (size_t i = 0; i < k; i++) free((void *)keys[i]);
    } else if (strcmp(tok[0], "about") == 0) {
      const char *keys[31], *values[31];
      size_t k = 0;
      for (int i = 1; i + 1 < n && k < 31; i += 2, k++) {
        keys[k] = unhex(tok[i]);
        values[k] = unhex(tok[i + 1]);
      }
      len = pk_fmt_about(out, sizeof out, keys, values, k);
      for (size_t i = 0; i < k; i++) {
        free((void *)keys[i]);
        free((void *)values[i]);
      }
    }
    put_hex(out, len);
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && strcmp(argv[1], "parse") == 0) return parse_mode();
  if (argc == 2 && strcmp(argv[1], "format") == 0) return format_mode();
  fprintf(stderr, "usage: codec_harness parse|format\n");
  return 2;
}
