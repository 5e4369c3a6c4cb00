/** Base path of the Lense API on the host that serves the web app. */
export const DEFAULT_API_BASE = '/api';

export * from './checkout';
export * from './constants';
export * from './endpoints';
export type * from './generated/schema.gen';
export * from './messages';
export * from './rules/phone';
export * from './rules/photoSources';
export * from './rules/validation';
export * from './session';
export * from './transport';
export * from './uploads';
