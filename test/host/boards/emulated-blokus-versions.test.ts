// Core versions on the emulated Blokus board: `version` picks SPEC.md's core (1) or SPEC-v2's (2),
// on the board, through `emu:` SPECs and the game registry the UI's emulator fields come from.
import { describe, it, expect, afterEach } from 'vitest';
import { EmulatedBlokusBoard, BlokusBoardError, type BlokusCoreReport } from '../../../host/boards/emulated-blokus.ts';
import { encodeMoveCode, decodeMoveCode } from '../../../core/blokus/index.ts';
import { blokusCoreV2Move } from '../../../core/engines/blokus-core/v2/index.ts';
import { blokusCoreMove } from '../../../core/engines/blokus-core/index.ts';
import { blokusMctsCoreMove } from '../../../core/engines/blokus-mcts/core-move.ts';
import { BLOKUS_CORE_VERSIONS, DEFAULT_CORE_VERSION } from '../../../core/engines/blokus-core/versions.ts';
import { BlokusCoreOptionError } from '../../../core/engines/blokus-core/errors.ts';
import { GAMES } from '../../../core/games/registry.ts';
import { createPlayer, emulatorSettings } from '../../../host/players/create-player.ts';
import { PlayerSpecError } from '../../../host/players/spec.ts';

const boards: EmulatedBlokusBoard[] = [];
afterEach(async () => {
  for (const b of boards.splice(0)) await b.close();
});

/** Sends `prompt` and resolves with the 4-byte answer and the core's report. */
async function ask(board: EmulatedBlokusBoard, prompt: string): Promise<{ code: string; report: BlokusCoreReport }> {
  let text = '';
  const got = new Promise<void>((resolve) => board.onData((b) => ((text += Buffer.from(b).toString('latin1')), text.length >= 4 && resolve())));
  await board.write(Buffer.from(prompt, 'latin1'));
  await got;
  return { code: text, report: board.lastCoreReport! };
}

/** The first move of a fresh game as `spec` plays it through createPlayer (the match page's path). */
async function firstMove(spec: string) {
  const p = createPlayer('blokus', spec);
  try {
    await p.open();
    await p.newGame({ settings: GAMES.blokus.defaultSettings, side: 0, timeLimitMs: 1000 });
    const answer = await p.play({ moves: [], side: 0, timeLimitMs: 1000 });
    if (answer.kind !== 'move') throw new Error(`${spec} answered ${answer.kind}, not a move`);
    return answer;
  } finally {
    await p.close();
  }
}

describe('EmulatedBlokusBoard core versions', () => {
  it('each version answers with exactly its core’s move and statistics (v3: the MCTS draft’s)', async () => {
    const opening = decodeMoveCode('a9e4'); // the second mover's prompt carries the first mover's move
    const position = { setup: { firstMoverStart: 'a' as const }, moves: [opening] };
    for (const version of BLOKUS_CORE_VERSIONS) {
      const board = new EmulatedBlokusBoard({ version, units: 2, deadlineCycles: 2_000_000 });
      boards.push(board);
      await board.open();
      const { code, report } = await ask(board, '35a9e4');
      // v3 plays SPEC-v3's one unit of two engines: the board's units are not its.
      const expected =
        version === 3
          ? blokusMctsCoreMove(position, { deadlineCycles: 2_000_000 })
          : version === 2
            ? blokusCoreV2Move(position, { units: 2, deadlineCycles: 2_000_000 })
            : blokusCoreMove(position, { units: 2, deadlineCycles: 2_000_000 });
      expect(code).toBe(encodeMoveCode(expected.move));
      expect(report.stats).toEqual(expected.stats);
      expect(board.description).toContain(['depth 3 units 2', 'v2 units 2', 'v3 mcts'][version - 1]);
    }
  });

  it('refuses a version that does not exist and v2 options v2 refuses, when the board is made', () => {
    expect(() => new EmulatedBlokusBoard({ version: 4 })).toThrow(BlokusBoardError);
    expect(() => new EmulatedBlokusBoard({ version: 4 })).toThrow(/core version 4 does not exist \(versions: 1, 2, 3\)/);
    expect(() => new EmulatedBlokusBoard({ version: 3, deadlineCycles: 200_000 })).toThrow(/deadlineCycles = 200000: expected an integer of at least 1000000/);
    // v1 accepts 100,000 clocks; v2's root scan needs at least 1,000,000.
    expect(() => new EmulatedBlokusBoard({ version: 1, deadlineCycles: 200_000 })).not.toThrow();
    expect(() => new EmulatedBlokusBoard({ version: 2, deadlineCycles: 200_000 })).toThrow(BlokusCoreOptionError);
  });
});

describe('emu: SPECs and the registry', () => {
  it('the registry offers `version` over every core version, defaulting to the default core, each named for the form’s list', () => {
    const o = GAMES.blokus.emulatorOptions.find((x) => x.key === 'version');
    expect(o).toMatchObject({ key: 'version', min: Math.min(...BLOKUS_CORE_VERSIONS), max: Math.max(...BLOKUS_CORE_VERSIONS), default: DEFAULT_CORE_VERSION, namedOnlyOffDefault: true });
    expect(o?.choices?.map((c) => c.value)).toEqual([...BLOKUS_CORE_VERSIONS]);
    // Each name leads with its version, and each sentence names the SPEC it follows.
    for (const c of o?.choices ?? []) {
      expect(c.label.startsWith(`v${c.value} `)).toBe(true);
      expect(c.description).toMatch(c.value === 1 ? /^SPEC\.md: / : new RegExp(`^SPEC-v${c.value}\\.md: `));
    }
  });

  it('emu:version=N is checked against the versions that exist', () => {
    expect(emulatorSettings('blokus', { version: '2' }, 'emu:version=2').options.version).toBe(2);
    expect(emulatorSettings('blokus', {}, 'emu').options.version).toBe(DEFAULT_CORE_VERSION);
    expect(emulatorSettings('blokus', { version: '3' }, 'emu:version=3').options.version).toBe(3);
    expect(() => emulatorSettings('blokus', { version: '4' }, 'emu:version=4')).toThrow(PlayerSpecError);
    expect(() => emulatorSettings('blokus', { version: '4' }, 'emu:version=4')).toThrow(/version/);
    expect(() => emulatorSettings('gomoku', { version: '2' }, 'emu:version=2')).toThrow(/unknown gomoku emulator option version/);
  });

  it('a depth is core version 1’s: set with version 2 it is refused, saying why, instead of being ignored', () => {
    expect(() => emulatorSettings('blokus', { version: '2', depth: '4' }, 'emu:version=2,depth=4')).toThrow(PlayerSpecError);
    expect(() => emulatorSettings('blokus', { version: '2', depth: '4' }, 'emu:version=2,depth=4')).toThrow(/depth applies with version 1 only: core version 2 deepens until its deadline/);
    expect(emulatorSettings('blokus', { version: '1', depth: '4' }, 'emu:version=1,depth=4').options).toMatchObject({ version: 1, depth: 4 });
    expect(emulatorSettings('blokus', { depth: '2' }, 'emu:depth=2').options.depth).toBe(2);
    expect(() => emulatorSettings('blokus', { version: '3', units: '2' }, 'emu:version=3,units=2')).toThrow(/units applies with version 1 or 2 only: core version 3 plays SPEC-v3's one unit of two engines/);
    expect(() => emulatorSettings('blokus', { version: '3', depth: '2' }, 'emu:version=3,depth=2')).toThrow(/depth applies with version 1 only/);
  });

  it('createPlayer builds the MCTS core from emu:version=3: its move, judged by its predicted time, within the 900 ms deadline', async () => {
    const answer = await firstMove('emu:version=3');
    const expected = blokusMctsCoreMove({ setup: { firstMoverStart: '5' }, moves: [] });
    expect(encodeMoveCode(answer.move)).toBe(encodeMoveCode(expected.move));
    expect(answer.timing.predictedMs).toBe(expected.stats.predictedMs);
    // No depth: the MCTS core has none (the board's default depth is v1's).
    expect(answer.timing.engine).toEqual({ cycles: expected.stats.cycles, nodes: expected.stats.nodes });
    expect(expected.stats.predictedMs).toBeLessThanOrEqual(900);
    expect(expected.stats.cycles).toBeGreaterThan(40_000_000); // a full search, not a short one
  }, 120_000);

  it('createPlayer builds a v2 emulated board from emu:version=2 that plays the v2 move', async () => {
    const answer = await firstMove('emu:version=2,units=1');
    const expected = blokusCoreV2Move({ setup: { firstMoverStart: '5' }, moves: [] }, { units: 1 });
    expect(encodeMoveCode(answer.move)).toBe(encodeMoveCode(expected.move));
    expect(answer.timing.predictedMs).toBe(expected.stats.predictedMs);
    // The depth v2 reached, not the board's default depth (v1's 3).
    expect(answer.timing.engine).toEqual({ cycles: expected.stats.cycles, nodes: expected.stats.nodes, depth: expected.stats.depth });
  }, 60_000);
});
