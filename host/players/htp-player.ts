/**
 * A Hex program through HTP, the GTP dialect of MoHex, Benzene and HexGui (core/protocol/htp/PROTOCOL.md):
 * `gtp:"mohex"`, `exec:` or `tcp:` to `arena serve --game hex`. Each game `boardsize`, the swap rule
 * when the program knows `param_game`, `clear_board`; each turn the moves it has not seen as
 * `play black|white CELL`, then `genmove`. `resign` is a resignation, `? …` a protocol error.
 */
import { colorOfMove } from '../../core/hex/index.ts';
import { PlayerFaultError } from '../../core/match/errors.ts';
import type { GameStart, Player, PlayerFault, TurnAnswer, TurnRequest } from '../../core/match/player.ts';
import { htpAllowSwap, htpBoardsize, htpClearBoard, htpGenmove, htpPlay, readEmptyAnswer, readGenmoveAnswer } from '../../core/protocol/htp/host.ts';
import type { Transport } from '../transports/transport.ts';
import { GtpSession, type GtpSessionOptions } from './gtp-session.ts';
import { isFault } from './link.ts';

export type HtpPlayerOptions = GtpSessionOptions;

export class HtpPlayer extends GtpSession implements Player<'hex'> {
  readonly game = 'hex' as const;
  private size = 11;

  constructor(transport: Transport, options: HtpPlayerOptions = {}) {
    super(transport, options, false);
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
    await this.clearBoard();
  }

  protected async sendClearBoard(): Promise<void> {
    await this.expectEmpty(htpClearBoard());
  }

  async play(request: TurnRequest<'hex'>): Promise<TurnAnswer<'hex'>> {
    const faultAnswer = (f: PlayerFault): TurnAnswer<'hex'> => ({ kind: 'fault', fault: f, timing: null });
    if (this.link.fault) return faultAnswer(this.link.fault);
    try {
      await this.replayIfTakenBack();
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
    const asked = await this.askMove(htpGenmove(colorOfMove(ply)));
    if (isFault(asked)) return { kind: 'fault', fault: asked, timing: null };
    const { response, timing } = asked;
    const answer = readGenmoveAnswer(response, this.size);
    switch (answer.kind) {
      case 'move':
        this.known = ply + 1;
        return { kind: 'move', move: answer.move, text: answer.text, timing };
      case 'resign':
        return { kind: 'fault', fault: { kind: 'resigned', detail: 'the program resigned' }, timing };
      case 'error':
        return response.ok
          ? { kind: 'fault', fault: { kind: 'malformed-code', bytes: answer.text, index: -1, message: answer.message }, timing }
          : { kind: 'fault', fault: { kind: 'protocol-error', bytes: `? ${answer.text}`, position: ply, unit: 'move', message: answer.message }, timing };
    }
  }

  private async expectEmpty(line: string): Promise<void> {
    const r = readEmptyAnswer(line, await this.command(line));
    if (!r.ok) throw this.fault(r.message);
  }
}
