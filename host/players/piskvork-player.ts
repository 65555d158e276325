/**
 * A Gomocup brain or the wujian100 board over the Piskvork protocol (shared/DESIGN.md §5), over
 * any transport: a child's stdio (`piskvork:"cmd"`), serial, TCP, an emulated board.
 * Each game: `START n` → `OK`, `INFO rule`, `INFO timeout_turn`; each turn `BEGIN`, `TURN x,y`
 * when the brain knows every earlier stone, else a `BOARD` block. `MESSAGE cycles=…` before a
 * move gives the core's predicted time (`clock_hz`, default 20 MHz, the wujian100 clock).
 * After a fault (a timeout, a line that is not the awaited reply) the next game first waits for
 * the brain to fall silent and drops what it sent meanwhile, so a late move cannot answer START.
 */
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { GameStart, Player, PlayerFault, PlayerIdentity, PlayerKind, TurnAnswer, TurnRequest } from '../../core/match/player.ts';
import { makeTiming, type MoveTiming } from '../../core/match/types.ts';
import { engineInfoFromLines } from '../../core/protocol/engine-info.ts';
import type { Point } from '../../core/gomoku/position.ts';
import { PiskvorkManager, boardStonesFor, formatPoint, type ManagerEvent, type PiskvorkCommand } from '../../core/protocol/piskvork/index.ts';
import type { Transport } from '../transports/transport.ts';
import { LinkedPlayer } from './linked-player.ts';
import { asciiBytes, exchange, isFault, requestWithin } from './link.ts';

export const WUJIAN100_CLOCK_HZ = 20_000_000;

export interface PiskvorkPlayerOptions {
  readonly name?: string;
  readonly kind?: PlayerKind;
  /** For `ABOUT` and `START` → `OK`. Default 15 s (engines start up and load their tables). */
  readonly setupTimeoutMs?: number;
  /** Silence required before a game that follows a fault. Default QUIET_MS (80 ms). */
  readonly quietMs?: number;
}

type Reply = { readonly event: Extract<ManagerEvent, { kind: 'ok' | 'move' | 'about' | 'refused' | 'error' }>; readonly timeMs: number };

const MAX_MESSAGES = 64;

export class PiskvorkPlayer extends LinkedPlayer<Reply> implements Player<'gomoku'> {
  readonly game = 'gomoku' as const;
  private manager = new PiskvorkManager();
  /** Moves of the current game the brain has seen (its own included). */
  private known = 0;
  private about: string | null = null;
  private received = 0;
  /** The `MESSAGE` lines since the current turn was asked (the last MAX_MESSAGES of a chatty brain). */
  private messages: string[] = [];
  /** Move replies abandoned (timed out) that the brain may still send: each is dropped when it comes. */
  private owed = 0;
  /** A move line that came when none was asked for and none was owed: it costs the next turn. */
  private unrequested: { readonly text: string; readonly lineNumber: number } | null = null;

  constructor(
    transport: Transport,
    private readonly options: PiskvorkPlayerOptions = {},
  ) {
    super(transport);
  }

  get identity(): PlayerIdentity {
    return { name: this.options.name ?? this.transport.description, kind: this.options.kind ?? 'engine', description: this.transport.description, teamCode: null, about: this.about };
  }

  async open(): Promise<void> {
    await this.openLink();
    const r = await this.setupCommand({ kind: 'about' }, 'ABOUT');
    if (r.event.kind === 'about') this.about = r.event.text;
  }

  async newGame(start: GameStart): Promise<void> {
    if (start.settings.game !== 'gomoku') throw new RangeError('a Piskvork player plays Gomoku only');
    this.known = 0;
    await this.resync(this.options.quietMs);
    this.unrequested = null;
    const r = await this.setupCommand({ kind: 'start', size: start.settings.size }, 'START');
    if (r.event.kind !== 'ok') {
      this.dirty = true;
      throw this.setupFault(`START ${start.settings.size} was answered ${describeEvent(r.event)}`);
    }
    await this.send({ kind: 'info', key: 'rule', value: start.settings.rule === 'standard' ? '1' : '0' });
    if (start.timeLimitMs > 0) await this.send({ kind: 'info', key: 'timeout_turn', value: String(start.timeLimitMs) });
  }

  /** Gomocup has no undo, but `BOARD` sets up any position: the next turn sends the whole board. */
  async takeBack(_plies: number): Promise<void> {
    this.known = -2; // no move count matches: the next request goes out as BOARD
  }

  async play(request: TurnRequest<'gomoku'>): Promise<TurnAnswer<'gomoku'>> {
    const fault = (f: PlayerFault, timing: TurnAnswer<'gomoku'>['timing'] = null): TurnAnswer<'gomoku'> => ({ kind: 'fault', fault: f, timing });
    if (this.link.fault) return fault(this.link.fault);
    if (this.unrequested) {
      const u = this.unrequested;
      return fault({ kind: 'protocol-error', bytes: u.text, position: u.lineNumber, unit: 'line', message: 'a move that was not asked for (a player answers only when asked)' });
    }
    const moves = request.moves;
    const cmd: PiskvorkCommand =
      moves.length === 0 ? { kind: 'begin' } : moves.length === this.known + 1 ? { kind: 'turn', move: moves[moves.length - 1] as Point } : { kind: 'board', stones: boardStonesFor(moves) };
    const text = this.manager.command(cmd);
    const bytes = asciiBytes(text);
    this.events.emit({ kind: 'sent', text });
    const receivedBefore = this.received;
    this.messages = [];
    const asked = await exchange(this.link, this.reply, bytes);
    if (isFault(asked)) return fault(asked);
    const { reply: got, t0 } = asked;
    const ev = got.event;
    let predicted: number | null = null;
    if (ev.kind === 'move' && ev.cycles) predicted = (ev.cycles.cycles / (ev.cycles.fields['clock_hz'] ?? WUJIAN100_CLOCK_HZ)) * 1000;
    const timing = makeTiming(Math.max(0, got.timeMs - t0), this.received - receivedBefore, bytes.length, this.transport.baudRate, predicted);
    if (ev.kind !== 'move') {
      this.manager.cancelAwaited();
      this.dirty = true;
      const position = ev.kind === 'error' ? ev.error.lineNumber : ev.lineNumber;
      const bytesText = ev.kind === 'error' ? ev.error.excerpt : ev.kind === 'refused' ? `${ev.reply.toUpperCase()} ${ev.text}` : '';
      return fault({ kind: 'protocol-error', bytes: bytesText, position, unit: 'line', message: `expected a move x,y, got ${describeEvent(ev)}` }, timing);
    }
    this.known = moves.length + 1;
    return { kind: 'move', move: ev.move, text: formatPoint(ev.move), timing: this.withEngineInfo(timing) };
  }

  /** The move's `MESSAGE` lines (a cycle report, a brain's `depth=… eval=…`) as engine info. */
  private withEngineInfo(timing: MoveTiming): MoveTiming {
    const engine = engineInfoFromLines(this.messages);
    return engine ? { ...timing, engine } : timing;
  }

  cancel(): void {
    if (this.manager.awaiting.length) this.dirty = true;
    this.owed += this.manager.awaiting.filter((a) => a === 'move').length;
    this.abandonReply();
    this.manager.cancelAwaited();
  }

  protected forgetInput(dropped: number): void {
    this.manager = new PiskvorkManager(); // drops a half-read line with the awaited replies
    // What came during the quiet wait paid what it owed; a brain still thinking pays later, and
    // its late move is then recognised and dropped (unaskedMove).
    if (dropped > 0) this.owed = 0;
  }

  async endGame(): Promise<void> {
    this.cancel();
  }

  async close(): Promise<void> {
    this.cancel();
    if (!this.link.fault && this.transport.isOpen) await this.send({ kind: 'end' });
    await this.closeLink();
  }

  private async send(cmd: PiskvorkCommand): Promise<void> {
    const text = this.manager.command(cmd);
    this.events.emit({ kind: 'sent', text });
    const w = await this.link.write(asciiBytes(text));
    if (isFault(w)) throw new PlayerFaultError(w, this.identity.name);
  }

  private async setupCommand(cmd: PiskvorkCommand, what: string): Promise<Reply> {
    const text = this.manager.command(cmd);
    this.events.emit({ kind: 'sent', text });
    const limit = this.options.setupTimeoutMs ?? 15_000;
    const got = await requestWithin(this.link, this.reply, asciiBytes(text), limit, this.identity.name);
    if (got === 'timeout') {
      this.cancel();
      this.dirty = true;
      throw this.setupFault(`no reply to ${what} within ${limit} ms`);
    }
    return got;
  }

  private setupFault(message: string): PlayerFaultError {
    return new PlayerFaultError({ kind: 'protocol-error', bytes: '', position: 0, unit: 'line', message }, this.identity.name);
  }

  /** A move line nobody asked for: the late answer to an abandoned turn, or a protocol error. */
  private unaskedMove(move: Point, lineNumber: number): void {
    const text = formatPoint(move);
    if (this.owed > 0) {
      this.owed--;
      this.events.emit({ kind: 'log', text: `dropped the late move ${text} (line ${lineNumber}): its turn was already lost on time` });
      return;
    }
    this.unrequested ??= { text, lineNumber };
    this.dirty = true;
  }

  protected onData(bytes: Uint8Array, timeMs: number): void {
    this.received += bytes.length;
    for (const ev of this.manager.push(bytes)) {
      if (ev.kind === 'message' || ev.kind === 'debug') {
        if (ev.kind === 'message' && this.messages.push(ev.text) > MAX_MESSAGES) this.messages.shift();
        this.events.emit({ kind: 'log', text: `${ev.kind.toUpperCase()} ${ev.text}` });
        continue;
      }
      this.events.emit({ kind: 'received', text: ev.kind === 'error' ? ev.error.excerpt : JSON.stringify(ev) });
      if (ev.kind === 'refused' && ev.answers === null) continue; // an unasked UNKNOWN (to INFO): harmless
      if (ev.kind === 'error' && ev.move) this.unaskedMove(ev.move, ev.error.lineNumber);
      else if (this.reply.waiting) this.reply.settle({ event: ev, timeMs });
    }
  }
}

function describeEvent(ev: Reply['event']): string {
  switch (ev.kind) {
    case 'ok':
      return 'OK';
    case 'move':
      return `a move ${ev.move.x},${ev.move.y}`;
    case 'about':
      return `ABOUT ${ev.text}`;
    case 'refused':
      return `${ev.reply.toUpperCase()} ${ev.text}`;
    case 'error':
      return ev.error.message;
  }
}
