import { useSession } from '@lense/api-client/hooks';
import { Button, displayTitle, TextLink } from '@lense/ui';
import { Link } from 'react-router-dom';
import { EditSpaceForm } from '../../components/EditSpaceForm';
import { paths } from '../../config/paths';
import { isSpaceOwner, useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { DeleteSpaceDialog } from './DeleteSpaceDialog';
import { Heading, Lead, NarrowPage, PageHeader, Panel } from './layout';
import { useDeleteSpaceFlow } from './useDeleteSpaceFlow';

/**
 * /spaces/:spaceId/edit: the owner's form for the space's details (the same form as the 'Edit this
 * space' panel of /spaces/:spaceId/manage/edit), and its delete. A delete toasts 'Space deleted' and
 * opens /spaces 1 s later. Other users are told the space is not theirs.
 */
export function EditSpacePage() {
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const { user } = useSession();
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
        <EditSpaceForm
          space={space}
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
