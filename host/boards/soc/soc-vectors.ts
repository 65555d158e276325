/**
 * `arena vectors --game gomoku --soc-rtl DIR`: each golden vector's position replayed on the
 * wujian100 SoC RTL board (soc-board.ts) as a fresh game answered from BOARD…DONE, with the E902
 * cycles the firmware measured (its `MESSAGE cycles=… search_cycles=… model_cycles=… measured=1`)
 * beside the model's. The SoC must answer the vector's move with the vector's model cycles.
 */
import { ArenaError } from '../../../core/errors.ts';
import { formatGomokuVectorsText, type GomokuVector, type GomokuVectorSet } from '../../../core/engines/gomoku-core/vectors.ts';
import type { Point } from '../../../core/gomoku/position.ts';
import { parseCycleReport, type CycleReport } from '../../../core/protocol/piskvork/index.ts';
import { PiskvorkPlayer } from '../../players/piskvork-player.ts';
import { ExecTransport } from '../../transports/exec.ts';
import { socBoardCommand } from './soc-board.ts';

/** The firmware searches at depth 1..GS_MAX_DEPTH (4) and uses 4 unless told otherwise; we do not tell it. */
export const SOC_VECTOR_DEPTH = 4;
/** START, ABOUT and a 60-stone BOARD are up to ~1 M cycles of UART traffic: tens of seconds on a loaded box. */
const REPLY_MS = 120_000;

/** What the firmware measured on the E902 for one vector. */
export interface SocMeasurement {
  /** From the command to the answer: the search plus the firmware's own work (MESSAGE `cycles`). */
  readonly socCycles: number;
  /** The search alone: the IP call, or the software fallback's last finished depth (`search_cycles`). */
  readonly socSearchCycles: number;
}

export type SocGomokuVector = GomokuVector & SocMeasurement;

export interface SocGomokuVectorSet extends Omit<GomokuVectorSet, 'vectors'> {
  /** Where the soc* fields were measured. */
  readonly measuredOn: 'wujian100-soc-rtl';
  readonly vectors: SocGomokuVector[];
}

/** The SoC disagreed with the emulator, or answered without a move or a measured cycle report. */
export class SocVectorError extends ArenaError {
  constructor(message: string, context: Readonly<Record<string, unknown>>) {
    super('soc-vector-mismatch', message, context);
    this.name = 'SocVectorError';
  }
}

function checkAnswer(index: number, v: GomokuVector, move: Point, report: CycleReport | null): SocMeasurement {
  const where = `vector ${index} (${v.moves.length} stones)`;
  const context = { vector: index, moves: v.moves, expected: v.move, got: [move.x, move.y], report: report?.fields ?? null };
  if (move.x !== v.move[0] || move.y !== v.move[1]) {
    throw new SocVectorError(`${where}: the SoC played ${move.x},${move.y}, the vector's move is ${v.move[0]},${v.move[1]}`, context);
  }
  const search = report?.fields['search_cycles'];
  if (!report || report.fields['measured'] !== 1 || search === undefined) {
    throw new SocVectorError(`${where}: the SoC sent no measured cycle report (MESSAGE cycles=… search_cycles=… measured=1) before its move`, context);
  }
  if (report.fields['model_cycles'] !== v.cycles) {
    throw new SocVectorError(`${where}: the SoC's model_cycles=${String(report.fields['model_cycles'])} differ from the vector's cycles=${v.cycles}`, context);
  }
  return { socCycles: report.cycles, socSearchCycles: search };
}

async function replay(player: PiskvorkPlayer, set: GomokuVectorSet, reports: () => CycleReport | null, progress: (line: string) => void): Promise<SocGomokuVector[]> {
  const settings = { game: 'gomoku', size: 15, rule: set.settings.rule } as const;
  const out: SocGomokuVector[] = [];
  for (const [i, v] of set.vectors.entries()) {
    const moves: Point[] = v.moves.map(([x, y]) => ({ x, y }));
    const side = (moves.length % 2) as 0 | 1;
    await player.newGame({ settings, side, timeLimitMs: 0 });
    const answer = await player.play({ moves, side, timeLimitMs: 0 });
    if (answer.kind !== 'move') {
      throw new SocVectorError(`vector ${i} (${v.moves.length} stones): the SoC gave no move (${JSON.stringify(answer.fault)})`, { vector: i, fault: answer.fault });
    }
    const m = checkAnswer(i, v, answer.move, reports());
    out.push({ ...v, ...m });
    progress(`soc-rtl: vector ${i + 1}/${set.vectors.length}: ${v.moves.length} stones, ${m.socCycles} cycles measured, ${v.cycles} modelled`);
  }
  return out;
}

/** Replays every vector of a depth-4 set on the SoC RTL board built from the checkout `socRtl`. */
export async function measureVectorsOnSoc(set: GomokuVectorSet, socRtl: string, progress: (line: string) => void, cacheDir?: string): Promise<SocGomokuVectorSet> {
  if (set.settings.depth !== SOC_VECTOR_DEPTH) {
    throw new ArenaError('bad-arguments', `--soc-rtl replays at the firmware's depth ${SOC_VECTOR_DEPTH}: drop --depth ${set.settings.depth}`, { depth: set.settings.depth });
  }
  const argv = await socBoardCommand({ socRtl, ip: 'present', cacheDir, log: progress });
  const player = new PiskvorkPlayer(new ExecTransport({ command: argv }), { name: 'wujian100 SoC RTL', setupTimeoutMs: REPLY_MS });
  let last: CycleReport | null = null;
  player.onEvent((e) => {
    if (e.kind === 'sent') last = null; // a report belongs to the command it answers
    if (e.kind === 'log' && e.text.startsWith('MESSAGE ')) last = parseCycleReport(e.text.slice(8));
  });
  try {
    await player.open(); // inside the try: a board that never answers ABOUT is still closed
    return { ...set, measuredOn: 'wujian100-soc-rtl', vectors: await replay(player, set, () => last, progress) };
  } finally {
    await player.close();
  }
}

/** The text form with the measured columns appended: `… cycles nodes leaves socCycles socSearchCycles`. */
export function formatSocVectorsText(set: SocGomokuVectorSet): string {
  const [head, ...lines] = formatGomokuVectorsText(set).trimEnd().split('\n');
  const measured = lines.map((l, i) => `${l} ${set.vectors[i]!.socCycles} ${set.vectors[i]!.socSearchCycles}`);
  return [`${head!} soc=measured (last two fields: socCycles socSearchCycles)`, ...measured].join('\n') + '\n';
}
