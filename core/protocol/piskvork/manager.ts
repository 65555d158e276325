/**
 * The manager side of the protocol (the host driving a board or a Gomocup engine): formats commands,
 * remembers which replies they await (in order, so commands may be pipelined), and turns reply
 * lines into events. MESSAGE and DEBUG lines are side events and never take the awaited reply's place.
 */
import type { Point } from '../../gomoku/position.ts';
import { parseAbout } from './about.ts';
import type { AboutFields } from './about.ts';
import { formatCommand } from './commands.ts';
import type { PiskvorkCommand } from './commands.ts';
import { parseCycleReport } from './cycles.ts';
import type { CycleReport } from './cycles.ts';
import { PiskvorkError, excerptOfText } from './errors.ts';
import { LineSplitter } from './lines.ts';
import type { LineItem, LineSplitterOptions } from './lines.ts';
import { parseReply } from './replies.ts';

/** `ok` after START and RESTART; `move` after BEGIN, TURN and BOARD…DONE; `about` after ABOUT. */
export type AwaitedReply = 'ok' | 'move' | 'about';

export type ManagerEvent =
  | { readonly kind: 'ok'; readonly lineNumber: number }
  /** `cycles`: the last cycle report received since the command that asked for this move. */
  | { readonly kind: 'move'; readonly move: Point; readonly cycles: CycleReport | null; readonly lineNumber: number }
  | { readonly kind: 'about'; readonly text: string; readonly fields: AboutFields; readonly lineNumber: number }
  /**
   * `UNKNOWN …` or `ERROR …`. When `answers` is set the brain refused that awaited reply's command
   * (which is then no longer awaited); when null it was not asked for (brains may answer INFO so).
   */
  | {
      readonly kind: 'refused';
      readonly reply: 'unknown' | 'error';
      readonly text: string;
      readonly answers: AwaitedReply | null;
      readonly lineNumber: number;
    }
  | { readonly kind: 'message'; readonly text: string; readonly cycles: CycleReport | null; readonly lineNumber: number }
  | { readonly kind: 'debug'; readonly text: string; readonly lineNumber: number }
  /**
   * A bad, malformed or unexpected line. Never consumes the awaited reply: the caller decides.
   * `move` is set when the line was a move nobody asked for (a late answer, or a protocol error).
   */
  | { readonly kind: 'error'; readonly error: PiskvorkError; readonly move?: Point };

export function awaitedReplyOf(cmd: PiskvorkCommand): AwaitedReply | null {
  switch (cmd.kind) {
    case 'start':
    case 'restart':
      return 'ok';
    case 'begin':
    case 'turn':
    case 'board':
      return 'move';
    case 'about':
      return 'about';
    case 'info':
    case 'end':
      return null;
  }
}

export class PiskvorkManager {
  readonly #lines: LineSplitter;
  readonly #awaiting: AwaitedReply[] = [];
  #cycles: CycleReport | null = null;

  constructor(options: LineSplitterOptions = {}) {
    this.#lines = new LineSplitter(options);
  }

  /** Replies still expected, oldest first. */
  get awaiting(): readonly AwaitedReply[] {
    return this.#awaiting;
  }

  /** Record that `cmd` is being sent and return the exact text to write (CR LF line ends). */
  command(cmd: PiskvorkCommand): string {
    const text = formatCommand(cmd);
    const awaited = awaitedReplyOf(cmd);
    if (awaited) this.#awaiting.push(awaited);
    if (awaited === 'move' && this.#awaiting.length === 1) this.#cycles = null;
    return text;
  }

  /** Stop waiting for every outstanding reply (after a timeout, before resynchronising with START). */
  cancelAwaited(): void {
    this.#awaiting.length = 0;
    this.#cycles = null;
  }

  push(chunk: Uint8Array | string): ManagerEvent[] {
    return this.#handle(this.#lines.push(chunk));
  }

  /** End of input: a last line without a line end is still handled. */
  end(): ManagerEvent[] {
    return this.#handle(this.#lines.end());
  }

  #handle(items: LineItem[]): ManagerEvent[] {
    const out: ManagerEvent[] = [];
    for (const item of items) {
      if (item.ok) out.push(this.#line(item.text, item.lineNumber));
      else out.push({ kind: 'error', error: item.error });
    }
    return out;
  }

  #line(text: string, lineNumber: number): ManagerEvent {
    const reply = parseReply(text);
    const awaited = this.#awaiting[0] ?? null;
    const fail = (code: 'piskvork-malformed' | 'piskvork-unexpected', why: string): Extract<ManagerEvent, { kind: 'error' }> => ({
      kind: 'error',
      error: new PiskvorkError(code, lineNumber, excerptOfText(text), why),
    });
    const waitingFor = awaited ? `while awaiting ${describeAwaited(awaited)}` : 'while no reply was awaited';
    switch (reply.kind) {
      case 'message':
      case 'debug':
        return this.#side(reply.kind, reply.text, lineNumber);
      case 'unknown':
      case 'error':
        if (awaited) this.#shift();
        return { kind: 'refused', reply: reply.kind, text: reply.text, answers: awaited, lineNumber };
      case 'ok':
        if (awaited !== 'ok') return fail('piskvork-unexpected', `OK ${waitingFor}`);
        this.#shift();
        return { kind: 'ok', lineNumber };
      case 'move': {
        if (awaited !== 'move') return { ...fail('piskvork-unexpected', `a move ${waitingFor}`), move: reply.move };
        const cycles = this.#cycles;
        this.#shift();
        return { kind: 'move', move: reply.move, cycles, lineNumber };
      }
      case 'other': {
        if (awaited === 'about') {
          this.#shift();
          return { kind: 'about', text: reply.text, fields: parseAbout(reply.text).fields, lineNumber };
        }
        return fail(awaited ? 'piskvork-malformed' : 'piskvork-unexpected', `not a reply ${waitingFor}`);
      }
    }
  }

  /** MESSAGE (a cycle report is remembered for the move it precedes) and DEBUG lines. */
  #side(kind: 'message' | 'debug', text: string, lineNumber: number): ManagerEvent {
    if (kind === 'debug') return { kind, text, lineNumber };
    const cycles = parseCycleReport(text);
    if (cycles) this.#cycles = cycles;
    return { kind, text, cycles, lineNumber };
  }

  #shift(): void {
    this.#awaiting.shift();
    // Cycle reports belong to the move being computed; start afresh for the next one.
    this.#cycles = null;
  }
}

function describeAwaited(a: AwaitedReply): string {
  return a === 'ok' ? 'OK' : a === 'move' ? 'a move x,y' : 'the ABOUT line';
}
