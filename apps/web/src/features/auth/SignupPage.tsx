import { canSubmitSignup, type SignupInput } from '@lense/api-client';
import { useLenseClient } from '@lense/api-client/hooks';
import { Button, Checkbox, Grid, PasswordField, TextField, TextLink, toast } from '@lense/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { policyLinks } from '../../components/policyLinks';
import { paths } from '../../config/paths';
import { useSubmission } from '../../lib/submission';
import { AuthLayout, AuthLinks, Divider } from './AuthLayout';
import { useAuthMessages } from './authMessages';
import { ThirdPartyButton } from './ThirdPartyButton';

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
  const t = useAuthMessages();
  const [form, setForm] = useState<SignupInput>(EMPTY);
  const set = (field: keyof SignupInput) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  return (
    <AuthLayout
      title={t('signup.title')}
      lead={t('signup.lead')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSubmitSignup(form, submitting)) return;
        void run(async () => {
          try {
            // The account speaks the language the page is read in: its mails, from the confirmation on.
            await client.auth.signup({ ...form, locale: t.locale === 'sw' ? 'sw' : 'en' });
            toast.success(t('signup.sent'));
            navigate(paths.login());
          } catch {
            toast.error(t('genericError'));
          }
        });
      }}
      footer={
        <>
          <Divider>{t('or')}</Divider>
          <ThirdPartyButton />
          <AuthLinks>
            <span>
              {t.rich('signup.haveAccount', {
                link: (chunks) => (
                  <TextLink asChild>
                    <Link to={paths.signin()}>{chunks}</Link>
                  </TextLink>
                ),
              })}
            </span>
          </AuthLinks>
        </>
      }
    >
      <Grid columns="1fr 1fr" gap={3}>
        <TextField
          label={t('signup.firstName')}
          name="first_name"
          autoComplete="given-name"
          value={form.first_name}
          onChange={set('first_name')}
        />
        <TextField
          label={t('signup.lastName')}
          name="last_name"
          autoComplete="family-name"
          value={form.last_name}
          onChange={set('last_name')}
        />
      </Grid>
      <TextField
        label={t('email')}
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        onChange={set('email')}
      />
      <PasswordField
        label={t('password')}
        name="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
      />
      <Checkbox
        name="accepted_terms_of_service"
        checked={form.accepted_terms_of_service}
        onChange={(event) => setForm({ ...form, accepted_terms_of_service: event.target.checked })}
        label={t.rich('signup.terms', policyLinks)}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={!canSubmitSignup(form, false)}>
        {t('signup.submit')}
      </Button>
    </AuthLayout>
  );
}
