/**
 * Pentobi (or any Blokus GTP engine with Pentobi's notation) through GTP: `pentobi-gtp --game duo`.
 * Each game `clear_board`; each turn the opponent's moves it has not seen as `play b|w CELLS`
 * (passes are not sent: Pentobi needs no pass to know whose turn it is, as the colour is named),
 * then `genmove b|w`. `= pass` is a pass, `= resign` a resignation, `? …` a protocol error.
 * Every command carries a GTP id and only the response with that id answers it, so a response
 * that comes after its command was abandoned (a genmove past the limit) is dropped, not read as
 * the answer to the next command: the engine resynchronises by protocol, in any game.
 */
import type { MoveCode } from '../../core/blokus/codec.ts';
import type { StartSquare } from '../../core/blokus/position.ts';
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { GameStart, Player, PlayerFault, PlayerIdentity, TurnAnswer, TurnRequest } from '../../core/match/player.ts';
import { makeTiming } from '../../core/match/types.ts';
import type { Transport } from '../transports/transport.ts';
import { LinkedPlayer } from './linked-player.ts';
import { GtpResponseReader, type GtpResponse } from '../../core/protocol/gtp/framing.ts';
import { asciiBytes, exchange, isFault, latin1, requestWithin } from './link.ts';
import { fromPentobi, toPentobi } from '../../core/protocol/gtp/pentobi-notation.ts';

const COLOUR = ['b', 'w'] as const;

type Reply = { readonly response: GtpResponse; readonly timeMs: number };

export interface GtpPlayerOptions {
  readonly name?: string;
  /** For commands other than genmove. Default 15 s (Pentobi loads its opening book at start). */
  readonly commandTimeoutMs?: number;
  /** Silence required before a game that follows a fault. Default QUIET_MS (80 ms). */
  readonly quietMs?: number;
}

export class GtpPlayer extends LinkedPlayer<Reply> implements Player<'blokus'> {
  readonly game = 'blokus' as const;
  private reader = new GtpResponseReader();
  private about: string | null = null;
  private start: StartSquare = '5';
  private known = 0;
  private received = 0;
  private nextId = 1;
  /** The id of the command whose response is awaited. */
  private awaitedId: number | null = null;

  constructor(
    transport: Transport,
    private readonly options: GtpPlayerOptions = {},
  ) {
    super(transport);
  }

  get identity(): PlayerIdentity {
    return { name: this.options.name ?? this.about ?? this.transport.description, kind: 'engine', description: this.transport.description, teamCode: null, about: this.about };
  }

  async open(): Promise<void> {
    await this.openLink();
    const name = await this.command('name');
    const version = await this.command('version');
    this.about = `${name.text}${version.ok && version.text ? ` ${version.text}` : ''}`;
  }

  async newGame(start: GameStart): Promise<void> {
    if (start.settings.game !== 'blokus') throw new RangeError('a GTP player plays Blokus only');
    this.start = start.settings.firstMoverStart;
    this.known = 0;
    await this.resync(this.options.quietMs);
    const r = await this.command('clear_board');
    if (!r.ok) throw this.fault(`clear_board failed: ${r.text}`);
  }

  async play(request: TurnRequest<'blokus'>): Promise<TurnAnswer<'blokus'>> {
    const faultAnswer = (f: PlayerFault): TurnAnswer<'blokus'> => ({ kind: 'fault', fault: f, timing: null });
    if (this.link.fault) return faultAnswer(this.link.fault);
    try {
      for (let i = this.known; i < request.moves.length; i++) {
        const move = request.moves[i] as MoveCode;
        if (move.kind === 'pass') continue;
        const r = await this.command(`play ${COLOUR[i % 2]} ${toPentobi(move, this.start)}`);
        if (!r.ok) return faultAnswer({ kind: 'protocol-error', bytes: `? ${r.text}`, position: i + 1, unit: 'move', message: 'the engine refused this move' });
      }
    } catch (e) {
      if (e instanceof PlayerFaultError) return faultAnswer(e.fault);
      throw e;
    }
    const text = this.numbered(`genmove ${COLOUR[request.side]}`);
    const bytes = asciiBytes(text);
    this.events.emit({ kind: 'sent', text });
    const receivedBefore = this.received;
    const asked = await exchange(this.link, this.reply, bytes);
    if (isFault(asked)) return faultAnswer(asked);
    const { reply: got, t0 } = asked;
    const timing = makeTiming(Math.max(0, got.timeMs - t0), this.received - receivedBefore, bytes.length, this.transport.baudRate);
    const r = got.response;
    const raw = r.text;
    if (!r.ok) return { kind: 'fault', fault: { kind: 'protocol-error', bytes: `? ${raw}`, position: request.moves.length + 1, unit: 'move', message: 'genmove failed' }, timing };
    if (raw.toLowerCase() === 'resign') return { kind: 'fault', fault: { kind: 'resigned', detail: 'the engine resigned' }, timing };
    const move = fromPentobi(raw, this.start);
    if (!move) {
      return { kind: 'fault', fault: { kind: 'malformed-code', bytes: raw, index: -1, message: 'not a Blokus Duo move in Pentobi notation' }, timing };
    }
    this.known = request.moves.length + 1;
    return { kind: 'move', move, text: raw, timing };
  }

  cancel(): void {
    this.abandonReply();
  }

  protected forgetInput(): void {
    this.reader = new GtpResponseReader();
  }

  async endGame(): Promise<void> {
    this.cancel();
  }

  async close(): Promise<void> {
    this.cancel();
    if (!this.link.fault && this.transport.isOpen) await this.link.write(asciiBytes('quit\n'));
    await this.closeLink();
  }

  private fault(message: string): PlayerFaultError {
    return new PlayerFaultError({ kind: 'protocol-error', bytes: '', position: 0, unit: 'line', message }, this.identity.name);
  }

  /** The command line with a fresh id, which its response must carry. */
  private numbered(line: string): string {
    this.awaitedId = this.nextId++;
    return `${this.awaitedId} ${line}\n`;
  }

  /** One command and its response; faults and timeouts throw PlayerFaultError. */
  private async command(line: string): Promise<GtpResponse> {
    const text = this.numbered(line);
    this.events.emit({ kind: 'sent', text });
    const limit = this.options.commandTimeoutMs ?? 15_000;
    const got = await requestWithin(this.link, this.reply, asciiBytes(text), limit, this.identity.name);
    if (got === 'timeout') {
      this.dirty = true;
      throw this.fault(`no response to ${JSON.stringify(line)} within ${limit} ms`);
    }
    return got.response;
  }

  protected onData(bytes: Uint8Array, timeMs: number): void {
    this.received += bytes.length;
    const text = latin1(bytes);
    this.events.emit({ kind: 'received', text });
    for (const item of this.reader.push(text)) {
      if (item.kind === 'garbage') this.events.emit({ kind: 'log', text: item.line });
      else if (item.response.id === this.awaitedId) this.reply.settle({ response: item.response, timeMs });
      else this.events.emit({ kind: 'log', text: `dropped a response to abandoned command ${item.response.id ?? '(no id)'}: ${item.response.text}` });
    }
  }
}
