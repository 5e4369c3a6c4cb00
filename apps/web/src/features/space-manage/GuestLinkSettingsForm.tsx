import { MESSAGES, type OwnerGuestLink } from '@lense/api-client';
import { useSaveGuestLink } from '@lense/api-client/hooks';
import { Button, PasswordField, TextField, toast, vars } from '@lense/ui';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import {
  changedSettings,
  formOf,
  type GuestLinkForm,
  PHOTOS_IN_ALL_MAX,
  PHOTOS_PER_GUEST_MAX,
  validate,
} from './guestLinkSettings';

/** Toasts of the form. */
export const SETTINGS_SAVED = 'Guest link settings saved';
export const PASSWORD_REMOVED = 'Password removed';
/** Shown under the form when a save failed (the values typed stay). */
export const SETTINGS_NOT_SAVED = `The settings were not saved. ${MESSAGES.genericError}`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  max-width: 640px;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${vars.space[4]};
`;

const PasswordRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};
  & > :first-child {
    flex: 1 1 240px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${vars.space[3]};
`;

const SaveError = styled.p`
  flex: 1 1 200px;
  margin: 0;
  color: ${vars.color.danger};
  font-size: ${vars.fontSize.sm};
`;

const thousands = (value: number) => value.toLocaleString('en-GB');

/**
 * The guest link's settings: an optional password, an expiry and the photo limits. Errors show inline
 * once a field was left or a save was tried; a failed save keeps every value typed.
 */
export function GuestLinkSettingsForm({ spaceId, link }: { spaceId: string; link: OwnerGuestLink }) {
  const save = useSaveGuestLink(spaceId);
  const headingId = useId();
  // What the server holds, to send only what changed (the API keeps fields left out).
  const [saved, setSaved] = useState<GuestLinkForm>(() => formOf(link));
  const [form, setForm] = useState<GuestLinkForm>(saved);
  const [touched, setTouched] = useState<Partial<Record<keyof GuestLinkForm, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  const errors = validate(form);
  const shown = (field: keyof GuestLinkForm) => (tried || touched[field] ? errors[field] : undefined);
  const field = (name: keyof GuestLinkForm) => ({
    name,
    value: form[name],
    error: shown(name),
    onChange: (event: { target: { value: string } }) =>
      setForm((now) => ({ ...now, [name]: event.target.value })),
    onBlur: () => setTouched((now) => ({ ...now, [name]: true })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(errors).length > 0 || save.isMutating) return;
    setSaveError(null);
    try {
      await save.trigger(changedSettings(form, saved));
      const next = {
        ...form,
        password: '',
        maxUploadsPerGuest: form.maxUploadsPerGuest.trim(),
        maxUploads: form.maxUploads.trim(),
      };
      setSaved(next);
      setForm(next);
      setTried(false);
      setTouched({});
      toast.success(SETTINGS_SAVED);
    } catch {
      setSaveError(SETTINGS_NOT_SAVED);
    }
  };

  const removePassword = async () => {
    setRemoving(true);
    setSaveError(null);
    try {
      await save.trigger({ password: null });
      toast.success(PASSWORD_REMOVED);
    } catch {
      setSaveError(SETTINGS_NOT_SAVED);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Form aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Heading id={headingId}>Settings</Heading>
      <PasswordRow>
        <PasswordField
          {...field('password')}
          label={link.has_password ? 'New password' : 'Password (optional)'}
          autoComplete="new-password"
          hint={
            link.has_password
              ? 'Guests need the password to join. Leave this empty to keep it.'
              : 'Guests need it to join. At least 4 characters.'
          }
        />
        {link.has_password ? (
          <Button
            type="button"
            variant="secondary"
            loading={removing}
            disabled={save.isMutating && !removing}
            onClick={() => void removePassword()}
          >
            Remove password
          </Button>
        ) : null}
      </PasswordRow>
      <TextField
        {...field('expiresAt')}
        type="datetime-local"
        label="Closes at (optional)"
        hint="Guests can join and add photos until then. Leave it empty to keep the link open."
      />
      <Fields>
        <TextField
          {...field('maxUploadsPerGuest')}
          inputMode="numeric"
          label="Photos per guest"
          hint={`Up to ${thousands(PHOTOS_PER_GUEST_MAX)}`}
        />
        <TextField
          {...field('maxUploads')}
          inputMode="numeric"
          label="Photos in all"
          hint={`Up to ${thousands(PHOTOS_IN_ALL_MAX)}`}
        />
      </Fields>
      <Footer>
        {saveError ? <SaveError role="alert">{saveError}</SaveError> : null}
        <Button type="submit" loading={save.isMutating && !removing}>
          Save settings
        </Button>
      </Footer>
    </Form>
  );
}
