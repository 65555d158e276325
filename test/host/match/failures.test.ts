// What must not lose a record or crash the process: a player that throws (synchronously, or by
// rejecting after its time ran out), a transport error event while a game is being set up, and a
// record folder that becomes unusable in the middle of a series.
import { describe, it, expect } from 'vitest';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { IcfptPlayer } from '../../../host/players/icfpt-player.ts';
import { EmulatedBlokusBoard } from '../../../host/boards/emulated-blokus.ts';
import { playGame } from '../../../host/match/run-game.ts';
import { runSeries } from '../../../host/match/series.ts';
import { RecordWriteError } from '../../../host/match/errors.ts';
import { listRecords } from '../../../host/records/reader.ts';
import type { Player, PlayerEvent, TurnRequest } from '../../../core/match/player.ts';
import type { GameSettings } from '../../../core/match/types.ts';
import type { CloseCause, Disposable, Transport } from '../../../host/transports/transport.ts';
import { useHarness } from './harness.ts';

const SETTINGS: GameSettings = { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' };

const { cleanup, open, tempDir } = useHarness();
const emu = () => open('blokus', 'emu:depth=1');

type Overrides = Partial<Pick<Player<'blokus'>, 'newGame' | 'play' | 'endGame'>>;

/** `inner` under the name `faulty`, with some methods replaced. */
function wrap(inner: Player<'blokus'>, over: Overrides): Player<'blokus'> {
  return {
    game: 'blokus',
    get identity() {
      // A misbehaving program, held to the wall clock (an emulator would be judged by its prediction).
      return { ...inner.identity, name: 'faulty', kind: 'engine' as const };
    },
    open: () => inner.open(),
    newGame: over.newGame ?? ((start) => inner.newGame(start)),
    play: over.play ?? ((request) => inner.play(request)),
    cancel: () => inner.cancel(),
    endGame: over.endGame ?? (() => inner.endGame()),
    close: () => inner.close(),
    onEvent: (l: (e: PlayerEvent) => void) => inner.onEvent(l),
  };
}

/** An emulator whose `at`-th play (0-based) misbehaves as a buggy player would. */
function faultyPlay(inner: Player<'blokus'>, at: number, misbehave: () => ReturnType<Player<'blokus'>['play']>): Player<'blokus'> {
  let plays = 0;
  return wrap(inner, { play: (request: TurnRequest<'blokus'>) => (plays++ === at ? misbehave() : inner.play(request)) });
}

describe('a player that throws', () => {
  it('synchronously in play(): the game is aborted and recorded, the series stops naming the player', async () => {
    const dir = await tempDir();
    const a = await emu();
    const b = faultyPlay(await emu(), 2, () => {
      throw new TypeError('play blew up');
    });
    const r = await runSeries([{ player: a, spec: 'emu:depth=1' }, { player: b, spec: 'faulty' }], { settings: SETTINGS, games: 4, timeLimitMs: 5000, recordDir: dir });
    expect(r.games).toHaveLength(1);
    const v = r.games[0]!.verdict;
    expect(v.kind).toBe('aborted');
    expect(v.kind === 'aborted' && v.detail).toMatch(/faulty failed in play: play blew up/);
    expect(r.games[0]!.winner).toBeNull();
    expect(r.games[0]!.plies).toBe(5); // A's 3 moves and B's 2 before it threw
    expect(r.stopped).toMatch(/player B \(faulty\) failed: .*play blew up/);
    const records = await listRecords(dir);
    expect(records).toHaveLength(1);
    expect(records[0]!.record?.complete).toBe(true);
  }, 20_000);

  it('synchronously in newGame(): the game is aborted before any move, not a crash', async () => {
    const a = wrap(await emu(), {
      newGame: () => {
        throw new TypeError('newGame blew up');
      },
    });
    const b = await emu();
    const outcome = await playGame([a, b], { settings: SETTINGS, timeLimitMs: 5000, recordDir: null });
    expect(outcome.verdict.kind).toBe('aborted');
    expect(outcome.failure).toEqual({ side: 0, message: 'faulty failed in newGame: newGame blew up' });
    expect(outcome.moves).toHaveLength(0);
  });

  it('by rejecting after its time ran out: a timeout, and no unhandled rejection', async () => {
    const a = await emu();
    const b = faultyPlay(await emu(), 0, () => new Promise((_, reject) => setTimeout(() => reject(new TypeError('late bug')), 150)));
    const outcome = await playGame([a, b], { settings: SETTINGS, timeLimitMs: 100, recordDir: null });
    expect(outcome.verdict.kind).toBe('timeout');
    expect(outcome.winner).toBe(0);
    await new Promise((r) => setTimeout(r, 100)); // let the late rejection happen inside this test
  });
});

/** A transport that reports an error (without closing) on its first write, then works on. */
class ErrorOnFirstWrite implements Transport {
  private readonly errorListeners = new Set<(e: Error) => void>();
  private writes = 0;
  constructor(private readonly inner: Transport) {}
  get description() {
    return this.inner.description;
  }
  get baudRate() {
    return this.inner.baudRate;
  }
  get isOpen() {
    return this.inner.isOpen;
  }
  open() {
    return this.inner.open();
  }
  write(bytes: Uint8Array) {
    if (this.writes++ === 0) for (const l of this.errorListeners) l(new Error('framing error (parity)'));
    return this.inner.write(bytes);
  }
  close() {
    return this.inner.close();
  }
  onData(l: (bytes: Uint8Array, timeMs: number) => void): Disposable {
    return this.inner.onData(l);
  }
  onClose(l: (cause: CloseCause) => void): Disposable {
    return this.inner.onClose(l);
  }
  onError(l: (e: Error) => void): Disposable {
    this.errorListeners.add(l);
    return { dispose: () => void this.errorListeners.delete(l) };
  }
}

describe('a transport error event during newGame', () => {
  it('is reported as a log line and the game is played to its end', async () => {
    const board = new ErrorOnFirstWrite(new EmulatedBlokusBoard({ dialect: 'heart-2014', depth: 1 }));
    const a = new IcfptPlayer(board, { dialect: 'heart-2014', name: 'flaky' });
    cleanup.push(() => a.close());
    const logs: string[] = [];
    a.onEvent((e) => e.kind === 'log' && logs.push(e.text));
    await a.open();
    const outcome = await playGame([a, await emu()], { settings: SETTINGS, timeLimitMs: 5000, recordDir: null });
    expect(outcome.verdict.kind).toBe('normal-end');
    expect(logs).toEqual([expect.stringContaining('framing error (parity)')]);
  }, 20_000);
});

describe('a record folder that becomes unusable mid-series', () => {
  it('stops the series with an error naming the folder and keeps every record written', async () => {
    const root = await tempDir();
    const dir = path.join(root, 'records');
    const kept = path.join(root, 'kept');
    const a = await emu();
    const b = await emu();
    const r = await runSeries([{ player: a, spec: 'emu:depth=1' }, { player: b, spec: 'emu:depth=1' }], {
      settings: SETTINGS,
      games: 5,
      timeLimitMs: 5000,
      recordDir: dir,
      onProgress: (p) => {
        if (p.finished?.index !== 1) return;
        // After the second game the folder is gone and a file stands in its way.
        renameSync(dir, kept);
        writeFileSync(dir, 'not a folder');
      },
    });
    expect(r.games).toHaveLength(2);
    expect(r.games.every((g) => g.verdict.kind === 'normal-end')).toBe(true);
    expect(r.stopped).toContain(`cannot write game records in ${dir}`);
    expect(r.stopped).toContain('the 2 record(s) written before are kept');
    const records = await listRecords(kept);
    expect(records).toHaveLength(2);
    expect(records.every((l) => l.record?.complete)).toBe(true);
  }, 20_000);

  it('a single game throws RecordWriteError naming the folder, after ending both players’ game', async () => {
    const root = await tempDir();
    const dir = path.join(root, 'file');
    writeFileSync(dir, 'not a folder');
    const ended: number[] = [];
    const a = await emu();
    const b = await emu();
    const track = (p: Player<'blokus'>, i: number) => wrap(p, { endGame: () => (ended.push(i), p.endGame()) });
    const err = await playGame([track(a, 0), track(b, 1)], { settings: SETTINGS, timeLimitMs: 5000, recordDir: dir }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RecordWriteError);
    expect((err as RecordWriteError).code).toBe('record-write-failed');
    expect((err as RecordWriteError).message).toContain(dir);
    expect(ended.sort()).toEqual([0, 1]);
  });
});
