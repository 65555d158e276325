/**
 * A file field with a Browse button: the desktop app opens Electron's dialog (window.arenaDesktop,
 * core/api/desktop.ts); a browser page lists the host's folders instead (FileBrowser).
 */
import { useState } from 'react';
import type { DesktopBridge } from '../../../core/api/desktop.ts';
import { messageOf } from '../../context.ts';
import { FileBrowser } from './FileBrowser.tsx';

declare global {
  interface Window {
    arenaDesktop?: DesktopBridge;
  }
}

export function FilePicker(props: { id: string; label: string; value: string; extensions: string[]; onChange: (path: string) => void; invalid: boolean }) {
  const { id, label, value, extensions, onChange, invalid } = props;
  const [browsing, setBrowsing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const browse = () => {
    const desktop = window.arenaDesktop;
    if (!desktop) return setBrowsing(true);
    desktop.pickFile({ title: `Choose the ${label}`, extensions }).then((p) => p && onChange(p), (e) => setError(messageOf(e)));
  };
  return (
    <div className="file-picker">
      <input id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder={extensions.join(', ')} aria-invalid={invalid} />
      <button type="button" onClick={browse} aria-label={`browse for the ${label}`}>
        Browse…
      </button>
      {error && <span className="error">{error}</span>}
      {browsing && (
        <FileBrowser
          title={`Choose the ${label}`}
          extensions={extensions}
          onClose={() => setBrowsing(false)}
          onPick={(p) => {
            onChange(p);
            setBrowsing(false);
          }}
        />
      )}
    </div>
  );
}
