/**
 * Browser mode's file picker: the page cannot read a path from the browser's own dialog, so it
 * lists folders through the host (browseFiles), which only shows home and the build outputs.
 */
import { useEffect, useState } from 'react';
import type { BrowseListing } from '../../../core/api/schemas.ts';
import { useApi, messageOf } from '../../context.ts';

function sizeText(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export function FileBrowser({ title, extensions, onPick, onClose }: { title: string; extensions: string[]; onPick: (path: string) => void; onClose: () => void }) {
  const api = useApi();
  const [roots, setRoots] = useState<{ label: string; path: string }[]>([]);
  const [dir, setDir] = useState<string | null>(null);
  const [listing, setListing] = useState<BrowseListing | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void api.fileRoots().then(setRoots, (e) => setError(messageOf(e)));
  }, [api]);
  useEffect(() => {
    let live = true;
    api.browseFiles(dir, extensions).then(
      (l) => live && (setListing(l), setError(null)),
      (e) => live && setError(messageOf(e)),
    );
    return () => {
      live = false;
    };
  }, [api, dir, extensions]);
  return (
    <div className="file-browser-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="file-browser panel" role="dialog" aria-modal="true" aria-label={title}>
        <div className="file-browser-head">
          <h3>{title}</h3>
          <button type="button" onClick={onClose} aria-label="close the file browser">
            Cancel
          </button>
        </div>
        <div className="toolbar">
          {roots.map((r) => (
            <button key={r.path} type="button" onClick={() => setDir(r.path)} title={r.path}>
              {r.label}
            </button>
          ))}
          <button type="button" disabled={!listing?.parent} onClick={() => listing?.parent && setDir(listing.parent)}>
            ↑ Up
          </button>
        </div>
        <div className="file-browser-path" data-path={listing?.path ?? ''}>
          {listing?.path ?? '…'}
        </div>
        <ul className="file-browser-list" aria-label="folder contents">
          {listing?.entries.map((e) => (
            <li key={e.path}>
              <button type="button" className={`entry ${e.kind}`} data-kind={e.kind} onClick={() => (e.kind === 'dir' ? setDir(e.path) : onPick(e.path))}>
                <span className="entry-name">{e.kind === 'dir' ? `📁 ${e.name}` : e.name}</span>
                <span className="muted">{sizeText(e.bytes)}</span>
              </button>
            </li>
          ))}
          {listing && listing.entries.length === 0 && <li className="hint">No folders here, and no {extensions.join(', ')} files.</li>}
        </ul>
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
