export * from './cards';
export * from './random';
export * from './options';
export * from './types';
export * from './playout';
