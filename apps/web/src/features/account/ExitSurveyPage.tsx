import { canSubmitExitSurvey, EXIT_SURVEY_REASONS, type ExitSurveyReason } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, NotFound, Select, Spinner, Textarea, toast } from '@lense/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ButtonLink } from '../../components/ButtonLink';
import { CardScreen, CardStack, CardStatus } from '../../components/CardScreen';
import { paths } from '../../config/paths';
import { useAccountMessages } from '../../lib/accountMessages';
import { addressOf } from '../../lib/routing';
import { useSessionStore, useSignedIn } from '../../lib/session';
import { useSubmission } from '../../lib/submission';

/** Each reason's message: the API takes the reason itself, the reader sees it in their language. */
const REASON_KEYS = {
  'too expensive': 'exitSurvey.reason.tooExpensive',
  'missing features': 'exitSurvey.reason.missingFeatures',
  'poor service': 'exitSurvey.reason.poorService',
  'privacy concerns': 'exitSurvey.reason.privacyConcerns',
  other: 'exitSurvey.reason.other',
} as const satisfies Record<ExitSurveyReason, string>;

/** Whether the deletion token in the address can be used: checking, valid or invalid. */
function useDeletionToken(token: string) {
  const client = useLenseClient();
  const [state, setState] = useState<'checking' | 'valid' | 'invalid'>(token ? 'checking' : 'invalid');
  useEffect(() => {
    let current = true;
    if (!token) {
      setState('invalid');
      return;
    }
    setState('checking');
    client.account.validateDeletionToken(token).then(
      () => current && setState('valid'),
      () => current && setState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [client, token]);
  return state;
}

/** The survey, then the deletion of the account; ends on /closure with the session cleared. */
function ExitSurveyForm({ token }: { token: string }) {
  const client = useLenseClient();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const { submitting, run, fail } = useSubmission();
  const t = useAccountMessages();
  const [form, setForm] = useState<{ reason: ExitSurveyReason | ''; feedback: string }>({
    reason: '',
    feedback: '',
  });
  const ready = canSubmitExitSurvey(form);

  return (
    <form
      aria-label={t('exitSurvey.form')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || submitting || form.reason === '') return;
        const { reason, feedback } = form;
        void run(async () => {
          try {
            await client.account.submitExitSurvey({ reason, feedback: feedback.trim() });
            toast.success(t('exitSurvey.thanks'));
            // The client clears the session once the account is gone.
            await client.account.deleteAccount(token);
          } catch (error) {
            fail(error);
            return;
          }
          navigate(paths.closure(), { replace: true });
          // Nothing read for this user may outlive the account.
          void mutate(() => true, undefined, { revalidate: false });
        });
      }}
    >
      <CardStack>
        <Select
          label={t('exitSurvey.reason')}
          name="reason"
          placeholder={t('exitSurvey.reasonPlaceholder')}
          options={EXIT_SURVEY_REASONS.map((reason) => ({ value: reason, label: t(REASON_KEYS[reason]) }))}
          required
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value as ExitSurveyReason | '' })}
        />
        <Textarea
          label={t('exitSurvey.feedback')}
          name="feedback"
          required
          rows={5}
          hint={t('exitSurvey.feedbackHint')}
          value={form.feedback}
          onChange={(event) => setForm({ ...form, feedback: event.target.value })}
        />
        <Button type="submit" variant="danger" fullWidth loading={submitting} disabled={!ready}>
          {t('exitSurvey.submit')}
        </Button>
      </CardStack>
    </form>
  );
}

/**
 * /exit-survey/{deletion_token}: the link of the account-deletion e-mail. An invalid token shows the
 * 404 page; a signed-out visitor signs in first (and comes back here); then the survey deletes the
 * account.
 */
export function ExitSurveyPage() {
  const { deletionToken = '' } = useParams();
  const tokenState = useDeletionToken(deletionToken);
  const signedIn = useSignedIn();
  const store = useSessionStore();
  const location = useLocation();
  const t = useAccountMessages();

  if (tokenState === 'invalid') {
    return (
      <main>
        <NotFound />
      </main>
    );
  }
  if (tokenState === 'checking') {
    return (
      <CardScreen>
        <CardStatus>
          <Spinner size="large" label={t('exitSurvey.checking')} />
        </CardStatus>
      </CardScreen>
    );
  }
  if (!signedIn) {
    return (
      <CardScreen title={t('exitSurvey.signInTitle')} lead={<p>{t('exitSurvey.signInLead')}</p>}>
        <ButtonLink to={paths.login()} onClick={() => store.update({ open_on_login: addressOf(location) })}>
          {t('signIn')}
        </ButtonLink>
      </CardScreen>
    );
  }
  return (
    <CardScreen title={t('exitSurvey.title')} lead={<p>{t('exitSurvey.lead')}</p>}>
      <ExitSurveyForm token={deletionToken} />
    </CardScreen>
  );
}
