// Blokus as Pentobi offers it, in Chromium, against the emulated board (ICFPT): a wrong game time
// is refused next to its field; the clocks count down the move limit and the game time; both
// trays show placed pieces hollow and pieces in hand in colour (also on the opponent's turn); the
// score table counts squares, corners and reach; the hint selects a legal move and marks it, and
// the marked cell plays it; take-back is disabled with the reason (a board protocol has no undo);
// a move picked in the list shows that position until "Back to live". Console errors fail it.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BlokusBoard } from '../../core/blokus/board.ts';
import { decodeMoveCode } from '../../core/blokus/codec.ts';
import { PIECE_SIZES } from '../../core/blokus/pieces.ts';
import { haveChromium } from './support.ts';
import { screenshotsAllSizes, useWorkbench } from './workbench-play-support.ts';

const codesOf = (page: Page) => page.locator('.move-list td.code').allTextContents();
const yourMove = (page: Page) => page.locator('.side-clock[data-side="1"] .side-clock-status', { hasText: 'your move' }).waitFor({ timeout: 20_000 });

describe.skipIf(!haveChromium)('Blokus play in the workbench', () => {
  const workbench = useWorkbench('dark');

  it('clocks, trays, score, hint, take-back reason and positions from the move list', async () => {
    const wb = workbench();
    const { page } = wb;
    await page.locator('#time-limit').fill('60000');
    await page.locator('#game-time').fill('10x');
    await page.locator('#game-time-error').waitFor();
    expect(await page.locator('#game-time-error').innerText()).toMatch(/game time: "10x" in "10x" is not a duration/);
    await page.getByRole('button', { name: 'New game' }).click();
    // Refused where it was typed: the mistake stays beside its field and no game starts.
    await page.waitForTimeout(300);
    expect(await page.locator('#game-time-error').innerText()).toMatch(/is not a duration/);
    expect(await page.locator('.blokus-board').count()).toBe(0);
    await page.locator('#game-time').fill('10m+5s');
    expect(await page.locator('#game-time-error').count()).toBe(0);
    await page.getByRole('button', { name: 'New game' }).click();
    await yourMove(page);

    // Clocks: the move countdown runs below the 60 s limit; both sides have 10 minutes.
    const countdown = page.locator('.side-clock[data-side="1"] .move-countdown');
    await countdown.waitFor();
    const left = Number(await countdown.getAttribute('data-ms'));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60_000);
    await page.waitForTimeout(400);
    expect(Number(await countdown.getAttribute('data-ms'))).toBeLessThan(left);
    expect(await page.locator('.side-clock[data-side="2"] .game-time').innerText()).toBe('10:00.0');

    // Both trays, everything in hand; the score table at the start.
    const mine = page.locator('[aria-label="pieces of player 1"]');
    const theirs = page.locator('[aria-label="pieces of player 2"]');
    expect(await mine.locator('.piece.in-hand').count()).toBe(21);
    expect(await theirs.locator('.piece.in-hand').count()).toBe(21);
    expect(await page.locator('.blokus-score tr[data-side="1"] [data-field="corners"]').innerText()).toBe('1');
    expect(await page.locator('.blokus-score tr[data-side="1"] [data-field="left"]').innerText()).toBe('89');

    // The take-back button says why it cannot be used against a board protocol.
    const takeBack = page.getByRole('button', { name: 'Take back' });
    expect(await takeBack.isDisabled()).toBe(true);
    expect(await takeBack.getAttribute('title')).toMatch(/cannot take a move back: its board protocol \(ICFPT\)/);

    // Hint without a piece: a move is suggested, its piece selected, its cells marked.
    await page.getByRole('button', { name: 'Hint' }).click();
    const hintText = await page.locator('.hint-text').innerText();
    const code = /Try (\w{4})/.exec(hintText)![1]!;
    const move = decodeMoveCode(code);
    if (move.kind !== 'place') throw new Error(`the hint suggested ${code}`);
    expect(await page.locator('.cell.hint').count()).toBe(PIECE_SIZES[move.piece]);
    expect(await page.locator('.tray-selected').getAttribute('data-orientation')).toBe(String(move.orientation));
    await screenshotsAllSizes(page, 'workbench-blokus-hint');
    await page.locator(`.blokus-board [data-x="${move.x}"][data-y="${move.y}"]`).click();
    await page.waitForFunction(() => document.querySelectorAll('.move-list td.code').length >= 2, undefined, { timeout: 20_000 });
    await yourMove(page);
    const played = await codesOf(page);
    expect(played[0]).toBe(code);

    // Placed pieces are hollow in both trays; the counts follow the board.
    expect(await mine.locator('.piece.placed').count()).toBe(1);
    const board = new BlokusBoard();
    for (const c of played) board.playCode(c);
    expect(await theirs.locator('.piece.in-hand').count()).toBe(21 - board.piecesPlaced(1));
    expect(await page.locator('.blokus-score tr[data-side="1"] [data-field="placed"]').innerText()).toBe(String(PIECE_SIZES[move.piece]));
    expect(Number(await page.locator('.blokus-score tr[data-side="1"] [data-field="reach"]').innerText())).toBeGreaterThan(0);

    // Hint with a piece selected: the legal anchors of that piece as it is turned.
    await page.locator('.tray-pieces button[data-piece="a"]').click();
    await page.getByRole('button', { name: 'Hint' }).click();
    expect(await page.locator('.hint-text').innerText()).toMatch(/Piece a fits in \d+ places|Piece a fits in one place/);
    const anchors = await page.locator('.cell.hint').count();
    expect(anchors).toBeGreaterThan(0);

    // A move from the list: the board shows that position; Back to live restores it.
    const occupied = () => page.locator('.blokus-board .cell.p1, .blokus-board .cell.p2').count();
    const liveCells = await occupied();
    await page.locator('.move-list tr[data-ply="0"]').click();
    await page.locator('.position-bar').waitFor();
    expect(await page.locator('.position-bar').innerText()).toMatch(/after move 1 of 2/);
    expect(await occupied()).toBe(PIECE_SIZES[move.piece]);
    expect(await page.locator('.move-list tr.current').getAttribute('data-ply')).toBe('0');
    await screenshotsAllSizes(page, 'workbench-blokus-position');
    await page.getByRole('button', { name: 'Back to live' }).click();
    expect(await page.locator('.position-bar').count()).toBe(0);
    expect(await occupied()).toBe(liveCells);

    // Resign: at game over the pieces left stay in full colour (not dimmed).
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.locator('.verdict').waitFor();
    const opacity = await mine.locator('.piece.in-hand').first().evaluate((el) => getComputedStyle(el).opacity);
    expect(opacity).toBe('1');
    await screenshotsAllSizes(page, 'workbench-blokus-over');
    expect(wb.errors).toEqual([]);
  }, 180_000);
});
