/** The ABOUT reply: `name="pbrain", version="1.0", author="…", country="…"`. */

export type AboutFields = Readonly<Record<string, string>>;

const FIELD = /\s*([A-Za-z_][A-Za-z0-9_-]*)\s*=\s*(?:"([^"]*)"|([^,"]*?))\s*(?:,|$)/y;

/**
 * Key/value pairs of an ABOUT line. Lenient, because brains write it loosely: values may be quoted
 * or bare, commas separate fields. Parsing stops at the first part that is not `key=value`; `rest`
 * holds what was left (empty when the whole line parsed).
 */
export function parseAbout(text: string): { readonly fields: AboutFields; readonly rest: string } {
  const entries: [string, string][] = [];
  let pos = 0;
  FIELD.lastIndex = 0;
  while (pos < text.length) {
    FIELD.lastIndex = pos;
    const m = FIELD.exec(text);
    if (!m || m[0].length === 0) break;
    entries.push([m[1] as string, m[2] ?? m[3] ?? '']);
    pos = FIELD.lastIndex;
  }
  return { fields: Object.fromEntries(entries), rest: text.slice(pos).trim() };
}

/**
 * An ABOUT line's text: `key="value"` pairs joined by `, `. Throws RangeError for a key that is not
 * a word or a value holding `"` or bytes outside printable ASCII.
 */
export function formatAbout(fields: AboutFields): string {
  return Object.entries(fields)
    .map(([k, v]) => {
      if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(k)) throw new RangeError(`ABOUT key ${JSON.stringify(k)} must be a word`);
      if (!/^[\x20-\x21\x23-\x7e]*$/.test(v)) throw new RangeError(`ABOUT value ${JSON.stringify(v)} must be printable ASCII without '"'`);
      return `${k}="${v}"`;
    })
    .join(', ');
}
