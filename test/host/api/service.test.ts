// The host side of the UI API, through the contract's dispatcher (as IPC and the WebSocket call
// it): boards with the real emulated boards, the terminal, a human match refereed for real,
// records written and read back.
import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import type { EventPayload } from '../../../core/api/contract.ts';
import type { MatchState } from '../../../core/api/schemas.ts';
import { BlokusBoard } from '../../../core/blokus/board.ts';
import { decodeMoveCode } from '../../../core/blokus/codec.ts';
import { legalPlacements } from '../../../core/blokus/movegen.ts';
import { canonicalCode } from '../../../core/blokus/placements.ts';
import { encodeMoveCode } from '../../../core/blokus/codec.ts';
import { useArenaService } from './service-harness.ts';

const harness = useArenaService('arena-api-');
const { call, until } = harness;
const lastMatch = () => [...harness.events].reverse().find((e) => e.event === 'match')?.payload as MatchState | undefined;

describe('host API service', () => {
  it('starts with every game\'s emulated board connected and identified', async () => {
    const boards = (await call('listBoards', [])) as EventPayload<'boards'>;
    expect(boards.map((b) => [b.id, b.status])).toEqual([
      ['emu:blokus', 'connected'],
      ['emu:gomoku', 'connected'],
      ['emu:hex', 'connected'],
    ]);
    expect(boards.find((b) => b.id === 'emu:blokus')!.identity).toBe('EM');
    expect(boards.find((b) => b.id === 'emu:gomoku')!.identity).toMatch(/name="fpga-arena-emulator"/);
    const again = (await call('identifyBoard', ['emu:blokus'])) as EventPayload<'boards'>[number];
    expect(again).toMatchObject({ identity: 'EM', game: 'blokus', detail: null });
  });

  it('carries terminal bytes both ways and saves the session log', async () => {
    await call('terminalSend', ['emu:blokus', '0']);
    const rx = await until(() => harness.events.find((e) => e.event === 'terminal' && (e.payload as { direction: string; bytes: string }).direction === 'rx' && (e.payload as { bytes: string }).bytes.includes('1EM')));
    expect(rx).toBeTruthy();
    const log = (await call('terminalLog', ['emu:blokus'])) as { direction: string; bytes: string }[];
    expect(log.some((d) => d.direction === 'tx' && d.bytes === '0')).toBe(true);
    const saved = (await call('saveTerminalLog', ['emu:blokus', 'hex'])) as { file: string };
    expect(await readFile(saved.file, 'utf8')).toMatch(/TX 1 bytes\n {2}00000000 {2}30 /);
    const csv = (await call('saveTerminalLog', ['emu:blokus', 'csv'])) as { file: string };
    expect(await readFile(csv.file, 'utf8')).toMatch(/^time_ms,direction,since_prompt_ms,text,hex\r\n[\d.]+,TX,,0,30\r\n[\d.]+,RX,[\d.]+,1EM,31 45 4d\r\n/m);
    await call('clearTerminalLog', ['emu:blokus']);
    expect(await call('terminalLog', ['emu:blokus'])).toEqual([]);
    await expect(call('terminalSend', ['serial:/dev/nothing', 'x'])).rejects.toMatchObject({ code: 'board-unknown' });
  });

  it('plays a human Blokus game against the emulated board to the verdict, refusing an illegal click', async () => {
    const start = (await call('startMatch', [{ settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'board', boardId: 'emu:blokus' }] }])) as MatchState;
    await expect(call('submitMove', [start.id, '99a0'])).rejects.toMatchObject({ code: expect.stringMatching(/move-illegal|match-not-your-turn/) });
    for (let i = 0; i < 200; i++) {
      const m = await until(() => {
        const s = lastMatch();
        return s && (s.status === 'over' || s.awaitingHuman === 0) ? s : undefined;
      });
      if (m.status === 'over') break;
      const board = new BlokusBoard();
      for (const mv of m.moves) board.apply(decodeMoveCode(mv.text));
      const ids = legalPlacements(board);
      if (i === 0) await expect(call('submitMove', [m.id, '99a0'])).rejects.toMatchObject({ code: 'move-illegal', message: expect.stringMatching(/start square/) });
      const before = m.moves.length;
      await call('submitMove', [m.id, ids.length ? encodeMoveCode(canonicalCode(ids[0]!)) : '0000']);
      await until(() => ((lastMatch()?.moves.length ?? 0) > before || lastMatch()?.status === 'over' ? true : undefined));
    }
    const over = lastMatch()!;
    expect(over.status).toBe('over');
    expect(over.verdict?.kind).toBe('normal-end');
    expect(over.verdict?.scores).toHaveLength(2);
    expect(over.moves.filter((m) => m.side === 1).every((m) => m.timing && m.timing.predictedMs !== null)).toBe(true);
    const records = (await call('listRecords', [])) as { id: string; plies: number; complete: boolean }[];
    expect(records).toHaveLength(1);
    expect(records[0]!.plies).toBe(over.moves.length);
    const detail = (await call('getRecord', [records[0]!.id])) as { moves: { text: string }[] };
    expect(detail.moves.map((m) => m.text)).toEqual(over.moves.map((m) => m.text));
    const exported = (await call('exportRecord', [records[0]!.id, 'moves'])) as { content: string };
    expect(exported.content.split('\n').filter((l) => /^\d+\. /.test(l))).toHaveLength(over.moves.length);
    const boards = (await call('listBoards', [])) as EventPayload<'boards'>;
    expect(boards.find((b) => b.id === 'emu:blokus')!.inUse).toBeNull();
  }, 60_000);

  it('plays Gomoku: an emulator against the emulated board; the human can stop a game', async () => {
    await call('startMatch', [{ settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, timeLimitMs: 0, players: [{ kind: 'emulator', depth: 1, units: 1 }, { kind: 'board', boardId: 'emu:gomoku' }] }]);
    const over = await until(() => (lastMatch()?.status === 'over' ? lastMatch() : undefined), 30_000);
    expect(over.verdict?.text).toMatch(/wins|draw/);
    const m = (await call('startMatch', [{ settings: { game: 'gomoku', size: 15, rule: 'standard' }, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'emulator', depth: 1, units: 1 }] }])) as MatchState;
    await until(() => (lastMatch()?.awaitingHuman === 0 ? true : undefined));
    await expect(call('submitMove', [m.id, '15,15'])).rejects.toMatchObject({ code: 'move-illegal' });
    await call('submitMove', [m.id, '7,7']);
    await until(() => (lastMatch()?.moves.length === 2 ? true : undefined));
    await call('stopMatch', [m.id]);
    expect(lastMatch()).toMatchObject({ status: 'over', verdict: { kind: 'aborted' } });
  }, 60_000);

  it('plays the ICFPT 2013 dialect with the connected emulated board (rebuilt to speak it)', async () => {
    await call('startMatch', [{ settings: { game: 'blokus', dialect: 'icfpt-2013', firstMoverStart: 'a' }, timeLimitMs: 0, players: [{ kind: 'emulator', depth: 1, units: 1 }, { kind: 'board', boardId: 'emu:blokus' }] }]);
    const over = await until(() => (lastMatch()?.status === 'over' ? lastMatch() : undefined), 30_000);
    expect(over.verdict?.kind).toBe('normal-end');
    expect(over.moves.length).toBeGreaterThan(20);
  }, 40_000);

  it('names the problem when a match cannot start', async () => {
    await expect(call('startMatch', [{ settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'board', boardId: 'emu:blokus' }] }])).rejects.toMatchObject({
      code: 'match-wrong-board',
    });
    await expect(call('startMatch', [{ settings: { game: 'blokus', dialect: 'heart-2014', firstMoverStart: '5' }, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'engine', spec: 'piskvork:"x"' }] }])).rejects.toMatchObject({
      code: 'match-start-failed',
    });
    const boards = (await call('listBoards', [])) as EventPayload<'boards'>;
    expect(boards.every((b) => b.inUse === null)).toBe(true);
  });
});
