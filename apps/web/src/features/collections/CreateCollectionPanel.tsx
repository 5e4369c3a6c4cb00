import { useCreateCollection } from '@lense/api-client/hooks';
import { Button, Textarea, TextField, toast } from '@lense/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormActions, FormPanel, FormPanelTitle, FormStack } from '../../components/FormPanel';
import { useSubmission } from '../../lib/submission';
import { collectionNameProblem, createCollectionFailure } from './collectionRules';
import { useCollectionsMessages } from './collectionsMessages';

/** The create-collection form: a name (checked against the name pattern) and a description. */
export function CreateCollectionPanel({ onClose }: { onClose: () => void }) {
  const t = useCollectionsMessages();
  const titleId = useId();
  const create = useCreateCollection();
  const { submitting, run } = useSubmission();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [serverError, setServerError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);

  const trimmed = name.trim();
  const patternError = collectionNameProblem(trimmed, t);
  const nameError = serverError ?? ((trimmed !== '' || submitted) && patternError ? patternError : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (patternError) return;
    void run(async () => {
      try {
        await create.trigger({
          name: trimmed,
          ...(description.trim() ? { description: description.trim() } : {}),
        });
        toast.success(t('create.done'));
        onClose();
      } catch (error) {
        const failure = createCollectionFailure(error, t);
        if ('toast' in failure) toast.error(failure.toast);
        else setServerError(failure.message);
      }
    });
  };

  return (
    <FormPanel aria-labelledby={titleId}>
      <FormPanelTitle id={titleId}>{t('create.title')}</FormPanelTitle>
      <FormStack noValidate onSubmit={submit}>
        <TextField
          label={t('create.name')}
          name="name"
          autoComplete="off"
          value={name}
          hint={nameError ? undefined : t('create.nameHint')}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setServerError(undefined);
          }}
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
