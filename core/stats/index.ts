export * from './elo.ts';
export * from './summary.ts';
export * from './sprt.ts';
export * from './pentanomial.ts';
export * from './paired.ts';
