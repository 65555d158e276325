/** Flash: board profile, files (picked or typed), cable and DebugServer checks, start; progress and the tool's log; errors in words. */
import { useCallback, useEffect, useState } from 'react';
import type { FlashProfile, FlashState } from '../../core/api/schemas.ts';
import { phraseForGui } from '../../core/flash/gui-hints.ts';
import { useApi, useApiEvent, messageOf } from '../context.ts';
import { FilePicker } from './flash/FilePicker.tsx';
import { CablePanel } from './flash/CablePanel.tsx';
import { FlashJob } from './flash/FlashJob.tsx';
import './flash/flash.css';

/** What is missing before a flash can start, as a sentence for the field it concerns; null when ready. */
export function missingFile(profile: FlashProfile | undefined, bitstream: string, firmware: string): string | null {
  if (!profile || bitstream.trim() || firmware.trim()) return null;
  const bit = profile.files.find((f) => f.role === 'bitstream');
  const fw = profile.files.find((f) => f.role === 'firmware');
  const what = [bit && `a bitstream (${bit.extensions.join(', ')})`, fw && `a firmware ELF`].filter(Boolean).join(' or ');
  return `Choose ${what} to flash: type its path or use Browse.`;
}

export function FlashView() {
  const api = useApi();
  const [profiles, setProfiles] = useState<FlashProfile[]>([]);
  const [profileId, setProfileId] = useState('');
  const [bitstream, setBitstream] = useState('');
  const [firmware, setFirmware] = useState('');
  const [to, setTo] = useState<'sram' | 'flash'>('sram');
  const [cable, setCable] = useState('');
  const [gdbServer, setGdbServer] = useState('localhost:1025');
  const [job, setJob] = useState<FlashState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  useEffect(() => {
    void api.flashProfiles().then((list) => {
      setProfiles(list);
      setProfileId((id) => id || (list[0]?.id ?? ''));
    }, (e) => setError(messageOf(e)));
  }, [api]);
  useApiEvent(
    'flash',
    useCallback((s: FlashState) => setJob(s), []),
  );
  const profile = profiles.find((p) => p.id === profileId);
  useEffect(() => setCable(profile?.cable ?? ''), [profile]);
  const bitstreamFile = profile?.files.find((f) => f.role === 'bitstream') ?? null;
  // Boards whose catalogue entry takes firmware (an SoC) get the firmware field.
  const firmwareFile = profile?.files.find((f) => f.role === 'firmware') ?? null;
  const start = async () => {
    setError(null);
    const missing = missingFile(profile, bitstream, firmwareFile ? firmware : '');
    setFileProblem(missing);
    if (missing) return;
    try {
      setJob(
        await api.startFlash({
          profileId,
          ...(bitstream.trim() ? { bitstream: bitstream.trim() } : {}),
          ...(firmware.trim() && firmwareFile ? { firmware: firmware.trim(), gdbServer: gdbServer.trim() } : {}),
          ...(cable ? { cable } : {}),
          to,
        }),
      );
    } catch (e) {
      setError(phraseForGui(messageOf(e)));
    }
  };
  return (
    <div className="panel flash-view">
      <h2>Flash a board</h2>
      <div className="form-grid flash-form">
        <label htmlFor="flash-profile">board profile</label>
        <select id="flash-profile" value={profileId} onChange={(e) => setProfileId(e.target.value)}>
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        {bitstreamFile && (
          <>
            <label htmlFor="flash-bitstream">bitstream file</label>
            <FilePicker id="flash-bitstream" label="bitstream file" value={bitstream} extensions={bitstreamFile.extensions} invalid={fileProblem !== null} onChange={(p) => (setBitstream(p), setFileProblem(null))} />
          </>
        )}
        {firmwareFile && (
          <>
            <label htmlFor="flash-firmware">firmware (optional)</label>
            <FilePicker id="flash-firmware" label="firmware file" value={firmware} extensions={firmwareFile.extensions} invalid={fileProblem !== null} onChange={(p) => (setFirmware(p), setFileProblem(null))} />
          </>
        )}
        {fileProblem && (
          <p className="field-problem" role="alert">
            {fileProblem}
          </p>
        )}
        <label htmlFor="flash-to">write to</label>
        <select id="flash-to" value={to} onChange={(e) => setTo(e.target.value as 'sram' | 'flash')}>
          <option value="sram">the FPGA (SRAM, until power-off)</option>
          <option value="flash">the configuration flash</option>
        </select>
        {profile && <CablePanel key={profile.id} profile={profile} cable={cable} onCable={setCable} gdbServer={firmwareFile ? gdbServer : null} onGdbServer={setGdbServer} />}
      </div>
      {profile && (
        <ul className="tools">
          {profile.files.map((f) => (
            <li key={f.role} className="muted">
              {f.role}: {f.note}
            </li>
          ))}
          {profile.tools.map((t) => (
            <li key={t.name} className={t.found ? 'ok' : 'warn'}>
              {t.name}: {t.found ? 'found' : `not found — ${phraseForGui(t.hint)}`}
            </li>
          ))}
        </ul>
      )}
      <div className="toolbar">
        <button type="button" className="primary" onClick={() => void start()} disabled={job?.status === 'running'}>
          Start
        </button>
        {job?.status === 'running' && (
          <button type="button" onClick={() => void api.cancelFlash(job.jobId)}>
            Cancel
          </button>
        )}
      </div>
      {job && (job.profileId === profileId || job.status === 'running') && <FlashJob job={job} />}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
