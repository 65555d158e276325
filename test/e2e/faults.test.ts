// Faults in the browser: a pty board vanishes mid-match (socat SIGKILL, like a pulled USB cable)
// and unreadable files sit in the records folder. The app must end the game as "link lost", keep
// every move played so far in its record, list the bad files with an error that names them, and go
// on working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { killPtyPair, type PtyPair } from '../support/pty.ts';
import type { CloseCause, Disposable, Transport } from '../../host/transports/transport.ts';
import { EmulatedBlokusBoard } from '../../host/boards/emulated-blokus.ts';
import { haveChromium, openApp, screenshot, servePtyBoard, type AppSession, type ArenaWeb } from './support.ts';

const haveSocat = spawnSync('socat', ['-V']).status === 0;

/** The board answers `delayMs` late, so the test can pull the cable while a game is still going. */
function slowed(board: Transport, delayMs: number): Transport & { stopTimers(): void } {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  return {
    get description() {
      return `${board.description} +${delayMs}ms`;
    },
    baudRate: board.baudRate,
    get isOpen() {
      return board.isOpen;
    },
    open: () => board.open(),
    write: (bytes) => board.write(bytes),
    close: () => board.close(),
    onData(listener: (bytes: Uint8Array, timeMs: number) => void): Disposable {
      return board.onData((bytes) => {
        const t = setTimeout(() => {
          timers.delete(t);
          listener(bytes, performance.now());
        }, delayMs);
        timers.add(t);
      });
    },
    onClose: (listener: (cause: CloseCause) => void) => board.onClose(listener),
    onError: (listener: (error: Error) => void) => board.onError(listener),
    stopTimers() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

describe.skipIf(!haveChromium || !haveSocat)('faults in the browser', () => {
  let app: AppSession;
  let web: ArenaWeb;
  let page: Page;
  let pair: PtyPair;
  let served: { stop(): Promise<void> };
  let board: ReturnType<typeof slowed>;

  beforeAll(async () => {
    board = slowed(new EmulatedBlokusBoard({ team: 'PT', depth: 1, units: 1 }), 300);
    ({ pair, ...served } = await servePtyBoard(board));
    app = await openApp('light');
    ({ web, page } = app);
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    board?.stopTimers();
    await served?.stop();
    await killPtyPair(pair);
  });

  const codes = () => page.locator('.move-list td.code').allTextContents();

  it('ends the match as link lost when the pty board vanishes, keeps the record, and plays on', async () => {
    await page.locator('button[data-tab="boards"]').click();
    await page.locator('#port-path').fill(pair.a);
    await page.getByRole('button', { name: 'Add and connect' }).click();
    const row = page.locator(`tr[data-board="serial:${pair.a}"]`);
    await row.locator('.badge.connected').waitFor();

    await page.locator('button[data-tab="match"]').click();
    await page.locator('#p1-kind').selectOption('board');
    await page.locator('#p1-board').selectOption(`serial:${pair.a}`);
    // Player 2 is the emulated board by default.
    expect(await page.locator('#p2-kind').inputValue()).toBe('board');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length >= 4, undefined, { timeout: 20_000 });
    await killPtyPair(pair);
    const verdict = page.locator('.verdict');
    await verdict.waitFor({ timeout: 15_000 });
    expect(await verdict.textContent()).toMatch(/link lost/);
    expect(await verdict.getAttribute('data-verdict')).toBe('link-lost');
    const played = await codes();
    expect(played.length).toBeGreaterThanOrEqual(4);
    await screenshot(page, 'faults-link-lost');

    // The record on disk and on the Records page holds every move shown in the match.
    const files = (await readdir(web.recordsDir)).filter((f) => f.endsWith('.jsonl'));
    expect(files).toHaveLength(1);
    const events = (await readFile(path.join(web.recordsDir, files[0]!), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; text?: string });
    expect(events.filter((e) => e.type === 'move').map((e) => e.text)).toEqual(played);
    await page.locator('button[data-tab="records"]').click();
    const recRow = page.locator('table.records tbody tr').first();
    await recRow.locator('td', { hasText: /link lost/ }).waitFor();
    expect(await recRow.locator('td').nth(3).textContent()).toBe(String(played.length));
    await recRow.locator('button.link').click();
    await page.locator(`.replay .step[data-step="${played.length}"]`).waitFor(); // the replay opens at its last move
    expect(await page.locator('.replay .move-list td.code').allTextContents()).toEqual(played);
    await screenshot(page, 'faults-link-lost-record');

    // The app still works: the serial board is shown as gone, and a new match against the emulated board moves.
    await page.locator('button[data-tab="boards"]').click();
    await row.locator('.badge.error').waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toMatch(/link lost: the device vanished \(E[A-Z]+\)/);
    await screenshot(page, 'faults-boards-after');
    await page.locator('button[data-tab="match"]').click();
    await page.locator('#p1-kind').selectOption('emulator');
    await page.locator('#p1-depth').fill('1');
    await page.getByRole('button', { name: 'New game' }).click();
    // The new match replaces the lost one (whose verdict stays until then) and its moves arrive; it may even finish.
    await page.waitForFunction(
      () => document.querySelector('.verdict')?.getAttribute('data-verdict') !== 'link-lost' && document.querySelectorAll('.move-list td.code').length >= 2,
      undefined,
      { timeout: 20_000 },
    );
    await screenshot(page, 'faults-next-match');
  }, 60_000);

  it('lists good records beside unreadable ones, naming each bad file', async () => {
    const dir = web.recordsDir;
    await mkdir(dir, { recursive: true });
    const good = (await readdir(dir)).filter((f) => f.endsWith('.jsonl'));
    expect(good.length).toBeGreaterThanOrEqual(1);
    await writeFile(path.join(dir, 'zz-garbage.jsonl'), 'this is not json\n{"neither":\n');
    // A record cut off in the middle of its last line, as a crash mid-write leaves it: the reader keeps
    // the whole lines (by design), so it lists as a readable, unfinished game.
    const goodId = good[0]!.replace(/\.jsonl$/, '');
    const lines = (await readFile(path.join(dir, good[0]!), 'utf8')).replaceAll(goodId, 'zz-truncated').split('\n');
    await writeFile(path.join(dir, 'zz-truncated.jsonl'), lines.slice(0, 2).join('\n') + '\n' + lines[2]!.slice(0, 15));
    // Running as root, a file without read permission is still readable: a directory named like a record is not.
    await mkdir(path.join(dir, 'zz-directory.jsonl'));

    await page.locator('button[data-tab="records"]').click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const rows = page.locator('table.records tbody tr');
    await page.waitForFunction((n) => document.querySelectorAll('table.records tbody tr').length >= n, good.length + 3, { timeout: 10_000 });
    const texts = await rows.allInnerTexts();
    for (const bad of ['zz-garbage.jsonl:1: not JSON', 'zz-directory.jsonl']) {
      const line = texts.find((t) => t.includes(bad));
      expect(line, `a row naming ${bad}`).toBeDefined();
      expect(await page.locator('table.records tbody tr', { hasText: bad }).locator('button.link').isDisabled()).toBe(true);
    }
    expect(texts.find((t) => t.includes('zz-directory.jsonl'))).toMatch(/EISDIR|directory/);
    // The truncated record is readable: one move survived the cut.
    const readable = rows.filter({ hasNotText: 'zz-' });
    expect(await readable.count()).toBe(good.length + 1);
    expect(await readable.filter({ hasText: 'unfinished' }).locator('td:nth-child(4)').allTextContents()).toContain('1');
    // The good records still open.
    await readable.first().locator('button.link').click();
    await page.locator('.replay .move-list td.code').first().waitFor();
    await screenshot(page, 'faults-bad-records');
    expect(await page.locator('.error[role="alert"]').count()).toBe(0);
  }, 30_000);
});
