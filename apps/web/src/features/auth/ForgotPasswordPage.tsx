import { canSubmitForgotPassword } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, TextField, TextLink, toast } from '@lense/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { AuthLayout, AuthLinks } from './AuthLayout';
import { useAuthMessages } from './authMessages';

/** /forgot-password: a single e-mail field that requests reset instructions. */
export function ForgotPasswordPage() {
  const client = useLenseClient();
  const { submitting, run, fail } = useSubmission();
  const t = useAuthMessages();
  const [email, setEmail] = useState('');

  return (
    <AuthLayout
      title={t('forgot.title')}
      lead={t('forgot.lead')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitForgotPassword(email) || submitting) return;
        void run(async () => {
          try {
            await client.account.initiatePasswordChange(email);
            toast.success(t('forgot.sent'));
          } catch (error) {
            fail(error);
          }
        });
      }}
      footer={
        <AuthLinks>
          <TextLink asChild>
            <Link to={paths.login()}>{t('backToSignIn')}</Link>
          </TextLink>
        </AuthLinks>
      }
    >
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!canSubmitForgotPassword(email)}>
        {t('forgot.submit')}
      </Button>
    </AuthLayout>
  );
}
