/** An emulated core's integer option as a form control: a list when the registry names its values (the Blokus core versions), else a number field. */
import type { EmulatorOption } from '../../core/games/types.ts';

interface Props {
  readonly option: EmulatorOption;
  readonly value: number;
  readonly onChange: (v: number) => void;
  /** The control's id, name, aria label and validity attributes, as the form that holds it wants them. */
  readonly attributes: Readonly<Record<string, string | true | undefined>>;
}

export function EmulatorOptionControl({ option, value, onChange, attributes }: Props) {
  if (option.choices) {
    return (
      <select value={value} title={option.choices.find((c) => c.value === value)?.description} onChange={(e) => onChange(Number(e.target.value))} {...attributes}>
        {option.choices.map((c) => (
          <option key={c.value} value={c.value} title={c.description}>
            {c.label}
          </option>
        ))}
      </select>
    );
  }
  return <input type="number" min={option.min} max={option.max} value={value} onChange={(e) => onChange(Number(e.target.value))} {...attributes} />;
}
