/**
 * The two dialects of the ICFPT Blokus Duo serial protocol (PROTOCOL.md beside this file,
 * shared/DESIGN.md §4.1). The bytes cannot always tell them apart (`35…` is a HEART second-move
 * request or an ICFPT 2013 turn whose move starts in column 5), so the dialect is a setting.
 */

/** `heart-2014`: the newest official host, the default. `icfpt-2013`: the first contest's host. */
export const DIALECTS = ['heart-2014', 'icfpt-2013'] as const;
export type IcfptDialect = (typeof DIALECTS)[number];

export const DEFAULT_DIALECT: IcfptDialect = 'heart-2014';

/** True for the names above; for settings read from files or the command line. */
export function isDialect(name: string): name is IcfptDialect {
  return (DIALECTS as readonly string[]).includes(name);
}
