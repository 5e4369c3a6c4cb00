import type { ApiError, Collection } from '@lense/api-client';
import { lenseKeys, useCreateSite, useSiteNameAvailability } from '@lense/api-client/hooks';
import { Button, Select, Textarea, TextField, toast } from '@lense/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import useSWR from 'swr';
import { FieldRow, FormActions, FormPanel, FormPanelTitle, FormStack } from '../../components/FormPanel';
import { useSubmission } from '../../lib/submission';
import { type CreateSiteErrors, createSiteErrors, createSiteFailure, siteNameProblem } from './siteRules';
import { useSitesMessages } from './sitesMessages';

/** Props of {@link CreateSitePanel}. */
export interface CreateSitePanelProps {
  /** The user's collections: a site publishes one of them. */
  collections: readonly Collection[];
  /** The host sites live under, shown as `{name}.{host}`. */
  host: string;
  /** Called after the site was created, or when the user cancels. */
  onClose: () => void;
}

/**
 * The create-site panel: a name (checked against the pattern, then for availability 1 s after the last
 * keystroke), the collection to publish, and an optional title and description.
 */
export function CreateSitePanel({ collections, host, onClose }: CreateSitePanelProps) {
  const t = useSitesMessages();
  const titleId = useId();
  const create = useCreateSite();
  const { submitting, run } = useSubmission();
  const [name, setName] = useState('');
  const [collectionId, setCollectionId] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<CreateSiteErrors>({});

  const trimmed = name.trim();
  const nameValid = siteNameProblem(trimmed, t) === undefined;
  const availability = useSiteNameAvailability(nameValid ? trimmed : '');
  // The availability hook reads through this key; its error (other than a refused name) is a failed check.
  const { error: checkError } = useSWR<unknown, ApiError>(
    nameValid && trimmed !== '' ? lenseKeys.siteName(trimmed) : null,
    null,
  );
  const checkFailed = checkError !== undefined && checkError.status !== 422;
  useEffect(() => {
    if (checkFailed) toast.error(t('create.error.availabilityFailed'));
  }, [checkFailed, t]);
  const nameError =
    errors.name ??
    (trimmed !== '' && !nameValid
      ? t('create.error.invalidName')
      : availability === 'unavailable'
        ? t('create.error.nameTaken')
        : undefined);
  const address = `${trimmed === '' ? t('create.nameInAddress') : trimmed.toLowerCase()}.${host}`;
  const nameHint =
    nameValid && availability === 'available'
      ? t('create.hint.available')
      : nameValid && availability === 'checking'
        ? t('create.hint.checking', { address })
        : t('create.hint.address', { address });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = createSiteErrors({ name: trimmed, collectionId }, t);
    if (found.name || found.collection) {
      setErrors(found);
      return;
    }
    if (availability === 'unavailable') return;
    void run(async () => {
      try {
        await create.trigger({
          name: trimmed.toLowerCase(),
          collection_id: collectionId,
          title: title.trim(),
          description: description.trim(),
        });
        toast.success(t('create.done'));
        onClose();
      } catch (error) {
        const failure = createSiteFailure(error, t);
        if ('toast' in failure) toast.error(failure.toast);
        else setErrors({ [failure.field]: failure.message });
      }
    });
  };

  return (
    <FormPanel aria-labelledby={titleId}>
      <FormPanelTitle id={titleId}>{t('create.title')}</FormPanelTitle>
      <FormStack noValidate onSubmit={submit}>
        <FieldRow>
          <TextField
            label={t('create.name')}
            name="name"
            autoComplete="off"
            value={name}
            hint={nameError ? undefined : nameHint}
            error={nameError}
            onChange={(event) => {
              setName(event.target.value);
              setErrors(({ name: _dropped, ...rest }) => rest);
            }}
          />
          <Select
            label={t('create.collection')}
            name="collection_id"
            placeholder={t('create.collectionPlaceholder')}
            options={collections.map((collection) => ({ value: collection.id, label: collection.name }))}
            value={collectionId}
            error={errors.collection}
            onChange={(event) => {
              setCollectionId(event.target.value);
              setErrors(({ collection: _dropped, ...rest }) => rest);
            }}
          />
        </FieldRow>
        <TextField
          label={t('create.siteTitle')}
          name="title"
          hint={t('create.siteTitleHint')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Textarea
          label={t('create.description')}
          name="description"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FormActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('create.submit')}
          </Button>
        </FormActions>
      </FormStack>
    </FormPanel>
  );
}
