export * from './encoding';
export * from './session';
export * from './store';
export * from './token';
export * from './watch';
