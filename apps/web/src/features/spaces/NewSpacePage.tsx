import { useCreateSpace } from '@lense/api-client/hooks';
import { PageHeader, PageLayout, toast } from '@lense/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormPanel } from '../../components/FormPanel';
import { SpaceForm } from '../../components/SpaceForm';
import { paths } from '../../config/paths';
import { rememberNewlyCreatedSpace } from '../../lib/newlyCreatedSpace';
import { newSpaceFormValues, spaceInput } from '../../lib/spaceForm';
import { useSubmission } from '../../lib/submission';

/** Toast after a space is created. */
export const SPACE_CREATED = 'Space created successfully';

/** Props of {@link NewSpacePage}. */
export interface NewSpacePageProps {
  /** The clock the default dates are read from (stories fix it). Default: now. */
  now?: () => Date;
}

/**
 * /spaces/new: the new-space form (today to a week later, public by default). A created space is
 * announced and opened; a failure shows the server's error. The button re-enables 1 s after an answer.
 */
export function NewSpacePage({ now }: NewSpacePageProps) {
  const navigate = useNavigate();
  const { trigger } = useCreateSpace();
  const { submitting, run, fail } = useSubmission();
  const [initialValues] = useState(() => newSpaceFormValues(now ? { now } : {}));
  return (
    <PageLayout width="narrow">
      <PageHeader title="New space" lead="An album for one event: you and your guests add its photos." />
      <FormPanel>
        <SpaceForm
          initialValues={initialValues}
          submitLabel="Create space"
          submitting={submitting}
          onSubmit={(values) =>
            void run(async () => {
              try {
                const space = await trigger(spaceInput(values));
                rememberNewlyCreatedSpace(space.id);
                toast.success(SPACE_CREATED);
                navigate(paths.space.view(space.id));
              } catch (error) {
                fail(error);
              }
            })
          }
        />
      </FormPanel>
    </PageLayout>
  );
}
