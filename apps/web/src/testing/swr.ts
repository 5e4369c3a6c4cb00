import type { SWRConfiguration } from 'swr';

/**
 * SWR for one story or test: its own cache, no deduping across renders, no revalidation on focus and
 * no retry, so what a screen shows depends only on its mocks.
 */
export const ISOLATED_SWR: SWRConfiguration = {
  provider: () => new Map(),
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
};
