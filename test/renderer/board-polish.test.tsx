// @vitest-environment jsdom
// What an engineer reads off and drives without a mouse: coordinate labels as move codes write
// them, the hovered cell / ghost code, the last Gomoku stone, keyboard play (tray arrows, R, F,
// Enter, P), the reconnect banner, and the timing legend's last-move values.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useState } from 'react';
import { BlokusBoardView, type Selection } from '../../renderer/components/BlokusBoardView.tsx';
import { PieceTray, nextPiece } from '../../renderer/components/PieceTray.tsx';
import { GomokuBoardView } from '../../renderer/components/GomokuBoardView.tsx';
import { ConnectionBanner } from '../../renderer/components/ConnectionBanner.tsx';
import { legendValue } from '../../renderer/timing-legend.ts';
import { boardAfter } from '../../renderer/blokus-ui.ts';
import { ALL_PIECES } from '../../core/blokus/score.ts';
import { PIECE_COUNT } from '../../core/blokus/pieces.ts';
import { encodeMoveCode } from '../../core/blokus/codec.ts';

afterEach(cleanup);

const labels = (c: HTMLElement, sel: string) => [...c.querySelectorAll(`${sel} span`)].map((s) => s.textContent);
const status = (c: HTMLElement) => c.querySelector('.ghost-status')!.textContent;

describe('Blokus coordinates', () => {
  it('labels columns and rows 1–9, a–e, the digits of move codes', () => {
    const { container } = render(<BlokusBoardView board={boardAfter('5', [])} />);
    expect(labels(container, '.blokus-coords.coords-x').join('')).toBe('123456789abcde');
    expect(labels(container, '.blokus-coords.coords-y').join('')).toBe('123456789abcde');
  });

  it('the hovered cell is named by its labels, and a ghost by its move code (legal or not)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 1, max: 14 }), fc.integer({ min: 0, max: PIECE_COUNT - 1 }), fc.integer({ min: 0, max: 7 }), (x, y, piece, orientation) => {
        const { container, unmount } = render(<BlokusBoardView board={boardAfter('5', [])} selection={{ piece, orientation }} onPlace={() => {}} />);
        const col = labels(container, '.blokus-coords.coords-x')[x - 1];
        const row = labels(container, '.blokus-coords.coords-y')[y - 1];
        fireEvent.mouseEnter(container.querySelector(`.blokus-board [data-x="${x}"][data-y="${y}"]`)!);
        const code = encodeMoveCode({ kind: 'place', x, y, piece, orientation });
        expect(code.slice(0, 2)).toBe(`${col}${row}`);
        expect(status(container)!.startsWith(`${code}:`)).toBe(true);
        expect(container.querySelector('.coords-x span.on')!.textContent).toBe(col);
        unmount();
      }),
      { numRuns: 25 },
    );
  });

  it('without a piece, hovering names the cell', () => {
    const { container } = render(<BlokusBoardView board={boardAfter('5', [])} />);
    fireEvent.mouseEnter(container.querySelector('.blokus-board [data-x="10"][data-y="3"]')!);
    expect(status(container)).toMatch(/^cell a3 \(x a, y 3\)/);
    fireEvent.mouseLeave(container.querySelector('.blokus-board')!);
    expect(status(container)!.trim()).toBe('');
  });
});

/** The board and the tray wired as the match page wires them. */
function Turn({ onPlace, onPass }: { onPlace: (c: string) => void; onPass: () => void }) {
  const [sel, setSel] = useState<Selection | null>(null);
  return (
    <>
      <BlokusBoardView board={boardAfter('5', [])} selection={sel} onPlace={onPlace} onPass={onPass} />
      <PieceTray available={ALL_PIECES} selection={sel} onSelect={setSel} side={0} keyboard />
    </>
  );
}

describe('keyboard play', () => {
  it('tray arrows move focus over available pieces only, one tab stop', () => {
    const available = ALL_PIECES & ~(1 << 1) & ~(1 << 8);
    const { container } = render(<PieceTray available={available} selection={null} onSelect={() => {}} side={0} keyboard />);
    const pieces = [...container.querySelectorAll<HTMLButtonElement>('.tray-pieces button')];
    expect(pieces.filter((b) => b.tabIndex === 0).map((b) => b.dataset.piece)).toEqual(['a']);
    pieces[0]!.focus();
    fireEvent.keyDown(pieces[0]!, { key: 'ArrowRight' });
    expect((document.activeElement as HTMLElement).dataset.piece).toBe('c'); // b is placed
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect((document.activeElement as HTMLElement).dataset.piece).toBe('j'); // c + 7
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect((document.activeElement as HTMLElement).dataset.piece).toBe('h'); // i is placed
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect((document.activeElement as HTMLElement).dataset.piece).toBe('u');
  });

  it('nextPiece never lands on a placed piece and stays put when nothing else is left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ALL_PIECES }), fc.integer({ min: 0, max: 20 }), fc.constantFrom(-1, 1, -7, 7, -21, 21), (avail, from, step) => {
        const to = nextPiece(avail, from, step);
        if (avail === 0 || avail === 1 << from) expect(to).toBe(from);
        else expect((avail >> to) & 1).toBe(1);
      }),
    );
  });

  it('pick a piece, turn it with R, mirror with F, move with arrows, place with Enter; P passes', () => {
    const onPlace = vi.fn();
    const onPass = vi.fn();
    const { container } = render(<Turn onPlace={onPlace} onPass={onPass} />);
    const t = container.querySelector<HTMLButtonElement>('button[data-piece="t"]')!;
    fireEvent.click(t); // a focused button's Enter is a click
    const grid = container.querySelector('.blokus-board') as HTMLElement;
    grid.focus();
    fireEvent.keyDown(grid, { key: 'r' });
    fireEvent.keyDown(grid, { key: 'f' });
    expect(container.querySelector('.tray-selected')!.getAttribute('data-orientation')).toBe('3');
    fireEvent.keyDown(grid, { key: 'ArrowUp' }); // shows the cursor at (7,7)
    expect(grid.getAttribute('data-cursor')).toBe('77');
    for (const k of ['ArrowLeft', 'ArrowLeft', 'ArrowUp', 'ArrowUp']) fireEvent.keyDown(grid, { key: k });
    expect(grid.getAttribute('data-cursor')).toBe('55');
    expect(status(container)).toMatch(/^55t3: legal/);
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onPlace).toHaveBeenCalledWith('55t3');
    fireEvent.keyDown(grid, { key: 'p' });
    expect(onPass).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Keys:/).textContent).toMatch(/Enter.*place.*R.*rotate.*F.*flip.*P.*pass/);
  });
});

describe('Gomoku coordinates, last stone, keyboard', () => {
  it('labels x and y from 0, names the hovered cell, and marks only the last stone', () => {
    const moves = ['7,7', '8,8', '7,6', '3,12'];
    const { container } = render(<GomokuBoardView size={15} moves={moves} line={null} />);
    const range = Array.from({ length: 15 }, (_, i) => String(i));
    expect(labels(container, '.gomoku-coords.coords-x')).toEqual(range);
    expect(labels(container, '.gomoku-coords.coords-y')).toEqual(range);
    const marks = container.querySelectorAll('.last-mark');
    expect(marks).toHaveLength(1);
    expect((marks[0]!.closest('.gcell') as HTMLElement).dataset.x).toBe('3');
    expect((marks[0]!.closest('.gcell') as HTMLElement).dataset.y).toBe('12');
    expect(status(container)).toBe('last move 3,12 (white, move 4)');
    fireEvent.mouseEnter(container.querySelector('[data-x="8"][data-y="8"]')!);
    expect(status(container)).toBe('8,8: white, move 2');
    expect(container.querySelector('.gomoku-coords.coords-x span.on')!.textContent).toBe('8');
  });

  it('the last stone mark follows the moves, also inside a winning line', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 14 })), { minLength: 1, maxLength: 30, selector: ([x, y]) => `${x},${y}` }), (pts) => {
        const moves = pts.map(([x, y]) => `${x},${y}`);
        const [lx, ly] = pts[pts.length - 1]!;
        const { container, unmount } = render(<GomokuBoardView size={15} moves={moves} line={[{ x: lx, y: ly }]} />);
        const marked = [...container.querySelectorAll('.last-mark')].map((m) => m.closest('.gcell')!.getAttribute('aria-label'));
        expect(marked).toEqual([`${lx},${ly} ${(pts.length - 1) % 2 === 0 ? 'black' : 'white'} last move`]);
        unmount();
      }),
      { numRuns: 20 },
    );
  });

  it('arrows move the cursor and Enter plays the empty cell under it', () => {
    const onPlay = vi.fn();
    const { container } = render(<GomokuBoardView size={15} moves={['7,7']} onPlay={onPlay} />);
    const grid = container.querySelector('.gomoku-board') as HTMLElement;
    fireEvent.keyDown(grid, { key: 'ArrowRight' }); // shows the cursor at the centre
    fireEvent.keyDown(grid, { key: 'Enter' }); // occupied: nothing
    expect(onPlay).not.toHaveBeenCalled();
    fireEvent.keyDown(grid, { key: 'ArrowRight' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    expect(grid.getAttribute('data-cursor')).toBe('8,8');
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onPlay).toHaveBeenCalledWith('8,8');
    expect(screen.getByText(/Keys:/).textContent).toMatch(/move.*Enter.*play/);
  });
});

describe('connection banner and timing legend', () => {
  it('shows the banner only while reconnecting, with the attempt and delay', () => {
    const { container, rerender } = render(<ConnectionBanner link={{ state: 'reconnecting', attempt: 3, retryInMs: 1000 }} />);
    expect(screen.getByRole('alert').textContent).toMatch(/reconnecting \(attempt 3, next try in 1\.0 s\)/);
    rerender(<ConnectionBanner link={{ state: 'open', connections: 2 }} />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });

  it('the legend shows the last value when not hovering, the hovered one otherwise', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 1e5, noNaN: true }), { minLength: 1, maxLength: 40 }), fc.nat(), (data, i) => {
        const idx = i % data.length;
        expect(legendValue(data, null, null, 'ms')).toBe(legendValue(data, data[data.length - 1], data.length - 1, 'ms'));
        expect(legendValue(data, data[idx], idx, 'ms')).toMatch(/ m?s$/);
      }),
    );
    expect(legendValue([1, 2.5], null, null, 'ms')).toBe('2.50 ms');
    expect(legendValue([], null, null, 'ms')).toBe('—');
    expect(legendValue([3, 4], 3, 0, 'ply')).toBe('3');
  });
});
