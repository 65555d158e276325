"""Least-squares fit of the v2 evaluation's weights to final score margins (hdl/blokus/SPEC-v2.md §12b).

    python3 scripts/tune/blokus-value-fit.py data.jsonl [more.jsonl ...]

Input: the lines of scripts/tune/blokus-value-data.ts. For each game phase and feature set it prints
R^2 on held-out games (every fifth position block), the raw coefficients (score points per unit),
and the weights scaled so that material is 8 and rounded to the core's -15..15, as a lab spec.
"""
import json
import sys

import numpy as np

NAMES = ['material', 'influence', 'live_n', 'live_t', 'dead_n', 'dead_t', 't2_n', 't2_t', 't4_n', 't4_t', 't8_n', 't8_t', 'place_n', 'place_t']
SETS = {
    'v2.1 terms (symmetric)': None,
    'mover-relative': [0, 1, 2, 3, 4, 5],
    'mover-relative + territory K=4': [0, 1, 2, 3, 4, 5, 8, 9],
    'mover-relative + territory K=8': [0, 1, 2, 3, 4, 5, 10, 11],
    'mover-relative + placeable squares': [0, 1, 2, 3, 4, 5, 12, 13],
}
PHASES = [(0, 99), (2, 14), (14, 26), (26, 99)]


def load(paths):
    rows = [json.loads(line) for p in paths for line in open(p) if line.strip()]
    x = np.array([r['f'] for r in rows], float)
    return x, np.array([r['margin'] for r in rows], float), np.array([r['ply'] for r in rows])


def design(x, cols):
    if cols is None:  # SPEC-v2 §5: material, influence, live and dead as n minus t
        return np.stack([x[:, 0], x[:, 1], x[:, 2] - x[:, 3], x[:, 4] - x[:, 5]], 1), ['material', 'influence', 'live', 'dead']
    return x[:, cols], [NAMES[c] for c in cols]


def main(paths):
    x, y, ply = load(paths)
    print(f'{len(y)} positions')
    held = (np.arange(len(y)) // 50) % 5 == 0  # blocks of consecutive positions: whole stretches of games
    for lo, hi in PHASES:
        phase = (ply >= lo) & (ply < hi)
        for label, cols in SETS.items():
            a, names = design(x, cols)
            a1 = np.hstack([a, np.ones((len(a), 1))])
            fit = phase & ~held
            test = phase & held
            w, *_ = np.linalg.lstsq(a1[fit], y[fit], rcond=None)
            resid = y[test] - a1[test] @ w
            r2 = 1 - (resid ** 2).sum() / ((y[test] - y[test].mean()) ** 2).sum()
            scaled = w[:-1] * 8 / w[0] if w[0] > 0 else w[:-1] * np.nan
            raw = ' '.join(f'{n}={c:+.2f}' for n, c in zip(names, w[:-1]))
            lab = ' '.join(f'{n}={int(np.clip(round(c), -15, 15)) if np.isfinite(c) else "?"}' for n, c in zip(names, scaled))
            print(f'plies {lo:2d}-{hi:2d} {label:32s} n={fit.sum():5d} held-out R2={r2:.3f}\n    raw: {raw}\n    material=8: {lab}')


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
