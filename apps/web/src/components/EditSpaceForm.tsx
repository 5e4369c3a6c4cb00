import type { ApiSpace } from '@lense/api-client';
import { useUpdateSpace } from '@lense/api-client/hooks';
import { toast } from '@lense/ui';
import type { ReactNode } from 'react';
import { spaceFormValues, spaceInput } from '../lib/spaceForm';
import { useSpacesMessages } from '../lib/spacesMessages';
import { useSubmission } from '../lib/submission';
import { SpaceForm } from './SpaceForm';

/** Props of {@link EditSpaceForm}. */
export interface EditSpaceFormProps {
  /** The space as loaded; the form starts from its fields. */
  space: ApiSpace;
  /** The form's accessible name. Default 'Edit space'. */
  'aria-label'?: string;
  /** Extra actions on the left of the footer (e.g. Delete). */
  secondaryActions?: ReactNode;
}

/**
 * The owner's form of an existing space, wherever it is edited (/spaces/{id}/edit and the 'Edit this
 * space' panel of /spaces/{id}/manage/edit): {@link SpaceForm} filled from the space, saved with PATCH
 * /spaces/{id}; a save toasts 'Details updated', a failure the generic error.
 */
export function EditSpaceForm({ space, 'aria-label': ariaLabel, secondaryActions }: EditSpaceFormProps) {
  const t = useSpacesMessages();
  const { trigger } = useUpdateSpace(space.id);
  const { submitting, run } = useSubmission();
  return (
    <SpaceForm
      key={space.id}
      aria-label={ariaLabel ?? t('edit.title')}
      initialValues={spaceFormValues(space)}
      submitLabel={t('edit.save')}
      submitting={submitting}
      onSubmit={(values) =>
        void run(async () => {
          try {
            await trigger(spaceInput(values));
            toast.success(t('toast.detailsUpdated'));
          } catch {
            toast.error(t('toast.genericError'));
          }
        })
      }
      secondaryActions={secondaryActions}
    />
  );
}
