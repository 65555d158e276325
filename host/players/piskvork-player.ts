/**
 * A Gomocup brain or the wujian100 board over the Piskvork protocol (shared/DESIGN.md §5), over
 * any transport: a child's stdio (`piskvork:"cmd"`), serial, TCP, an emulated board.
 * Each game: `START n` → `OK`, `INFO rule`, `INFO timeout_turn`; each turn `BEGIN`, `TURN x,y`
 * when the brain knows every earlier stone, else a `BOARD` block. `MESSAGE cycles=…` before a
 * move gives the core's predicted time (`clock_hz`, default 20 MHz, the wujian100 clock).
 */
import { performance } from 'node:perf_hooks';
import { PlayerFaultError } from '../../core/match/errors.ts';
import { Listeners } from '../../core/match/listeners.ts';
import type { GameStart, Player, PlayerEvent, PlayerFault, PlayerIdentity, PlayerKind, TurnAnswer, TurnRequest, Unsubscribe } from '../../core/match/player.ts';
import { makeTiming } from '../../core/match/types.ts';
import type { Point } from '../../core/gomoku/position.ts';
import { PiskvorkManager, boardStonesFor, type ManagerEvent, type PiskvorkCommand } from '../../core/protocol/piskvork/index.ts';
import type { Transport } from '../transports/transport.ts';
import { Link, ReplySlot, isFault } from './link.ts';

export const WUJIAN100_CLOCK_HZ = 20_000_000;

export interface PiskvorkPlayerOptions {
  readonly name?: string;
  readonly kind?: PlayerKind;
  /** For `ABOUT` and `START` → `OK`. Default 15 s (engines start up and load their tables). */
  readonly setupTimeoutMs?: number;
}

type Reply = { readonly event: Extract<ManagerEvent, { kind: 'ok' | 'move' | 'about' | 'refused' | 'error' }>; readonly timeMs: number };

export class PiskvorkPlayer implements Player<'gomoku'> {
  readonly game = 'gomoku' as const;
  private readonly link: Link;
  private manager = new PiskvorkManager();
  private readonly reply = new ReplySlot<Reply>();
  private readonly events = new Listeners<PlayerEvent>();
  /** Moves of the current game the brain has seen (its own included). */
  private known = 0;
  private about: string | null = null;
  private received = 0;

  constructor(
    readonly transport: Transport,
    private readonly options: PiskvorkPlayerOptions = {},
  ) {
    this.link = new Link(transport);
    this.link.onFault((f) => this.reply.settle(f));
  }

  get identity(): PlayerIdentity {
    return { name: this.options.name ?? this.transport.description, kind: this.options.kind ?? 'engine', description: this.transport.description, teamCode: null, about: this.about };
  }

  async open(): Promise<void> {
    await this.link.open((bytes, timeMs) => this.onData(bytes, timeMs));
    const r = await this.setupCommand({ kind: 'about' }, 'ABOUT');
    if (r.event.kind === 'about') this.about = r.event.text;
  }

  async newGame(start: GameStart): Promise<void> {
    if (start.settings.game !== 'gomoku') throw new RangeError('a Piskvork player plays Gomoku only');
    this.known = 0;
    const r = await this.setupCommand({ kind: 'start', size: start.settings.size }, 'START');
    if (r.event.kind !== 'ok') throw this.setupFault(`START ${start.settings.size} was answered ${describeEvent(r.event)}`);
    await this.send({ kind: 'info', key: 'rule', value: start.settings.rule === 'standard' ? '1' : '0' });
    if (start.timeLimitMs > 0) await this.send({ kind: 'info', key: 'timeout_turn', value: String(start.timeLimitMs) });
  }

  async play(request: TurnRequest<'gomoku'>): Promise<TurnAnswer<'gomoku'>> {
    const fault = (f: PlayerFault, timing: TurnAnswer<'gomoku'>['timing'] = null): TurnAnswer<'gomoku'> => ({ kind: 'fault', fault: f, timing });
    if (this.link.fault) return fault(this.link.fault);
    const moves = request.moves;
    const cmd: PiskvorkCommand =
      moves.length === 0 ? { kind: 'begin' } : moves.length === this.known + 1 ? { kind: 'turn', move: moves[moves.length - 1] as Point } : { kind: 'board', stones: boardStonesFor(moves) };
    const text = this.manager.command(cmd);
    const bytes = asciiBytes(text);
    const waiting = this.reply.wait();
    this.events.emit({ kind: 'sent', text });
    const receivedBefore = this.received;
    const before = performance.now();
    let drained: number | null = null;
    const written = this.link.write(bytes).then((w) => {
      if (isFault(w)) this.reply.settle(w);
      else drained = w;
    });
    const got = await waiting;
    await written;
    if (isFault(got)) return fault(got);
    const t0 = drained !== null && drained <= got.timeMs ? drained : before;
    const ev = got.event;
    let predicted: number | null = null;
    if (ev.kind === 'move' && ev.cycles) predicted = (ev.cycles.cycles / (ev.cycles.fields['clock_hz'] ?? WUJIAN100_CLOCK_HZ)) * 1000;
    const timing = makeTiming(Math.max(0, got.timeMs - t0), this.received - receivedBefore, bytes.length, this.transport.baudRate, predicted);
    if (ev.kind !== 'move') {
      this.manager.cancelAwaited();
      const position = ev.kind === 'error' ? ev.error.lineNumber : ev.lineNumber;
      const bytesText = ev.kind === 'error' ? ev.error.excerpt : ev.kind === 'refused' ? `${ev.reply.toUpperCase()} ${ev.text}` : '';
      return fault({ kind: 'protocol-error', bytes: bytesText, position, message: `expected a move x,y, got ${describeEvent(ev)}` }, timing);
    }
    this.known = moves.length + 1;
    return { kind: 'move', move: ev.move, text: `${ev.move.x},${ev.move.y}`, timing };
  }

  cancel(): void {
    this.reply.drop();
    this.manager.cancelAwaited();
  }

  async endGame(): Promise<void> {
    this.cancel();
  }

  async close(): Promise<void> {
    this.cancel();
    if (!this.link.fault && this.transport.isOpen) await this.send({ kind: 'end' });
    await this.link.close();
    this.events.clear();
  }

  onEvent(listener: (event: PlayerEvent) => void): Unsubscribe {
    return this.events.add(listener);
  }

  private async send(cmd: PiskvorkCommand): Promise<void> {
    const text = this.manager.command(cmd);
    this.events.emit({ kind: 'sent', text });
    const w = await this.link.write(asciiBytes(text));
    if (isFault(w)) throw new PlayerFaultError(w, this.identity.name);
  }

  private async setupCommand(cmd: PiskvorkCommand, what: string): Promise<Reply> {
    const waiting = this.reply.wait();
    const text = this.manager.command(cmd);
    this.events.emit({ kind: 'sent', text });
    const w = await this.link.write(asciiBytes(text));
    if (isFault(w)) {
      this.reply.drop();
      throw new PlayerFaultError(w, this.identity.name);
    }
    const limit = this.options.setupTimeoutMs ?? 15_000;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), limit)));
    const got = await Promise.race([waiting, timeout]);
    clearTimeout(timer);
    if (got === 'timeout') {
      this.cancel();
      throw this.setupFault(`no reply to ${what} within ${limit} ms`);
    }
    if (isFault(got)) throw new PlayerFaultError(got, this.identity.name);
    return got;
  }

  private setupFault(message: string): PlayerFaultError {
    return new PlayerFaultError({ kind: 'protocol-error', bytes: '', position: 0, message }, this.identity.name);
  }

  private onData(bytes: Uint8Array, timeMs: number): void {
    this.received += bytes.length;
    for (const ev of this.manager.push(bytes)) {
      if (ev.kind === 'message' || ev.kind === 'debug') {
        this.events.emit({ kind: 'log', text: `${ev.kind.toUpperCase()} ${ev.text}` });
        continue;
      }
      this.events.emit({ kind: 'received', text: ev.kind === 'error' ? ev.error.excerpt : JSON.stringify(ev) });
      if (ev.kind === 'refused' && ev.answers === null) continue; // an unasked UNKNOWN (to INFO): harmless
      if (this.reply.waiting) this.reply.settle({ event: ev, timeMs });
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

function asciiBytes(text: string): Uint8Array {
  return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
}
