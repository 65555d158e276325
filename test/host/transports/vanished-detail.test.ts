// How a vanished serial device is worded: "the device vanished (ERRNO)", whichever of the three
// forms the error reached us in (an errno code, node's "EBADF: …" message, libuv's bare words).
import { describe, it, expect } from 'vitest';
import { vanishedDetail } from '../../../host/transports/serial.ts';

describe('vanishedDetail', () => {
  it('keeps the errno from the code, a prefixed message, or libuv’s bare words', () => {
    expect(vanishedDetail(Object.assign(new Error('whatever'), { code: 'ENXIO' }))).toBe('the device vanished (ENXIO)');
    expect(vanishedDetail(new Error('EBADF: bad file descriptor, read'))).toBe('the device vanished (EBADF)');
    expect(vanishedDetail(new Error('bad file descriptor'))).toBe('the device vanished (EBADF)');
    expect(vanishedDetail(new Error('i/o error'))).toBe('the device vanished (EIO)');
  });

  it('falls back to the message when it names no errno', () => {
    expect(vanishedDetail(new Error('end of file: the device hung up'))).toBe('the device vanished (end of file: the device hung up)');
  });
});
