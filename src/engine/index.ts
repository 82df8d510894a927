export * from './cards';
export * from './random';
export * from './options';
export * from './types';
export * from './playout';
export * from './kit';
export * from './moves';
export * from './define-game';
