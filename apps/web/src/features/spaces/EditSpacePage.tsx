import { displayTitle, MESSAGES } from '@lense/api-client';
import { useUpdateSpace } from '@lense/api-client/hooks';
import { Button, TextLink, toast } from '@lense/ui';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useSubmission } from '../../lib/submission';
import { DeleteSpaceDialog } from './DeleteSpaceDialog';
import { Heading, Lead, NarrowPage, PageHeader, Panel } from './layout';
import { SpaceForm } from './SpaceForm';
import { isSpaceOwner, useLoadedSpace } from './space';
import { spaceFormValues, spaceInput } from './spaceForm';
import { useDeleteSpaceFlow } from './useDeleteSpaceFlow';
import { useSpaceRouteId } from './useSpaceRouteId';

/** Toast after a space's details are saved (spec section 8). */
export const SPACE_UPDATED = 'Details updated';

/**
 * /spaces/:spaceId/edit: the owner's form for the space's details, and its delete. A delete toasts
 * 'Space deleted' and opens /spaces 1 s later. Other users are told the space is not theirs.
 */
export function EditSpacePage() {
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const { user } = useSession();
  const { trigger } = useUpdateSpace(spaceId);
  const { submitting, run } = useSubmission();
  const deletion = useDeleteSpaceFlow({ redirect: true });
  if (!view) return null;
  const { space } = view;
  const title = displayTitle(space.title);

  if (!isSpaceOwner(space, user)) {
    return (
      <NarrowPage>
        <PageHeader>
          <div>
            <Heading>{title}</Heading>
            <Lead>Only the owner of this space can edit it.</Lead>
          </div>
        </PageHeader>
        <TextLink as={Link} to={paths.space.view(space.id)}>
          Back to the space
        </TextLink>
      </NarrowPage>
    );
  }

  return (
    <NarrowPage>
      <PageHeader>
        <div>
          <Heading>Edit space</Heading>
          <Lead>
            <TextLink as={Link} to={paths.space.view(space.id)}>
              {title}
            </TextLink>
          </Lead>
        </div>
      </PageHeader>
      <Panel>
        <SpaceForm
          key={space.id}
          initialValues={spaceFormValues(space)}
          submitLabel="Save changes"
          submitting={submitting}
          onSubmit={(values) =>
            void run(async () => {
              try {
                await trigger(spaceInput(values));
                toast.success(SPACE_UPDATED);
              } catch {
                toast.error(MESSAGES.genericError);
              }
            })
          }
          secondaryActions={
            <Button variant="danger" onClick={() => deletion.request(space.id)}>
              Delete space
            </Button>
          }
        />
      </Panel>
      <DeleteSpaceDialog
        open={deletion.pendingId !== null}
        onOpenChange={(open) => (open ? undefined : deletion.cancel())}
        deleting={deletion.deleting}
        onConfirm={() => void deletion.confirm()}
      />
    </NarrowPage>
  );
}
