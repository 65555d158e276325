/**
 * What the user types, sent as text (with a line ending) or hex bytes. The host refuses a board a
 * match or a handshake holds; the refusal is shown as a warning with "Send anyway", which sends
 * with the user's confirmation (force).
 */
import { useState } from 'react';
import { ApiError } from '../../../core/api/errors.ts';
import { useApi, messageOf } from '../../context.ts';
import { parseHex } from './session-view.ts';

type Eol = '' | '\r\n' | '\n';

export function SendBar({ boardId, onStatus }: { boardId: string | null; onStatus: (s: string | null) => void }) {
  const api = useApi();
  const [input, setInput] = useState('');
  const [mode, setMode] = useState<'text' | 'hex'>('text');
  const [eol, setEol] = useState<Eol>('');
  const [warning, setWarning] = useState<{ message: string; bytes: string } | null>(null);
  const send = async (bytes: string, force: boolean) => {
    if (!boardId) return;
    try {
      // An absent option, not `undefined`: the wire turns undefined into null, which the contract refuses.
      await (force ? api.terminalSend(boardId, bytes, { force: true }) : api.terminalSend(boardId, bytes));
      setWarning(null);
      onStatus(null);
      setInput('');
    } catch (e) {
      if (e instanceof ApiError && (e.code === 'board-in-use' || e.code === 'board-busy')) setWarning({ message: e.message, bytes });
      else onStatus(messageOf(e));
    }
  };
  const submit = () => {
    const bytes = mode === 'hex' ? parseHex(input) : input + eol;
    if (bytes === null || bytes === '') return onStatus(mode === 'hex' ? 'not hex bytes: write pairs like 30 0d 0a' : 'nothing to send');
    void send(bytes, false);
  };
  return (
    <>
      <form
        className="send"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <select aria-label="send as" value={mode} onChange={(e) => setMode(e.target.value as 'text' | 'hex')}>
          <option value="text">text</option>
          <option value="hex">hex bytes</option>
        </select>
        <input aria-label="bytes to send" value={input} onChange={(e) => setInput(e.target.value)} placeholder={mode === 'hex' ? '30 0d 0a' : 'text to send'} />
        {mode === 'text' && (
          <select aria-label="line ending" value={eol} onChange={(e) => setEol(e.target.value as Eol)}>
            <option value="">no line ending</option>
            <option value={'\r\n'}>CR LF</option>
            <option value={'\n'}>LF</option>
          </select>
        )}
        <button type="submit" disabled={!boardId}>
          Send
        </button>
      </form>
      {warning && (
        <div className="send-warning" role="alertdialog" aria-label="the board is busy">
          <p>{warning.message}</p>
          <button type="button" className="danger" onClick={() => void send(warning.bytes, true)}>
            Send anyway
          </button>
          <button type="button" onClick={() => setWarning(null)}>
            Don’t send
          </button>
        </div>
      )}
    </>
  );
}
