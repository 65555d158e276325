/**
 * The MCTS bench's chart as a standalone SVG: the score of each depth threshold against
 * threshold=∞ (all FP32) at equal wall time and at equal modelled hardware cost, and against the
 * alpha-beta core, each with its 95% interval; under it the modelled cost of a move at equal
 * playouts, relative to all FP32.
 */
import type { SeriesFigures } from './hex-series.ts';

export interface ChartSeries {
  readonly label: string;
  readonly colour: string;
  /** Per threshold label (0, 1, 2, 4, ∞): the score, or absent. */
  readonly points: Readonly<Record<string, SeriesFigures>>;
}

const W = 720;
const H = 410;
const X0 = 70;
const PW = 600;
const Y0 = 40;
const PH = 220;
const CY0 = 328;
const CH = 55;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function mctsChartSvg(thresholds: readonly string[], series: readonly ChartSeries[], relativeCost: Readonly<Record<string, number>>): string {
  const yOf = (pct: number): number => Y0 + PH - (pct / 100) * PH;
  const step = PW / thresholds.length;
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif">`, `<rect width="${W}" height="${H}" fill="#fff"/>`];
  out.push(`<text x="${X0}" y="22" font-size="13">Mixed-precision MCTS: score by depth threshold (FP32 above it, INT8 below), 95% intervals</text>`);
  for (const pct of [0, 25, 50, 75, 100]) {
    out.push(`<line x1="${X0}" y1="${yOf(pct)}" x2="${X0 + PW}" y2="${yOf(pct)}" stroke="${pct === 50 ? '#888' : '#ddd'}"${pct === 50 ? ' stroke-dasharray="4 3"' : ''}/>`);
    out.push(`<text x="${X0 - 6}" y="${yOf(pct) + 4}" font-size="10" text-anchor="end">${pct}%</text>`);
  }
  series.forEach((s, k) => {
    const dx = (k - (series.length - 1) / 2) * 14;
    thresholds.forEach((t, i) => {
      const p = s.points[t];
      if (!p) return;
      const cx = X0 + step * (i + 0.5) + dx;
      out.push(`<line x1="${cx}" y1="${yOf(p.wilson95[0])}" x2="${cx}" y2="${yOf(p.wilson95[1])}" stroke="${s.colour}" stroke-width="2"/>`);
      out.push(`<circle cx="${cx}" cy="${yOf(p.winPercent)}" r="4" fill="${s.colour}"><title>${esc(`${s.label}, threshold ${t}: ${p.winPercent}% of ${p.games}`)}</title></circle>`);
    });
    out.push(`<rect x="${X0 + 10 + k * 200}" y="${Y0 + PH + 12}" width="10" height="10" fill="${s.colour}"/>`);
    out.push(`<text x="${X0 + 24 + k * 200}" y="${Y0 + PH + 21}" font-size="10">${esc(s.label)}</text>`);
  });
  out.push(`<text x="${X0}" y="${CY0 - 20}" font-size="11">modelled cost per move at equal playouts, relative to all FP32 (INT8 MAC = ¼ FP32 MAC)</text>`);
  thresholds.forEach((t, i) => {
    const c = relativeCost[t] ?? 0;
    const x = X0 + step * (i + 0.5);
    out.push(`<rect x="${x - 18}" y="${CY0 + CH - c * CH}" width="36" height="${c * CH}" fill="#999"/>`);
    out.push(`<text x="${x}" y="${CY0 + CH - c * CH - 3}" font-size="10" text-anchor="middle">${c.toFixed(2)}</text>`);
    out.push(`<text x="${x}" y="${CY0 + CH + 14}" font-size="11" text-anchor="middle">threshold ${esc(t)}</text>`);
  });
  out.push('</svg>');
  return `${out.join('\n')}\n`;
}
