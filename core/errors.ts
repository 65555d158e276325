/**
 * The one error type that crosses module boundaries. `code` is stable and machine-readable;
 * `message` is for a person and names what was wrong and where; `context` carries the details
 * (offending bytes, positions, file paths) for logs and records.
 */
export class ArenaError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly context: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ArenaError';
  }
}

/**
 * The base of an ArenaError family whose constructor is just (code from a closed list, message,
 * context): `class UctError extends codedError<UctErrorCode>('UctError') {}`. The name is given,
 * not read from the class, so that bundling cannot change it.
 */
export function codedError<C extends string>(name: string) {
  return class extends ArenaError {
    constructor(
      override readonly code: C,
      message: string,
      context: Readonly<Record<string, unknown>> = {},
    ) {
      super(code, message, context);
      this.name = name;
    }
  };
}

/** Printable form of a byte for error messages: `'a' (0x61)`, or `0x0d` for controls. */
export function describeByte(byte: number): string {
  const hex = `0x${byte.toString(16).padStart(2, '0')}`;
  return byte >= 0x21 && byte <= 0x7e ? `'${String.fromCharCode(byte)}' (${hex})` : hex;
}
