import type { OwnerGuestLink } from '@lense/api-client';
import { useSaveGuestLink } from '@lense/api-client/hooks';
import { Box, Button, Grid, Heading, Inline, PasswordField, Stack, Text, TextField, toast } from '@lense/ui';
import { type FormEvent, useId, useState } from 'react';
import {
  changedSettings,
  formOf,
  type GuestLinkForm,
  PASSWORD_LENGTH,
  PHOTOS_IN_ALL_MAX,
  PHOTOS_PER_GUEST_MAX,
  validate,
} from './guestLinkSettings';
import { useReviewMessages } from './reviewMessages';

/**
 * The guest link's settings: an optional password, an expiry and the photo limits. Errors show inline
 * once a field was left or a save was tried; a failed save keeps every value typed.
 */
export function GuestLinkSettingsForm({ spaceId, link }: { spaceId: string; link: OwnerGuestLink }) {
  const save = useSaveGuestLink(spaceId);
  const t = useReviewMessages();
  const headingId = useId();
  // What the server holds, to send only what changed (the API keeps fields left out).
  const [saved, setSaved] = useState<GuestLinkForm>(() => formOf(link));
  const [form, setForm] = useState<GuestLinkForm>(saved);
  const [touched, setTouched] = useState<Partial<Record<keyof GuestLinkForm, boolean>>>({});
  const [tried, setTried] = useState(false);
  // Shown under the form when a save failed (the values typed stay).
  const [saveError, setSaveError] = useState(false);
  const [removing, setRemoving] = useState(false);

  const errors = validate(form);
  const shown = (field: keyof GuestLinkForm) => {
    const error = tried || touched[field] ? errors[field] : undefined;
    return error ? t(error.key, error.values) : undefined;
  };
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
    setSaveError(false);
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
      toast.success(t('settings.saved'));
    } catch {
      setSaveError(true);
    }
  };

  const removePassword = async () => {
    setRemoving(true);
    setSaveError(false);
    try {
      await save.trigger({ password: null });
      toast.success(t('settings.passwordRemoved'));
    } catch {
      setSaveError(true);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Stack asChild gap={4} maxWidth="640px">
      <form aria-labelledby={headingId} onSubmit={(event) => void onSubmit(event)} noValidate>
        <Heading level={3} size="md" weight="semibold" leading="normal" id={headingId}>
          {t('settings.title')}
        </Heading>
        <Inline align="end" gap={3}>
          <Box asChild flex="1 1 240px">
            <PasswordField
              {...field('password')}
              label={t(link.has_password ? 'settings.newPassword' : 'settings.password')}
              autoComplete="new-password"
              hint={
                link.has_password
                  ? t('settings.passwordKeepHint')
                  : t('settings.passwordHint', { min: PASSWORD_LENGTH.min })
              }
            />
          </Box>
          {link.has_password ? (
            <Button
              type="button"
              variant="secondary"
              loading={removing}
              disabled={save.isMutating && !removing}
              onClick={() => void removePassword()}
            >
              {t('settings.removePassword')}
            </Button>
          ) : null}
        </Inline>
        <TextField
          {...field('expiresAt')}
          type="datetime-local"
          label={t('settings.closesAt')}
          hint={t('settings.closesAtHint')}
        />
        <Grid minChildWidth="200px" gap={4}>
          <TextField
            {...field('maxUploadsPerGuest')}
            inputMode="numeric"
            label={t('settings.perGuest')}
            hint={t('settings.upTo', { max: PHOTOS_PER_GUEST_MAX })}
          />
          <TextField
            {...field('maxUploads')}
            inputMode="numeric"
            label={t('settings.inAll')}
            hint={t('settings.upTo', { max: PHOTOS_IN_ALL_MAX })}
          />
        </Grid>
        <Inline align="center" justify="end" gap={3}>
          {saveError ? (
            <Text role="alert" flex="1 1 200px" tone="danger" size="sm">
              {t('settings.notSaved')}
            </Text>
          ) : null}
          <Button type="submit" loading={save.isMutating && !removing}>
            {t('settings.save')}
          </Button>
        </Inline>
      </form>
    </Stack>
  );
}
