// @vitest-environment jsdom
// Component tests: the Blokus board (ghost preview legal/illegal, click to place, last move), the
// piece tray (select, rotate and flip by button and key, placed pieces disabled) and the Gomoku board.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { BlokusBoardView, type Selection } from '../../renderer/components/BlokusBoardView.tsx';
import { PieceTray } from '../../renderer/components/PieceTray.tsx';
import { GomokuBoardView } from '../../renderer/components/GomokuBoardView.tsx';
import { boardAfter } from '../../renderer/blokus-ui.ts';
import { ALL_PIECES } from '../../core/blokus/score.ts';

afterEach(cleanup);

const cell = (c: HTMLElement, x: number, y: number) => c.querySelector(`.blokus-board [data-x="${x}"][data-y="${y}"]`) as HTMLElement;

describe('BlokusBoardView', () => {
  it('shows a legal ghost on the start square and places it on click', () => {
    const onPlace = vi.fn();
    const { container } = render(<BlokusBoardView board={boardAfter('5', [])} selection={{ piece: 2, orientation: 0 }} onPlace={onPlace} />);
    fireEvent.mouseEnter(cell(container, 5, 5));
    expect(container.querySelector('.blokus-board')!.getAttribute('data-ghost')).toBe('legal');
    expect(container.querySelectorAll('.ghost-legal')).toHaveLength(3);
    fireEvent.click(cell(container, 5, 5));
    expect(onPlace).toHaveBeenCalledWith('55c0');
  });

  it('shows an illegal ghost with the reason, and a click does nothing', () => {
    const onPlace = vi.fn();
    const { container } = render(<BlokusBoardView board={boardAfter('5', [])} selection={{ piece: 2, orientation: 0 }} onPlace={onPlace} />);
    fireEvent.mouseEnter(cell(container, 9, 9));
    expect(container.querySelector('.blokus-board')!.getAttribute('data-ghost')).toBe('illegal');
    expect(container.querySelectorAll('.ghost-illegal').length).toBeGreaterThan(0);
    expect(screen.getByText(/must cover its start square/)).toBeTruthy();
    fireEvent.click(cell(container, 9, 9));
    expect(onPlace).not.toHaveBeenCalled();
  });

  it('is keyboard reachable: arrows move the cursor, Enter places', () => {
    const onPlace = vi.fn();
    const { container } = render(<BlokusBoardView board={boardAfter('5', [])} selection={{ piece: 0, orientation: 0 }} onPlace={onPlace} />);
    const grid = container.querySelector('.blokus-board') as HTMLElement;
    expect(grid.tabIndex).toBe(0);
    fireEvent.keyDown(grid, { key: 'Enter' }); // puts the cursor at (7,7)
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: 'ArrowLeft' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onPlace).toHaveBeenCalledWith('55a0');
  });

  it('colours both sides and outlines the last move', () => {
    const { container } = render(<BlokusBoardView board={boardAfter('5', ['55a0', 'aab0'])} highlight="aab0" />);
    expect(cell(container, 5, 5).classList.contains('p1')).toBe(true);
    expect(cell(container, 10, 10).classList.contains('p2')).toBe(true);
    expect(cell(container, 10, 11).classList.contains('last')).toBe(true);
    expect(cell(container, 5, 5).classList.contains('last')).toBe(false);
  });
});

function TrayHarness({ available }: { available: number }) {
  const [sel, setSel] = useState<Selection | null>(null);
  return <PieceTray available={available} selection={sel} onSelect={setSel} side={0} keyboard />;
}

describe('PieceTray', () => {
  it('selects a piece, rotates and flips it with buttons and keys', () => {
    const { container } = render(<TrayHarness available={ALL_PIECES} />);
    const selected = () => container.querySelector('.tray-selected')!;
    fireEvent.click(container.querySelector('button[data-piece="t"]')!);
    expect(selected().getAttribute('data-piece')).toBe('t');
    expect(selected().getAttribute('data-orientation')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: /Rotate/ }));
    expect(selected().getAttribute('data-orientation')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: /Flip/ }));
    expect(selected().getAttribute('data-orientation')).toBe('3');
    fireEvent.keyDown(window, { key: 'r' });
    expect(selected().getAttribute('data-orientation')).toBe('1');
    fireEvent.keyDown(window, { key: 'f' });
    expect(selected().getAttribute('data-orientation')).toBe('0');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(selected().getAttribute('data-piece')).toBe('');
  });

  it('disables pieces already placed', () => {
    const available = ALL_PIECES & ~(1 << 0) & ~(1 << 20);
    const { container } = render(<TrayHarness available={available} />);
    expect((container.querySelector('button[data-piece="a"]') as HTMLButtonElement).disabled).toBe(true);
    expect((container.querySelector('button[data-piece="u"]') as HTMLButtonElement).disabled).toBe(true);
    expect((container.querySelector('button[data-piece="b"]') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('GomokuBoardView', () => {
  it('shows stones, the last move and the winning line; plays empty cells only', () => {
    const onPlay = vi.fn();
    const moves = ['7,7', '8,8', '7,6'];
    const { container } = render(<GomokuBoardView size={15} moves={moves} line={[{ x: 7, y: 7 }]} onPlay={onPlay} />);
    const at = (x: number, y: number) => container.querySelector(`[data-x="${x}"][data-y="${y}"]`) as HTMLElement;
    expect(container.querySelectorAll('.gcell')).toHaveLength(225);
    expect(at(7, 7).classList.contains('black')).toBe(true);
    expect(at(8, 8).classList.contains('white')).toBe(true);
    expect(at(7, 6).classList.contains('last')).toBe(true);
    expect(at(7, 7).classList.contains('win')).toBe(true);
    fireEvent.click(at(7, 7));
    expect(onPlay).not.toHaveBeenCalled();
    fireEvent.click(at(0, 14));
    expect(onPlay).toHaveBeenCalledWith('0,14');
  });
});
