import { PHOTO_BATCH_MAX } from '@lense/api-client';
import { useDeletePhotos, useUpdatePhotos } from '@lense/api-client/hooks';
import { toast, VisuallyHidden } from '@lense/ui';
import { useRef, useState } from 'react';
import { BatchDeleteDialog } from './BatchDeleteDialog';
import { BatchPriceDialog } from './BatchPriceDialog';
import { PhotoSelectionBar } from './PhotoSelectionBar';
import { usePhotoSelectionMessages } from './photoSelectionMessages';
import type { PhotoSelection } from './usePhotoSelection';

/** Props of {@link PhotoSelectionActions}. */
export interface PhotoSelectionActionsProps {
  spaceId: string;
  selection: PhotoSelection;
  /** Where the keyboard goes once the selected photos are deleted (their tiles are gone). */
  onDeleted?: (() => void) | undefined;
}

/**
 * Select mode's bar and what its buttons do: the selected photos hidden, shown, priced or deleted in one
 * request each (all or none), the price and the deletion asked first. A live region says what was done; a
 * failure is a toast and the selection stays, to try again.
 */
export function PhotoSelectionActions({ spaceId, selection, onDeleted }: PhotoSelectionActionsProps) {
  const t = usePhotoSelectionMessages();
  const update = useUpdatePhotos(spaceId);
  const remove = useDeletePhotos(spaceId);
  const [asking, setAsking] = useState<'price' | 'delete' | null>(null);
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });
  const announce = (text: string) => setAnnouncement((current) => ({ text, count: current.count + 1 }));
  const ids = selection.ids;
  const busy = update.isMutating || remove.isMutating;
  // Set once photos were deleted: the dialog then hands the keyboard on instead of to the (idle) Delete button.
  const deletedNow = useRef(false);

  const setState = async (state: 'visible' | 'hidden') => {
    try {
      const photos = await update.trigger({ photo_ids: [...ids], state });
      announce(t(state === 'hidden' ? 'done.hidden' : 'done.shown', { count: photos.length }));
    } catch {
      toast.error(t('genericError'));
    }
  };

  const setPrice = async (price: string | null) => {
    try {
      const photos = await update.trigger({ photo_ids: [...ids], price });
      setAsking(null);
      announce(t(price === null ? 'done.freed' : 'done.priced', { count: photos.length }));
    } catch {
      toast.error(t('genericError'));
    }
  };

  const deleteSelected = async () => {
    const named = [...ids];
    try {
      const { deleted } = await remove.trigger(named);
      selection.forget(named);
      setAsking(null);
      announce(t('done.deleted', { count: deleted }));
      deletedNow.current = true;
    } catch {
      setAsking(null);
      toast.error(t('genericError'));
    }
  };

  return (
    <>
      <VisuallyHidden asChild>
        <p role="status">
          <span key={announcement.count}>{announcement.text}</span>
        </p>
      </VisuallyHidden>
      <PhotoSelectionBar
        count={ids.length}
        max={PHOTO_BATCH_MAX}
        busy={busy}
        onHide={() => void setState('hidden')}
        onShow={() => void setState('visible')}
        onPrice={() => setAsking('price')}
        onDelete={() => setAsking('delete')}
        onCancel={selection.cancel}
      />
      <BatchPriceDialog
        count={asking === 'price' ? ids.length : null}
        saving={update.isMutating}
        onSave={(price) => void setPrice(price)}
        onCancel={() => setAsking(null)}
      />
      <BatchDeleteDialog
        count={asking === 'delete' ? ids.length : null}
        deleting={remove.isMutating}
        onConfirm={() => void deleteSelected()}
        onCancel={() => setAsking(null)}
        onCloseAutoFocus={(event) => {
          if (!deletedNow.current || !onDeleted) return;
          deletedNow.current = false;
          event.preventDefault();
          onDeleted();
        }}
      />
    </>
  );
}
