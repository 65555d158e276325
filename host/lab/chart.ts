/**
 * The lab's chart as a standalone SVG: Elo of the tested contender against each opponent with its
 * 95% interval (clipped to ±800), and the distribution of its per-move times.
 */
import type { LabReport } from './report.ts';

const W = 760;
const H = 320;
const CLIP = 800;

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function eloPanel(report: LabReport): string[] {
  const x0 = 60;
  const w = 320;
  const y0 = 40;
  const h = 240;
  const ps = report.pairings;
  const yOf = (elo: number): number => y0 + h / 2 - (Math.max(-CLIP, Math.min(CLIP, elo)) / CLIP) * (h / 2);
  const out = [`<text x="${x0}" y="24" font-size="13">Elo of ${esc(ps[0]?.a ?? '')} (95% interval)</text>`];
  out.push(`<line x1="${x0}" y1="${yOf(0)}" x2="${x0 + w}" y2="${yOf(0)}" stroke="#999"/>`);
  for (const e of [-CLIP, -400, 400, CLIP]) out.push(`<text x="${x0 - 6}" y="${yOf(e) + 4}" font-size="10" text-anchor="end">${e}</text>`);
  const step = w / Math.max(1, ps.length);
  ps.forEach((p, i) => {
    const cx = x0 + step * (i + 0.5);
    out.push(`<line x1="${cx}" y1="${yOf(p.elo.low)}" x2="${cx}" y2="${yOf(p.elo.high)}" stroke="#36c" stroke-width="2"/>`);
    out.push(`<circle cx="${cx}" cy="${yOf(p.elo.elo)}" r="4" fill="#36c"/>`);
    out.push(`<text x="${cx}" y="${y0 + h + 14}" font-size="10" text-anchor="middle">${esc(p.b.slice(0, 14))}</text>`);
    out.push(`<text x="${cx}" y="${y0 + h + 26}" font-size="9" text-anchor="middle">${p.wins}-${p.losses}-${p.draws}</text>`);
  });
  return out;
}

function timePanel(report: LabReport, times: readonly number[]): string[] {
  const x0 = 440;
  const w = 290;
  const y0 = 40;
  const h = 240;
  const limit = report.limitMs || 1000;
  const bins = new Array<number>(20).fill(0);
  for (const t of times) bins[Math.min(19, Math.floor((t / limit) * 20))]!++;
  const top = Math.max(1, ...bins);
  const out = [`<text x="${x0}" y="24" font-size="13">Time per move (ms, ${times.length} moves)</text>`];
  bins.forEach((n, i) => {
    const bh = (n / top) * h;
    out.push(`<rect x="${x0 + (i * w) / 20}" y="${y0 + h - bh}" width="${w / 20 - 1}" height="${bh}" fill="#6a3"/>`);
  });
  for (const f of [0, 0.5, 1]) out.push(`<text x="${x0 + f * w}" y="${y0 + h + 14}" font-size="10" text-anchor="middle">${Math.round(f * limit)}</text>`);
  return out;
}

export function labChartSvg(report: LabReport, timesOfA: readonly number[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    ...eloPanel(report),
    ...timePanel(report, timesOfA),
    '</svg>',
    '',
  ].join('\n');
}
