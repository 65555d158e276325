// The match runner's workbench controls against real players: pause / step / pacing between
// turns of two emulators (measured move times stay the players' own), a take-back between a
// person and an emulator (both the Piskvork BOARD resend and the HTP clear_board replay), and a
// loss on game time recorded in the journal. Timers here are generous (hundreds of ms of slack)
// so a loaded 2-core box only makes the tests slower, not wrong.
import { beforeAll, describe, it, expect } from 'vitest';
import { performance } from 'node:perf_hooks';
import { playGame } from '../../../host/match/run-game.ts';
import { Pacer } from '../../../host/match/pacing.ts';
import { TakeBackChannel } from '../../../host/match/take-back.ts';
import { readRecord } from '../../../host/records/reader.ts';
import { HumanPlayer } from '../../../core/match/human-player.ts';
import type { GameKind, GameSettings, Side } from '../../../core/match/types.ts';
import { useHarness } from './harness.ts';
import { pentobiSpec } from '../../../host/lab/contender.ts';
import { opponentsBin, opponentsPresent } from '../../support/opponents.ts';

const { open, tempDir } = useHarness();
const GOMOKU: GameSettings = { game: 'gomoku', size: 15, rule: 'freestyle' };
const HEX: GameSettings = { game: 'hex', size: 5, swap: 'off' };
const BLOKUS: GameSettings = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, test: () => boolean, ms = 20_000): Promise<void> {
  const end = performance.now() + ms;
  while (!test()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('pause, step and pacing between turns', () => {
  it('holds a machine game while paused, lets exactly one move through per step, and spaces moves without charging them', async () => {
    const a = await open('gomoku', 'emu:depth=1');
    const b = await open('gomoku', 'emu:depth=1');
    const pacer = new Pacer(() => performance.now());
    pacer.pause();
    const moveTimes: number[] = [];
    const walls: number[] = [];
    let stopAfter = Infinity;
    const game = playGame([a, b], {
      settings: GOMOKU,
      timeLimitMs: 5000,
      recordDir: null,
      pacer,
      onMove: (played, ply) => {
        moveTimes.push(performance.now());
        walls.push(played.timing?.wallMs ?? NaN);
        if (ply + 1 >= stopAfter) pacer.pause();
      },
    });
    await sleep(300);
    expect(moveTimes).toHaveLength(0);
    pacer.step();
    await until('the stepped move', () => moveTimes.length === 1);
    await sleep(300);
    expect(moveTimes).toHaveLength(1);
    pacer.step();
    pacer.step();
    await until('two stepped moves', () => moveTimes.length === 3);
    await sleep(200);
    expect(moveTimes).toHaveLength(3);

    pacer.setMinInterval(250);
    stopAfter = 6;
    pacer.resume();
    await until('paced moves', () => moveTimes.length === 6);
    for (let i = 4; i < 6; i++) expect(moveTimes[i]! - moveTimes[i - 1]!).toBeGreaterThanOrEqual(245);
    // Pacing happens before the request: each measured move is far shorter than the interval.
    for (const w of walls) expect(w).toBeLessThan(200);
    expect(pacer.state).toEqual({ paused: true, minIntervalMs: 250 });

    pacer.setMinInterval(0);
    pacer.release();
    const outcome = await game;
    expect(outcome.verdict.kind).toBe('normal-end');
  }, 60_000);
});

/** A person on side `side` whose turns are answered by `answer(ply)` (undefined = leave it waiting). */
function person<G extends GameKind>(game: G, answer: (ply: number, h: HumanPlayer<G>) => void): HumanPlayer<G> {
  const h = new HumanPlayer(game, 'tester', () => performance.now());
  h.onEvent((ev) => {
    if (ev.kind === 'turn') queueMicrotask(() => answer(ev.ply, h));
  });
  return h;
}

describe('take-back between a person and an emulator', () => {
  it('Gomoku (Piskvork BOARD resend): the reply to the replayed position is the same, and the record keeps only the moves that stand', async () => {
    const dir = await tempDir();
    const emu = await open('gomoku', 'emu:depth=2');
    const takeBacks = new TakeBackChannel();
    const replies: string[] = [];
    const turns: number[] = [];
    let takenBack = 0;
    const human = person('gomoku', (ply, h) => {
      turns.push(ply);
      if (ply === 0) h.submitText('7,7');
      else if (ply === 2 && takenBack === 0) expect(takeBacks.request(2)).toBe(true);
      else if (ply === 2) h.resign();
    });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const timersBefore = timers();
    const outcome = await playGame([human, emu], {
      settings: GOMOKU,
      // A long move limit: the turn a take-back interrupts must not leave its timer running.
      timeLimitMs: 3_600_000,
      recordDir: dir,
      takeBacks,
      onMove: (played) => played.side === 1 && replies.push(played.text),
      onTakeBack: (plies, remaining) => {
        takenBack++;
        expect([plies, remaining]).toEqual([2, 0]);
      },
    });
    expect(turns).toEqual([0, 2, 0, 2]);
    // No timer left behind by the interrupted turn (one of the harness's may have ended meanwhile).
    expect(timers()).toBeLessThanOrEqual(timersBefore);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toBe(replies[0]);
    expect(outcome.verdict).toMatchObject({ kind: 'resigned', loser: 0 });
    expect(outcome.moves.map((m) => m.text)).toEqual(['7,7', replies[0]]);
    const record = await readRecord(outcome.recordFile!);
    expect(record.moves.map((m) => m.text)).toEqual(['7,7', replies[0]]);
    expect(record.summary?.moves.map((m) => m.text)).toEqual(['7,7', replies[0]]);
  }, 60_000);

  it('Hex (HTP clear_board and replay): after the take-back the program is sent a cleared board and the new move only', async () => {
    const emu = await open('hex', 'emu:uct=uct:playouts=200');
    const sent: string[] = [];
    emu.onEvent((ev) => ev.kind === 'sent' && sent.push(ev.text.trim()));
    const takeBacks = new TakeBackChannel();
    let takenBack = false;
    let mark = 0;
    const human = person('hex', (ply, h) => {
      if (ply === 0) h.submitText(takenBack ? 'a1' : 'c3');
      else if (ply === 2 && !takenBack) {
        takenBack = true;
        mark = sent.length;
        takeBacks.request(2);
      } else h.resign();
    });
    const outcome = await playGame([human, emu], { settings: HEX, timeLimitMs: 10_000, recordDir: null, takeBacks });
    expect(outcome.verdict).toMatchObject({ kind: 'resigned', loser: 0 });
    expect(outcome.moves.map((m) => m.text)[0]).toBe('a1');
    expect(outcome.moves).toHaveLength(2);
    expect(sent.slice(mark, mark + 3)).toEqual(['clear_board', 'play black a1', 'genmove white']);
  }, 60_000);
});

describe.skipIf(!opponentsPresent)('take-back against Pentobi (GTP, built by build-opponents.sh)', () => {
  beforeAll(() => void opponentsBin(), 120_000);
  it('clears the engine board and replays: the reply to a different first move is legal and comes after clear_board', async () => {
    const pentobi = await open('blokus', pentobiSpec(1));
    const sent: string[] = [];
    pentobi.onEvent((ev) => ev.kind === 'sent' && sent.push(ev.text.trim()));
    const takeBacks = new TakeBackChannel();
    let takenBack = false;
    let mark = 0;
    const human = person('blokus', (ply, h) => {
      if (ply === 0) h.submitText(takenBack ? '55a0' : '55b0');
      else if (ply === 2 && !takenBack) {
        takenBack = true;
        mark = sent.length;
        takeBacks.request(2);
      } else h.resign();
    });
    const outcome = await playGame([human, pentobi], { settings: BLOKUS, timeLimitMs: 30_000, recordDir: null, takeBacks });
    expect(outcome.verdict).toMatchObject({ kind: 'resigned', loser: 0 });
    expect(outcome.moves.map((m) => m.text)[0]).toBe('55a0');
    expect(outcome.moves).toHaveLength(2);
    const after = sent.slice(mark);
    expect(after.findIndex((l) => /clear_board$/.test(l))).toBe(0);
    expect(after.some((l) => /genmove/.test(l))).toBe(true);
  }, 60_000);
});

describe('per-game time control', () => {
  it('a person who runs out of game time loses on time, and the record carries the time control and the verdict', async () => {
    const dir = await tempDir();
    const emu = await open('gomoku', 'emu:depth=1');
    const human = person('gomoku', (ply, h) => {
      if (ply === 0) h.submitText('7,7'); // then leave the clock running
    });
    const clocks: (readonly [number, number] | null)[] = [];
    const sides: Side[] = [];
    const outcome = await playGame([human, emu], {
      settings: GOMOKU,
      timeLimitMs: 0,
      timeControl: { baseMs: 600, incrementMs: 100 },
      recordDir: dir,
      onTurn: (side, _limit, c) => {
        sides.push(side);
        clocks.push(c);
      },
    });
    expect(outcome.verdict).toMatchObject({ kind: 'timeout', loser: 0, clock: 'game' });
    expect(sides).toEqual([0, 1, 0]);
    expect(clocks[0]).toEqual([600, 600]);
    // The person's first move was charged and given the increment; what is left is what ran out.
    const left = clocks[2]![0];
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(700);
    expect(outcome.verdict.kind === 'timeout' && outcome.verdict.limitMs).toBe(left);
    const record = await readRecord(outcome.recordFile!);
    expect(record.start.timeControl).toEqual({ baseMs: 600, incrementMs: 100 });
    expect(record.summary?.timeControl).toEqual({ baseMs: 600, incrementMs: 100 });
    expect(record.verdict?.verdict).toMatchObject({ kind: 'timeout', clock: 'game', loser: 0 });
  }, 30_000);
});
