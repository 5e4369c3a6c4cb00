import type { UserWithStatus } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { toast } from '@lense/ui';
import { useNavigate } from 'react-router-dom';
import { postLoginPath } from '../../lib/routing';
import { useSessionStore } from '../../lib/session';
import { errorMessage } from '../../lib/submission';
import { requestThirdPartyToken } from '../../lib/thirdParty';

/** Message when the third-party provider refuses or fails. */
export const THIRD_PARTY_FAILED = 'Login failed';

/** After a sign-in (the client has stored token and user): goes to the remembered page (or /spaces). */
export function useCompleteSignIn() {
  const store = useSessionStore();
  const navigate = useNavigate();
  return (_response: UserWithStatus) => {
    navigate(postLoginPath(store.getSnapshot()), { replace: true });
  };
}

/** Signs in through the third-party provider: 'Login failed' when the provider fails. */
export function useThirdPartySignIn() {
  const client = useLenseClient();
  const complete = useCompleteSignIn();
  return async () => {
    let token: string;
    try {
      token = await requestThirdPartyToken();
    } catch {
      toast.error(THIRD_PARTY_FAILED);
      return;
    }
    try {
      complete(await client.auth.signInWithGoogle(token));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
}
