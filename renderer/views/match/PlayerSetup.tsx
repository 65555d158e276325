/** One side's choice in the match setup: a human, a connected board, an emulator (its options from the game registry), or an engine SPEC. */
import type { BoardInfo, PlayerChoice } from '../../../core/api/schemas.ts';
import { GAMES } from '../../../core/games/registry.ts';
import type { GameKind } from '../../../core/games/types.ts';

type Kind = PlayerChoice['kind'];

export interface PlayerForm {
  readonly kind: Kind;
  readonly boardId: string;
  /** The emulator's integer options by key (depth, units …). */
  readonly emulator: Readonly<Record<string, number>>;
  readonly spec: string;
}

const KINDS: readonly { readonly kind: Kind; readonly label: string }[] = [
  { kind: 'human', label: 'a human (you)' },
  { kind: 'board', label: 'a connected board' },
  { kind: 'emulator', label: 'an emulator' },
  { kind: 'engine', label: 'an external engine' },
];

const OPTION_LABELS: Record<string, string> = { depth: 'depth (plies)', units: 'search units' };

export function emptyForm(kind: Kind, boardId: string): PlayerForm {
  const emulator: Record<string, number> = {};
  for (const game of Object.values(GAMES)) for (const o of game.emulatorOptions) emulator[o.key] ??= o.default;
  return { kind, boardId, emulator, spec: '' };
}

export function choiceOf(f: PlayerForm): PlayerChoice {
  switch (f.kind) {
    case 'human':
      return { kind: 'human' };
    case 'board':
      return { kind: 'board', boardId: f.boardId };
    case 'emulator':
      return { kind: 'emulator', depth: f.emulator.depth ?? 3, units: f.emulator.units ?? 3 };
    case 'engine':
      return { kind: 'engine', spec: f.spec };
  }
}

function sideName(game: GameKind, index: 0 | 1): string {
  return `${GAMES[game].sideNames[index]}${index === 0 ? ' (moves first)' : ''}`;
}

interface Props {
  readonly index: 0 | 1;
  readonly form: PlayerForm;
  readonly boards: readonly BoardInfo[];
  readonly game: GameKind;
  readonly onChange: (f: PlayerForm) => void;
}

export function PlayerSetup({ index, form, boards, game, onChange }: Props) {
  const usable = boards.filter((b) => b.status === 'connected' && (b.game === null || b.game === game));
  const id = `p${index + 1}`;
  return (
    <fieldset className="player-setup" data-player={index + 1}>
      <legend>{sideName(game, index)}</legend>
      <label htmlFor={`${id}-kind`}>plays as</label>
      <select id={`${id}-kind`} name={`${id}-kind`} value={form.kind} onChange={(e) => onChange({ ...form, kind: KINDS.find((k) => k.kind === e.target.value)?.kind ?? form.kind })}>
        {KINDS.map((k) => (
          <option key={k.kind} value={k.kind}>
            {k.label}
          </option>
        ))}
      </select>
      {form.kind === 'board' && (
        <>
          <label htmlFor={`${id}-board`}>board</label>
          <select id={`${id}-board`} name={`${id}-board`} value={form.boardId} onChange={(e) => onChange({ ...form, boardId: e.target.value })}>
            <option value="">— choose —</option>
            {usable.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
        </>
      )}
      {form.kind === 'emulator' &&
        GAMES[game].emulatorOptions.map((o) => (
          <EmulatorOption key={o.key} id={`${id}-${o.key}`} label={OPTION_LABELS[o.key] ?? o.key} min={o.min} max={o.max} value={form.emulator[o.key] ?? o.default} onChange={(v) => onChange({ ...form, emulator: { ...form.emulator, [o.key]: v } })} />
        ))}
      {form.kind === 'engine' && (
        <>
          <label htmlFor={`${id}-spec`}>engine</label>
          <input id={`${id}-spec`} name={`${id}-spec`} placeholder={GAMES[game].engineExample} value={form.spec} onChange={(e) => onChange({ ...form, spec: e.target.value })} />
        </>
      )}
    </fieldset>
  );
}

function EmulatorOption({ id, label, min, max, value, onChange }: { id: string; label: string; min: number; max: number; value: number; onChange: (v: number) => void }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={id} type="number" min={min} max={max} value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </>
  );
}
