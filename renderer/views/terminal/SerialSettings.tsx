/** A serial port's rate and line (data bits, parity, stop bits); applying reopens the port. */
import { useEffect, useState } from 'react';
import type { BoardInfo, SerialSettings as Settings } from '../../../core/api/schemas.ts';
import { useApi, messageOf } from '../../context.ts';

const RATES = [9600, 19200, 38400, 57600, 115200, 230400, 460800, 921600, 1000000, 2000000];

function settingsOf(b: BoardInfo): Settings {
  return { baudRate: b.baudRate ?? 115200, dataBits: b.line?.dataBits ?? 8, parity: b.line?.parity ?? 'none', stopBits: b.line?.stopBits ?? 1 };
}

export function SerialSettings({ board, onStatus }: { board: BoardInfo; onStatus: (s: string | null) => void }) {
  const api = useApi();
  const [s, setS] = useState<Settings>(() => settingsOf(board));
  const current = settingsOf(board);
  const key = JSON.stringify(current);
  useEffect(() => setS(JSON.parse(key) as Settings), [key]);
  const changed = JSON.stringify(s) !== key;
  const rates = RATES.includes(s.baudRate) ? RATES : [...RATES, s.baudRate].sort((a, b) => a - b);
  const apply = () =>
    api.setSerialSettings(board.id, s).then(
      (b) => onStatus(`${b.id}: ${b.baudRate} bps, ${s.dataBits}${s.parity[0]!.toUpperCase()}${s.stopBits}`),
      (e) => onStatus(messageOf(e)),
    );
  return (
    <fieldset className="serial-settings" disabled={board.inUse !== null}>
      <legend>port settings</legend>
      <label>
        baud
        <select aria-label="baud rate" value={s.baudRate} onChange={(e) => setS({ ...s, baudRate: Number(e.target.value) })}>
          {rates.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <label>
        data bits
        <select aria-label="data bits" value={s.dataBits} onChange={(e) => setS({ ...s, dataBits: Number(e.target.value) as Settings['dataBits'] })}>
          {[8, 7, 6, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        parity
        <select aria-label="parity" value={s.parity} onChange={(e) => setS({ ...s, parity: e.target.value as Settings['parity'] })}>
          <option value="none">none</option>
          <option value="even">even</option>
          <option value="odd">odd</option>
        </select>
      </label>
      <label>
        stop bits
        <select aria-label="stop bits" value={s.stopBits} onChange={(e) => setS({ ...s, stopBits: Number(e.target.value) as Settings['stopBits'] })}>
          <option value={1}>1</option>
          <option value={2}>2</option>
        </select>
      </label>
      <button type="button" onClick={() => void apply()} disabled={!changed}>
        Apply
      </button>
    </fieldset>
  );
}
