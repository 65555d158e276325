import { describe, it, expect } from 'vitest';
import { defaultRecordsDir } from '../../../host/records/paths.ts';

describe('defaultRecordsDir', () => {
  it('prefers $ARENA_RECORDS_DIR, then $XDG_DATA_HOME, then ~/.local/share on Linux', () => {
    expect(defaultRecordsDir({ env: { ARENA_RECORDS_DIR: '/r', XDG_DATA_HOME: '/x' }, platform: 'linux', home: '/h' })).toBe('/r');
    expect(defaultRecordsDir({ env: { XDG_DATA_HOME: '/x' }, platform: 'linux', home: '/h' })).toBe('/x/fpga-arena/records');
    expect(defaultRecordsDir({ env: {}, platform: 'linux', home: '/h' })).toBe('/h/.local/share/fpga-arena/records');
    // The XDG spec says a relative value is invalid and must be ignored.
    expect(defaultRecordsDir({ env: { XDG_DATA_HOME: 'rel' }, platform: 'linux', home: '/h' })).toBe('/h/.local/share/fpga-arena/records');
  });
  it('uses the platform folders on macOS and Windows', () => {
    expect(defaultRecordsDir({ env: {}, platform: 'darwin', home: '/Users/u' })).toBe('/Users/u/Library/Application Support/fpga-arena/records');
    expect(defaultRecordsDir({ env: { APPDATA: 'C:\\Users\\u\\AppData\\Roaming' }, platform: 'win32', home: 'C:\\Users\\u' })).toBe(
      'C:\\Users\\u\\AppData\\Roaming\\fpga-arena\\records',
    );
  });
});
