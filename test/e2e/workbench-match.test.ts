// The match workbench's defects, each reproduced as the issue found it, in real Chromium against a
// real `arena web` with its emulated boards: Stop and New game record `aborted` (and New game asks
// first); the clock never reads negative; the setup survives tab switches and reloads, and a
// finished game is not shown beside another game's form; setup mistakes are sentences beside their
// control and clear the old game; verdicts and cards name the players, Gomoku's sides are black and
// white stones; the move list follows the latest move; `?` shows the keyboard help; the favicon is
// served; a person's stone is clicked on that person's turn, not as soon as the board is drawn
// (playStone). Any console error in the page fails the test.
import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { collectPageErrors, haveChromium, playStone, screenshot, screenshotsAllSizes, useApp } from './support.ts';

/** Every `verdict` event written to the records folder, oldest first. */
async function recordedVerdicts(dir: string): Promise<{ kind: string; winner: number | null; text: string }[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.jsonl')).sort();
  const out: { kind: string; winner: number | null; text: string }[] = [];
  for (const f of files) {
    for (const line of (await readFile(path.join(dir, f), 'utf8')).split('\n')) {
      if (!line.trim()) continue;
      const e = JSON.parse(line) as { type: string; verdict?: { kind: string }; winner?: number | null; text?: string };
      if (e.type === 'verdict' && e.verdict) out.push({ kind: e.verdict.kind, winner: e.winner ?? null, text: e.text ?? '' });
    }
  }
  return out;
}

async function until<T>(f: () => Promise<T | undefined>, ms = 10_000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await f();
    if (v !== undefined) return v;
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const moves = (page: Page) => page.locator('.move-list td.code').count();

describe.skipIf(!haveChromium)('match workbench: defects 1, 2, 4, 5, 8–10, keyboard help, favicon', () => {
  const session = useApp('light', async (page) => {
    await page.getByRole('button', { name: 'New game' }).waitFor();
  });

  it('serves the favicon, and `?` opens the keyboard help that Esc closes', async () => {
    const { page, errors } = session();
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? '';
      const r = await fetch(href);
      return { href, status: r.status, type: r.headers.get('content-type') ?? '', body: await r.text() };
    });
    expect(icon.status).toBe(200);
    expect(icon.type + icon.href).toMatch(/svg/);
    expect(icon.body).toMatch(/<svg/);
    await page.locator('body').press('?');
    const help = page.getByRole('dialog', { name: 'keyboard shortcuts' });
    await help.waitFor();
    expect(await help.textContent()).toMatch(/rotate the selected piece/);
    await screenshot(page, 'workbench-help-light');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  }, 30_000);

  it('shows setup mistakes as sentences beside their control, and clears the previous game', async () => {
    const { page, errors } = session();
    await page.locator('#game').selectOption('gomoku');
    await page.locator('#p2-kind').selectOption('board');
    await page.locator('#p2-board').selectOption('emu:gomoku');
    await page.getByRole('button', { name: 'New game' }).click();
    await playStone(page, 7, 7);
    await until(async () => ((await moves(page)) >= 2 ? true : undefined), 45_000);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('.verdict[data-verdict="aborted"]').waitFor();

    await page.locator('#p2-kind').selectOption('engine');
    await page.locator('#p1-kind').selectOption('board');
    await page.locator('#p1-board').selectOption('');
    await page.getByRole('button', { name: 'New game' }).click();
    const spec = page.locator('.field-error[data-field="p2-spec"]');
    await spec.waitFor();
    expect(await spec.textContent()).toMatch(/^White: type the engine to run, for example piskvork:/);
    expect(await page.locator('.field-error[data-field="p1-board"]').textContent()).toBe('Black: choose a board.');
    expect(await page.locator('#p2-spec').getAttribute('aria-invalid')).toBe('true');
    // Beside the control: the message sits right under the engine field, inside its player's fieldset.
    const [field, msg] = [await page.locator('#p2-spec').boundingBox(), await spec.boundingBox()];
    expect(msg!.y).toBeGreaterThanOrEqual(field!.y + field!.height - 1);
    expect(msg!.y - (field!.y + field!.height)).toBeLessThan(30);
    // No raw API text anywhere, and the old game's board and verdict are gone.
    expect(await page.locator('body').innerText()).not.toMatch(/bad arguments|startMatch|players\.\d|Too small/);
    expect(await page.locator('.gomoku-board').count()).toBe(0);
    expect(await page.locator('.verdict').count()).toBe(0);
    await screenshot(page, 'workbench-setup-errors-light');
    expect(errors).toEqual([]);
  }, 60_000);

  it('Stop records `aborted`, not a resignation; verdicts and cards name the players; Gomoku sides are black and white stones', async () => {
    const { app, page, errors } = session();
    await page.locator('#p1-kind').selectOption('human');
    await page.locator('#p1-name').fill('Ada');
    await page.locator('#p2-kind').selectOption('board');
    await page.locator('#p2-board').selectOption('emu:gomoku');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.thinking', { hasText: 'Ada to move' }).waitFor();
    expect(await page.locator('.player-card[data-side="1"] .player-name').innerText()).toMatch(/Ada/);
    // The stones: black for the first side, white for the second, not red/blue numbers.
    const dots = await page.locator('.player-card .side-dot').evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundColor));
    expect(dots).toEqual(['rgb(17, 17, 17)', 'rgb(247, 247, 247)']);
    await playStone(page, 7, 7);
    await until(async () => ((await moves(page)) >= 2 ? true : undefined), 45_000);
    const listDots = await page.locator('.move-list td.side-dot').evaluateAll((els) => els.map((e) => getComputedStyle(e, '::before').backgroundColor));
    expect(listDots.slice(0, 2)).toEqual(['rgb(17, 17, 17)', 'rgb(247, 247, 247)']);
    // Defect 2: sample the clock while it ticks; it never reads negative.
    const seen: string[] = [];
    for (let i = 0; i < 12; i++) {
      seen.push(await page.locator('.player-card.to-move .clock').innerText());
      await page.waitForTimeout(60);
    }
    expect(seen.filter((t) => t.trim().startsWith('-'))).toEqual([]);
    await screenshot(page, 'workbench-gomoku-names-light');

    const before = (await recordedVerdicts(app.web.recordsDir)).length;
    await page.getByRole('button', { name: 'Stop' }).click();
    const verdict = page.locator('.verdict');
    await verdict.waitFor();
    expect(await verdict.getAttribute('data-verdict')).toBe('aborted');
    expect(await verdict.innerText()).toMatch(/Game aborted: stopped by the user/);
    const recorded = await until(async () => {
      const v = await recordedVerdicts(app.web.recordsDir);
      return v.length > before ? v.at(-1) : undefined;
    });
    expect(recorded).toMatchObject({ kind: 'aborted', winner: null });
    expect(recorded.text).not.toMatch(/resign/);
    expect(errors).toEqual([]);
  }, 60_000);

  it('New game during a running game asks first, and records the old one as aborted', async () => {
    const { app, page, errors } = session();
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.thinking', { hasText: 'Ada to move' }).waitFor();
    await playStone(page, 6, 6);
    await until(async () => ((await moves(page)) >= 2 ? true : undefined), 45_000);
    const before = (await recordedVerdicts(app.web.recordsDir)).length;
    await page.getByRole('button', { name: 'New game' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.waitFor();
    await screenshot(page, 'workbench-confirm-light');
    await page.getByRole('button', { name: 'Keep playing' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await moves(page)).toBe(2);
    expect((await recordedVerdicts(app.web.recordsDir)).length).toBe(before);

    await page.getByRole('button', { name: 'New game' }).click();
    await page.getByRole('button', { name: 'End it and start' }).click();
    await until(async () => ((await moves(page)) === 0 ? true : undefined));
    const old = await until(async () => {
      const v = await recordedVerdicts(app.web.recordsDir);
      return v.length > before ? v.at(-1) : undefined;
    });
    expect(old).toMatchObject({ kind: 'aborted', winner: null });
    expect(old.text).toMatch(/a new game was started/);
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('.verdict').waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('keeps the setup across tab switches and reloads, and shows no finished game beside another game’s form', async () => {
    const { page, errors } = session();
    await page.locator('#time-limit').fill('700');
    await page.locator('button[data-tab="boards"]').click();
    await page.locator('button[data-tab="match"]').click();
    expect(await page.locator('#game').inputValue()).toBe('gomoku');
    expect(await page.locator('#time-limit').inputValue()).toBe('700');
    expect(await page.locator('#p1-name').inputValue()).toBe('Ada');
    // The finished Gomoku game is shown beside the Gomoku form, also after a reload …
    await page.reload();
    await page.locator('.gomoku-board').waitFor();
    expect(await page.locator('#game').inputValue()).toBe('gomoku');
    // … and not beside a Blokus form.
    await page.locator('#game').selectOption('blokus');
    expect(await page.locator('.gomoku-board').count()).toBe(0);
    expect(await page.locator('.verdict').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it('an emulator set to core version 2 in the form is a v2 emulator at the host (the field was shown and dropped)', async () => {
    const { page, errors } = session();
    await page.locator('#game').selectOption('blokus');
    await page.locator('#p1-kind').selectOption('human');
    await page.locator('#p1-name').fill('Ada');
    await page.locator('#p2-kind').selectOption('emulator');
    expect(await page.locator('label[for="p2-version"]').innerText()).toBe('core version');
    expect(await page.locator('#p2-depth').count()).toBe(1);
    // A list naming each version, not a bare number: the user picks the core, not an index.
    expect(await page.locator('#p2-version option').allInnerTexts()).toEqual(['v1 alpha-beta', 'v2 deepening', 'v3 MCTS draft']);
    await page.locator('#p2-version').selectOption('2');
    // v2 deepens until its deadline: no depth field for it.
    expect(await page.locator('#p2-depth').count()).toBe(0);
    // v3 (MCTS) plays its own unit of two engines: no units either; back at v2 they return.
    await page.locator('#p2-version').selectOption('3');
    expect(await page.locator('#p2-version').getAttribute('title')).toMatch(/^SPEC-v3\.md: Monte-Carlo tree search/);
    expect(await page.locator('#p2-units').count()).toBe(0);
    await screenshotsAllSizes(page, 'workbench-setup-emulator-v3', page.locator('#p2-version'));
    await page.locator('#p2-version').selectOption('2');
    await page.locator('#p2-units').fill('1');
    await screenshotsAllSizes(page, 'workbench-setup-emulator-v2', page.locator('#p2-units'));
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.thinking', { hasText: 'Ada to move' }).waitFor();
    expect(await page.locator('.player-card[data-side="2"] .player-name').innerText()).toBe('emulator (version 2, units 1)');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.locator('.verdict').waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('two humans are Player 1 and Player 2, and a resignation names the one who resigned', async () => {
    const { page, errors } = session();
    await page.locator('#p1-name').fill('');
    await page.locator('#p2-kind').selectOption('human');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.thinking', { hasText: 'Player 1 to move' }).waitFor();
    const names = await page.locator('.player-card .player-name').allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual(['Player 1', 'Player 2']);
    await page.getByRole('button', { name: 'Resign' }).click();
    const verdict = page.locator('.verdict');
    await verdict.waitFor();
    expect(await verdict.innerText()).toMatch(/Player 1 resigned/);
    expect(await verdict.innerText()).not.toMatch(/\byou\b/i);
    expect(errors).toEqual([]);
  }, 60_000);

  it('the move list follows the latest move of a machine game', async () => {
    const { page, errors } = session();
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.locator('#p1-kind').selectOption('emulator');
    await page.locator('#p1-depth').fill('1');
    await page.locator('#p1-units').fill('1');
    await page.locator('#p2-kind').selectOption('board');
    await page.locator('#p2-board').selectOption('emu:blokus');
    await page.getByRole('button', { name: 'New game' }).click();
    await page.locator('.verdict').waitFor({ state: 'detached' });
    // Watch while it plays: once the list overflows, its newest row is in view each time we look.
    const box = page.locator('.move-list');
    let checked = 0;
    for (let i = 0; i < 200 && (await page.locator('.verdict').count()) === 0; i++) {
      // Each look finds the list at its end, give or take a row that arrived meanwhile, within a
      // second (React scrolls after painting; the box is loaded: 8 developers on 2 cores).
      const overflowing = await box.evaluate((el) => el.scrollHeight > el.clientHeight);
      if (overflowing) {
        await page.waitForFunction(
          () => {
            const el = document.querySelector('.move-list')!;
            const row = el.querySelector('tbody tr');
            return !!row && el.scrollTop + el.clientHeight >= el.scrollHeight - 2 * row.getBoundingClientRect().height - 2;
          },
          undefined,
          { timeout: 1_000 },
        );
        checked++;
      }
      await page.waitForTimeout(30);
    }
    await page.locator('.verdict').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(100);
    const end = await box.evaluate((el) => ({ overflow: el.scrollHeight > el.clientHeight, atEnd: el.scrollTop + el.clientHeight >= el.scrollHeight - 2 }));
    expect(end).toEqual({ overflow: true, atEnd: true });
    // Both machines are timed: one measured series per side, and the distribution table lists both.
    expect(await page.locator('.timing-distribution tbody tr').count()).toBe(2);
    expect(await page.locator('.u-legend').innerText()).toMatch(/measured[\s\S]*measured/);
    await page.getByLabel('log scale').check();
    expect(await page.locator('.u-legend').innerText()).not.toContain('--');
    await screenshot(page, `workbench-machine-game-1024-light`);
    console.log(`move list checked in view ${checked} times while playing`);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a person’s turn that reaches the page late: the drawn board offers no cell until then, and the stone played then is answered', async () => {
    const { app } = session();
    // A page of its own whose WebSocket holds back every host message that says a person is to
    // move, as a loaded machine can (newGame, the record file): the board is drawn seconds before
    // the turn. A click made as soon as the board shows is then ignored and the game waits for ever.
    const page = await app.page.context().newPage();
    const errors = collectPageErrors(page);
    const LATE_MS = 3_000;
    let held = 0;
    await page.routeWebSocket(/\/api\?/, (ws) => {
      const host = ws.connectToServer();
      host.onMessage((m) => {
        if (typeof m === 'string' && /"awaitingHuman":\d/.test(m)) {
          held++;
          setTimeout(() => ws.send(m), LATE_MS);
        } else ws.send(m);
      });
    });
    try {
      await page.goto(app.web.url);
      await page.locator('#game').selectOption('gomoku');
      // No time limit (an earlier test set one): the person's late turn must not lose on time.
      await page.locator('#time-limit').fill('0');
      await page.locator('#p1-kind').selectOption('human');
      await page.locator('#p1-name').fill('');
      await page.locator('#p2-kind').selectOption('board');
      await page.locator('#p2-board').selectOption('emu:gomoku');
      await page.getByRole('button', { name: 'New game' }).click();
      await page.locator('.gomoku-board').waitFor();
      expect(await page.locator('.gomoku-board .playable').count()).toBe(0);
      await playStone(page, 7, 7);
      await until(async () => ((await moves(page)) >= 2 ? true : undefined), 45_000);
      expect(held).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Stop' }).click();
      await page.locator('.verdict[data-verdict="aborted"]').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
