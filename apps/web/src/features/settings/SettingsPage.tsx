import { useLenseClient, useMe, useSession } from '@lense/api-client/hooks';
import {
  Button,
  type ColorScheme,
  OptionPicker,
  PageHeader,
  PageLayout,
  type PickerOption,
  ProfileAvatar,
  toast,
  vars,
} from '@lense/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { chooseColorScheme, useColorScheme } from '../../lib/colorScheme';
import { errorMessage, useSubmission } from '../../lib/submission';
import { MpesaAccountSection } from './MpesaAccountSection';
import { Details, Section } from './SettingsSection';

/** Toast once the password-reset e-mail is on its way (spec, success toasts). */
export const RESET_INSTRUCTIONS_SENT = 'Reset password instructions sent to your email';
/** What the page says once the deletion e-mail is on its way. */
export const DELETION_MAIL_SENT =
  'Check your e-mail: we have sent you a link to confirm the deletion of your account.';

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[4]};
`;

const Notice = styled.p`
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.infoSubtle};
  && {
    color: ${vars.color.info};
  }
`;

const COLOR_SCHEMES: readonly PickerOption<ColorScheme>[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/**
 * /settings: the signed-in user's profile (name, e-mail), the app's colours (light, dark or the device's),
 * a password change by mailed reset link, the M-Pesa till or paybill their photo sales are paid into, and
 * the deletion of the account by mailed link (to the exit survey).
 */
export function SettingsPage() {
  const client = useLenseClient();
  const session = useSession();
  const me = useMe();
  const user = me.data ?? session.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const password = useSubmission();
  const deletion = useSubmission();
  const [deletionRequested, setDeletionRequested] = useState(false);
  const colorScheme = useColorScheme();

  return (
    <PageLayout width="narrow">
      <PageHeader title="Settings" />

      <Section aria-labelledby="settings-profile">
        <h2 id="settings-profile">Profile</h2>
        <Profile>
          <ProfileAvatar size="large" user={user} pictureUrl={session.profile_picture_url} />
          <Details>
            <dt>Name</dt>
            <dd>{name}</dd>
            <dt>E-mail</dt>
            <dd>{user?.email}</dd>
          </Details>
        </Profile>
      </Section>

      <Section aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">Appearance</h2>
        <OptionPicker
          label="Colours"
          hint="System follows your device's light or dark setting. Remembered on this browser."
          options={COLOR_SCHEMES}
          value={colorScheme}
          onValueChange={chooseColorScheme}
        />
      </Section>

      <Section aria-labelledby="settings-password">
        <h2 id="settings-password">Password</h2>
        <p>We will e-mail you a link to choose a new password.</p>
        <Button
          variant="secondary"
          loading={password.submitting}
          disabled={!user?.email}
          onClick={() =>
            void password.run(async () => {
              try {
                await client.account.initiatePasswordChange(user?.email ?? '');
                toast.success(RESET_INSTRUCTIONS_SENT);
              } catch (error) {
                toast.error(errorMessage(error));
              }
            })
          }
        >
          Change password
        </Button>
      </Section>

      <MpesaAccountSection />

      <Section aria-labelledby="settings-delete" data-tone="danger">
        <h2 id="settings-delete">Delete account</h2>
        <p>
          Deleting your account removes your spaces, photos, collections and sites. We will e-mail you a link
          to confirm.
        </p>
        {deletionRequested ? (
          <Notice role="status">{DELETION_MAIL_SENT}</Notice>
        ) : (
          <Button
            variant="danger"
            loading={deletion.submitting}
            onClick={() =>
              void deletion.run(async () => {
                try {
                  await client.account.initiateAccountDeletion();
                  setDeletionRequested(true);
                } catch (error) {
                  toast.error(errorMessage(error));
                }
              })
            }
          >
            Delete my account
          </Button>
        )}
      </Section>
    </PageLayout>
  );
}
