/**
 * `arena serve --core firmware`: the virtual wujian100 board (built with make on demand) behind a
 * pseudo-terminal, reached through the real serial stack; and the typed error when it cannot be built.
 */
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { ArenaError } from '../../core/errors.ts';
import { virtualWujian100Command } from '../../host/boards/virtual-wujian100.ts';
import { PiskvorkPlayer } from '../../host/players/piskvork-player.ts';
import { SerialTransport } from '../../host/transports/serial.ts';
import { REPO, tempBuild } from './build.ts';

describe('arena serve --core firmware', () => {
  it('serves the firmware built for Linux on a pty, and stops cleanly on SIGTERM', async () => {
    const env = { ...process.env };
    delete env['ARENA_FIRMWARE_BOARD'];
    const child = spawn(process.execPath, ['bin/arena.js', 'serve', '--game', 'gomoku', '--pty', '--core', 'firmware', '--quiet'], {
      cwd: REPO,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = once(child, 'exit');
    try {
      const lines = createInterface({ input: child.stdout });
      const first = await Promise.race([
        once(lines, 'line').then(([l]) => l as string),
        exited.then(() => {
          throw new Error(`arena serve exited early: ${stderr}`);
        }),
      ]);
      const m = /^pty: (\/dev\/\S+)$/.exec(first);
      expect(m, first).not.toBeNull();
      const player = new PiskvorkPlayer(new SerialTransport({ path: m![1]!, baudRate: 115200 }), { name: 'firmware' });
      await player.open();
      expect(player.identity.about).toMatch(/^name="wujian100-gomoku", version="\d+\.\d+\.\d+".*ip="answered"/);
      await player.newGame({ settings: { game: 'gomoku', size: 15, rule: 'freestyle' }, side: 0, timeLimitMs: 1000 });
      const answer = await player.play({ moves: [], side: 0, timeLimitMs: 1000 });
      expect(answer).toMatchObject({ kind: 'move', move: { x: 7, y: 7 } });
      expect(answer.kind === 'move' ? answer.timing.predictedMs : null).toBeCloseTo(484 / 20_000, 6);
      await player.close();
    } finally {
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      expect(code, stderr).toBe(0);
    }
  });

  it('says why when the virtual board cannot be built', async () => {
    const empty = tempBuild('fw-nobuild-');
    try {
      const failing = virtualWujian100Command({ firmwareDir: empty.dir });
      await expect(failing).rejects.toBeInstanceOf(ArenaError);
      await expect(failing).rejects.toMatchObject({ code: 'bad-board-setup', message: expect.stringMatching(/could not be built: make failed/) });
      await expect(virtualWujian100Command({ firmwareDir: empty.dir, make: 'no-such-make-program' })).rejects.toThrow(
        /'no-such-make-program' was not found.*build-essential/,
      );
    } finally {
      empty.remove();
    }
  });
});
