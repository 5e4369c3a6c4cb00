import { useCreateSpace } from '@lense/api-client/hooks';
import { PageHeader, PageLayout, toast } from '@lense/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormPanel } from '../../components/FormPanel';
import { SpaceForm } from '../../components/SpaceForm';
import { paths } from '../../config/paths';
import { rememberNewlyCreatedSpace } from '../../lib/newlyCreatedSpace';
import { newSpaceFormValues, spaceInput } from '../../lib/spaceForm';
import { useSpacesMessages } from '../../lib/spacesMessages';
import { useSubmission } from '../../lib/submission';

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
  const t = useSpacesMessages();
  const navigate = useNavigate();
  const { trigger } = useCreateSpace();
  const { submitting, run, fail } = useSubmission();
  const [initialValues] = useState(() => newSpaceFormValues(now ? { now } : {}));
  return (
    <PageLayout width="narrow">
      <PageHeader title={t('new.title')} lead={t('new.lead')} />
      <FormPanel>
        <SpaceForm
          initialValues={initialValues}
          submitLabel={t('new.submit')}
          submitting={submitting}
          onSubmit={(values) =>
            void run(async () => {
              try {
                const space = await trigger(spaceInput(values));
                rememberNewlyCreatedSpace(space.id);
                toast.success(t('toast.created'));
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
