/** Base path of the Lense API on the host that serves the web app. */
export const DEFAULT_API_BASE = '/api';

export * from './constants';
export * from './endpoints';
export type * from './generated/schema.gen';
export * from './messages';
export * from './rules/cosineSimilarity';
export * from './rules/dates';
export * from './rules/newSpace';
export * from './rules/photoList';
export * from './rules/photoSources';
export * from './rules/spaceFilters';
export * from './rules/spaceList';
export * from './rules/spaceState';
export * from './rules/titles';
export * from './rules/validation';
export * from './session';
export * from './transport';
export type * from './types';
export * from './uploads';
