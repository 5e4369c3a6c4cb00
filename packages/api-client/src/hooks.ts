// The React layer of the client: provider, session hook, SWR reads and mutations (`@lense/api-client/hooks`).
export * from './hooks/index';
