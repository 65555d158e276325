/**
 * A Hex program through HTP, the GTP dialect of MoHex, Benzene and HexGui (core/protocol/htp/PROTOCOL.md):
 * `gtp:"mohex"`, `exec:` or `tcp:` to `arena serve --game hex`. Each game `boardsize`, the swap rule
 * when the program knows `param_game`, `clear_board`; each turn the moves it has not seen as
 * `play black|white CELL`, then `genmove`. `resign` is a resignation, `? …` a protocol error.
 */
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { GameStart, Player, PlayerFault, PlayerIdentity, TurnAnswer, TurnRequest } from '../../core/match/player.ts';
import { makeTiming } from '../../core/match/types.ts';
import { colorOfMove } from '../../core/hex/index.ts';
import { GtpResponseReader, type GtpResponse } from '../../core/protocol/gtp/framing.ts';
import { htpAllowSwap, htpBoardsize, htpClearBoard, htpGenmove, htpPlay, readEmptyAnswer, readGenmoveAnswer } from '../../core/protocol/htp/host.ts';
import type { Transport } from '../transports/transport.ts';
import { LinkedPlayer } from './linked-player.ts';
import { asciiBytes, exchange, isFault, latin1, requestWithin } from './link.ts';
import type { PlayerKind } from '../../core/match/player.ts';

type Reply = { readonly response: GtpResponse; readonly timeMs: number };

export interface HtpPlayerOptions {
  readonly name?: string;
  readonly kind?: PlayerKind;
  /** For commands other than genmove (start-up included). Default 15 s. */
  readonly commandTimeoutMs?: number;
  readonly quietMs?: number;
}

export class HtpPlayer extends LinkedPlayer<Reply> implements Player<'hex'> {
  readonly game = 'hex' as const;
  private reader = new GtpResponseReader();
  private about: string | null = null;
  private size = 11;
  /** Moves of this game the program has been told or has chosen. */
  private known = 0;
  private received = 0;

  constructor(
    transport: Transport,
    private readonly options: HtpPlayerOptions = {},
  ) {
    super(transport);
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

  async newGame(start: GameStart): Promise<void> {
    if (start.settings.game !== 'hex') throw new RangeError('an HTP player plays Hex only');
    this.size = start.settings.size;
    this.known = 0;
    await this.resync(this.options.quietMs);
    await this.expectEmpty(htpBoardsize(this.size));
    const known = await this.command('known_command param_game');
    const swap = start.settings.swap === 'on';
    // A program without param_game plays without the swap rule, which is all it can be asked for then.
    if (known.ok && known.text.trim() === 'true') await this.expectEmpty(htpAllowSwap(swap));
    else if (swap) throw this.fault('the program has no param_game, so it cannot be told the swap rule is on');
    await this.expectEmpty(htpClearBoard());
  }

  async play(request: TurnRequest<'hex'>): Promise<TurnAnswer<'hex'>> {
    const faultAnswer = (f: PlayerFault): TurnAnswer<'hex'> => ({ kind: 'fault', fault: f, timing: null });
    if (this.link.fault) return faultAnswer(this.link.fault);
    try {
      for (let i = this.known; i < request.moves.length; i++) {
        const line = htpPlay(colorOfMove(i), request.moves[i]!);
        const r = await this.command(line);
        if (!r.ok) return faultAnswer({ kind: 'protocol-error', bytes: `? ${r.text}`, position: i, unit: 'move', message: `the program refused move ${i + 1} (${line}): ${r.text}` });
      }
    } catch (e) {
      if (e instanceof PlayerFaultError) return faultAnswer(e.fault);
      throw e;
    }
    this.known = request.moves.length;
    return this.genmove(request.moves.length);
  }

  private async genmove(ply: number): Promise<TurnAnswer<'hex'>> {
    const text = `${htpGenmove(colorOfMove(ply))}\n`;
    const bytes = asciiBytes(text);
    this.events.emit({ kind: 'sent', text });
    const receivedBefore = this.received;
    const asked = await exchange(this.link, this.reply, bytes);
    if (isFault(asked)) return { kind: 'fault', fault: asked, timing: null };
    const { reply: got, t0 } = asked;
    const timing = makeTiming(Math.max(0, got.timeMs - t0), this.received - receivedBefore, bytes.length, this.transport.baudRate);
    const answer = readGenmoveAnswer(got.response, this.size);
    switch (answer.kind) {
      case 'move':
        this.known = ply + 1;
        return { kind: 'move', move: answer.move, text: answer.text, timing };
      case 'resign':
        return { kind: 'fault', fault: { kind: 'resigned', detail: 'the program resigned' }, timing };
      case 'error':
        return got.response.ok
          ? { kind: 'fault', fault: { kind: 'malformed-code', bytes: answer.text, index: -1, message: answer.message }, timing }
          : { kind: 'fault', fault: { kind: 'protocol-error', bytes: `? ${answer.text}`, position: ply, unit: 'move', message: answer.message }, timing };
    }
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
    if (!this.link.fault && this.transport.isOpen) await this.link.write(asciiBytes('quit\n')).catch(() => {});
    await this.closeLink();
  }

  private fault(message: string): PlayerFaultError {
    return new PlayerFaultError({ kind: 'protocol-error', bytes: '', position: 0, unit: 'line', message }, this.identity.name);
  }

  private async expectEmpty(line: string): Promise<void> {
    const r = readEmptyAnswer(line, await this.command(line));
    if (!r.ok) throw this.fault(r.message);
  }

  /** One command and its response; faults and timeouts throw PlayerFaultError. */
  private async command(line: string): Promise<GtpResponse> {
    this.events.emit({ kind: 'sent', text: line });
    const limit = this.options.commandTimeoutMs ?? 15_000;
    const got = await requestWithin(this.link, this.reply, asciiBytes(line + '\n'), limit, this.identity.name);
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
      else this.reply.settle({ response: item.response, timeMs });
    }
  }
}
