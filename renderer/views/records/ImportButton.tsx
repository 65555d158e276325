/** Import a game file: the browser hands over the file's content (never its path), which is all the host needs. */
import { useRef } from 'react';
import { MAX_IMPORT_CHARS } from '../../../core/formats/formats.ts';

export interface PickedFile {
  readonly name: string;
  readonly content: string;
}

export function ImportButton({ onFile, onError, disabled }: { onFile: (f: PickedFile) => void; onError: (message: string) => void; disabled: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const picked = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_IMPORT_CHARS * 4) return onError(`${file.name} is ${file.size} bytes: a game file to import must be at most ${MAX_IMPORT_CHARS} characters`);
    const content = await file.text();
    if (content.length > MAX_IMPORT_CHARS) return onError(`${file.name} has ${content.length} characters: a game file to import must be at most ${MAX_IMPORT_CHARS}`);
    onFile({ name: file.name, content });
  };
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} disabled={disabled} title="Pentobi .blksgf, Piskvork .psq or an arena .jsonl record">
        Import…
      </button>
      <input
        ref={input}
        type="file"
        accept=".blksgf,.sgf,.psq,.jsonl"
        aria-label="game file to import"
        hidden
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          void picked(f);
        }}
      />
    </>
  );
}
