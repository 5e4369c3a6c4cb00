import type { SpacePhoto } from '@lense/api-client';
import { useSpace, useUpdateSpace } from '@lense/api-client/hooks';
import { Button, Text, toast } from '@lense/ui';
import { useManageMessages } from './manageMessages';

/**
 * 'Make cover': the photo goes at the top of its space's page, guest page and site. Once it is the cover,
 * a note says so instead. A hidden photo may be picked; the space shows its first photo until it is shown.
 */
export function MakeCoverAction({ photo }: { photo: SpacePhoto }) {
  const t = useManageMessages();
  const space = useSpace(photo.space_id);
  const update = useUpdateSpace(photo.space_id);
  if (!space.data) return null;
  if (space.data.space.cover_photo_id === photo.id) return <Text tone="muted">{t('photo.isCover')}</Text>;
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
