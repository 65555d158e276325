/**
 * The setup of a series or tournament: the game and its settings, the format, the players, games
 * (per pair), the time limit, Blokus start-square alternation and, for a two-player series, the SPRT.
 */
import type { BoardInfo, SeriesConfig } from '../../../core/api/schemas.ts';
import { GAMES } from '../../../core/games/registry.ts';
import type { GameKind, GameSettings } from '../../../core/games/types.ts';
import { SettingsForm } from '../match/SettingsForm.tsx';
import { type PlayerForm } from '../match/PlayerSetup.tsx';
import { EntrantSetup } from './EntrantSetup.tsx';

export type SeriesFormat = SeriesConfig['format'];

export interface SeriesForm {
  readonly settings: GameSettings;
  readonly format: SeriesFormat;
  readonly players: readonly PlayerForm[];
  readonly games: number;
  readonly timeLimitMs: number;
  readonly alternateStart: boolean;
  /** The opening book as typed: one opening per line, moves separated by spaces. */
  readonly openings: string;
  readonly sprtOn: boolean;
  readonly sprt: { readonly elo0: number; readonly elo1: number; readonly alpha: number; readonly beta: number };
}

const FORMATS: readonly { readonly format: SeriesFormat; readonly label: string }[] = [
  { format: 'series', label: 'a series of two players' },
  { format: 'round-robin', label: 'a round robin' },
  { format: 'gauntlet', label: 'a gauntlet (player 1 against each)' },
];

interface Props {
  readonly form: SeriesForm;
  readonly boards: readonly BoardInfo[];
  readonly onChange: (f: SeriesForm) => void;
  readonly newPlayer: (game: GameKind) => PlayerForm;
}

function NumberField({ id, label, value, min, max, step, onChange }: { id: string; label: string; value: number; min: number; max?: number; step?: number; onChange: (v: number) => void }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" min={min} max={max} step={step} value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </>
  );
}

function SprtFields({ form, onChange }: { form: SeriesForm; onChange: (f: SeriesForm) => void }) {
  const set = (key: keyof SeriesForm['sprt']) => (v: number) => onChange({ ...form, sprt: { ...form.sprt, [key]: v } });
  return (
    <fieldset className="sprt-fields">
      <legend>
        <label className="inline">
          <input type="checkbox" checked={form.sprtOn} onChange={(e) => onChange({ ...form, sprtOn: e.target.checked })} /> stop on an SPRT decision
        </label>
      </legend>
      {form.sprtOn && (
        <div className="sprt-grid">
          <NumberField id="sprt-elo0" label="elo0" value={form.sprt.elo0} min={-1000} max={1000} onChange={set('elo0')} />
          <NumberField id="sprt-elo1" label="elo1" value={form.sprt.elo1} min={-1000} max={1000} onChange={set('elo1')} />
          <NumberField id="sprt-alpha" label="α" value={form.sprt.alpha} min={0.001} max={0.49} step={0.01} onChange={set('alpha')} />
          <NumberField id="sprt-beta" label="β" value={form.sprt.beta} min={0.001} max={0.49} step={0.01} onChange={set('beta')} />
        </div>
      )}
    </fieldset>
  );
}

export function SeriesSetup({ form, boards, onChange, newPlayer }: Props) {
  const game = form.settings.game;
  const changeGame = (g: GameKind) => onChange({ ...form, settings: GAMES[g].defaultSettings, players: form.players.map((p) => (p.kind === 'board' ? newPlayer(g) : p)) });
  const setPlayer = (i: number) => (p: PlayerForm) => onChange({ ...form, players: form.players.map((q, j) => (j === i ? p : q)) });
  const two = form.format === 'series';
  // A series is between two players: the others are dropped; a tournament starts with three.
  const changeFormat = (format: SeriesFormat) => {
    const players = format === 'series' ? form.players.slice(0, 2) : form.players.length < 3 ? [...form.players, newPlayer(game)] : form.players;
    onChange({ ...form, format, players });
  };
  return (
    <>
      <SettingsForm settings={form.settings} onGame={changeGame} onSettings={(settings) => onChange({ ...form, settings })} />
      <label htmlFor="series-format">format</label>
      <select id="series-format" value={form.format} onChange={(e) => changeFormat(FORMATS.find((f) => f.format === e.target.value)?.format ?? form.format)}>
        {FORMATS.map((f) => (
          <option key={f.format} value={f.format}>
            {f.label}
          </option>
        ))}
      </select>
      {form.players.map((p, i) => (
        <EntrantSetup key={i} index={i} form={p} boards={boards} game={game} onChange={setPlayer(i)} onRemove={i >= 2 ? () => onChange({ ...form, players: form.players.filter((_, j) => j !== i) }) : null} />
      ))}
      {!two && form.players.length < 16 && (
        <button type="button" onClick={() => onChange({ ...form, players: [...form.players, newPlayer(game)] })}>
          Add a player
        </button>
      )}
      <NumberField id="series-games" label={two ? 'games (colours alternate)' : 'games per pair (colours alternate)'} value={form.games} min={1} max={10_000} onChange={(games) => onChange({ ...form, games })} />
      <NumberField id="series-time-limit" label="time limit per move (ms, 0 = none)" value={form.timeLimitMs} min={0} step={100} onChange={(timeLimitMs) => onChange({ ...form, timeLimitMs })} />
      {game === 'blokus' && (
        <label className="inline">
          <input type="checkbox" checked={form.alternateStart} onChange={(e) => onChange({ ...form, alternateStart: e.target.checked })} /> alternate the start squares every two games
        </label>
      )}
      <label htmlFor="series-openings">openings, one per line (each played twice, colours swapped; engines and Gomoku boards only)</label>
      <textarea id="series-openings" rows={3} spellCheck={false} placeholder={game === 'blokus' ? '55t2 aan0' : game === 'gomoku' ? '7,7 8,8' : 'f6 e7'} value={form.openings} onChange={(e) => onChange({ ...form, openings: e.target.value })} />
      {two && <SprtFields form={form} onChange={onChange} />}
    </>
  );
}
