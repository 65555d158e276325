/**
 * Which JTAG cable to flash through: openFPGALoader's USB scan (the board's own cable first), a
 * chain check through the chosen one, and for boards with firmware a DebugServer check.
 */
import { useState } from 'react';
import type { FlashProfile } from '../../../core/api/schemas.ts';
import { phraseForGui } from '../../../core/flash/gui-hints.ts';
import { useApi, messageOf } from '../../context.ts';

interface Verdict {
  readonly ok: boolean;
  readonly text: string;
}

function VerdictLine({ v, name }: { v: Verdict | 'busy' | null; name: string }) {
  if (v === null) return null;
  if (v === 'busy') return <span className="check busy" data-check={name} aria-busy="true">checking…</span>;
  return (
    <span className={`check ${v.ok ? 'ok' : 'warn'}`} data-check={name} data-ok={v.ok}>
      {phraseForGui(v.text)}
    </span>
  );
}

export function CablePanel(props: { profile: FlashProfile; cable: string; onCable: (c: string) => void; gdbServer: string | null; onGdbServer: (a: string) => void }) {
  const { profile, cable, onCable, gdbServer, onGdbServer } = props;
  const api = useApi();
  const [choices, setChoices] = useState<string[]>([]);
  const [scan, setScan] = useState<Verdict | 'busy' | null>(null);
  const [chain, setChain] = useState<Verdict | 'busy' | null>(null);
  const [server, setServer] = useState<Verdict | 'busy' | null>(null);
  const run = (set: (v: Verdict | 'busy' | null) => void, f: () => Promise<Verdict>) => {
    set('busy');
    f().then(set, (e) => set({ ok: false, text: messageOf(e) }));
  };
  const findCables = () =>
    run(setScan, async () => {
      const r = await api.scanCables(profile.id);
      const names = [...new Set(r.devices.flatMap((d) => d.cables))];
      setChoices(names);
      if (names[0] && !names.includes(cable)) onCable(names[0]);
      return { ok: names.length > 0, text: r.message };
    });
  const options = choices.includes(cable) || !cable ? choices : [cable, ...choices];
  return (
    <>
      <label htmlFor="flash-cable">cable</label>
      <div className="check-row">
        <select id="flash-cable" value={cable} onChange={(e) => onCable(e.target.value)}>
          {options.length === 0 && <option value={cable}>{cable || 'the board default'}</option>}
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <button type="button" onClick={findCables} disabled={scan === 'busy'}>
          Find cables
        </button>
        <button type="button" onClick={() => run(setChain, async () => { const r = await api.detectCable(cable); return { ok: r.ok, text: r.message }; })} disabled={chain === 'busy' || !cable}>
          Check the chain
        </button>
        <VerdictLine v={scan} name="scan" />
        <VerdictLine v={chain} name="chain" />
      </div>
      {gdbServer !== null && (
        <>
          <label htmlFor="flash-gdb-server">DebugServer address</label>
          <div className="check-row">
            <input id="flash-gdb-server" value={gdbServer} onChange={(e) => onGdbServer(e.target.value)} placeholder="localhost:1025" />
            <button type="button" onClick={() => run(setServer, async () => { const r = await api.checkDebugServer(gdbServer.trim()); return { ok: r.reachable, text: r.message }; })} disabled={server === 'busy' || !gdbServer.trim()}>
              Check DebugServer
            </button>
            <VerdictLine v={server} name="debug-server" />
          </div>
        </>
      )}
    </>
  );
}
