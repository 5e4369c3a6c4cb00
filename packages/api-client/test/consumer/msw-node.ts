// The mocks in a Node test server.
import { lenseHandlers, lenseMocks } from '@lense/api-client/mocks';
import { setupServer } from 'msw/node';

export const server = setupServer(...lenseHandlers());
server.use(lenseMocks.spaces({ variant: 'error', error: { status: 503, error: 'down for maintenance' } }));
