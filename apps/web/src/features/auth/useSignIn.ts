import type { UserWithStatus } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { toast } from '@lense/ui';
import { useNavigate } from 'react-router-dom';
import { useErrorText } from '../../lib/errorText';
import { postLoginPath } from '../../lib/routing';
import { useSessionStore } from '../../lib/session';
import { requestThirdPartyToken } from '../../lib/thirdParty';
import { useAuthMessages } from './authMessages';

/** After a sign-in (the client has stored token and user): goes to the remembered page (or /spaces). */
export function useCompleteSignIn() {
  const store = useSessionStore();
  const navigate = useNavigate();
  return (_response: UserWithStatus) => {
    navigate(postLoginPath(store.getSnapshot()), { replace: true });
  };
}

/**
 * Signs in through the third-party provider ('Login failed' when the provider fails); an account it creates
 * speaks the page's language.
 */
export function useThirdPartySignIn() {
  const client = useLenseClient();
  const complete = useCompleteSignIn();
  const t = useAuthMessages();
  const errorText = useErrorText();
  return async () => {
    let token: string;
    try {
      token = await requestThirdPartyToken();
    } catch {
      toast.error(t('thirdParty.failed'));
      return;
    }
    try {
      complete(await client.auth.signInWithGoogle({ token, locale: t.locale === 'sw' ? 'sw' : 'en' }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
}
