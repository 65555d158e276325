/**
 * A side's pieces: pick one (click, or Tab to the tray, arrows between pieces, Enter), turn it
 * (R or the button) and mirror it (F or the button). Pieces already placed are drawn hollow and
 * cannot be picked; pieces in hand stay in full colour even when the tray cannot be used (the
 * opponent's tray, the other side's turn, game over: what is left is what is counted).
 * The pieces are one tab stop (roving focus), so Tab goes on to the board.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ORIENTED_CELLS, PIECE_COUNT, PIECE_LETTERS } from '../../core/blokus/pieces.ts';
import { flip, rotateClockwise } from '../blokus-ui.ts';
import type { Selection } from './BlokusBoardView.tsx';
import './PieceTray.css';

export interface PieceTrayProps {
  /** Bit p set = piece p still available. */
  readonly available: number;
  readonly selection: Selection | null;
  readonly onSelect: (s: Selection | null) => void;
  readonly side: 0 | 1;
  readonly disabled?: boolean;
  /** Listen to R, F and Escape on the whole window (while it is the human's turn). */
  readonly keyboard?: boolean;
  /** The tray's accessible name (default "your pieces"). */
  readonly label?: string;
  /** Show the rotate/flip row (a tray only looked at has none). */
  readonly tools?: boolean;
  /** Smaller pieces (the opponent's tray). */
  readonly compact?: boolean;
}

function Shape({ piece, orientation, size = 9 }: { piece: number; orientation: number; size?: number }) {
  const cells = ORIENTED_CELLS[piece]![orientation]!;
  const xs = cells.map((c) => c[0]);
  const ys = cells.map((c) => c[1]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const w = Math.max(...xs) - minX + 1;
  const h = Math.max(...ys) - minY + 1;
  return (
    <svg width={w * size} height={h * size} viewBox={`0 0 ${w} ${h}`} aria-hidden="true">
      {cells.map(([dx, dy]) => (
        <rect key={`${dx},${dy}`} x={dx - minX + 0.06} y={dy - minY + 0.06} width={0.88} height={0.88} rx={0.12} />
      ))}
    </svg>
  );
}

const COLUMNS = 7;

function countBits(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS, Home: -PIECE_COUNT, End: PIECE_COUNT };

/** The next available piece from `from` going `step` (wrapping within the tray), or `from` if none. */
export function nextPiece(available: number, from: number, step: number): number {
  const has = (p: number) => ((available >> p) & 1) === 1;
  if (Math.abs(step) >= PIECE_COUNT) {
    const order = Array.from({ length: PIECE_COUNT }, (_, i) => (step < 0 ? i : PIECE_COUNT - 1 - i));
    return order.find(has) ?? from;
  }
  let p = from;
  for (let i = 0; i < PIECE_COUNT; i++) {
    p = (((p + step) % PIECE_COUNT) + PIECE_COUNT) % PIECE_COUNT;
    if (has(p)) return p;
    // Up/down skip along the column first; past the edge, fall back to one step at a time.
    if (Math.abs(step) > 1) step = Math.sign(step);
  }
  return from;
}

export function PieceTray({ available, selection, onSelect, side, disabled = false, keyboard = false, label = 'your pieces', tools = true, compact = false }: PieceTrayProps) {
  const has = (p: number) => ((available >> p) & 1) === 1;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The one piece reachable by Tab: the selected one, else the first still available.
  const tabStop = selection && has(selection.piece) ? selection.piece : nextPiece(available, 0, -PIECE_COUNT);
  const onArrow = (e: KeyboardEvent) => {
    const step = STEPS[e.key];
    if (step === undefined) return;
    const from = Number((e.target as HTMLElement).dataset.index ?? tabStop);
    e.preventDefault();
    buttons.current[nextPiece(available, from, step)]?.focus();
  };
  const rotate = () => selection && onSelect({ ...selection, orientation: rotateClockwise(selection.orientation) });
  const mirror = () => selection && onSelect({ ...selection, orientation: flip(selection.orientation) });

  useEffect(() => {
    if (!keyboard || disabled) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'r' || e.key === 'R') rotate();
      else if (e.key === 'f' || e.key === 'F') mirror();
      else if (e.key === 'Escape') onSelect(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <div className={`tray side-${side + 1}${compact ? ' compact' : ''}`} aria-label={label} data-left={countBits(available)}>
      {tools && (
        <div className="tray-tools">
          <button type="button" onClick={rotate} disabled={disabled || !selection} title="turn clockwise (R)">
            Rotate ⟳
          </button>
          <button type="button" onClick={mirror} disabled={disabled || !selection} title="mirror left↔right (F)">
            Flip ⇋
          </button>
          <span className="tray-selected" data-piece={selection ? PIECE_LETTERS[selection.piece] : ''} data-orientation={selection?.orientation ?? ''}>
            {selection ? `piece ${PIECE_LETTERS[selection.piece]}, orientation ${selection.orientation}` : 'pick a piece'}
          </span>
        </div>
      )}
      {/* A tray only looked at is a "tray-pieces-view": "tray-pieces" names the pieces a person picks from. */}
      <div className={tools ? 'tray-pieces' : 'tray-pieces-view'} role="group" aria-label="pieces (arrow keys move, Enter picks)" onKeyDown={onArrow}>
        {Array.from({ length: PIECE_COUNT }, (_, p) => (
          <button
            key={p}
            type="button"
            className={`piece ${has(p) ? 'in-hand' : 'placed'}${selection?.piece === p ? ' selected' : ''}`}
            data-piece={PIECE_LETTERS[p]}
            data-index={p}
            ref={(el) => {
              buttons.current[p] = el;
            }}
            tabIndex={p === tabStop ? 0 : -1}
            disabled={disabled || !has(p)}
            aria-pressed={selection?.piece === p}
            aria-label={`piece ${PIECE_LETTERS[p]}${has(p) ? '' : ' (placed)'}`}
            onClick={() => onSelect(selection?.piece === p ? null : { piece: p, orientation: selection?.piece === p ? selection.orientation : 0 })}
          >
            <Shape piece={p} orientation={selection?.piece === p ? selection.orientation : 0} size={compact ? 6 : 9} />
            <span className="piece-letter">{PIECE_LETTERS[p]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
