export * from './accountMutations';
export * from './context';
export * from './guests';
export * from './keys';
export * from './mutations';
export * from './photoList';
export * from './queries';
export * from './useSession';
