import { useSession } from '@lense/api-client/hooks';
import { Button, displayTitle, PageHeader, PageLayout, TextLink } from '@lense/ui';
import { Link } from 'react-router-dom';
import { EditSpaceForm } from '../../components/EditSpaceForm';
import { FormPanel } from '../../components/FormPanel';
import { paths } from '../../config/paths';
import { isSpaceOwner, useLoadedSpace, useSpaceRouteId } from '../../lib/space';
import { useSpacesMessages } from '../../lib/spacesMessages';
import { DeleteSpaceDialog } from './DeleteSpaceDialog';
import { useDeleteSpaceFlow } from './useDeleteSpaceFlow';

/**
 * /spaces/:spaceId/edit: the owner's form for the space's details (the same form as the 'Edit this
 * space' panel of /spaces/:spaceId/manage/edit), and its delete. A delete toasts 'Space deleted' and
 * opens /spaces 1 s later. Other users are told the space is not theirs.
 */
export function EditSpacePage() {
  const t = useSpacesMessages();
  const spaceId = useSpaceRouteId();
  const { view } = useLoadedSpace(spaceId);
  const { user } = useSession();
  const deletion = useDeleteSpaceFlow({ redirect: true });
  if (!view) return null;
  const { space } = view;
  const title = displayTitle(space.title);

  if (!isSpaceOwner(space, user)) {
    return (
      <PageLayout width="narrow">
        <PageHeader title={title} lead={t('edit.notOwner')} />
        <TextLink asChild>
          <Link to={paths.space.view(space.id)}>{t('edit.back')}</Link>
        </TextLink>
      </PageLayout>
    );
  }

  return (
    <PageLayout width="narrow">
      <PageHeader
        title={t('edit.title')}
        lead={
          <TextLink asChild>
            <Link to={paths.space.view(space.id)}>{title}</Link>
          </TextLink>
        }
      />
      <FormPanel>
        <EditSpaceForm
          space={space}
          secondaryActions={
            <Button variant="danger" onClick={() => deletion.request(space.id)}>
              {t('edit.delete')}
            </Button>
          }
        />
      </FormPanel>
      <DeleteSpaceDialog
        open={deletion.pendingId !== null}
        onOpenChange={(open) => (open ? undefined : deletion.cancel())}
        deleting={deletion.deleting}
        onConfirm={() => void deletion.confirm()}
      />
    </PageLayout>
  );
}
