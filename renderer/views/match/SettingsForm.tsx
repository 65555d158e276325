/** The game and its settings as the game registry lists them (core/games): one select per setting shown in the form. */
import { GAMES, GAME_KINDS } from '../../../core/games/registry.ts';
import type { GameKind, GameSettings } from '../../../core/games/types.ts';

interface Props {
  readonly settings: GameSettings;
  readonly onGame: (game: GameKind) => void;
  readonly onSettings: (settings: GameSettings) => void;
}

export function SettingsForm({ settings, onGame, onSettings }: Props) {
  const entry = GAMES[settings.game];
  const values: Readonly<Record<string, unknown>> = settings;
  const set = (key: string, value: string) => {
    const parsed = entry.settingsSchema.safeParse({ ...settings, [key]: value });
    if (parsed.success) onSettings(parsed.data);
  };
  return (
    <>
      <label htmlFor="game">game</label>
      <select id="game" name="game" value={settings.game} onChange={(e) => onGame(GAME_KINDS.find((g) => g === e.target.value) ?? settings.game)}>
        {GAME_KINDS.map((g) => (
          <option key={g} value={g}>
            {GAMES[g].label}
          </option>
        ))}
      </select>
      {entry.settingOptions
        .filter((o) => o.inForm && o.choices)
        .map((o) => (
          <SettingSelect key={o.key} id={o.key} label={o.label} value={String(values[o.key] ?? o.default)} choices={o.choices ?? []} onChange={(v) => set(o.key, v)} />
        ))}
    </>
  );
}

function SettingSelect({ id, label, value, choices, onChange }: { id: string; label: string; value: string; choices: readonly { value: string; label: string }[]; onChange: (v: string) => void }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </>
  );
}
