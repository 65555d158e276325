/** One side's choice in the match setup: a human, a connected board, an emulator (its options from the game registry), or an engine SPEC. */
import type { BoardInfo, PlayerChoice } from '../../../core/api/schemas.ts';
import { GAMES } from '../../../core/games/registry.ts';
import { emulatorOptionApplies } from '../../../core/games/options.ts';
import type { EmulatorOption as EmulatorOptionEntry, GameKind } from '../../../core/games/types.ts';
import { OPTION_LABELS, playerFieldId, type FieldProblems } from './config-problems.ts';
import { FieldError, invalidProps } from './FieldError.tsx';
import { EmulatorOptionControl } from '../../components/EmulatorOptionControl.tsx';

type Kind = PlayerChoice['kind'];

export interface PlayerForm {
  readonly kind: Kind;
  readonly boardId: string;
  /** The emulator's integer options by key (depth, units …). */
  readonly emulator: Readonly<Record<string, number>>;
  readonly spec: string;
  /** A human's name for the verdict and the record; empty: "you". */
  readonly name: string;
}

const KINDS: readonly { readonly kind: Kind; readonly label: string }[] = [
  { kind: 'human', label: 'a human (you)' },
  { kind: 'board', label: 'a connected board' },
  { kind: 'emulator', label: 'an emulator' },
  { kind: 'engine', label: 'an external engine' },
];

export function emptyForm(kind: Kind, boardId: string): PlayerForm {
  const emulator: Record<string, number> = {};
  for (const game of Object.values(GAMES)) for (const o of game.emulatorOptions) emulator[o.key] ??= o.default;
  return { kind, boardId, emulator, spec: '', name: '' };
}

export function choiceOf(f: PlayerForm): PlayerChoice {
  switch (f.kind) {
    case 'human':
      return f.name.trim() ? { kind: 'human', name: f.name.trim() } : { kind: 'human' };
    case 'board':
      return { kind: 'board', boardId: f.boardId };
    case 'emulator': {
      // Every option the form shows goes to the host: the Blokus core version as well (it was
      // shown and then dropped, so the GUI always ran the default core).
      const { depth = 3, units = 3, version } = f.emulator;
      return { kind: 'emulator', depth, units, ...(version === undefined ? {} : { version }) };
    }
    case 'engine':
      return { kind: 'engine', spec: f.spec };
  }
}

/** The emulator fields the chosen core has (a Blokus v2 core has no depth field). */
export function shownOptions(game: GameKind, form: PlayerForm): readonly EmulatorOptionEntry[] {
  const all = GAMES[game].emulatorOptions;
  return all.filter((o) => emulatorOptionApplies(all, o, form.emulator));
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
  readonly problems: FieldProblems;
}

export function PlayerSetup({ index, form, boards, game, onChange, problems }: Props) {
  const usable = boards.filter((b) => b.status === 'connected' && (b.game === null || b.game === game));
  const id = `p${index + 1}`;
  const field = (key: string) => playerFieldId(index, key);
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
      {form.kind === 'human' && (
        <>
          <label htmlFor={field('name')}>name (optional)</label>
          <input id={field('name')} name={field('name')} maxLength={40} placeholder="you" value={form.name} onChange={(e) => onChange({ ...form, name: e.target.value })} {...invalidProps(field('name'), problems)} />
          <FieldError field={field('name')} problems={problems} />
        </>
      )}
      {form.kind === 'board' && (
        <>
          <label htmlFor={`${id}-board`}>board</label>
          <select id={`${id}-board`} name={`${id}-board`} value={form.boardId} onChange={(e) => onChange({ ...form, boardId: e.target.value })} {...invalidProps(field('board'), problems)}>
            <option value="">— choose —</option>
            {usable.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
          </select>
          <FieldError field={field('board')} problems={problems} />
        </>
      )}
      {form.kind === 'emulator' &&
        shownOptions(game, form).map((o) => (
          <EmulatorOption key={o.key} option={o} id={field(o.key)} label={OPTION_LABELS[o.key] ?? o.key} value={form.emulator[o.key] ?? o.default} problems={problems} onChange={(v) => onChange({ ...form, emulator: { ...form.emulator, [o.key]: v } })} />
        ))}
      {form.kind === 'engine' && (
        <>
          <label htmlFor={`${id}-spec`}>engine</label>
          <input id={`${id}-spec`} name={`${id}-spec`} placeholder={GAMES[game].engineExample} value={form.spec} onChange={(e) => onChange({ ...form, spec: e.target.value })} {...invalidProps(field('spec'), problems)} />
          <FieldError field={field('spec')} problems={problems} />
        </>
      )}
    </fieldset>
  );
}

interface EmulatorOptionProps {
  readonly option: EmulatorOptionEntry;
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly problems: FieldProblems;
  readonly onChange: (v: number) => void;
}

function EmulatorOption({ option, id, label, value, problems, onChange }: EmulatorOptionProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <EmulatorOptionControl option={option} value={value} onChange={onChange} attributes={{ id, name: id, ...invalidProps(id, problems) }} />
      <FieldError field={id} problems={problems} />
    </>
  );
}
