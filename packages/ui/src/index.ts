export * from './Button';
export * from './Spinner';
export * from './theme';
