import { canSubmitForgotPassword } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, Spinner, TextField, toast } from '@lense/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { CardScreen, CardStack, CardStatus } from '../../components/CardScreen';
import { paths } from '../../config/paths';
import { useAccountMessages } from '../../lib/accountMessages';
import { useSubmission } from '../../lib/submission';

type Status = 'confirming' | 'confirmed' | 'failed';

/** Asks for a new confirmation link. */
function ResendConfirmation() {
  const client = useLenseClient();
  const { submitting, run, fail } = useSubmission();
  const t = useAccountMessages();
  const [email, setEmail] = useState('');
  return (
    <form
      aria-label={t('confirmation.resendForm')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitForgotPassword(email) || submitting) return;
        void run(async () => {
          try {
            await client.account.resendConfirmation(email);
            toast.success(t('confirmation.sent'));
          } catch (error) {
            fail(error);
          }
        });
      }}
    >
      <CardStack>
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          fullWidth
          loading={submitting}
          disabled={!canSubmitForgotPassword(email)}
        >
          {t('confirmation.resend')}
        </Button>
      </CardStack>
    </form>
  );
}

/**
 * /confirmation?confirmation_token=…: the link of the sign-up e-mail. The token is read from the
 * current address and sent once (GET /users/confirmation); then the success or the error state.
 */
export function ConfirmationPage() {
  const client = useLenseClient();
  const [params] = useSearchParams();
  const t = useAccountMessages();
  const token = params.get('confirmation_token') ?? '';
  const [status, setStatus] = useState<Status>(token ? 'confirming' : 'failed');
  // A token can be used once: a second call (a re-run effect) would fail, so send it only once.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    setStatus('confirming');
    client.account.confirmEmail(token).then(
      () => {
        setStatus('confirmed');
        toast.success(t('confirmation.confirmed'));
      },
      () => {
        setStatus('failed');
        toast.error(t('genericError'));
      },
    );
  }, [client, token, t]);

  if (status === 'confirming') {
    return (
      <CardScreen>
        <CardStatus>
          <Spinner size="large" label={t('confirmation.confirming')} />
          {/* The spinner announces the same text. */}
          <p aria-hidden="true">{t('confirmation.confirming')}</p>
        </CardStatus>
      </CardScreen>
    );
  }
  if (status === 'confirmed') {
    return (
      <CardScreen
        title={t('confirmation.confirmedTitle')}
        lead={
          <p>
            {t('confirmation.confirmed')} {t('confirmation.canSignIn')}
          </p>
        }
      >
        <ButtonLink to={paths.login()}>{t('signIn')}</ButtonLink>
      </CardScreen>
    );
  }
  return (
    <CardScreen
      title={t('confirmation.failedTitle')}
      lead={
        <>
          <p>{t('confirmation.invalidLink')}</p>
          <p>{t('confirmation.askNewLink')}</p>
        </>
      }
    >
      <ResendConfirmation />
      <ButtonLink to={paths.login()} $variant="secondary">
        {t('backToSignIn')}
      </ButtonLink>
    </CardScreen>
  );
}
