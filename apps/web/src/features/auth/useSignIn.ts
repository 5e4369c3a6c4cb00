import { postLoginPath } from '@lense/api-client';
import { toast } from '@lense/ui';
import { useNavigate } from 'react-router-dom';
import type { SignInResponse } from '../../lib/api-context';
import { useApi } from '../../lib/api-context';
import { useSessionStore } from '../../lib/session';
import { errorMessage } from '../../lib/submission';

/** Message when the third-party provider refuses or fails. */
export const THIRD_PARTY_FAILED = 'Login failed';

/** Keeps a signed-in user in the session and goes to the remembered page (or /spaces). */
export function useCompleteSignIn() {
  const store = useSessionStore();
  const navigate = useNavigate();
  return (response: SignInResponse) => {
    store.update({ user: response.user, profile_picture_url: response.user.profile_picture_url ?? null });
    navigate(postLoginPath(store.getSnapshot()), { replace: true });
  };
}

/** Signs in through the third-party provider: 'Login failed' when the provider fails. */
export function useThirdPartySignIn() {
  const api = useApi();
  const complete = useCompleteSignIn();
  return async () => {
    let token: string;
    try {
      token = await api.thirdPartyToken();
    } catch {
      toast.error(THIRD_PARTY_FAILED);
      return;
    }
    try {
      complete(await api.signInWithThirdParty(token));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
}
