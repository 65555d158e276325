/**
 * Flash progress for a terminal: on a TTY one bar redrawn in place; otherwise (logs, CI, pipes)
 * one line each time a phase crosses another 10%, so a log stays short and readable.
 */
import type { FlashEvent } from './job.ts';

export interface ProgressSink {
  write(text: string): void;
  readonly interactive: boolean;
}

const WIDTH = 30;

export function renderBar(percent: number, width = WIDTH): string {
  const p = Math.max(0, Math.min(100, percent));
  const filled = Math.round((p / 100) * width);
  return `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${p.toFixed(0).padStart(3)}%`;
}

/** Returns a listener for job events; `showToolOutput` also prints the tools' own lines. */
export function progressView(sink: ProgressSink, showToolOutput = false): (e: FlashEvent) => void {
  let barShown = false;
  let lastDecile = new Map<string, number>();
  const clearBar = () => {
    if (barShown) sink.write('\r\x1b[2K');
    barShown = false;
  };
  const line = (text: string) => {
    clearBar();
    sink.write(text + '\n');
  };
  return (e) => {
    switch (e.type) {
      case 'phase':
        if (e.phase === 'start') {
          lastDecile = new Map();
          line(`[${e.stepIndex + 1}/${e.stepCount}] ${e.step}`);
        }
        break;
      case 'progress': {
        if (sink.interactive) {
          sink.write(`\r\x1b[2K${renderBar(e.percent)} ${e.phase}`);
          barShown = true;
        } else {
          const decile = Math.floor(e.percent / 10);
          const key = e.phase;
          if (decile > (lastDecile.get(key) ?? -1)) {
            lastDecile.set(key, decile);
            line(`  ${e.phase}: ${decile * 10}%`);
          }
        }
        break;
      }
      case 'log':
        if (e.stream === 'arena' || showToolOutput) line(e.stream === 'arena' ? `  ${e.line}` : `  | ${e.line}`);
        break;
      case 'result':
        clearBar();
        break;
    }
  };
}
