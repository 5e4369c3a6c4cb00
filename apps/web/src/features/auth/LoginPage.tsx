import { canSubmitLogin } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, PasswordField, TextField, TextLink } from '@lense/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { AuthLayout, AuthLinks, Divider } from './AuthLayout';
import { ThirdPartyButton } from './ThirdPartyButton';
import { useCompleteSignIn } from './useSignIn';

/** /login and /signin: e-mail and password, third-party sign-in, links to reset and sign up. */
export function LoginPage() {
  const client = useLenseClient();
  const complete = useCompleteSignIn();
  const { submitting, run, fail } = useSubmission();
  const [form, setForm] = useState({ email: '', password: '' });

  return (
    <AuthLayout
      title="Sign in"
      lead="Welcome back to Lense."
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitLogin(form, submitting)) return;
        void run(async () => {
          try {
            complete(await client.auth.login(form));
          } catch (error) {
            fail(error);
          }
        });
      }}
      footer={
        <>
          <Divider>or</Divider>
          <ThirdPartyButton />
          <AuthLinks>
            <TextLink as={Link} to={paths.forgotPassword()}>
              Forgot password
            </TextLink>
            <span>
              No account yet?{' '}
              <TextLink as={Link} to={paths.signup()}>
                Sign up
              </TextLink>
            </span>
          </AuthLinks>
        </>
      }
    >
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!canSubmitLogin(form, false)}>
        Sign in
      </Button>
    </AuthLayout>
  );
}
