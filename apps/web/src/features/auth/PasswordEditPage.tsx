import { canSubmitPasswordReset } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, Inline, NotFound, PasswordField, Spinner, toast } from '@lense/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { useTiming } from '../../lib/timing';
import { AuthLayout } from './AuthLayout';
import { useAuthMessages } from './authMessages';

/** /password/edit?reset_password_token=…: two password fields; an invalid token shows the 404 page. */
export function PasswordEditPage() {
  const client = useLenseClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const [tokenState, setTokenState] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const { submitting, run, fail } = useSubmission();
  const t = useAuthMessages();
  const { redirectAfterPasswordChangeMs } = useTiming();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  useEffect(() => {
    let current = true;
    if (!token) {
      setTokenState('invalid');
      return;
    }
    setTokenState('checking');
    client.account.validateResetPasswordToken(token).then(
      () => current && setTokenState('valid'),
      () => current && setTokenState('invalid'),
    );
    return () => {
      current = false;
    };
  }, [client, token]);

  if (tokenState === 'invalid') {
    return (
      <main>
        <NotFound />
      </main>
    );
  }
  if (tokenState === 'checking') {
    return (
      <Inline asChild justify="center" paddingBlock={8}>
        <main>
          <Spinner label={t('passwordEdit.checking')} />
        </main>
      </Inline>
    );
  }

  const ready = canSubmitPasswordReset(form);
  return (
    <AuthLayout
      title={t('passwordEdit.title')}
      lead={t('passwordEdit.lead')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || submitting) return;
        void run(async () => {
          try {
            await client.account.changePassword({ reset_password_token: token, ...form });
            toast.success(t('passwordEdit.changed'));
            redirect.current = setTimeout(() => navigate(paths.login()), redirectAfterPasswordChangeMs);
          } catch (error) {
            fail(error);
          }
        });
      }}
    >
      <PasswordField
        label={t('passwordEdit.newPassword')}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
      />
      <PasswordField
        label={t('passwordEdit.confirmPassword')}
        name="password_confirmation"
        autoComplete="new-password"
        value={form.password_confirmation}
        onChange={(event) => setForm({ ...form, password_confirmation: event.target.value })}
        error={
          form.password_confirmation && form.password !== form.password_confirmation
            ? t('passwordEdit.mismatch')
            : undefined
        }
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!ready}>
        {t('passwordEdit.submit')}
      </Button>
    </AuthLayout>
  );
}
