import { isApiError, type Site, type SiteUpdate } from '@lense/api-client';
import { useCollections, useUpdateSite } from '@lense/api-client/hooks';
import { Button, Select, Textarea, TextField, toast } from '@lense/ui';
import { type FormEvent, useState } from 'react';
import { FieldRow, FormActions, FormStack } from '../../components/FormPanel';
import { useSubmission } from '../../lib/submission';
import { SiteLanguageField } from './SiteLanguageField';
import { SITE_MESSAGES } from './siteRules';

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
type DetailsForm = Record<TextFieldName, string> & { collection_id: string };

const formOf = (site: Site): DetailsForm => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, site[field] ?? ''])) as Record<
    TextFieldName,
    string
  >),
  collection_id: site.collection_id ?? '',
});

/** The fields that changed, with emptied text fields sent as null (which clears them). */
export function detailsChanges(site: Site, form: DetailsForm): SiteUpdate {
  const changes: SiteUpdate = {};
  for (const field of TEXT_FIELDS) {
    const value = form[field].trim();
    if (value !== (site[field] ?? '')) changes[field] = value === '' ? null : value;
  }
  if (form.collection_id !== (site.collection_id ?? '')) changes.collection_id = form.collection_id || null;
  return changes;
}

/** The 'Update site details' panel: title, description, collection, contacts and social accounts. */
export function SiteDetailsForm({ site }: { site: Site }) {
  const collections = useCollections();
  const update = useUpdateSite(site.id);
  const { submitting, run } = useSubmission();
  const [form, setForm] = useState<DetailsForm>(() => formOf(site));
  const [emailError, setEmailError] = useState<string | undefined>();

  const field = (name: TextFieldName) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setForm((current) => ({ ...current, [name]: value }));
      if (name === 'contact_email') setEmailError(undefined);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = detailsChanges(site, form);
    void run(async () => {
      try {
        if (Object.keys(changes).length > 0) await update.trigger(changes);
        toast.success(SITE_MESSAGES.detailsUpdated);
      } catch (error) {
        if (isApiError(error) && error.status === 422 && error.error === 'Please use a valid email') {
          setEmailError(error.error);
        } else {
          toast.error(SITE_MESSAGES.generic);
        }
      }
    });
  };

  return (
    <FormStack noValidate onSubmit={submit} aria-label="Site details">
      <FieldRow>
        <TextField label="Title" {...field('title')} />
        <Select
          label="Collection"
          name="collection_id"
          placeholder="Select a collection"
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
      <Textarea label="Description" rows={3} {...field('description')} />
      <FieldRow>
        <TextField label="Contact e-mail" type="email" error={emailError} {...field('contact_email')} />
        <TextField label="Contact phone" type="tel" {...field('contact_phone')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Twitter username" {...field('social_media_username_twitter')} />
        <TextField label="LinkedIn username" {...field('social_media_username_linkedin')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Instagram username" {...field('social_media_username_instagram')} />
        <TextField label="Facebook username" {...field('social_media_username_facebook')} />
      </FieldRow>
      <SiteLanguageField site={site} />
      <FormActions>
        <Button type="submit" loading={submitting}>
          Save details
        </Button>
      </FormActions>
    </FormStack>
  );
}
