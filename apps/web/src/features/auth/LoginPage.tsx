import { canSubmitLogin } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, PasswordField, TextField, TextLink } from '@lense/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { AuthLayout, AuthLinks, Divider } from './AuthLayout';
import { useAuthMessages } from './authMessages';
import { ThirdPartyButton } from './ThirdPartyButton';
import { useCompleteSignIn } from './useSignIn';

/** /login and /signin: e-mail and password, third-party sign-in, links to reset and sign up. */
export function LoginPage() {
  const client = useLenseClient();
  const complete = useCompleteSignIn();
  const { submitting, run, fail } = useSubmission();
  const t = useAuthMessages();
  const [form, setForm] = useState({ email: '', password: '' });

  return (
    <AuthLayout
      title={t('login.title')}
      lead={t('login.lead')}
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
          <Divider>{t('or')}</Divider>
          <ThirdPartyButton />
          <AuthLinks>
            <TextLink asChild>
              <Link to={paths.forgotPassword()}>{t('login.forgotPassword')}</Link>
            </TextLink>
            <span>
              {t.rich('login.noAccount', {
                link: (chunks) => (
                  <TextLink asChild>
                    <Link to={paths.signup()}>{chunks}</Link>
                  </TextLink>
                ),
              })}
            </span>
          </AuthLinks>
        </>
      }
    >
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!canSubmitLogin(form, false)}>
        {t('login.submit')}
      </Button>
    </AuthLayout>
  );
}
