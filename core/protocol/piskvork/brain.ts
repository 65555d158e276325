/**
 * The brain side of the protocol (what the wujian100 firmware and the emulated board run): bytes in,
 * commands out. A pure state machine: it only parses; the caller answers each event (PROTOCOL.md).
 */
import type { BoardStone, PiskvorkCommand } from './commands.ts';
import { parsePoint, parseStoneField } from './coords.ts';
import { PiskvorkError, excerptOfText } from './errors.ts';
import { LineSplitter } from './lines.ts';
import type { LineSplitterOptions } from './lines.ts';

export type BrainCommand = PiskvorkCommand | { readonly kind: 'unknown'; readonly text: string };

/**
 * `command`: answer it (OK, a move, the ABOUT line, `UNKNOWN …` for kind 'unknown', nothing for
 * INFO/END). `error`: a bad line or a malformed known command; answer `ERROR <message>`.
 * `lineNumber` is the command's line (for BOARD, the DONE line).
 */
export type BrainEvent =
  | { readonly kind: 'command'; readonly command: BrainCommand; readonly lineNumber: number }
  | { readonly kind: 'error'; readonly error: PiskvorkError };

const KEYWORD = /^\s*(\S+)(?:[ \t]+(.*?))?\s*$/;

/** Parse one command line outside a BOARD block. `BOARD` itself yields a board with no stones yet. */
export function parseCommandLine(text: string, lineNumber: number): BrainEvent {
  const m = KEYWORD.exec(text);
  const word = (m?.[1] ?? '').toUpperCase();
  const rest = m?.[2] ?? '';
  const bad = (why: string): BrainEvent => ({
    kind: 'error',
    error: new PiskvorkError('piskvork-malformed', lineNumber, excerptOfText(text), why),
  });
  const ok = (command: BrainCommand): BrainEvent => ({ kind: 'command', command, lineNumber });
  const bare = BARE.get(word);
  if (bare) return rest === '' ? ok(bare()) : bad(`${word} takes no arguments`);
  const parse = WITH_ARGUMENTS.get(word);
  if (!parse) return ok({ kind: 'unknown', text: text.trim() });
  const parsed = parse(rest);
  return typeof parsed === 'string' ? bad(parsed) : ok(parsed);
}

/** Commands without arguments. */
const BARE: ReadonlyMap<string, () => BrainCommand> = new Map<string, () => BrainCommand>([
  ['BEGIN', () => ({ kind: 'begin' })],
  ['BOARD', () => ({ kind: 'board', stones: [] })],
  ['END', () => ({ kind: 'end' })],
  ['ABOUT', () => ({ kind: 'about' })],
  ['RESTART', () => ({ kind: 'restart' })],
]);

/** Commands with arguments: the command, or why the arguments do not parse. */
const WITH_ARGUMENTS: ReadonlyMap<string, (rest: string) => BrainCommand | string> = new Map<string, (rest: string) => BrainCommand | string>([
  [
    'START',
    (rest) => {
      if (!/^\d{1,4}$/.test(rest)) return 'START needs a board size, e.g. START 15';
      const size = Number(rest);
      return size >= 1 ? { kind: 'start', size } : 'START size must be at least 1';
    },
  ],
  [
    'TURN',
    (rest) => {
      const move = parsePoint(rest);
      return move ? { kind: 'turn', move } : 'TURN needs the opponent move as x,y';
    },
  ],
  [
    'INFO',
    (rest) => {
      const im = /^(\S+)(?:[ \t]+(.*))?$/.exec(rest);
      return im ? { kind: 'info', key: im[1] as string, value: im[2] ?? '' } : 'INFO needs a key, e.g. INFO timeout_turn 1000';
    },
  ],
]);

interface BoardBlock {
  readonly stones: BoardStone[];
  /** The first thing wrong inside the block, reported at DONE so the brain answers once. */
  error: PiskvorkError | null;
}

export class BrainParser {
  readonly #lines: LineSplitter;
  #block: BoardBlock | null = null;

  constructor(options: LineSplitterOptions = {}) {
    this.#lines = new LineSplitter(options);
  }

  /** True between `BOARD` and `DONE`. */
  get inBoardBlock(): boolean {
    return this.#block !== null;
  }

  push(chunk: Uint8Array | string): BrainEvent[] {
    return this.#handle(this.#lines.push(chunk));
  }

  /** End of input: a last line without a line end is still parsed. */
  end(): BrainEvent[] {
    return this.#handle(this.#lines.end());
  }

  #handle(items: ReturnType<LineSplitter['push']>): BrainEvent[] {
    const out: BrainEvent[] = [];
    for (const item of items) {
      if (!item.ok) {
        if (this.#block) this.#block.error ??= item.error;
        else out.push({ kind: 'error', error: item.error });
        continue;
      }
      if (this.#block) {
        const event = this.#boardLine(item.text, item.lineNumber);
        if (event) out.push(event);
        continue;
      }
      const event = parseCommandLine(item.text, item.lineNumber);
      // BOARD opens a block; its command comes out at DONE with the stones.
      if (event.kind === 'command' && event.command.kind === 'board') this.#block = { stones: [], error: null };
      else out.push(event);
    }
    return out;
  }

  /** A line inside a BOARD block: a stone (no event), DONE (the board or its first error), or END. */
  #boardLine(text: string, lineNumber: number): BrainEvent | null {
    const block = this.#block as BoardBlock;
    const word = text.trim().toUpperCase();
    if (word === 'DONE') {
      this.#block = null;
      if (block.error) return { kind: 'error', error: block.error };
      return { kind: 'command', command: { kind: 'board', stones: block.stones }, lineNumber };
    }
    if (word === 'END') {
      // The manager gave up on the block and wants the brain to quit: honour it at once.
      this.#block = null;
      return { kind: 'command', command: { kind: 'end' }, lineNumber };
    }
    const s = parseStoneField(text);
    if (s && (s.field === 1 || s.field === 2)) {
      block.stones.push({ x: s.x, y: s.y, field: s.field });
    } else {
      block.error ??= new PiskvorkError(
        'piskvork-malformed',
        lineNumber,
        excerptOfText(text),
        s ? `BOARD field must be 1 (own) or 2 (opponent), got ${s.field}` : 'expected x,y,f or DONE inside BOARD',
      );
    }
    return null;
  }
}
