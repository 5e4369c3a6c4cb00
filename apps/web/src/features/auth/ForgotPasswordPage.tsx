import { canSubmitForgotPassword } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, TextField, TextLink, toast } from '@lense/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { AuthLayout, AuthLinks } from './AuthLayout';

/** Toast after the reset e-mail was requested. */
export const RESET_INSTRUCTIONS_SENT = 'Reset password instructions sent to your email';

/** /forgot-password: a single e-mail field that requests reset instructions. */
export function ForgotPasswordPage() {
  const client = useLenseClient();
  const { submitting, run, fail } = useSubmission();
  const [email, setEmail] = useState('');

  return (
    <AuthLayout
      title="Forgot password"
      lead="Enter your e-mail and we will send you instructions to reset your password."
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitForgotPassword(email) || submitting) return;
        void run(async () => {
          try {
            await client.account.initiatePasswordChange(email);
            toast.success(RESET_INSTRUCTIONS_SENT);
          } catch (error) {
            fail(error);
          }
        });
      }}
      footer={
        <AuthLinks>
          <TextLink as={Link} to={paths.login()}>
            Back to sign in
          </TextLink>
        </AuthLinks>
      }
    >
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!canSubmitForgotPassword(email)}>
        Send instructions
      </Button>
    </AuthLayout>
  );
}
