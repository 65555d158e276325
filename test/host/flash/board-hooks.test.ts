/**
 * Re-detection after flashing, against a real pseudo-terminal served by an emulated board
 * (socat pty pair + the real serial stack), so the probe really runs its handshake.
 */
import { describe, it, expect, afterEach } from 'vitest';
import { startBoardServer, type BoardServer } from '../../../host/boards/serve.ts';
import { redetectHooks } from '../../../host/flash/board-hooks.ts';
import { startFlashJob } from '../../../host/flash/job.ts';
import { fakeTools, rbfBytes } from '../../fixtures/flash/fake-tools.ts';

describe('redetectHooks', () => {
  let server: BoardServer | null = null;
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it('after flashing, identifies the board that answers on the port', async () => {
    server = await startBoardServer({ game: 'blokus', depth: 1, endpoint: { kind: 'pty' } });
    const t = await fakeTools();
    try {
      const log: string[] = [];
      const hooks = redetectHooks({ path: server.ptyPath!, board: 'de2-115', log: (l) => log.push(l) });
      const job = startFlashJob(
        { board: 'de2-115', bitstream: await t.file('d.rbf', rbfBytes()), tools: { paths: { openFPGALoader: await t.openFPGALoader('sram') }, pathEnv: '', folders: [] } },
        hooks,
      );
      expect((await job.done).ok).toBe(true);
      expect(log).toEqual([`${server.ptyPath}: de2-115-blokus answered (team "EM")`]);
    } finally {
      await t.remove();
    }
  });

  it('says when the port does not come back', async () => {
    const log: string[] = [];
    await redetectHooks({ path: '/dev/pts/arena-gone', board: 'wujian100', log: (l) => log.push(l), waitMs: 200 }).afterFlash!();
    expect(log).toEqual(['/dev/pts/arena-gone did not come back within 0.2 s: replug the serial cable or run `arena ports`']);
  });

  it('says when nothing answers the handshake', async () => {
    const log: string[] = [];
    await redetectHooks({
      path: '/dev/null',
      board: 'wujian100',
      log: (l) => log.push(l),
      probe: async (path) => ({ kind: 'no-answer', path, tried: [], fallback: { profile: 'wujian100-gomoku', emulator: 'gomoku' } }),
    }).afterFlash!();
    expect(log).toEqual(['/dev/null: no board answered the handshake (is the firmware loaded and running?)']);
  });
});
