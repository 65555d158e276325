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
import type { GameStart, Player, PlayerFault, TurnAnswer, TurnRequest } from '../../core/match/player.ts';
import type { MoveTiming, Side } from '../../core/match/types.ts';
import { fromPentobi, toPentobi } from '../../core/protocol/gtp/pentobi-notation.ts';
import type { Transport } from '../transports/transport.ts';
import { GtpSession, type GtpSessionOptions } from './gtp-session.ts';
import { isFault } from './link.ts';

const COLOUR = ['b', 'w'] as const;

export type GtpPlayerOptions = GtpSessionOptions;

/** Pentobi logs its expected score (`Sco`) for Blue, the first mover: turned to the mover's view. */
function moverView(timing: MoveTiming, side: Side): MoveTiming {
  const e = timing.engine;
  if (side === 0 || e?.eval === undefined) return timing;
  return { ...timing, engine: { ...e, eval: -e.eval } };
}

export class GtpPlayer extends GtpSession implements Player<'blokus'> {
  readonly game = 'blokus' as const;
  private start: StartSquare = '5';

  constructor(transport: Transport, options: GtpPlayerOptions = {}) {
    super(transport, options, true);
  }

  async newGame(start: GameStart): Promise<void> {
    if (start.settings.game !== 'blokus') throw new RangeError('a GTP player plays Blokus only');
    this.start = start.settings.firstMoverStart;
    await this.resync(this.options.quietMs);
    await this.clearBoard();
  }

  protected async sendClearBoard(): Promise<void> {
    const r = await this.command('clear_board');
    if (!r.ok) throw this.fault(`clear_board failed: ${r.text}`);
  }

  async play(request: TurnRequest<'blokus'>): Promise<TurnAnswer<'blokus'>> {
    const faultAnswer = (f: PlayerFault): TurnAnswer<'blokus'> => ({ kind: 'fault', fault: f, timing: null });
    if (this.link.fault) return faultAnswer(this.link.fault);
    try {
      await this.replayIfTakenBack();
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
    const asked = await this.askMove(`genmove ${COLOUR[request.side]}`);
    if (isFault(asked)) return faultAnswer(asked);
    const { response: r, timing } = asked;
    const raw = r.text;
    if (!r.ok) return { kind: 'fault', fault: { kind: 'protocol-error', bytes: `? ${raw}`, position: request.moves.length + 1, unit: 'move', message: 'genmove failed' }, timing };
    if (raw.toLowerCase() === 'resign') return { kind: 'fault', fault: { kind: 'resigned', detail: 'the engine resigned' }, timing };
    const move = fromPentobi(raw, this.start);
    if (!move) {
      return { kind: 'fault', fault: { kind: 'malformed-code', bytes: raw, index: -1, message: 'not a Blokus Duo move in Pentobi notation' }, timing };
    }
    this.known = request.moves.length + 1;
    return { kind: 'move', move, text: raw, timing: moverView(timing, request.side) };
  }
}
