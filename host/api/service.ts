/**
 * The host side of the UI API: `ApiImplementation` on the host services (boards, match, records,
 * flash), plus one event source. Electron's main process and the browser-mode server both wrap
 * this same object with the generic adapter; neither knows any method by name.
 */
import path from 'node:path';
import os from 'node:os';
import type { ApiImplementation, EventName, EventPayload } from '../../core/api/contract.ts';
import { checkEvent } from '../../core/api/dispatch.ts';
import { defaultRecordsDir } from '../records/paths.ts';
import type { SerialPortInfo } from '../boards/ports.ts';
import type { ToolSearch } from '../flash/find-tool.ts';
import { BoardManager } from '../boards/manager.ts';
import { saveSession } from '../boards/terminal-save.ts';
import { framingFor } from '../../core/terminal/framing.ts';
import { FlashManager } from '../flash/manager.ts';
import { MatchManager } from '../match/manager.ts';
import { scanCables, detectChain } from '../flash/cables.ts';
import { checkDebugServer } from '../flash/debug-server.ts';
import { defaultFileRoots, listFolder, resolveRoots, type BrowseRoot } from '../flash/file-browser.ts';
import { flashProfile } from '../../core/boards/profiles.ts';
import { SeriesManager } from '../tournament/series-manager.ts';
import { exportRecord, recordDetail, recordSummaries } from './records.ts';
import { deleteRecord, importRecordFile } from './records.ts';

export type EventListener = <E extends EventName>(event: E, payload: EventPayload<E>) => void;

export interface ServiceOptions {
  readonly mode: 'electron' | 'web';
  readonly version?: string;
  readonly recordsDir?: string;
  readonly logsDir?: string;
  readonly listPorts?: () => Promise<SerialPortInfo[]>;
  readonly pollMs?: number;
  readonly tools?: ToolSearch;
  /** Folders the browser-mode file picker may show (default: home and the project's build outputs). */
  readonly fileRoots?: readonly BrowseRoot[];
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
  const fileRoots = options.fileRoots ?? defaultFileRoots();
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
    releaseBoards: () => boards.holdForFlash(),
    restoreBoards: () => boards.endFlash(),
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
    terminalSend: async (id, bytes, options) => (await boards.send(id, bytes, options?.force ?? false), ok),
    terminalLog: async (id) => boards.log(id),
    clearTerminalLog: async (id) => (boards.clearLog(id), ok),
    saveTerminalLog: (id, format) => saveSession({ logsDir, boardId: id, log: boards.log(id), framing: framingFor(boards.get(id).game), format }),
    removeBoard: async (id) => (await boards.remove(id), ok),
    setSerialSettings: (id, settings) => boards.setSerialSettings(id, settings),
    startMatch: (config) => match.start(config),
    getMatch: async () => match.state,
    submitMove: async (id, text) => (match.submit(id, text), ok),
    resign: async (id) => (match.resign(id), ok),
    stopMatch: async (id) => (await match.stop(id), ok),
    watchMatch: async (id, command) => (match.watch(id, command), ok),
    takeBack: async (id) => (match.takeBack(id), ok),
    listRecords: () => recordSummaries(recordsDir),
    getRecord: (id) => recordDetail(recordsDir, id),
    exportRecord: (id, format) => exportRecord(recordsDir, id, format),
    deleteRecord: async (id) => (await deleteRecord(recordsDir, id), ok),
    importRecord: (file) => importRecordFile(recordsDir, file),
    flashProfiles: () => flash.profiles(),
    startFlash: async (request) => flash.start(request),
    cancelFlash: async (jobId) => (flash.cancel(jobId), ok),
    scanCables: (board) => scanCables(flashProfile(board).flash.cables.openFPGALoader, options.tools),
    detectCable: (cable) => detectChain(cable, options.tools),
    checkDebugServer: (address) => checkDebugServer(address),
    fileRoots: () => resolveRoots(fileRoots),
    browseFiles: async (dir, extensions) => listFolder(await resolveRoots(fileRoots), dir, extensions),
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
