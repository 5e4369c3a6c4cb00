// Test and story code using the mocks: a client answered in-process, with an override per case.
import { createLenseClient, createSessionStore, type LenseClient } from '@lense/api-client';
import { buildSpace, createMockFetch, HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';

export function mockedClient(): LenseClient {
  return createLenseClient({
    baseUrl: 'https://api.lense.test/api',
    session: createSessionStore(),
    fetch: createMockFetch([
      lenseMocks.spaces({ variant: 'empty' }),
      http.patch('*/api/spaces/:space_id', () =>
        HttpResponse.json({ space: buildSpace({ title: 'Renamed' }) }),
      ),
    ]),
  });
}

// @ts-expect-error the variants are populated, empty, error and slow
lenseMocks.spaces({ variant: 'missing' });
