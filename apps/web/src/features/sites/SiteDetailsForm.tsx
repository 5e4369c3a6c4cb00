import { isApiError, type Locale, type Site, type SiteUpdate } from '@lense/api-client';
import { useCollections, useUpdateSite } from '@lense/api-client/hooks';
import { Button, Select, Textarea, TextField, toast } from '@lense/ui';
import { type FormEvent, useState } from 'react';
import { EventLanguageField } from '../../components/EventLanguageField';
import { FieldRow, FormActions, FormStack } from '../../components/FormPanel';
import { useSubmission } from '../../lib/submission';
import { useSitesMessages } from './sitesMessages';

/** The text fields of the details form, as the API names them. */
const TEXT_FIELDS = [
  'title',
  'description',
  'contact_email',
  'contact_phone',
  'social_media_username_twitter',
  'social_media_username_linkedin',
  'social_media_username_instagram',
  'social_media_username_facebook',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type DetailsForm = Record<TextFieldName, string> & { collection_id: string; language: Locale | null };

const formOf = (site: Site): DetailsForm => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, site[field] ?? ''])) as Record<
    TextFieldName,
    string
  >),
  collection_id: site.collection_id ?? '',
  language: site.language,
});

/** The fields that changed, with emptied text fields sent as null (which clears them). */
export function detailsChanges(site: Site, form: DetailsForm): SiteUpdate {
  const changes: SiteUpdate = {};
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim();
    if (value !== (site[field] ?? '')) changes[field] = value === '' ? null : value;
  }
  if (form.collection_id !== (site.collection_id ?? '')) changes.collection_id = form.collection_id || null;
  if (form.language !== site.language) changes.language = form.language;
  return changes;
}

/** The 'Update site details' panel: title, description, collection, contacts and social accounts. */
export function SiteDetailsForm({ site }: { site: Site }) {
  const t = useSitesMessages();
  const collections = useCollections();
  const update = useUpdateSite(site.id);
  const { submitting, run } = useSubmission();
  const [form, setForm] = useState<DetailsForm>(() => formOf(site));
  // Kept as a fact, not a text, so it is worded in the language shown now.
  const [emailInvalid, setEmailInvalid] = useState(false);

  const field = (name: TextFieldName) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
      if (name === 'contact_email') setEmailInvalid(false);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = detailsChanges(site, form);
    void run(async () => {
      try {
        if (Object.keys(changes).length > 0) await update.trigger(changes);
        toast.success(t('details.done'));
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.error === 'Please use a valid email') {
          setEmailInvalid(true);
        } else {
          toast.error(t('details.failed'));
        }
      }
    });
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label={t('details.form')}>
      <FieldRow>
        <TextField label={t('details.title')} {...field('title')} />
        <Select
          label={t('details.collection')}
          name="collection_id"
          placeholder={t('details.collectionPlaceholder')}
          options={(collections.data ?? []).map((collection) => ({
            value: collection.id,
            label: collection.name,
          }))}
          value={form.collection_id}
          onChange={(event) => {
            const value = event.target.value;
            setForm((current) => ({ ...current, collection_id: value }));
          }}
        />
      </FieldRow>
      <Textarea label={t('details.description')} rows={3} {...field('description')} />
      <FieldRow>
        <TextField
          label={t('details.email')}
          type="email"
          error={emailInvalid ? t('details.invalidEmail') : undefined}
          {...field('contact_email')}
        />
        <TextField label={t('details.phone')} type="tel" {...field('contact_phone')} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('details.twitter')} {...field('social_media_username_twitter')} />
        <TextField label={t('details.linkedin')} {...field('social_media_username_linkedin')} />
      </FieldRow>
      <FieldRow>
        <TextField label={t('details.instagram')} {...field('social_media_username_instagram')} />
        <TextField label={t('details.facebook')} {...field('social_media_username_facebook')} />
      </FieldRow>
      <EventLanguageField
        scope="site"
        value={form.language}
        onChange={(language) => setForm((current) => ({ ...current, language }))}
      />
      <FormActions>
        <Button type="submit" loading={submitting}>
          {t('details.save')}
        </Button>
      </FormActions>
    </FormStack>
  );
}
