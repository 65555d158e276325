// @vitest-environment jsdom
// The Hex board view: stones (a swap mirrored as the rules do it), the last move and the chain
// marked, four coloured edges, clicks and keys playing only empty cells, and the engine column.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { HexBoardView } from '../../renderer/components/HexBoardView.tsx';
import { MoveList } from '../../renderer/components/MoveList.tsx';
import { engineCompact } from '../../core/match/engine-text.ts';
import { HexBoard, cellName } from '../../core/hex/index.ts';

afterEach(cleanup);

const cellAt = (c: HTMLElement, name: string) => c.querySelector(`.hex-board [data-cell="${name}"]`) as Element;

describe('HexBoardView', () => {
  it('draws what the rules say for any legal game: each stone in its colour, one last-move mark', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 9 }).chain((n) => fc.tuple(fc.constant(n), fc.shuffledSubarray([...Array(n * n).keys()], { minLength: 1, maxLength: n }))), ([n, order]) => {
        const board = new HexBoard({ size: n, swap: false });
        const texts: string[] = [];
        for (const i of order) {
          if (board.isOver) break;
          board.play({ kind: 'cell', x: i % n, y: Math.floor(i / n) });
          texts.push(cellName(i % n, Math.floor(i / n)));
        }
        const { container, unmount } = render(<HexBoardView size={n} moves={texts} />);
        expect(container.querySelectorAll('.hcell')).toHaveLength(n * n);
        expect(container.querySelectorAll('.hcell.red').length + container.querySelectorAll('.hcell.blue').length).toBe(board.moveCount);
        for (let i = 0; i < board.moveCount; i++) expect(cellAt(container, texts[i]!).classList.contains(i % 2 === 0 ? 'red' : 'blue')).toBe(true);
        expect(container.querySelectorAll('.last-mark')).toHaveLength(1);
        expect(cellAt(container, texts[board.moveCount - 1]!).querySelector('.last-mark')).not.toBeNull();
        unmount();
      }),
      { numRuns: 25 },
    );
  });

  it('shows the swap as the rules do (b1 becomes a blue a2), the chain outlined, two red and two blue edges', () => {
    const { container } = render(<HexBoardView size={5} swap moves={['b1', 'swap-pieces']} chain={[{ x: 0, y: 1 }]} />);
    expect(cellAt(container, 'a2').classList.contains('blue')).toBe(true);
    expect(cellAt(container, 'b1').classList.contains('empty')).toBe(true);
    expect(cellAt(container, 'a2').classList.contains('win')).toBe(true);
    expect(container.querySelectorAll('.hex-edge.red')).toHaveLength(2);
    expect(container.querySelectorAll('.hex-edge.blue')).toHaveLength(2);
    expect(container.textContent).toContain('last move: swap');
  });

  it('plays an empty cell on click or Enter, never a taken one, and only when it is the human\'s turn', () => {
    const onPlay = vi.fn();
    const { container, rerender } = render(<HexBoardView size={5} moves={['c3']} onPlay={onPlay} />);
    fireEvent.click(cellAt(container, 'c3'));
    expect(onPlay).not.toHaveBeenCalled();
    fireEvent.click(cellAt(container, 'd2'));
    expect(onPlay).toHaveBeenCalledWith('d2');
    const svg = container.querySelector('.hex-board')!;
    fireEvent.keyDown(svg, { key: 'Enter' }); // shows the cursor at the centre, c3
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    fireEvent.keyDown(svg, { key: 'Enter' });
    expect(onPlay).toHaveBeenLastCalledWith('d3');
    rerender(<HexBoardView size={5} moves={['c3']} onPlay={null} />);
    fireEvent.click(cellAt(container, 'a1'));
    expect(onPlay).toHaveBeenCalledTimes(2);
  });
});

describe('MoveList engine column', () => {
  it('appears only when a move carries engine info, as win-rate and visits/playouts', () => {
    const timing = { wallMs: 5, wireMs: null, computeMs: 5, predictedMs: null };
    const { container, rerender } = render(<MoveList names={['a', 'b']} moves={[{ ply: 0, side: 0, text: 'c3', timing }]} />);
    expect(container.querySelector('td.engine')).toBeNull();
    rerender(<MoveList names={['a', 'b']} moves={[{ ply: 0, side: 0, text: 'c3', timing }, { ply: 1, side: 1, text: 'd4', timing: { ...timing, engine: { playouts: 12_000, visits: 4321, winRate: 0.614 } } }]} />);
    expect([...container.querySelectorAll('td.engine')].map((td) => td.textContent)).toEqual(['—', '61% 4.3k/12k']);
    expect(engineCompact({ playouts: 300, visits: 11, winRate: 0.5 })).toBe('50% 11/300');
  });
});
