// @vitest-environment jsdom
// The workbench's small components: the banner once the host refuses the token, and the keyboard
// help (`?` opens it, Esc closes it, `?` typed into a field is text).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ConnectionBanner } from '../../renderer/components/ConnectionBanner.tsx';
import { KeyHelp, useKeyHelp } from '../../renderer/components/KeyHelp.tsx';

afterEach(cleanup);

describe('ConnectionBanner', () => {
  it('says the host restarted and how to reopen once the token is refused, and no longer counts attempts', () => {
    render(<ConnectionBanner link={{ state: 'refused' }} />);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toMatch(/restarted with a new token/);
    expect(text).toMatch(/Open the address arena web printed when it restarted/);
    expect(text).not.toMatch(/attempt/);
  });
});

function Harness() {
  const [open, setOpen] = useState(false);
  useKeyHelp(open, setOpen);
  return (
    <>
      <input aria-label="field" />
      {open && <KeyHelp onClose={() => setOpen(false)} />}
    </>
  );
}

describe('keyboard help', () => {
  it('opens on ?, closes on Esc and on ? again, and ignores ? typed into a field', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByLabelText('field'), { key: '?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: '?' });
    expect(screen.getByRole('dialog', { name: 'keyboard shortcuts' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: '?' });
    fireEvent.keyDown(window, { key: '?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: '?' });
    fireEvent.click(screen.getByRole('button', { name: 'close the keyboard help' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
