import { canSubmitPasswordReset } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, NotFound, PasswordField, Spinner, toast, vars } from '@lense/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { useTiming } from '../../lib/timing';
import { AuthLayout } from './AuthLayout';

/** Toast after the new password was saved (then the login page opens after 2 s). */
export const PASSWORD_CHANGED = 'Password changed successfully!';

const Checking = styled.main`
  display: flex;
  justify-content: center;
  padding: ${vars.space[8]} 0;
`;

/** /password/edit?reset_password_token=…: two password fields; an invalid token shows the 404 page. */
export function PasswordEditPage() {
  const client = useLenseClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const [tokenState, setTokenState] = useState<'checking' | 'valid' | 'invalid'>('checking');
  const [form, setForm] = useState({ password: '', password_confirmation: '' });
  const { submitting, run, fail } = useSubmission();
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
      <Checking>
        <Spinner label="Checking your reset link" />
      </Checking>
    );
  }

  const ready = canSubmitPasswordReset(form);
  return (
    <AuthLayout
      title="Set a new password"
      lead="Choose a new password for your account."
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready || submitting) return;
        void run(async () => {
          try {
            await client.account.changePassword({ reset_password_token: token, ...form });
            toast.success(PASSWORD_CHANGED);
            redirect.current = setTimeout(() => navigate(paths.login()), redirectAfterPasswordChangeMs);
          } catch (error) {
            fail(error);
          }
        });
      }}
    >
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
      />
      <PasswordField
        label="Confirm new password"
        name="password_confirmation"
        autoComplete="new-password"
        value={form.password_confirmation}
        onChange={(event) => setForm({ ...form, password_confirmation: event.target.value })}
        error={
          form.password_confirmation && form.password !== form.password_confirmation
            ? 'Passwords do not match'
            : undefined
        }
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!ready}>
        Change password
      </Button>
    </AuthLayout>
  );
}
