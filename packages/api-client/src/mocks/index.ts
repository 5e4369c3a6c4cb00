// The client's own msw, so handlers written beside the mocks have the type the mocks take.
export { delay, type HttpHandler, HttpResponse, http } from 'msw';
export * from './fetch';
export * from './fixtures';
export * from './handlers';
