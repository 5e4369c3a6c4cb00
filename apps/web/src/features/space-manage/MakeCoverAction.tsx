import type { SpacePhoto } from '@lense/api-client';
import { useSpace, useUpdateSpace } from '@lense/api-client/hooks';
import { Button, toast, vars } from '@lense/ui';
import styled from 'styled-components';
import { useManageMessages } from './manageMessages';

const Note = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/**
 * 'Make cover': the photo goes at the top of its space's page, guest page and site. Once it is the cover,
 * a note says so instead. A hidden photo may be picked; the space shows its first photo until it is shown.
 */
export function MakeCoverAction({ photo }: { photo: SpacePhoto }) {
  const t = useManageMessages();
  const space = useSpace(photo.space_id);
  const update = useUpdateSpace(photo.space_id);
  if (!space.data) return null;
  if (space.data.space.cover_photo_id === photo.id) return <Note>{t('photo.isCover')}</Note>;
  const makeCover = async () => {
    try {
      await update.trigger({ cover_photo_id: photo.id });
      toast.success(t('photo.coverSet'));
    } catch {
      toast.error(t('genericError'));
    }
  };
  return (
    <div>
      <Button variant="secondary" loading={update.isMutating} onClick={() => void makeCover()}>
        {t('photo.makeCover')}
      </Button>
    </div>
  );
}
