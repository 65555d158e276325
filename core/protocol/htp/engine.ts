/**
 * The engine side of HTP as a pure state machine over lines: feed it each command line, write what
 * it returns. It keeps the game on a {@link HexBoard}, so every `play` is judged by the rules, and
 * asks an injected move source for `genmove` (the protocol never depends on a search).
 */
import { DEFAULT_HEX_SETUP, HexBoard, MAX_SIZE, MIN_SIZE, formatHexMove, tryParseHexMove } from '../../hex/index.ts';
import type { HexMove } from '../../hex/index.ts';
import { formatHtpResponse, htpColorName, parseHtpColor, parseHtpCommand } from './command.ts';
import type { HtpCommand } from './command.ts';
import { showboard } from './showboard.ts';

export interface HtpEngineOptions {
  readonly name: string;
  readonly version: string;
  /** Choose a move for the side to move on `board` (never over). */
  genmove(board: HexBoard): HexMove;
  /** Start-up board size (11) and swap rule (off). */
  readonly size?: number;
  readonly swap?: boolean;
}

export interface HtpReply {
  /** The full response text (ends with the empty line), or null for a blank or comment line. */
  readonly text: string | null;
  /** True after `quit`: write the reply, then close. */
  readonly quit: boolean;
}

type Outcome = { readonly ok: boolean; readonly text: string; readonly quit?: boolean };
type Handler = (args: readonly string[]) => Outcome;

const ok = (text = ''): Outcome => ({ ok: true, text });
const fail = (text: string): Outcome => ({ ok: false, text });

export class HtpEngine {
  #board: HexBoard;
  readonly #options: HtpEngineOptions;
  readonly #handlers: ReadonlyMap<string, Handler>;

  constructor(options: HtpEngineOptions) {
    this.#options = options;
    this.#board = new HexBoard({ size: options.size ?? DEFAULT_HEX_SETUP.size, swap: options.swap ?? DEFAULT_HEX_SETUP.swap });
    this.#handlers = new Map<string, Handler>([
      ['protocol_version', () => ok('2')],
      ['name', () => ok(options.name)],
      ['version', () => ok(options.version)],
      ['known_command', (a) => ok(String(a[0] !== undefined && this.#handlers.has(a[0].toLowerCase())))],
      ['list_commands', () => ok([...this.#handlers.keys()].join('\n'))],
      ['boardsize', (a) => this.#boardsize(a)],
      ['clear_board', () => this.#reset(this.#board.size, this.#board.setup.swap)],
      ['param_game', (a) => this.#paramGame(a)],
      ['play', (a) => this.#play(a)],
      ['genmove', (a) => this.#genmove(a)],
      ['showboard', () => ok(`\n${showboard(this.#board)}`)],
      ['quit', () => ({ ok: true, text: '', quit: true })],
    ]);
  }

  /** The engine's game so far (read-only use). */
  get board(): HexBoard {
    return this.#board;
  }

  handle(line: string): HtpReply {
    const command = parseHtpCommand(line);
    if (command === null) return { text: null, quit: false };
    const outcome = this.#dispatch(command);
    return { text: formatHtpResponse(outcome.ok, command.id, outcome.text), quit: outcome.quit === true };
  }

  #dispatch(command: HtpCommand): Outcome {
    const handler = this.#handlers.get(command.name);
    if (!handler) return fail(command.name === '' ? 'missing command name' : `unknown command: ${command.name}`);
    return handler(command.args);
  }

  #reset(size: number, swap: boolean): Outcome {
    this.#board = new HexBoard({ size, swap });
    return ok();
  }

  /** `boardsize n` or, as Benzene accepts, `boardsize n n` (only square boards). */
  #boardsize(args: readonly string[]): Outcome {
    if (args.length < 1 || args.length > 2 || !args.every((a) => /^\d+$/.test(a))) return fail('syntax error: boardsize <n>');
    const [w, h = w] = args.map(Number) as [number, number?];
    if (w !== h) return fail('unacceptable size: only square boards');
    if (w < MIN_SIZE || w > MAX_SIZE) return fail(`unacceptable size: ${w} is outside ${MIN_SIZE}..${MAX_SIZE}`);
    return this.#reset(w, this.#board.setup.swap);
  }

  /** `param_game allow_swap 0|1` (Benzene's name for the swap rule) clears the board; no arguments lists it. */
  #paramGame(args: readonly string[]): Outcome {
    if (args.length === 0) return ok(`[bool] allow_swap ${this.#board.setup.swap ? 1 : 0}`);
    if (args[0] !== 'allow_swap' || (args[1] !== '0' && args[1] !== '1')) return fail('syntax error: param_game allow_swap 0|1');
    return this.#reset(this.#board.size, args[1] === '1');
  }

  #play(args: readonly string[]): Outcome {
    if (args.length !== 2) return fail('syntax error: play <color> <move>');
    const colour = parseHtpColor(args[0]!);
    if (colour === null) return fail(`invalid color: ${args[0]!}`);
    if (colour !== this.#board.toMove) return fail(`illegal move: it is ${htpColorName(this.#board.toMove)}'s turn, not ${htpColorName(colour)}'s`);
    const parsed = tryParseHexMove(args[1]!, this.#board.size);
    if (!parsed.ok) return fail(`invalid move: ${parsed.error.message}`);
    const verdict = this.#board.check(parsed.move);
    if (!verdict.ok) return fail(`illegal move: ${verdict.message}`);
    this.#board.play(parsed.move);
    return ok();
  }

  #genmove(args: readonly string[]): Outcome {
    if (args.length !== 1) return fail('syntax error: genmove <color>');
    const colour = parseHtpColor(args[0]!);
    if (colour === null) return fail(`invalid color: ${args[0]!}`);
    if (colour !== this.#board.toMove) return fail(`it is ${htpColorName(this.#board.toMove)}'s turn, not ${htpColorName(colour)}'s`);
    if (this.#board.isOver) return fail(`game over: ${htpColorName(this.#board.winner!)} has won`);
    const move = this.#options.genmove(this.#board);
    const verdict = this.#board.check(move);
    if (!verdict.ok) return fail(`engine error: it chose an illegal move: ${verdict.message}`);
    this.#board.play(move);
    return ok(formatHexMove(move));
  }
}
