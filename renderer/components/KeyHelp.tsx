/**
 * The keyboard-help overlay: `?` opens and closes it anywhere but in a text field or the terminal,
 * Esc closes it. The keys listed are the ones the boards, the tray and the lists handle.
 */
import { useEffect, useRef } from 'react';
import './KeyHelp.css';

const SECTIONS: readonly { readonly title: string; readonly keys: readonly (readonly [string, string])[] }[] = [
  { title: 'Anywhere', keys: [['?', 'show or hide this help'], ['Esc', 'close it']] },
  {
    title: 'Blokus board and tray',
    keys: [
      ['Tab', 'go to the tray, then the board'],
      ['← ↑ ↓ →', 'choose a piece in the tray; move the cursor on the board'],
      ['R', 'rotate the selected piece clockwise'],
      ['F', 'flip it left to right'],
      ['Enter / Space', 'place the piece at the cursor'],
      ['P', 'pass'],
      ['Esc', 'put the piece back'],
    ],
  },
  { title: 'Gomoku and Hex boards', keys: [['← ↑ ↓ →', 'move the cursor'], ['Enter / Space', 'play the cell at the cursor']] },
  { title: 'Move lists', keys: [['Tab', 'go to a move'], ['Enter', 'show the position after it (where the list offers it)']] },
];

/** A key press that types text somewhere (a field, the terminal) is not a shortcut. */
export function typesText(target: EventTarget | null): boolean {
  const t = target as HTMLElement | null;
  return !!t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT' || t.isContentEditable);
}

/** Listens for `?` and Esc on the window while mounted. */
export function useKeyHelp(open: boolean, setOpen: (open: boolean) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '?' && !typesText(e.target) && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        setOpen(!open);
      } else if (e.key === 'Escape' && open) {
        e.preventDefault();
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
}

export function KeyHelp({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div className="key-help-backdrop" onClick={onClose}>
      <div className="key-help panel" role="dialog" aria-modal="true" aria-label="keyboard shortcuts" tabIndex={-1} ref={box} onClick={(e) => e.stopPropagation()}>
        <div className="key-help-head">
          <h2>Keyboard shortcuts</h2>
          <button type="button" onClick={onClose} aria-label="close the keyboard help">
            ✕
          </button>
        </div>
        {SECTIONS.map((s) => (
          <section key={s.title}>
            <h3>{s.title}</h3>
            <dl>
              {s.keys.map(([k, what]) => (
                <div key={k + what} className="key-row">
                  <dt>
                    <kbd>{k}</kbd>
                  </dt>
                  <dd>{what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  );
}
