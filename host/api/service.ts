/**
 * The host side of the UI API: `ApiImplementation` on the host services (boards, match, records,
 * flash), plus one event source. Electron's main process and the browser-mode server both wrap
 * this same object with the generic adapter; neither knows any method by name.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import type { ApiImplementation, EventName, EventPayload } from '../../core/api/contract.ts';
import { checkEvent } from '../../core/api/dispatch.ts';
import { defaultRecordsDir } from '../records/paths.ts';
import type { SerialPortInfo } from '../boards/ports.ts';
import type { ToolSearch } from '../flash/find-tool.ts';
import { BoardManager } from '../boards/manager.ts';
import { escapeBytes, hexOf } from '../../core/bytes.ts';
import { FlashManager } from '../flash/manager.ts';
import { MatchManager } from '../match/manager.ts';
import { SeriesManager } from '../tournament/series-manager.ts';
import { exportRecord, recordDetail, recordSummaries } from './records.ts';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface ServiceOptions {
  readonly mode: 'electron' | 'web';
  readonly version?: string;
  readonly recordsDir?: string;
  readonly logsDir?: string;
  readonly listPorts?: () => Promise<SerialPortInfo[]>;
  readonly pollMs?: number;
  readonly tools?: ToolSearch;
  /** Bugs caught at the boundary (an event the contract does not allow). Default: stderr. */
  readonly onInternalError?: (e: Error) => void;
}

export interface ArenaService {
  readonly api: ApiImplementation;
  /** Every event the UI should see. */
  subscribe(listener: EventListener): () => void;
  dispose(): Promise<void>;
}

export function defaultLogsDir(recordsDir: string): string {
  return path.join(path.dirname(recordsDir), 'logs');
}

export async function createArenaService(given: ServiceOptions): Promise<ArenaService> {
  const options: ServiceOptions = { onInternalError: (e) => console.error(`arena: ${e.message}`), ...given };
  const recordsDir = options.recordsDir ?? defaultRecordsDir();
  const logsDir = options.logsDir ?? defaultLogsDir(recordsDir);
  const listeners = new Set<EventListener>();
  const emit = <E extends EventName>(event: E, payload: EventPayload<E>) => {
    let checked: EventPayload<E>;
    try {
      checked = checkEvent(event, payload);
    } catch (e) {
      // A payload outside the contract is our bug: report it, keep the host running.
      options.onInternalError?.(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    for (const l of [...listeners]) l(event, checked);
  };

  const boards = new BoardManager({ listPorts: options.listPorts, pollMs: options.pollMs, onBoards: (b) => emit('boards', b), onTerminal: (d) => emit('terminal', d) });
  const match = new MatchManager({ boards, recordsDir, onMatch: (s) => emit('match', s) });
  const flash = new FlashManager({
    onFlash: (s) => emit('flash', s),
    tools: options.tools,
    releaseBoards: async () => {
      for (const b of boards.list()) if (b.kind === 'serial' && b.status === 'connected' && !b.inUse) await boards.disconnect(b.id);
    },
  });
  const series = new SeriesManager({ boards, recordsDir, onSeries: (s) => emit('series', s) });
  await boards.start();

  const ok = { ok: true as const };
  const api: ApiImplementation = {
    appInfo: async () => ({ version: options.version ?? '0.1.0', mode: options.mode, platform: `${os.platform()} ${os.arch()}`, recordsDir, logsDir }),
    listBoards: async () => boards.list(),
    addSerialPort: async (p, baud) => boards.addSerialPort(p, baud),
    connectBoard: (id) => boards.connect(id),
    disconnectBoard: (id) => boards.disconnect(id),
    identifyBoard: (id) => boards.identify(id),
    terminalSend: async (id, bytes) => (await boards.send(id, bytes), ok),
    terminalLog: async (id) => boards.log(id),
    clearTerminalLog: async (id) => (boards.clearLog(id), ok),
    saveTerminalLog: async (id, view) => {
      const log = boards.log(id);
      const lines = log.map((d) => `${d.timeMs.toFixed(1).padStart(10)} ms ${d.direction === 'rx' ? 'RX' : 'TX'} ${view === 'hex' ? hexOf(d.bytes) : escapeBytes(d.bytes)}`);
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
      const file = path.join(logsDir, `terminal-${id.replace(/[^A-Za-z0-9]+/g, '_')}-${stamp}.log`);
      const text = `# ${id} session log (${view}), saved ${new Date().toISOString()}\n${lines.join('\n')}\n`;
      await mkdir(logsDir, { recursive: true });
      await writeFile(file, text);
      return { file, bytes: Buffer.byteLength(text) };
    },
    startMatch: (config) => match.start(config),
    getMatch: async () => match.state,
    submitMove: async (id, text) => (match.submit(id, text), ok),
    resign: async (id) => (match.resign(id), ok),
    stopMatch: async (id) => (await match.stop(id), ok),
    listRecords: () => recordSummaries(recordsDir),
    getRecord: (id) => recordDetail(recordsDir, id),
    exportRecord: (id, format) => exportRecord(recordsDir, id, format),
    flashProfiles: () => flash.profiles(),
    startFlash: async (request) => flash.start(request),
    cancelFlash: async (jobId) => (flash.cancel(jobId), ok),
    startSeries: (config) => series.start(config),
    getSeries: async () => series.state,
    stopSeries: async (id) => (series.stop(id), ok),
  };

  return {
    api,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async dispose() {
      listeners.clear();
      await match.dispose();
      await series.dispose();
      await flash.dispose();
      await boards.dispose();
    },
  };
}
