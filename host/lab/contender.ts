/**
 * What the lab plays: a core configuration (`v1[:depth=3,units=3]`, `v2[:units=3,widths=24/12/8,…]`),
 * the MCTS core draft (`mcts[:deadline=45000000,units=1,engines=2,prune=16,width=32,rave=1,playouts=…,c=0.5,…]`) or an external engine (`pentobi:LEVEL`, `pentobi:LEVEL:seeded` for reproducible games, or any
 * `gtp:"command"` player spec).
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { ArenaError } from '../../core/errors.ts';
import type { BlokusCoreOptions } from '../../core/engines/blokus-core/index.ts';
import { resolveBlokusCoreOptions } from '../../core/engines/blokus-core/index.ts';
import type { BlokusCoreV2Options } from '../../core/engines/blokus-core/v2/index.ts';
import { resolveBlokusCoreV2Options } from '../../core/engines/blokus-core/v2/index.ts';
import type { BlokusMctsOptions } from '../../core/engines/blokus-mcts/index.ts';
import { blokusMctsOptionsSchema } from '../../core/engines/blokus-mcts/index.ts';

export type Contender =
  | { readonly kind: 'v1'; readonly spec: string; readonly options: BlokusCoreOptions }
  | { readonly kind: 'v2'; readonly spec: string; readonly options: BlokusCoreV2Options }
  /** The MCTS core draft (core/engines/blokus-mcts, SPEC-v3): judged by its predicted hardware time. */
  | { readonly kind: 'mcts'; readonly spec: string; readonly options: BlokusMctsOptions }
  | {
      readonly kind: 'gtp';
      readonly spec: string;
      readonly playerSpec: string;
      /** Append `--seed <game seed> --threads 1` so the engine replays each game exactly (Pentobi). */
      readonly seeded: boolean;
    };

export class ContenderSpecError extends ArenaError {
  constructor(spec: string, why: string) {
    super('lab-bad-contender', `lab contender ${JSON.stringify(spec)}: ${why}`, { spec, why });
    this.name = 'ContenderSpecError';
  }
}

/** Pentobi's GTP engine as built by ../shared/third_party/build-opponents.sh (override: PENTOBI_GTP). */
export function pentobiPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PENTOBI_GTP ?? join(homedir(), '.cache', 'fpga-arena-opponents', 'bin', 'pentobi-gtp');
}

/** The `gtp:` player spec of Pentobi at `level`, measured as the issue asks: no book, no resign. */
export function pentobiSpec(level: number, path = pentobiPath()): string {
  return `gtp:"${path}" --game duo --level ${level} --nobook --noresign --quiet`;
}

function keyValues(spec: string, text: string): Map<string, string> {
  const out = new Map<string, string>();
  if (text === '') return out;
  for (const part of text.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new ContenderSpecError(spec, `expected key=value, got ${JSON.stringify(part)}`);
    out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

function int(spec: string, key: string, text: string): number {
  if (!/^-?\d+$/.test(text)) throw new ContenderSpecError(spec, `${key}=${JSON.stringify(text)} is not an integer`);
  return Number(text);
}

function bit(spec: string, key: string, v: number | undefined): boolean | undefined {
  if (v === undefined) return undefined;
  if (v !== 0 && v !== 1) throw new ContenderSpecError(spec, `${key}=${v} must be 0 or 1`);
  return v === 1;
}

const V2_KEYS = ['units', 'maxDepth', 'widths', 'deadline', 'growth', 'wm', 'wi', 'wa', 'wd', 'wt', 'tk', 'ao', 'do', 'wp', 'sa', 'pi'] as const;

function v2Options(spec: string, kv: Map<string, string>): BlokusCoreV2Options {
  const unknown = [...kv.keys()].filter((k) => !(V2_KEYS as readonly string[]).includes(k));
  if (unknown.length) throw new ContenderSpecError(spec, `unknown v2 option ${unknown.join(', ')} (known: ${V2_KEYS.join(', ')})`);
  const n = (k: string): number | undefined => (kv.has(k) ? int(spec, k, kv.get(k)!) : undefined);
  const weights = { material: n('wm'), influence: n('wi'), attach: n('wa'), deadAttach: n('wd'), territory: n('wt'), territorySteps: n('tk'), attachOther: n('ao'), deadOther: n('do'), placeable: n('wp') };
  const o: BlokusCoreV2Options = {
    units: n('units'),
    maxDepth: n('maxDepth'),
    widths: kv.has('widths') ? kv.get('widths')!.split('/').map((w) => int(spec, 'widths', w)) : undefined,
    deadlineCycles: n('deadline'),
    growthShift: n('growth'),
    sharedAlpha: bit(spec, 'sa', n('sa')),
    partialIterations: bit(spec, 'pi', n('pi')),
    weights: Object.fromEntries(Object.entries(weights).filter(([, v]) => v !== undefined)),
  };
  resolveBlokusCoreV2Options(o); // throws a BlokusCoreOptionError naming the bad value
  return o;
}

function v1Options(spec: string, kv: Map<string, string>): BlokusCoreOptions {
  const unknown = [...kv.keys()].filter((k) => k !== 'depth' && k !== 'units');
  if (unknown.length) throw new ContenderSpecError(spec, `unknown v1 option ${unknown.join(', ')} (known: depth, units)`);
  const o: BlokusCoreOptions = {
    depth: kv.has('depth') ? int(spec, 'depth', kv.get('depth')!) : undefined,
    units: kv.has('units') ? int(spec, 'units', kv.get('units')!) : undefined,
  };
  resolveBlokusCoreOptions(o);
  return o;
}

/** The MCTS options and their defaults, read off the schema: a key added there is a lab option at once, a boolean one written 0 or 1. */
const MCTS_DEFAULTS: BlokusMctsOptions = blokusMctsOptionsSchema.parse({});
const MCTS_KEYS = Object.keys(MCTS_DEFAULTS);

function mctsOptions(spec: string, kv: Map<string, string>): BlokusMctsOptions {
  const unknown = [...kv.keys()].filter((k) => !MCTS_KEYS.includes(k));
  if (unknown.length) throw new ContenderSpecError(spec, `unknown mcts option ${unknown.join(', ')} (known: ${MCTS_KEYS.join(', ')})`);
  const num = (k: string): number | undefined => {
    if (!kv.has(k)) return undefined;
    const v = Number(kv.get(k));
    if (!Number.isFinite(v)) throw new ContenderSpecError(spec, `${k}=${JSON.stringify(kv.get(k))} is not a number`);
    return v;
  };
  const given = Object.fromEntries(MCTS_KEYS.map((k) => [k, typeof MCTS_DEFAULTS[k as keyof BlokusMctsOptions] === 'boolean' ? bit(spec, k, num(k)) : num(k)]));
  const r = blokusMctsOptionsSchema.safeParse(given);
  if (!r.success) throw new ContenderSpecError(spec, r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  if (r.data.reuse && r.data.units > 1) throw new ContenderSpecError(spec, `reuse=1 keeps one unit's tree between moves; units=${r.data.units}`);
  return r.data;
}

export function parseContender(spec: string): Contender {
  const colon = spec.indexOf(':');
  const head = colon < 0 ? spec : spec.slice(0, colon);
  const rest = colon < 0 ? '' : spec.slice(colon + 1);
  switch (head) {
    case 'v2':
      return { kind: 'v2', spec, options: v2Options(spec, keyValues(spec, rest)) };
    case 'v1':
      return { kind: 'v1', spec, options: v1Options(spec, keyValues(spec, rest)) };
    case 'mcts':
      return { kind: 'mcts', spec, options: mctsOptions(spec, keyValues(spec, rest)) };
    case 'pentobi': {
      const [level = '', mode] = rest.split(':');
      if (mode !== undefined && mode !== 'seeded') throw new ContenderSpecError(spec, `expected pentobi:LEVEL or pentobi:LEVEL:seeded`);
      return { kind: 'gtp', spec, playerSpec: pentobiSpec(int(spec, 'level', level)), seeded: mode === 'seeded' };
    }
    case 'gtp':
      return { kind: 'gtp', spec, playerSpec: spec, seeded: false };
    default:
      throw new ContenderSpecError(spec, 'expected v1[:…], v2[:…], mcts[:…], pentobi:LEVEL or gtp:"command"');
  }
}
