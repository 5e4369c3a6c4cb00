import { useLenseClient, useMe, useSession } from '@lense/api-client/hooks';
import {
  Button,
  type ColorScheme,
  Inline,
  OptionPicker,
  PageHeader,
  PageLayout,
  type PickerOption,
  ProfileAvatar,
  Surface,
  Text,
  toast,
} from '@lense/ui';
import { useState } from 'react';
import { chooseColorScheme, useColorScheme } from '../../lib/colorScheme';
import { useErrorText } from '../../lib/errorText';
import { useSubmission } from '../../lib/submission';
import { LanguageSection } from './LanguageSection';
import { MpesaAccountSection } from './MpesaAccountSection';
import { Details, Section, Term, Value } from './SettingsSection';
import { useSettingsMessages } from './settingsMessages';

const COLOR_SCHEMES = ['light', 'dark', 'system'] as const satisfies readonly ColorScheme[];

/**
 * /settings: the signed-in user's profile (name, e-mail), the app's colours (light, dark or the device's)
 * and language, a password change by mailed reset link, the M-Pesa till or paybill their photo sales are paid into, and
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
  const t = useSettingsMessages();
  const errorText = useErrorText();
  const colorSchemes: readonly PickerOption<ColorScheme>[] = COLOR_SCHEMES.map((scheme) => ({
    value: scheme,
    label: t(`appearance.${scheme}`),
  }));

  return (
    <PageLayout width="narrow">
      <PageHeader title={t('title')} />

      <Section aria-labelledby="settings-profile">
        <h2 id="settings-profile">{t('profile.title')}</h2>
        <Inline align="center" gap={4} wrap={false}>
          <ProfileAvatar size="large" user={user} pictureUrl={session.profile_picture_url} />
          <Details>
            <Term>{t('profile.name')}</Term>
            <Value>{name}</Value>
            <Term>{t('profile.email')}</Term>
            <Value>{user?.email}</Value>
          </Details>
        </Inline>
      </Section>

      <Section aria-labelledby="settings-appearance">
        <h2 id="settings-appearance">{t('appearance.title')}</h2>
        <OptionPicker
          label={t('appearance.colours')}
          hint={t('appearance.hint')}
          options={colorSchemes}
          value={colorScheme}
          onValueChange={chooseColorScheme}
        />
      </Section>

      <LanguageSection />

      <Section aria-labelledby="settings-password">
        <h2 id="settings-password">{t('password.title')}</h2>
        <p>{t('password.lead')}</p>
        <Button
          variant="secondary"
          loading={password.submitting}
          disabled={!user?.email}
          onClick={() =>
            void password.run(async () => {
              try {
                await client.account.initiatePasswordChange(user?.email ?? '');
                toast.success(t('password.sent'));
              } catch (error) {
                toast.error(errorText(error));
              }
            })
          }
        >
          {t('password.change')}
        </Button>
      </Section>

      <MpesaAccountSection />

      <Section aria-labelledby="settings-delete" data-tone="danger">
        <h2 id="settings-delete">{t('delete.title')}</h2>
        <p>{t('delete.lead')}</p>
        {deletionRequested ? (
          <Surface asChild tone="info" paddingBlock={3} paddingInline={4}>
            <p role="status">
              {/* On the span, the note's colour wins over the section's muted paragraphs. */}
              <Text asChild tone="info">
                <span>{t('delete.mailSent')}</span>
              </Text>
            </p>
          </Surface>
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
                  toast.error(errorText(error));
                }
              })
            }
          >
            {t('delete.button')}
          </Button>
        )}
      </Section>
    </PageLayout>
  );
}
