// msw handlers and fixture builders for stories and tests (`@lense/api-client/mocks`).
export * from './mocks/index';
