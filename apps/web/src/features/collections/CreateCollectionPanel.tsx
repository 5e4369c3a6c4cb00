import { useCreateCollection } from '@lense/api-client/hooks';
import { Button, Textarea, TextField, toast } from '@lense/ui';
import { type FormEvent, useId, useState } from 'react';
import { FormActions, FormPanel, FormPanelTitle, FormStack } from '../../components/FormPanel';
import { useSubmission } from '../../lib/submission';
import { COLLECTION_MESSAGES, collectionNameProblem, createCollectionFailure } from './collectionRules';

/** The create-collection form: a name (checked against the name pattern) and a description. */
export function CreateCollectionPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const create = useCreateCollection();
  const { submitting, run } = useSubmission();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [serverError, setServerError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);

  const trimmed = name.trim();
  const patternError = collectionNameProblem(trimmed);
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
        toast.success(COLLECTION_MESSAGES.created);
        onClose();
      } catch (error) {
        const failure = createCollectionFailure(error);
        if ('toast' in failure) toast.error(failure.toast);
        else setServerError(failure.message);
      }
    });
  };

  return (
    <FormPanel aria-labelledby={titleId}>
      <FormPanelTitle id={titleId}>Create a new collection</FormPanelTitle>
      <FormStack noValidate onSubmit={submit}>
        <TextField
          label="Collection name"
          name="name"
          autoComplete="off"
          value={name}
          hint={nameError ? undefined : 'At least 3 letters, digits, spaces, hyphens or underscores.'}
          error={nameError}
          onChange={(event) => {
            setName(event.target.value);
            setServerError(undefined);
          }}
        />
        <Textarea
          label="Description"
          name="description"
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <FormActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Create collection
          </Button>
        </FormActions>
      </FormStack>
    </FormPanel>
  );
}
