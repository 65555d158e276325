/*
 * Board-side Piskvork codec. Mirrors core/protocol/piskvork/{lines,brain,coords,replies}.ts rule for
 * rule (the round-trip test in test/firmware compares the two), with a shorter line limit.
 */
#include "piskvork.h"

#define CR 0x0Du
#define LF 0x0Au
#define TAB 0x09u
#define EXCERPT_CHARS 60u

/* ---- small string helpers (no libc needed) ---- */

typedef struct {
  char *p;
  size_t cap, len;
  int overflow;
} sbuf;

static void sb_init(sbuf *s, char *p, size_t cap) {
  s->p = p;
  s->cap = cap;
  s->len = 0;
  s->overflow = 0;
}
static void sb_ch(sbuf *s, char c) {
  if (s->len + 1u < s->cap) s->p[s->len++] = c;
  else s->overflow = 1;
}
static void sb_str(sbuf *s, const char *t) {
  while (*t) sb_ch(s, *t++);
}
static void sb_u32(sbuf *s, uint32_t v) {
  char d[10];
  int n = 0;
  do {
    d[n++] = (char)('0' + v % 10u);
    v /= 10u;
  } while (v != 0u);
  while (n > 0) sb_ch(s, d[--n]);
}
static void sb_hex2(sbuf *s, uint8_t v) {
  static const char hex[] = "0123456789abcdef";
  sb_ch(s, hex[v >> 4]);
  sb_ch(s, hex[v & 15u]);
}
static size_t sb_end(sbuf *s) {
  if (s->cap > 0u) s->p[s->len < s->cap ? s->len : s->cap - 1u] = '\0';
  return s->len;
}

static int is_space(char c) { return c == ' ' || c == '\t'; }
static int is_digit(char c) { return c >= '0' && c <= '9'; }
static char upper(char c) { return (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c; }

static int str_eq(const char *a, const char *b) {
  while (*a && *a == *b) {
    a++;
    b++;
  }
  return *a == *b;
}

/* ---- errors: `line N: why ("excerpt")`, the excerpt JSON-quoted as in errors.ts ---- */

/* `as_text`: excerptOfText (a parsed line: TAB kept, which JSON writes as \t); otherwise excerptOf (raw
 * bytes: anything unprintable, TAB included, written \xNN). */
static void excerpt_json(sbuf *s, const char *bytes, uint32_t n, uint32_t total, int as_text) {
  sb_ch(s, '"');
  for (uint32_t i = 0; i < n && i < EXCERPT_CHARS; i++) {
    uint8_t b = (uint8_t)bytes[i];
    if (as_text && b == TAB) {
      sb_str(s, "\\t");
    } else if (b >= 0x20u && b <= 0x7Eu) {
      if (b == '"' || b == '\\') sb_ch(s, '\\');
      sb_ch(s, (char)b);
    } else {
      sb_str(s, "\\\\x"); /* excerptOf writes \xNN; JSON doubles the backslash */
      sb_hex2(s, b);
    }
  }
  if (total > EXCERPT_CHARS) sb_str(s, "..."); /* TS writes U+2026, which the wire cannot carry */
  sb_ch(s, '"');
}

static uint32_t str_len(const char *t) {
  uint32_t n = 0;
  while (t[n]) n++;
  return n;
}

static void make_error(char *out, uint32_t line, const char *why, const char *why2, uint32_t why_num, int has_num,
                       const char *bytes, uint32_t n, uint32_t total) {
  sbuf s;
  sb_init(&s, out, PK_MESSAGE_MAX);
  sb_str(&s, "line ");
  sb_u32(&s, line);
  sb_str(&s, ": ");
  sb_str(&s, why);
  if (has_num) sb_u32(&s, why_num);
  if (why2) sb_str(&s, why2);
  sb_str(&s, " (");
  excerpt_json(&s, bytes, n, total, 1);
  sb_ch(&s, ')');
  sb_end(&s);
}

/* ---- field parsers (coords.ts) ---- */

/* `\s*(\d{1,6})` at *i; 1 on success. */
static int take_number(const char *t, uint32_t *i, uint32_t *value) {
  while (is_space(t[*i])) (*i)++;
  uint32_t n = 0, v = 0;
  while (is_digit(t[*i])) {
    if (++n > 6u) return 0;
    v = v * 10u + (uint32_t)(t[*i] - '0');
    (*i)++;
  }
  if (n == 0u) return 0;
  *value = v;
  return 1;
}

static int take_comma(const char *t, uint32_t *i) {
  while (is_space(t[*i])) (*i)++;
  if (t[*i] != ',') return 0;
  (*i)++;
  return 1;
}

static int at_end(const char *t, uint32_t i) {
  while (is_space(t[i])) i++;
  return t[i] == '\0';
}

/* parsePoint: x,y */
static int parse_point(const char *t, uint32_t *x, uint32_t *y) {
  uint32_t i = 0;
  return take_number(t, &i, x) && take_comma(t, &i) && take_number(t, &i, y) && at_end(t, i);
}

/* parseStoneField: x,y,f */
static int parse_stone(const char *t, uint32_t *x, uint32_t *y, uint32_t *f) {
  uint32_t i = 0;
  return take_number(t, &i, x) && take_comma(t, &i) && take_number(t, &i, y) && take_comma(t, &i) &&
         take_number(t, &i, f) && at_end(t, i);
}

/* ---- the parser ---- */

void pk_init(pk_parser *p) {
  *p = (pk_parser){.line = 1}; /* no line read yet, no block, no error; lines count from 1 */
}

/* An event of `kind` at `line` with every other field zero (no stones, no strings, PK_ERR_NONE). */
static void clear_event(pk_event *ev, pk_kind kind, uint32_t line) {
  *ev = (pk_event){.kind = kind, .line = line};
}

static int error_event(pk_parser *p, pk_event *ev, pk_error_code code, uint32_t line) {
  clear_event(ev, PK_ERROR, line);
  ev->error = code;
  ev->message = p->message;
  return 1;
}

/* Inside a block the first error waits for DONE; outside it becomes an event at once. */
static int report(pk_parser *p, pk_event *ev, pk_error_code code, uint32_t line) {
  if (p->in_block) {
    if (!p->block_failed) {
      p->block_failed = 1;
      p->block_error = code;
      p->block_error_line = line;
      for (uint32_t i = 0; i < PK_MESSAGE_MAX; i++) {
        p->block_message[i] = p->message[i];
        if (p->message[i] == '\0') break;
      }
    }
    return 0;
  }
  return error_event(p, ev, code, line);
}

static int malformed(pk_parser *p, pk_event *ev, uint32_t line, const char *text, const char *why, const char *why2,
                     uint32_t num, int has_num) {
  uint32_t n = str_len(text);
  make_error(p->message, line, why, why2, num, has_num, text, n, n);
  return report(p, ev, PK_ERR_MALFORMED, line);
}

static int board_line(pk_parser *p, pk_event *ev, const char *text, uint32_t line) {
  /* word = text.trim().toUpperCase() */
  uint32_t a = 0, b = str_len(text);
  while (is_space(text[a])) a++;
  while (b > a && is_space(text[b - 1u])) b--;
  char w[8];
  uint32_t wn = 0;
  if (b - a <= 4u) {
    for (uint32_t i = a; i < b; i++) w[wn++] = upper(text[i]);
  }
  w[wn] = '\0';
  if (str_eq(w, "DONE")) {
    p->in_block = 0;
    if (p->block_failed) {
      clear_event(ev, PK_ERROR, p->block_error_line); /* the bad line's number, as the TS error carries */
      ev->error = p->block_error;
      ev->message = p->block_message;
      return 1;
    }
    clear_event(ev, PK_BOARD, line);
    ev->stones = p->stones;
    ev->stone_count = p->stone_count;
    return 1;
  }
  if (str_eq(w, "END")) {
    p->in_block = 0; /* the manager gave up on the block: obey END at once */
    clear_event(ev, PK_END, line);
    return 1;
  }
  uint32_t x, y, f;
  if (!parse_stone(text, &x, &y, &f)) return malformed(p, ev, line, text, "expected x,y,f or DONE inside BOARD", 0, 0, 0);
  if (f != 1u && f != 2u) {
    return malformed(p, ev, line, text, "BOARD field must be 1 (own) or 2 (opponent), got ", 0, f, 1);
  }
  if (p->stone_count >= PK_MAX_STONES) return malformed(p, ev, line, text, "too many stones in BOARD", 0, 0, 0);
  p->stones[p->stone_count].x = x;
  p->stones[p->stone_count].y = y;
  p->stones[p->stone_count].field = f;
  p->stone_count++;
  return 0;
}

static int command_line(pk_parser *p, pk_event *ev, const char *text, uint32_t line) {
  /* KEYWORD = /^\s*(\S+)(?:[ \t]+(.*?))?\s*$/ */
  uint32_t i = 0, n = str_len(text);
  while (is_space(text[i])) i++;
  uint32_t ws = i;
  while (text[i] && !is_space(text[i])) i++;
  uint32_t we = i;
  while (is_space(text[i])) i++;
  uint32_t te = n; /* end of the trimmed line */
  while (te > ws && is_space(text[te - 1u])) te--;
  uint32_t rs = i, re = te > rs ? te : rs;

  if (we == ws) { /* blank line of spaces: UNKNOWN with empty text, as the TS parser does */
    clear_event(ev, PK_UNKNOWN, line);
    p->text[0] = '\0';
    ev->text = p->text;
    return 1;
  }
  uint32_t wl = we - ws;
  uint32_t k = 0;
  if (wl < sizeof p->word) {
    for (uint32_t j = ws; j < we; j++) p->word[k++] = upper(text[j]);
  }
  p->word[k] = '\0';
  /* rest, NUL-terminated, in p->text */
  uint32_t rl = re - rs;
  for (uint32_t j = 0; j < rl; j++) p->text[j] = text[rs + j];
  p->text[rl] = '\0';
  const char *rest = p->text;
  const char *word = p->word;

  if (str_eq(word, "START")) {
    uint32_t size = 0;
    int ok = rl >= 1u && rl <= 4u;
    for (uint32_t j = 0; ok && j < rl; j++) {
      if (!is_digit(rest[j])) ok = 0;
      else size = size * 10u + (uint32_t)(rest[j] - '0');
    }
    if (!ok) return malformed(p, ev, line, text, "START needs a board size, e.g. START 15", 0, 0, 0);
    if (size < 1u) return malformed(p, ev, line, text, "START size must be at least 1", 0, 0, 0);
    clear_event(ev, PK_START, line);
    ev->size = size;
    return 1;
  }
  if (str_eq(word, "TURN")) {
    uint32_t x, y;
    if (!parse_point(rest, &x, &y)) return malformed(p, ev, line, text, "TURN needs the opponent move as x,y", 0, 0, 0);
    clear_event(ev, PK_TURN, line);
    ev->x = x;
    ev->y = y;
    return 1;
  }
  if (str_eq(word, "INFO")) {
    if (rl == 0u) return malformed(p, ev, line, text, "INFO needs a key, e.g. INFO timeout_turn 1000", 0, 0, 0);
    /* key = \S+, value = the rest after [ \t]+ (already right-trimmed) */
    uint32_t j = 0;
    while (p->text[j] && !is_space(p->text[j])) j++;
    clear_event(ev, PK_INFO, line);
    ev->key = p->text;
    if (p->text[j] == '\0') {
      ev->value = p->text + j;
    } else {
      p->text[j] = '\0';
      j++;
      while (is_space(p->text[j])) j++;
      ev->value = p->text + j;
    }
    return 1;
  }
  static const struct {
    const char *word;
    pk_kind kind;
  } bare[] = {{"BEGIN", PK_BEGIN}, {"BOARD", PK_BOARD}, {"END", PK_END}, {"ABOUT", PK_ABOUT}, {"RESTART", PK_RESTART}};
  for (uint32_t b = 0; b < sizeof bare / sizeof bare[0]; b++) {
    if (!str_eq(word, bare[b].word)) continue;
    if (rl != 0u) return malformed(p, ev, line, text, word, " takes no arguments", 0, 0);
    if (bare[b].kind == PK_BOARD) { /* opens a block; the event comes at DONE */
      p->in_block = 1;
      p->block_failed = 0;
      p->stone_count = 0;
      return 0;
    }
    clear_event(ev, bare[b].kind, line);
    return 1;
  }
  /* unknown: text.trim() */
  clear_event(ev, PK_UNKNOWN, line);
  uint32_t tl = te - ws;
  for (uint32_t j = 0; j < tl; j++) p->text[j] = text[ws + j];
  p->text[tl] = '\0';
  ev->text = p->text;
  return 1;
}

static int finish_line(pk_parser *p, pk_event *ev) {
  uint32_t number = p->line++;
  uint32_t len = p->len;
  int too_long = p->too_long, has_bad = p->has_bad;
  p->len = 0;
  p->too_long = 0;
  p->has_bad = 0;
  if (too_long) return 0; /* reported when it overflowed */
  if (has_bad) {
    sbuf s;
    sb_init(&s, p->message, PK_MESSAGE_MAX);
    sb_str(&s, "line ");
    sb_u32(&s, number);
    sb_str(&s, p->bad_byte > 0x7Eu ? ": non-ASCII byte 0x" : ": control byte 0x");
    sb_hex2(&s, p->bad_byte);
    sb_str(&s, " at column ");
    sb_u32(&s, p->bad_column);
    sb_str(&s, " (");
    excerpt_json(&s, p->buf, len, len, 0);
    sb_ch(&s, ')');
    sb_end(&s);
    return report(p, ev, PK_ERR_BAD_BYTE, number);
  }
  if (len == 0u) return 0;
  p->buf[len] = '\0';
  return p->in_block ? board_line(p, ev, p->buf, number) : command_line(p, ev, p->buf, number);
}

int pk_push(pk_parser *p, uint8_t b, pk_event *ev) {
  if (b == LF && p->after_cr) {
    p->after_cr = 0;
    return 0;
  }
  p->after_cr = b == CR;
  if (b == CR || b == LF) return finish_line(p, ev);
  p->len++;
  if (p->len > PK_LINE_MAX) {
    if (p->too_long) return 0;
    p->too_long = 1; /* report at once, then drop the rest of the line */
    sbuf s;
    sb_init(&s, p->message, PK_MESSAGE_MAX);
    sb_str(&s, "line ");
    sb_u32(&s, p->line);
    sb_str(&s, ": line is longer than ");
    sb_u32(&s, PK_LINE_MAX);
    sb_str(&s, " bytes (");
    excerpt_json(&s, p->buf, PK_LINE_MAX, PK_LINE_MAX, 0);
    sb_ch(&s, ')');
    sb_end(&s);
    return report(p, ev, PK_ERR_LINE_TOO_LONG, p->line);
  }
  if (((b < 0x20u && b != TAB) || b > 0x7Eu) && !p->has_bad) {
    p->has_bad = 1;
    p->bad_byte = b;
    p->bad_column = p->len;
  }
  p->buf[p->len - 1u] = (char)b;
  return 0;
}

/* ---- reply formatting (replies.ts, cycles.ts, about.ts) ---- */

static size_t finish_reply(sbuf *s) {
  sb_ch(s, '\r');
  sb_ch(s, '\n');
  if (s->overflow) {
    if (s->cap > 0u) s->p[0] = '\0';
    return 0;
  }
  return sb_end(s);
}

size_t pk_fmt_ok(char *out, size_t cap) {
  sbuf s;
  sb_init(&s, out, cap);
  sb_str(&s, "OK");
  return finish_reply(&s);
}

size_t pk_fmt_move(char *out, size_t cap, uint32_t x, uint32_t y) {
  sbuf s;
  sb_init(&s, out, cap);
  sb_u32(&s, x);
  sb_ch(&s, ',');
  sb_u32(&s, y);
  return finish_reply(&s);
}

static char safe_char(uint8_t c) { return c < 0x20u || c == 0x7Fu ? ' ' : c > 0x7Fu ? '?' : (char)c; }

size_t pk_fmt_text(char *out, size_t cap, const char *word, const char *text) {
  sbuf s;
  sb_init(&s, out, cap);
  sb_str(&s, word);
  /* lineSafe(text).trim(): skip what becomes leading/trailing whitespace */
  uint32_t a = 0, b = str_len(text);
  while (a < b && safe_char((uint8_t)text[a]) == ' ') a++;
  while (b > a && safe_char((uint8_t)text[b - 1u]) == ' ') b--;
  if (b > a) {
    sb_ch(&s, ' ');
    for (uint32_t i = a; i < b; i++) sb_ch(&s, safe_char((uint8_t)text[i]));
  }
  return finish_reply(&s);
}

static int key_ok(const char *k) {
  if (!((k[0] >= 'a' && k[0] <= 'z') || k[0] == '_')) return 0;
  for (uint32_t i = 1; k[i]; i++) {
    if (!((k[i] >= 'a' && k[i] <= 'z') || k[i] == '_' || is_digit(k[i]))) return 0;
  }
  return 1;
}

size_t pk_fmt_cycles(char *out, size_t cap, uint32_t cycles, const char *const keys[], const uint32_t values[],
                     size_t count) {
  sbuf s;
  sb_init(&s, out, cap);
  sb_str(&s, "MESSAGE cycles=");
  sb_u32(&s, cycles);
  for (size_t i = 0; i < count; i++) {
    if (!key_ok(keys[i]) || str_eq(keys[i], "cycles")) continue;
    sb_ch(&s, ' ');
    sb_str(&s, keys[i]);
    sb_ch(&s, '=');
    sb_u32(&s, values[i]);
  }
  return finish_reply(&s);
}

size_t pk_fmt_about(char *out, size_t cap, const char *const keys[], const char *const values[], size_t count) {
  sbuf s;
  sb_init(&s, out, cap);
  for (size_t i = 0; i < count; i++) {
    if (i > 0u) sb_str(&s, ", ");
    sb_str(&s, keys[i]);
    sb_str(&s, "=\"");
    for (const char *v = values[i]; *v; v++) sb_ch(&s, *v == '"' ? '\'' : safe_char((uint8_t)*v));
    sb_ch(&s, '"');
  }
  return finish_reply(&s);
}
