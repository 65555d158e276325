/**
 * Where records live: $ARENA_RECORDS_DIR, else the platform's per-user data folder
 * ($XDG_DATA_HOME or ~/.local/share on Linux, ~/Library/Application Support on macOS,
 * %APPDATA% on Windows) + fpga-arena/records.
 */
import os from 'node:os';
import path from 'node:path';

export interface PathEnv {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly platform: NodeJS.Platform;
  readonly home: string;
}

export function defaultRecordsDir(
  { env, platform, home }: PathEnv = { env: process.env, platform: process.platform, home: os.homedir() },
): string {
  if (env.ARENA_RECORDS_DIR) return env.ARENA_RECORDS_DIR;
  const p = platform === 'win32' ? path.win32 : path.posix;
  let data: string;
  if (platform === 'win32') data = env.APPDATA || p.join(home, 'AppData', 'Roaming');
  else if (platform === 'darwin') data = p.join(home, 'Library', 'Application Support');
  else data = env.XDG_DATA_HOME && p.isAbsolute(env.XDG_DATA_HOME) ? env.XDG_DATA_HOME : p.join(home, '.local', 'share');
  return p.join(data, 'fpga-arena', 'records');
}
