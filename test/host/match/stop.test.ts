// Stopping a match from outside is not a resignation: with a human to move, with a machine
// thinking, or because a new game replaces a running one, the record written to disk ends with an
// `aborted` verdict naming why, and nobody wins or loses. Real emulated boards and a real journal.
import { describe, expect, it } from 'vitest';
import type { MatchState, RecordDetail, RecordSummary } from '../../../core/api/schemas.ts';
import { useArenaService } from '../api/service-harness.ts';

const { call, until, matches } = useArenaService('arena-stop-', 15_000);

const latest = (id: string) => matches().reverse().find((m) => m.id === id);

async function recordOf(id: string): Promise<RecordDetail> {
  const recordId = await until(() => latest(id)?.recordId ?? undefined);
  return (await call('getRecord', [recordId])) as RecordDetail;
}

const GOMOKU = { game: 'gomoku', size: 15, rule: 'freestyle' } as const;

describe('stopping a match', () => {
  it('with a human to move: the shown and the recorded verdict are `aborted`, not a resignation', async () => {
    const m = (await call('startMatch', [{ settings: GOMOKU, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'board', boardId: 'emu:gomoku' }] }])) as MatchState;
    await until(() => (latest(m.id)?.awaitingHuman === 0 ? true : undefined));
    await call('stopMatch', [m.id]);
    expect(latest(m.id)).toMatchObject({ status: 'over', verdict: { kind: 'aborted', winner: null, text: 'game aborted: stopped by the user' } });
    const record = await recordOf(m.id);
    expect(record.complete).toBe(true);
    expect(record.verdict).toMatchObject({ kind: 'aborted', winner: null });
    expect(record.verdict?.text).toMatch(/stopped by the user/);
    const list = (await call('listRecords', [])) as RecordSummary[];
    expect(list[0]?.verdict).not.toMatch(/resign/);
  }, 30_000);

  it('with a machine thinking: the turn is withdrawn and the record says aborted', async () => {
    // Depth 4 on an empty-ish board keeps the emulator busy long enough to be stopped mid-move.
    const m = (await call('startMatch', [{ settings: GOMOKU, timeLimitMs: 0, players: [{ kind: 'emulator', depth: 4, units: 1, realtime: true }, { kind: 'board', boardId: 'emu:gomoku' }] }])) as MatchState;
    await until(() => (latest(m.id)?.status === 'playing' ? true : undefined));
    await call('stopMatch', [m.id]);
    const over = latest(m.id)!;
    expect(over).toMatchObject({ status: 'over', verdict: { kind: 'aborted', winner: null } });
    const record = await recordOf(m.id);
    expect(record.verdict).toMatchObject({ kind: 'aborted', winner: null });
    expect(record.moves.length).toBe(over.moves.length);
    const boards = (await call('listBoards', [])) as { id: string; inUse: string | null }[];
    expect(boards.every((b) => b.inUse === null)).toBe(true);
  }, 30_000);

  it('a new game over a running one records the old one as aborted because of the new game', async () => {
    const first = (await call('startMatch', [{ settings: GOMOKU, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'emulator', depth: 1, units: 1 }] }])) as MatchState;
    await until(() => (latest(first.id)?.awaitingHuman === 0 ? true : undefined));
    await call('submitMove', [first.id, '7,7']);
    await until(() => (latest(first.id)?.moves.length === 2 ? true : undefined));
    const second = (await call('startMatch', [{ settings: GOMOKU, timeLimitMs: 0, players: [{ kind: 'human' }, { kind: 'emulator', depth: 1, units: 1 }] }])) as MatchState;
    expect(second.id).not.toBe(first.id);
    const old = await recordOf(first.id);
    expect(old.verdict).toMatchObject({ kind: 'aborted', winner: null });
    expect(old.verdict?.text).toMatch(/a new game was started/);
    expect(old.moves.map((mv) => mv.text)).toEqual(['7,7', latest(first.id)!.moves[1]!.text]);
    await call('stopMatch', [second.id]);
  }, 30_000);
});
