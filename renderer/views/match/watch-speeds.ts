/** The display intervals offered for watching machine games (setup and during the game). */
export const WATCH_SPEEDS: readonly { readonly ms: number; readonly label: string }[] = [
  { ms: 0, label: 'as fast as played' },
  { ms: 250, label: '0.25 s' },
  { ms: 500, label: '0.5 s' },
  { ms: 1000, label: '1 s' },
  { ms: 2000, label: '2 s' },
];
