/**
 * The `showboard` picture, after MoHex's: column letters above and below, each row shifted one
 * more space so the rhombus shows, `B` for black (red) and `W` for white (blue), and whose turn it is.
 */
import type { HexBoard } from '../../hex/index.ts';
import { htpColorName } from './command.ts';

const LETTERS = 'abcdefghijklmnopqrs';

export function showboard(board: HexBoard): string {
  const n = board.size;
  const header = `  ${Array.from(LETTERS.slice(0, n), (l) => ` ${l} `).join('')}`.trimEnd();
  const lines = [header];
  for (let y = 0; y < n; y++) {
    const label = String(y + 1);
    let row = `${' '.repeat(y + 2 - label.length)}${label}\\`;
    for (let x = 0; x < n; x++) row += ` ${'.BW'[board.cells[y * n + x]!]!} `;
    lines.push(`${row}\\${label}`);
  }
  lines.push(`${' '.repeat(n)}${header}`);
  lines.push(board.isOver ? `(${htpColorName(board.winner!)} has won)` : `(${htpColorName(board.toMove)} to play now)`);
  return lines.join('\n');
}
