export * from './errors';
export * from './transport';
export * from './url';
