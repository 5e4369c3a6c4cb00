import { useLenseClient } from '@lense/api-client/hooks';
import { useCallback, useState } from 'react';
import { forgetGuestPass, type GuestPass, keepGuestPass, readGuestPass } from './guestPass';

/** What a guest types before their first upload. */
export interface JoinDetails {
  /** Shown with their photos; blank sends none. */
  name: string;
  /** The link's password, when it has one. */
  password: string;
}

/**
 * The guest's pass for one guest link: the one kept in this tab if any, else none until `join` asks the
 * API for one (POST /guest_links/{token}/guests). Join errors (401 wrong password, 429) are thrown.
 */
export function useGuestPass(linkToken: string) {
  const client = useLenseClient();
  const [pass, setPass] = useState<GuestPass | null>(() => readGuestPass(linkToken));

  const join = useCallback(
    async ({ name, password }: JoinDetails): Promise<GuestPass> => {
      const { guest } = await client.guests.join(linkToken, {
        name: name.trim() || null,
        ...(password ? { password } : {}),
      });
      const joined = { token: guest.token, name: guest.name };
      keepGuestPass(linkToken, joined);
      setPass(joined);
      return joined;
    },
    [client, linkToken],
  );

  const forget = useCallback(() => {
    forgetGuestPass(linkToken);
    setPass(null);
  }, [linkToken]);

  return { pass, join, forget };
}
