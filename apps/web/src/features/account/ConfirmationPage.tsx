import { canSubmitForgotPassword, MESSAGES } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, Spinner, TextField, toast } from '@lense/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink';
import { CardScreen, CardStack, CardStatus } from '../../components/CardScreen';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';

/** Spinner text while the address is confirmed (spec, verbatim). */
export const CONFIRMING = 'Confirminging your email...';
/** Message once the address is confirmed. */
export const CONFIRMED = 'Your email address has been successfully confirmed.';
/** Message after a new confirmation link was requested. */
export const CONFIRMATION_SENT = 'We have sent an email to confirm your signup to your email';

type Status = 'confirming' | 'confirmed' | 'failed';

/** Asks for a new confirmation link. */
function ResendConfirmation() {
  const client = useLenseClient();
  const { submitting, run, fail } = useSubmission();
  const [email, setEmail] = useState('');
  return (
    <form
      aria-label="Send a new confirmation link"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitForgotPassword(email) || submitting) return;
        void run(async () => {
          try {
            await client.account.resendConfirmation(email);
            toast.success(CONFIRMATION_SENT);
          } catch (error) {
            fail(error);
          }
        });
      }}
    >
      <CardStack>
        <TextField
          label="E-mail"
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
          Send a new link
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
        toast.success(CONFIRMED);
      },
      () => {
        setStatus('failed');
        toast.error(MESSAGES.genericError);
      },
    );
  }, [client, token]);

  if (status === 'confirming') {
    return (
      <CardScreen>
        <CardStatus>
          <Spinner size="large" label={CONFIRMING} />
          {/* The spinner announces the same text. */}
          <p aria-hidden="true">{CONFIRMING}</p>
        </CardStatus>
      </CardScreen>
    );
  }
  if (status === 'confirmed') {
    return (
      <CardScreen title="Email confirmed" lead={<p>{CONFIRMED} You can now sign in.</p>}>
        <ButtonLink to={paths.login()}>Sign in</ButtonLink>
      </CardScreen>
    );
  }
  return (
    <CardScreen
      title="We could not confirm your email"
      lead={
        <>
          <p>This confirmation link is invalid or has already been used.</p>
          <p>Enter your e-mail and we will send you a new link.</p>
        </>
      }
    >
      <ResendConfirmation />
      <ButtonLink to={paths.login()} $variant="secondary">
        Back to sign in
      </ButtonLink>
    </CardScreen>
  );
}
