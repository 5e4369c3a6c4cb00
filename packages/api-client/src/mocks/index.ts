export * from './fetch';
export * from './fixtures';
export * from './handlers';
