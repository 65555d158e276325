/**
 * One player of a series or tournament: the Match setup's machine choices (a connected board, an
 * emulator with its options from the game registry, an engine SPEC), on the Match setup's form
 * type (views/match/PlayerSetup.tsx), numbered instead of named by side.
 */
import type { BoardInfo } from '../../../core/api/schemas.ts';
import { GAMES } from '../../../core/games/registry.ts';
import type { GameKind } from '../../../core/games/types.ts';
import { OPTION_LABELS } from '../match/config-problems.ts';
import { shownOptions, type PlayerForm } from '../match/PlayerSetup.tsx';
import { EmulatorOptionControl } from '../../components/EmulatorOptionControl.tsx';

type MachineKind = Exclude<PlayerForm['kind'], 'human'>;

const KINDS: readonly { readonly kind: MachineKind; readonly label: string }[] = [
  { kind: 'emulator', label: 'an emulator' },
  { kind: 'board', label: 'a connected board' },
  { kind: 'engine', label: 'an engine' },
];

interface Props {
  readonly index: number;
  readonly form: PlayerForm;
  readonly boards: readonly BoardInfo[];
  readonly game: GameKind;
  readonly onChange: (f: PlayerForm) => void;
  /** Null when the player cannot be removed (the first two). */
  readonly onRemove: (() => void) | null;
}

export function EntrantSetup({ index, form, boards, game, onChange, onRemove }: Props) {
  const usable = boards.filter((b) => b.status === 'connected' && (b.game === null || b.game === game));
  const id = `entrant${index + 1}`;
  return (
    <fieldset className="entrant" data-entrant={index + 1}>
      <legend>player {index + 1}</legend>
      <div className="entrant-row">
        <select id={`${id}-kind`} aria-label={`player ${index + 1} plays as`} value={form.kind} onChange={(e) => onChange({ ...form, kind: KINDS.find((k) => k.kind === e.target.value)?.kind ?? form.kind })}>
          {KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.label}
            </option>
          ))}
        </select>
        {onRemove && (
          <button type="button" className="remove" onClick={onRemove} aria-label={`remove player ${index + 1}`}>
            ✕
          </button>
        )}
      </div>
      {form.kind === 'board' && (
        <select aria-label={`player ${index + 1} board`} value={form.boardId} onChange={(e) => onChange({ ...form, boardId: e.target.value })}>
          <option value="">— choose a board —</option>
          {usable.map((b) => (
            <option key={b.id} value={b.id}>
              {b.label}
            </option>
          ))}
        </select>
      )}
      {form.kind === 'emulator' && (
        <div className="entrant-options">
          {shownOptions(game, form).map((o) => (
            <label key={o.key}>
              {OPTION_LABELS[o.key] ?? o.key}
              <EmulatorOptionControl option={o} value={form.emulator[o.key] ?? o.default} onChange={(v) => onChange({ ...form, emulator: { ...form.emulator, [o.key]: v } })} attributes={{ 'aria-label': `player ${index + 1} ${o.key}` }} />
            </label>
          ))}
        </div>
      )}
      {form.kind === 'engine' && <input aria-label={`player ${index + 1} engine`} placeholder={GAMES[game].engineExample} value={form.spec} onChange={(e) => onChange({ ...form, spec: e.target.value })} />}
    </fieldset>
  );
}
