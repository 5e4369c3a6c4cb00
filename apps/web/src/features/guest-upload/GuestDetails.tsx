import { PasswordField, Text, TextField } from '@lense/ui';
import type { ReactNode, Ref } from 'react';
import { useGuestMessages } from './guestMessages';
import type { GuestPass } from './guestPass';
import type { JoinDetails } from './useGuestPass';
import type { GuestPasswordError } from './useGuestUpload';

/** The longest name the API takes. */
export const GUEST_NAME_MAX = 60;

/** The line naming who sends, muted, the name firm; a long name breaks rather than overflows. */
function SendingAs({ children }: { children: ReactNode }) {
  return (
    <Text tone="muted" size="sm" breakWords>
      {children}
    </Text>
  );
}

/** Props of {@link GuestDetails}. */
export interface GuestDetailsProps {
  /** The guest's pass once joined: the fields give way to the name it was given. */
  pass: GuestPass | null;
  needsPassword: boolean;
  details: JoinDetails;
  onChange: (details: JoinDetails) => void;
  passwordError: GuestPasswordError | null;
  passwordRef: Ref<HTMLInputElement>;
  disabled: boolean;
}

/**
 * Who is sending: before joining, an optional name and the link's password when it has one; after, the
 * name the photos go with (it cannot change without joining again).
 */
export function GuestDetails({
  pass,
  needsPassword,
  details,
  onChange,
  passwordError,
  passwordRef,
  disabled,
}: GuestDetailsProps) {
  const t = useGuestMessages();
  if (pass) {
    return pass.name ? (
      <SendingAs>
        {t.rich('details.sendingAs', {
          name: pass.name,
          strong: (chunks) => (
            <Text asChild tone="default">
              <strong>{chunks}</strong>
            </Text>
          ),
        })}
      </SendingAs>
    ) : (
      <SendingAs>{t('details.noName')}</SendingAs>
    );
  }
  return (
    <>
      <TextField
        label={t('details.name')}
        hint={t('details.nameHint')}
        name="name"
        autoComplete="name"
        maxLength={GUEST_NAME_MAX}
        value={details.name}
        disabled={disabled}
        onChange={(event) => onChange({ ...details, name: event.target.value })}
      />
      {needsPassword ? (
        <PasswordField
          ref={passwordRef}
          label={t('details.password')}
          hint={t('details.passwordHint')}
          name="password"
          autoComplete="off"
          value={details.password}
          error={passwordError ? t(passwordError) : undefined}
          disabled={disabled}
          onChange={(event) => onChange({ ...details, password: event.target.value })}
        />
      ) : null}
    </>
  );
}
