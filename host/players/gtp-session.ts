/**
 * The GTP session both GTP players share (core/protocol/gtp/PROTOCOL.md): `name`/`version` at open,
 * one command at a time with its response, the timed genmove exchange, `quit` at close and the
 * response reader. Pentobi (GtpPlayer) numbers its commands so that a late response to an abandoned
 * command is dropped, not read as the next answer; HTP programs (HtpPlayer) are sent plain lines,
 * since some answer without echoing an id. Take-back is `clear_board` and a replay on the next turn.
 * Subclasses speak the game: newGame, play and how `clear_board` is checked.
 */
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { PlayerFault, PlayerIdentity, PlayerKind } from '../../core/match/player.ts';
import { makeTiming, type MoveTiming } from '../../core/match/types.ts';
import { GtpResponseReader, type GtpResponse } from '../../core/protocol/gtp/framing.ts';
import { engineInfoFromLines } from '../../core/protocol/engine-info.ts';
import type { Transport } from '../transports/transport.ts';
import { asciiBytes, exchange, isFault, latin1, requestWithin } from './link.ts';
import { LinkedPlayer } from './linked-player.ts';

export type GtpReply = { readonly response: GtpResponse; readonly timeMs: number };

export interface GtpSessionOptions {
  readonly name?: string;
  readonly kind?: PlayerKind;
  /** For commands other than genmove (start-up included). Default 15 s (Pentobi loads its opening book at start). */
  readonly commandTimeoutMs?: number;
  /** Silence required before a game that follows a fault. Default QUIET_MS (80 ms). */
  readonly quietMs?: number;
  /**
   * The program's stderr lines (ExecTransport.onStderr), read for its search log after each
   * genmove (core/protocol/engine-info.ts; Pentobi logs `Val …, Sim …` / `Nds …` / `Dp …` there).
   */
  readonly stderr?: (listener: (line: string) => void) => { dispose(): void };
}

/** Stderr lines kept per genmove: the log of one search is a few lines; a chatty program is cut. */
const MAX_LOG_LINES = 64;

export abstract class GtpSession extends LinkedPlayer<GtpReply> {
  private reader = new GtpResponseReader();
  private about: string | null = null;
  /** Moves of this game the program has been told or has chosen. */
  protected known = 0;
  private received = 0;
  private nextId = 1;
  /** The id of the numbered command whose response is awaited (null: any response answers). */
  private awaitedId: number | null = null;
  /** Stderr lines since the current genmove was sent. */
  private log: string[] = [];
  /** A take-back happened: the next turn clears the program's board and replays the game. */
  private replay = false;

  constructor(
    transport: Transport,
    protected readonly options: GtpSessionOptions,
    /** Whether commands carry ids that responses must echo. */
    private readonly numbered: boolean,
  ) {
    super(transport);
    options.stderr?.((line) => {
      if (this.log.push(line) > MAX_LOG_LINES) this.log.shift();
    });
  }

  get identity(): PlayerIdentity {
    return { name: this.options.name ?? this.about ?? this.transport.description, kind: this.options.kind ?? 'engine', description: this.transport.description, teamCode: null, about: this.about };
  }

  async open(): Promise<void> {
    await this.openLink();
    const name = await this.command('name');
    const version = await this.command('version');
    this.about = `${name.text}${version.ok && version.text ? ` ${version.text}` : ''}`;
  }

  cancel(): void {
    this.abandonReply();
  }

  /**
   * `clear_board` and replay on the next turn: simpler and surer than counting `undo`s (GTP: over
   * passes that were never sent; HTP: `undo` is not in every program).
   */
  async takeBack(_plies: number): Promise<void> {
    this.replay = true;
  }

  /** The program's board starts afresh, so every move of the game is to be sent again. */
  protected async clearBoard(): Promise<void> {
    this.known = 0;
    this.replay = false;
    await this.sendClearBoard();
  }

  /** `clear_board` and its answer, checked in the dialect's words. */
  protected abstract sendClearBoard(): Promise<void>;

  /** Before a turn's moves are sent: start over if a take-back is pending. */
  protected async replayIfTakenBack(): Promise<void> {
    if (this.replay) await this.clearBoard();
  }

  protected forgetInput(): void {
    this.reader = new GtpResponseReader();
  }

  async endGame(): Promise<void> {
    this.cancel();
  }

  async close(): Promise<void> {
    this.cancel();
    if (!this.link.fault && this.transport.isOpen) await this.link.write(asciiBytes('quit\n')).catch(() => {});
    await this.closeLink();
  }

  protected fault(message: string): PlayerFaultError {
    return new PlayerFaultError({ kind: 'protocol-error', bytes: '', position: 0, unit: 'line', message }, this.identity.name);
  }

  /** The line as sent: with a fresh id when numbered. */
  private framed(line: string): string {
    if (!this.numbered) return `${line}\n`;
    this.awaitedId = this.nextId++;
    return `${this.awaitedId} ${line}\n`;
  }

  /** One command and its response; faults and timeouts throw PlayerFaultError. */
  protected async command(line: string): Promise<GtpResponse> {
    const text = this.framed(line);
    this.events.emit({ kind: 'sent', text });
    const limit = this.options.commandTimeoutMs ?? 15_000;
    const got = await requestWithin(this.link, this.reply, asciiBytes(text), limit, this.identity.name);
    if (got === 'timeout') {
      this.dirty = true;
      throw this.fault(`no response to ${JSON.stringify(line)} within ${limit} ms`);
    }
    return got.response;
  }

  /** The genmove exchange, under the match's clock (no timeout of its own): the response and its timing. */
  protected async askMove(line: string): Promise<{ readonly response: GtpResponse; readonly timing: MoveTiming } | PlayerFault> {
    const text = this.framed(line);
    const bytes = asciiBytes(text);
    this.events.emit({ kind: 'sent', text });
    const receivedBefore = this.received;
    this.log = [];
    const asked = await exchange(this.link, this.reply, bytes);
    if (isFault(asked)) return asked;
    const { reply: got, t0 } = asked;
    const timing = makeTiming(Math.max(0, got.timeMs - t0), this.received - receivedBefore, bytes.length, this.transport.baudRate);
    // stderr and stdout are separate pipes: a log written before the response can be read after it
    // in the same poll. One event-loop turn lets it in (microseconds, far inside the timer's grace);
    // a log written after the response is still missed.
    if (this.options.stderr) await new Promise((r) => setImmediate(r));
    const engine = engineInfoFromLines(this.log);
    return { response: got.response, timing: engine ? { ...timing, engine } : timing };
  }

  protected onData(bytes: Uint8Array, timeMs: number): void {
    this.received += bytes.length;
    const text = latin1(bytes);
    this.events.emit({ kind: 'received', text });
    for (const item of this.reader.push(text)) {
      if (item.kind === 'garbage') this.events.emit({ kind: 'log', text: item.line });
      else if (this.awaitedId === null || item.response.id === this.awaitedId) this.reply.settle({ response: item.response, timeMs });
      else this.events.emit({ kind: 'log', text: `dropped a response to abandoned command ${item.response.id ?? '(no id)'}: ${item.response.text}` });
    }
  }
}
