/**
 * The "New match" panel: game and settings, time limit, both players, each mistake beside its
 * control; New game (asking first when a game is being played, which would end it as aborted) and Stop.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { BoardInfo } from '../../../core/api/schemas.ts';
import type { FieldProblems } from './config-problems.ts';
import { FieldError, invalidProps } from './FieldError.tsx';
import { PlayerSetup } from './PlayerSetup.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import type { MatchSetup } from './setup-store.ts';
import { withGame } from './use-setup.ts';

interface Props {
  readonly setup: MatchSetup;
  readonly onSetup: (change: (s: MatchSetup) => MatchSetup) => void;
  readonly boards: readonly BoardInfo[];
  readonly problems: FieldProblems;
  readonly busy: boolean;
  /** A game is being played: New game asks first, Stop is offered. */
  readonly running: boolean;
  readonly confirming: boolean;
  readonly onNewGame: () => void;
  readonly onConfirm: (yes: boolean) => void;
  readonly onStop: () => void;
  /** More options, after the time limit (the game time and watching options). */
  readonly children?: ReactNode;
}

export function SetupPanel({ setup, onSetup, boards, problems, busy, running, confirming, onNewGame, onConfirm, onStop, children }: Props) {
  const game = setup.settings.game;
  return (
    <section className="panel setup" aria-label="match setup">
      <h2>New match</h2>
      <SettingsForm settings={setup.settings} onGame={(g) => onSetup((s) => withGame(s, g))} onSettings={(settings) => onSetup((s) => ({ ...s, settings }))} />
      <label htmlFor="time-limit">time limit per move (ms, 0 = none)</label>
      <input id="time-limit" type="number" min={0} step={100} value={setup.timeLimit} onChange={(e) => onSetup((s) => ({ ...s, timeLimit: Math.max(0, Number(e.target.value)) }))} {...invalidProps('time-limit', problems)} />
      <FieldError field="time-limit" problems={problems} />
      {children}
      {([0, 1] as const).map((i) => (
        <PlayerSetup key={i} index={i} form={setup.forms[i]} boards={boards} game={game} problems={problems} onChange={(f) => onSetup((s) => ({ ...s, forms: i === 0 ? [f, s.forms[1]] : [s.forms[0], f] }))} />
      ))}
      <button type="button" className="primary" onClick={onNewGame} disabled={busy || confirming}>
        {busy ? 'Starting…' : 'New game'}
      </button>
      <FieldError field="form" problems={problems} />
      {confirming && <ConfirmAbort onConfirm={onConfirm} />}
      {running && (
        <button type="button" onClick={onStop}>
          Stop
        </button>
      )}
    </section>
  );
}

/** Asks before a new game ends the running one; takes the focus, so it is in view and Enter answers it. */
function ConfirmAbort({ onConfirm }: { onConfirm: (yes: boolean) => void }) {
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <div className="confirm" role="alertdialog" aria-label="end the running game?">
      <p>A game is being played. A new game ends it as aborted: it is recorded, and nobody loses.</p>
      <div className="confirm-actions">
        <button type="button" className="primary" ref={yes} onClick={() => onConfirm(true)}>
          End it and start
        </button>
        <button type="button" onClick={() => onConfirm(false)}>
          Keep playing
        </button>
      </div>
    </div>
  );
}
