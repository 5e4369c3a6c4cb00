import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { StatusOnly } from '../index';
import { useLenseClient } from './context';
import { isUserScopedKey } from './keys';
import { dropUserScopedPaged } from './paged';

/**
 * DELETE /logout as a plain function: the session is cleared and the user's cached reads dropped, even when
 * the call fails. Without `useLogout`'s mutation state, for a caller tracking its own (a page's first script
 * then carries no mutation code).
 */
export function useLogoutCall(): () => Promise<StatusOnly> {
  const client = useLenseClient();
  const { cache, mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      return await client.auth.logout();
    } finally {
      await mutate(isUserScopedKey, undefined, { revalidate: false });
      await dropUserScopedPaged(cache, mutate);
    }
  }, [client, cache, mutate]);
}
