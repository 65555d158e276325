/** Flash: board profile, files, start; a progress bar and the tool's log; errors in words. */
import { useCallback, useEffect, useState } from 'react';
import type { FlashProfile, FlashState } from '../../core/api/schemas.ts';
import { useApi, useApiEvent, messageOf } from '../context.ts';

export function FlashView() {
  const api = useApi();
  const [profiles, setProfiles] = useState<FlashProfile[]>([]);
  const [profileId, setProfileId] = useState('');
  const [bitstream, setBitstream] = useState('');
  const [firmware, setFirmware] = useState('');
  const [to, setTo] = useState<'sram' | 'flash'>('sram');
  const [job, setJob] = useState<FlashState | null>(null);
  const [error, setError] = useState<string | null>(null);
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
  // Boards whose catalogue entry takes firmware (an SoC) get the firmware field.
  const firmwareFile = profile?.files.find((f) => f.role === 'firmware') ?? null;
  const start = async () => {
    setError(null);
    try {
      setJob(await api.startFlash({ profileId, ...(bitstream.trim() ? { bitstream: bitstream.trim() } : {}), ...(firmware.trim() && firmwareFile ? { firmware: firmware.trim() } : {}), to }));
    } catch (e) {
      setError(messageOf(e));
    }
  };
  return (
    <div className="panel flash-view">
      <h2>Flash a board</h2>
      <div className="form-grid">
        <label htmlFor="flash-profile">board profile</label>
        <select id="flash-profile" value={profileId} onChange={(e) => setProfileId(e.target.value)}>
          {profiles.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        <label htmlFor="flash-bitstream">bitstream file</label>
        <input id="flash-bitstream" value={bitstream} onChange={(e) => setBitstream(e.target.value)} placeholder={profile?.files.find((f) => f.role === 'bitstream')?.extensions.join(', ') ?? ''} />
        {firmwareFile && (
          <>
            <label htmlFor="flash-firmware">firmware (optional)</label>
            <input id="flash-firmware" value={firmware} onChange={(e) => setFirmware(e.target.value)} placeholder={firmwareFile.extensions.join(', ')} />
          </>
        )}
        <label htmlFor="flash-to">write to</label>
        <select id="flash-to" value={to} onChange={(e) => setTo(e.target.value as 'sram' | 'flash')}>
          <option value="sram">the FPGA (SRAM, until power-off)</option>
          <option value="flash">the configuration flash</option>
        </select>
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
              {t.name}: {t.found ? 'found' : `not found — ${t.hint}`}
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
      {job && (
        <div className="flash-job" data-status={job.status}>
          <div className="progress-row">
            <progress max={100} value={job.percent ?? undefined} aria-label="flash progress" data-percent={job.percent ?? ''} />
            <span className="percent">{job.percent === null ? '…' : `${job.percent.toFixed(0)}%`}</span>
            <span className={`badge ${job.status}`}>{job.status}</span>
          </div>
          {job.phase && <div className="muted">{job.phase}</div>}
          {job.error && (
            <p className="error" role="alert">
              {job.error}
            </p>
          )}
          <pre className="tool-log" aria-label="tool log">
            {job.log.join('\n')}
          </pre>
        </div>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
