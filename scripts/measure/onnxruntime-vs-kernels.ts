/**
 * onnxruntime-node against our own kernels (core/nn/) on the Gomoku policy/value net (issue 17: "measure
 * both and say which you chose"; the answer is in core/engines/mcts/README.md, "Why own kernels").
 * onnxruntime-node is NOT a project dependency: it is installed in a scratch folder outside the repo
 * and loaded from the path given, through a small validated interface rather than its types.
 *
 *   # 1. the ONNX files (Debian's python3-onnx; no torch needed, the weights are the JSON's):
 *   apt-get install -y python3-onnx
 *   /usr/bin/python3 scripts/measure/export-onnx.py core/engines/mcts/weights/gomoku15.json /tmp/onnx
 *   # 2. onnxruntime-node outside the repo. Its CPU binary ships inside the npm package; its install
 *   #    script only fetches optional CUDA files from a host this machine cannot reach, so skip it:
 *   mkdir -p /tmp/ort && cd /tmp/ort && npm init -y && npm install --ignore-scripts onnxruntime-node
 *   # 3. back in the repo:
 *   npx tsx scripts/measure/onnxruntime-vs-kernels.ts /tmp/onnx/gomoku15.onnx /tmp/ort/node_modules/onnxruntime-node \
 *       [/tmp/onnx/gomoku15-int8-qdq.onnx /tmp/onnx/gomoku15-int8-qdq-r7.onnx] [--rounds 5]
 *
 * On the 200 positions of bench/mcts-threshold.bench.ts (samplePositions(200, 1718)) it checks that
 * onnxruntime's FP32 outputs equal PolicyValueNet.evaluate(x, 'fp32') on the first 20, then times, in
 * this one process and interleaved round by round: onnxruntime FP32 at batch 1 (one leaf at a time, as
 * the search evaluates; intraOpNumThreads 1) and batch 8, onnxruntime INT8 (each QDQ model given, which
 * its optimiser fuses to QLinearConv; the op names in the optimised graph are printed) at batch 1, and
 * our FP32 and INT8 kernels. Each figure is
 * evaluations per wall second and per CPU second (process.cpuUsage, all threads), median over the
 * rounds; the 1-minute load average is printed before and after. INT8's best move (highest logit on an
 * empty cell) is compared with our FP32's.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { GomokuPosition, builtInNet, samplePositions } from '../../core/engines/mcts/index.ts';
import { EMPTY } from '../../core/gomoku/index.ts';
import type { GomokuBoard } from '../../core/gomoku/index.ts';
import { PolicyValueNet } from '../../core/nn/index.ts';

/** The part of onnxruntime-node's API used here. */
interface OrtTensor {
  readonly data: unknown;
  readonly dims: readonly number[];
}
interface SessionOptions {
  readonly intraOpNumThreads: number;
  readonly interOpNumThreads: number;
  readonly executionMode: 'sequential';
  readonly graphOptimizationLevel: 'all';
  readonly optimizedModelFilePath?: string;
}
interface OrtSession {
  run(feeds: Record<string, OrtTensor>): Promise<Record<string, OrtTensor>>;
  release(): Promise<void>;
}
interface Ort {
  readonly InferenceSession: { create(path: string, options: SessionOptions): Promise<OrtSession> };
  readonly Tensor: new (type: 'float32', data: Float32Array, dims: readonly number[]) => OrtTensor;
  readonly env: { readonly versions: { readonly common: string } };
}

const isFunction = (v: unknown): boolean => typeof v === 'function';
const ortSchema = z.object({
  InferenceSession: z.custom<Ort['InferenceSession']>((v) => isFunction(v) && isFunction((v as { create?: unknown }).create), 'InferenceSession.create is not a function'),
  Tensor: z.custom<Ort['Tensor']>(isFunction, 'Tensor is not a constructor'),
  env: z.object({ versions: z.object({ common: z.string() }) }),
});
const outputsSchema = z.object({
  logits: z.object({ data: z.instanceof(Float32Array) }),
  value: z.object({ data: z.instanceof(Float32Array) }),
});

function loadOrt(modulePath: string): Ort {
  // onnxruntime-node is CommonJS; a path outside the repo keeps it out of package.json.
  const mod: unknown = createRequire(import.meta.url)(modulePath);
  const parsed = ortSchema.safeParse(mod);
  if (!parsed.success) throw new Error(`${modulePath} does not look like onnxruntime-node: ${parsed.error.message}`);
  return parsed.data;
}

const { values: opts, positionals } = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '5' } } });
const [onnxPath, ortPath, ...int8Paths] = positionals;
if (!onnxPath || !ortPath) {
  console.error('usage: npx tsx scripts/measure/onnxruntime-vs-kernels.ts FP32.onnx ONNXRUNTIME_NODE_DIR [INT8-QDQ.onnx ...] [--rounds N]');
  process.exit(2);
}
const rounds = Number(opts.rounds);

const ort = loadOrt(ortPath);
const net = new PolicyValueNet(builtInNet('gomoku15'));
const cells = net.cells;
const boards = samplePositions(200, 1718);
const planes = boards.map((b) => {
  const x = new Float32Array(3 * cells);
  new GomokuPosition(b).encode(x);
  return x;
});
const n = planes.length;

const sessionOptions = (optimised?: string): SessionOptions => ({
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  executionMode: 'sequential',
  graphOptimizationLevel: 'all',
  ...(optimised ? { optimizedModelFilePath: optimised } : {}),
});

async function runOrt(session: OrtSession, batch: readonly Float32Array[]): Promise<{ logits: Float32Array; value: Float32Array }> {
  const data = new Float32Array(batch.length * 3 * cells);
  batch.forEach((x, i) => data.set(x, i * 3 * cells));
  const out = outputsSchema.parse(await session.run({ x: new ort.Tensor('float32', data, [batch.length, 3, 15, 15]) }));
  return { logits: out.logits.data, value: out.value.data };
}

function argmaxEmpty(logits: ArrayLike<number>, board: GomokuBoard, offset = 0): number {
  let best = -1;
  for (let c = 0; c < cells; c++) if (board.cells[c] === EMPTY && (best < 0 || logits[offset + c]! > logits[offset + best]!)) best = c;
  return best;
}

interface Timing {
  readonly wall: number;
  readonly cpu: number;
}
/** Evaluations per wall second and per CPU second of `evaluations` done by `body`. */
async function timed(evaluations: number, body: () => Promise<void> | void): Promise<Timing> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await body();
  const wallS = (performance.now() - t0) / 1000;
  const c = process.cpuUsage(c0);
  return { wall: evaluations / wallS, cpu: evaluations / ((c.user + c.system) / 1e6) };
}

const median = (a: readonly number[]): number => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function main(): Promise<void> {
  console.log(`onnxruntime-node ${ort.env.versions.common}, node ${process.version}, ${n} positions, ${rounds} rounds, load average (1, 5, 15 min) at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const fp32 = await ort.InferenceSession.create(onnxPath!, sessionOptions());
  const int8s: { name: string; session: OrtSession; optimised: string }[] = [];
  for (const path of int8Paths) {
    const optimised = path.replace(/\.onnx$/, '') + '.optimised.onnx';
    int8s.push({ name: basename(path), session: await ort.InferenceSession.create(path, sessionOptions(optimised)), optimised });
  }

  // Equality with our FP32 kernels on 20 positions.
  let maxLogit = 0;
  let maxValue = 0;
  let sameBest = 0;
  for (let i = 0; i < 20; i++) {
    const o = await runOrt(fp32, [planes[i]!]);
    const e = net.evaluate(planes[i]!, 'fp32');
    for (let c = 0; c < cells; c++) maxLogit = Math.max(maxLogit, Math.abs(o.logits[c]! - e.logits[c]!));
    maxValue = Math.max(maxValue, Math.abs(o.value[0]! - e.value));
    if (argmaxEmpty(o.logits, boards[i]!) === argmaxEmpty(e.logits, boards[i]!)) sameBest++;
  }
  console.log(`onnxruntime FP32 vs core/nn FP32 on 20 positions: max |Δlogit| ${maxLogit.toExponential(2)}, max |Δvalue| ${maxValue.toExponential(2)}, same best move ${sameBest}/20`);
  if (maxLogit > 1e-3 || maxValue > 1e-4) throw new Error('onnxruntime FP32 differs from core/nn FP32 beyond float tolerance: the ONNX export is wrong');

  let ownAgree = 0;
  for (let i = 0; i < n; i++) {
    const f = argmaxEmpty(Float32Array.from(net.evaluate(planes[i]!, 'fp32').logits), boards[i]!);
    if (argmaxEmpty(net.evaluate(planes[i]!, 'int8').logits, boards[i]!) === f) ownAgree++;
  }
  console.log(`our INT8: best move equal to our FP32's on ${ownAgree}/${n}`);
  for (const q of int8s) {
    const text = readFileSync(q.optimised).toString('latin1');
    const ops = ['QLinearConv', 'QGemm', 'QLinearMatMul', 'QuantizeLinear', 'DequantizeLinear'].map((op) => `${op} ×${text.split(op).length - 1}`);
    console.log(`onnxruntime ${q.name}, optimised graph ${q.optimised}: ${ops.join(', ')} (occurrences of the op names in the file)`);
    let ortAgree = 0;
    let ortVsOwnInt8 = 0;
    let maxL = 0;
    let maxV = 0;
    for (let i = 0; i < n; i++) {
      const f32 = net.evaluate(planes[i]!, 'fp32');
      const f32Logits = Float32Array.from(f32.logits);
      const f = argmaxEmpty(f32Logits, boards[i]!);
      const ownBest = argmaxEmpty(net.evaluate(planes[i]!, 'int8').logits, boards[i]!);
      const o = await runOrt(q.session, [planes[i]!]);
      const ortBest = argmaxEmpty(o.logits, boards[i]!);
      for (let c = 0; c < cells; c++) maxL = Math.max(maxL, Math.abs(o.logits[c]! - f32Logits[c]!));
      maxV = Math.max(maxV, Math.abs(o.value[0]! - f32.value));
      if (ortBest === f) ortAgree++;
      if (ortBest === ownBest) ortVsOwnInt8++;
    }
    console.log(`  best move equal to our FP32's on ${ortAgree}/${n}, to our INT8's on ${ortVsOwnInt8}/${n}; max |Δlogit| ${maxL.toFixed(3)}, max |Δvalue| ${maxV.toFixed(3)} against our FP32`);
  }

  const batches8: Float32Array[][] = [];
  for (let i = 0; i < n; i += 8) batches8.push(planes.slice(i, i + 8));
  const methods: [string, () => Promise<void> | void][] = [
    ['onnxruntime FP32, batch 1', async () => { for (const x of planes) await runOrt(fp32, [x]); }],
    ['onnxruntime FP32, batch 8', async () => { for (const b of batches8) await runOrt(fp32, b); }],
    ...int8s.map((q): [string, () => Promise<void>] => [`onnxruntime INT8 ${q.name}, batch 1`, async () => { for (const x of planes) await runOrt(q.session, [x]); }]),
    ['core/nn FP32 (ours)', () => { for (const x of planes) net.evaluate(x, 'fp32'); }],
    ['core/nn INT8 (ours)', () => { for (const x of planes) net.evaluate(x, 'int8'); }],
  ];
  for (const [, body] of methods) await body(); // warm-up: JIT, onnxruntime's first-run allocations
  const results = methods.map(() => [] as Timing[]);
  const loads: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let m = 0; m < methods.length; m++) results[m]!.push(await timed(n, methods[m]![1]));
    loads.push(loadavg()[0]!);
  }
  console.log(`\n| method | evaluations / wall s (median of ${rounds}) | evaluations / CPU s (median) | wall min–max |`);
  console.log('| --- | ---: | ---: | --- |');
  methods.forEach(([name], m) => {
    const t = results[m]!;
    const w = t.map((x) => x.wall);
    console.log(`| ${name} | ${Math.round(median(w))} | ${Math.round(median(t.map((x) => x.cpu)))} | ${Math.round(Math.min(...w))}–${Math.round(Math.max(...w))} |`);
  });
  console.log(`\n1-minute load average after each round: ${loads.map((l) => l.toFixed(2)).join(', ')}; at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  await fp32.release();
  for (const q of int8s) await q.session.release();
}

await main();
