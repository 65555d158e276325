export * from './elo.ts';
export * from './summary.ts';
