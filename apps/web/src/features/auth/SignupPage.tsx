import { canSubmitSignup, MESSAGES, type SignupInput } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, Checkbox, PasswordField, TextField, TextLink, toast, vars } from '@lense/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { AuthLayout, AuthLinks, Divider } from './AuthLayout';
import { ThirdPartyButton } from './ThirdPartyButton';

/** Toast after a successful signup. */
export const SIGNUP_SUCCESS = 'We have sent an email to confirm your signup to your email';

const Names = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${vars.space[3]};
`;

const EMPTY: SignupInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  accepted_terms_of_service: false,
};

/** /signup: names, e-mail, password and the terms box; submit stays disabled until the terms are accepted. */
export function SignupPage() {
  const client = useLenseClient();
  const navigate = useNavigate();
  const { submitting, run } = useSubmission();
  const [form, setForm] = useState<SignupInput>(EMPTY);
  const set = (field: keyof SignupInput) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  return (
    <AuthLayout
      title="Create your account"
      lead="Start gathering your event's photos in minutes."
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitSignup(form, submitting)) return;
        void run(async () => {
          try {
            await client.auth.signup(form);
            toast.success(SIGNUP_SUCCESS);
            navigate(paths.login());
          } catch {
            toast.error(MESSAGES.genericError);
          }
        });
      }}
      footer={
        <>
          <Divider>or</Divider>
          <ThirdPartyButton />
          <AuthLinks>
            <span>
              Already have an account?{' '}
              <TextLink as={Link} to={paths.signin()}>
                Sign in
              </TextLink>
            </span>
          </AuthLinks>
        </>
      }
    >
      <Names>
        <TextField
          label="First name"
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          onChange={set('first_name')}
        />
        <TextField
          label="Last name"
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          onChange={set('last_name')}
        />
      </Names>
      <TextField
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
      />
      <Checkbox
        name="accepted_terms_of_service"
        checked={form.accepted_terms_of_service}
        onChange={(event) => setForm({ ...form, accepted_terms_of_service: event.target.checked })}
        label={
          <>
            I agree to the{' '}
            <TextLink as={Link} to={paths.termsOfService()}>
              terms of service
            </TextLink>{' '}
            and{' '}
            <TextLink as={Link} to={paths.privacyPolicy()}>
              privacy policy
            </TextLink>
          </>
        }
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!canSubmitSignup(form, false)}>
        Sign up
      </Button>
    </AuthLayout>
  );
}
