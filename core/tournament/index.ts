export * from './schedule.ts';
export * from './crosstable.ts';
export * from './openings.ts';
