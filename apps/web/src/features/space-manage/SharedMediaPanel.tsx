import type { SpacePhoto } from '@lense/api-client';
import { useDeletePhoto, usePhotoList, useSetPhotoState } from '@lense/api-client/hooks';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  EmptyState,
  Grid,
  Inline,
  OptionPicker,
  PhotoCard,
  Surface,
  Text,
  toast,
} from '@lense/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { photoCardImage } from '../../lib/photoImage';
import { type PhotoStateFilter, photosInState } from '../../lib/photoStateFilter';
import { useManageMessages } from './manageMessages';
import { PhotoSelectionActions } from './PhotoSelectionActions';
import { usePhotoSelectionMessages } from './photoSelectionMessages';
import { SelectAllBox } from './SelectAllBox';
import { SelectablePhotoTile } from './SelectablePhotoTile';
import { usePhotoSelection } from './usePhotoSelection';

const FILTERS: readonly PhotoStateFilter[] = ['all', 'visible', 'hidden'];

// The photos' own shape: a 3:2 crop in every tile.
const PhotoList = styled.ul`
  img {
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
`;

/** Props of {@link SharedMediaPanel}. */
export interface SharedMediaPanelProps {
  /** The space (its first page of photos is the space read the screen has made). */
  spaceId: string;
}

/**
 * Manage shared media: the space's photos filtered all / visible / hidden, one selected at a time, which
 * can be shown or hidden, deleted (after a confirmation) or opened for its details. 'Select' starts select
 * mode: a box on every shown photo, and a bar that hides, shows, prices or deletes the chosen ones together.
 */
export function SharedMediaPanel({ spaceId }: SharedMediaPanelProps) {
  const list = usePhotoList({ space: spaceId });
  const t = useManageMessages();
  const [filter, setFilter] = useState<PhotoStateFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const filtered = useMemo(() => photosInState(list.photos, filter), [list.photos, filter]);
  const selection = usePhotoSelection(useMemo(() => filtered.map((photo) => photo.id), [filtered]));
  const st = usePhotoSelectionMessages();
  const startButton = useRef<HTMLButtonElement>(null);
  const selectAllBox = useRef<HTMLInputElement>(null);
  const wasSelecting = useRef(false);
  const selected = list.photos.find((photo) => photo.id === selectedId);
  // The actions act on the selected photo; the list follows their answers.
  const setState = useSetPhotoState(selected?.id);
  const deletePhoto = useDeletePhoto(selected?.id, spaceId);

  // The control that replaces the one pressed keeps the keyboard: 'Select all' on starting, 'Select' on leaving.
  useEffect(() => {
    if (wasSelecting.current === selection.active) return;
    wasSelecting.current = selection.active;
    (selection.active ? selectAllBox : startButton).current?.focus();
  }, [selection.active]);

  // A further page that could not be read: the loaded photos stay, 'Load more photos' asks again.
  useEffect(() => {
    if (list.error) toast.error(t('genericError'));
  }, [list.error, t]);

  const toggleVisibility = async (photo: SpacePhoto) => {
    try {
      await setState.trigger(photo.state === 'hidden' ? 'visible' : 'hidden');
    } catch {
      toast.error(t('genericError'));
    }
  };

  const remove = async () => {
    try {
      await deletePhoto.trigger();
      setSelectedId(null);
      setConfirmDelete(false);
    } catch {
      setConfirmDelete(false);
      toast.error(t('genericError'));
    }
  };

  if (list.photos.length === 0) {
    return (
      <EmptyState
        title={t('media.emptyTitle')}
        description={t('media.emptyText')}
        action={
          <Button asChild>
            <Link to={paths.space.upload(spaceId)}>{t('media.uploadFirst')}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Inline align="end" justify="between" gap={3}>
        <OptionPicker
          label={t('media.filterLabel')}
          options={FILTERS.map((value) => ({ value, label: t(`media.filter.${value}`) }))}
          value={filter}
          onValueChange={(value) => setFilter(value as PhotoStateFilter)}
        />
        {selection.active ? (
          <SelectAllBox
            ref={selectAllBox}
            selected={selection.ids.length}
            total={filtered.length}
            onToggle={selection.toggleAll}
          />
        ) : (
          <Button
            ref={startButton}
            variant="secondary"
            size="small"
            aria-label={st('startLabel')}
            onClick={selection.start}
          >
            {st('start')}
          </Button>
        )}
        <Text aria-live="polite" size="sm" tone="muted">
          {t('media.count', { shown: filtered.length, total: list.photos.length })}
        </Text>
      </Inline>
      {selection.active ? (
        <PhotoSelectionActions
          spaceId={spaceId}
          selection={selection}
          onDeleted={() => selectAllBox.current?.focus()}
        />
      ) : (
        <Surface asChild tone="sunken" border paddingBlock={3} paddingInline={4}>
          <Inline align="center" gap={3} aria-label={t('media.selectedGroup')} role="group">
            {selected ? (
              <>
                <Text flex="1 1 200px" size="sm" tone="muted">
                  {t(selected.state === 'hidden' ? 'media.selectedHidden' : 'media.selected', {
                    comment: selected.comment || t('media.noComment'),
                  })}
                </Text>
                <Button
                  variant="secondary"
                  size="small"
                  loading={setState.isMutating}
                  onClick={() => void toggleVisibility(selected)}
                >
                  {t(selected.state === 'hidden' ? 'media.show' : 'media.hide')}
                </Button>
                <Button asChild size="small" variant="secondary">
                  <Link to={paths.space.photo(spaceId, selected.id)}>{t('media.editDetails')}</Link>
                </Button>
                <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
                  <Button variant="danger" size="small" onClick={() => setConfirmDelete(true)}>
                    {t('media.delete')}
                  </Button>
                  <DialogContent
                    tone="danger"
                    title={t('media.deleteTitle')}
                    description={t('media.deleteText')}
                  >
                    <DialogActions>
                      <DialogClose asChild>
                        <Button variant="secondary">{t('cancel')}</Button>
                      </DialogClose>
                      <Button variant="danger" loading={deletePhoto.isMutating} onClick={() => void remove()}>
                        {t('media.deleteConfirm')}
                      </Button>
                    </DialogActions>
                  </DialogContent>
                </Dialog>
              </>
            ) : (
              <Text flex="1 1 200px" size="sm" tone="muted">
                {t('media.selectHint')}
              </Text>
            )}
          </Inline>
        </Surface>
      )}
      {filtered.length === 0 ? (
        <EmptyState title={t('media.emptyTitle')} description={t(`media.none.${filter}`)} />
      ) : (
        <Grid
          asChild
          columns={{ mobile: 2, tablet: 'repeat(auto-fill, minmax(180px, 1fr))' }}
          gap={{ mobile: 3, tablet: 4 }}
        >
          <PhotoList aria-label={t('media.grid')}>
            {filtered.map((photo, index) => (
              <li key={photo.id}>
                {selection.active ? (
                  <SelectablePhotoTile
                    photo={photo}
                    name={photo.comment?.trim() || t('media.photoAlt', { number: index + 1 })}
                    selected={selection.has(photo.id)}
                    onToggle={() => selection.toggle(photo.id)}
                    onError={() => list.dropFailed(photo.url)}
                  />
                ) : (
                  <PhotoCard
                    {...photoCardImage(photo, '(max-width: 767px) 50vw, 240px')}
                    alt={photo.comment?.trim() || t('media.photoAlt', { number: index + 1 })}
                    price={photo.price}
                    comment={photo.comment}
                    hidden={photo.state === 'hidden'}
                    selected={selected?.id === photo.id}
                    onSelect={() => setSelectedId(photo.id)}
                    onError={() => list.dropFailed(photo.url)}
                  />
                )}
              </li>
            ))}
          </PhotoList>
        </Grid>
      )}
      {list.hasMore ? (
        <Inline justify="center">
          <Button variant="secondary" loading={list.isLoadingMore} onClick={list.loadMore}>
            {t('media.loadMore')}
          </Button>
        </Inline>
      ) : null}
    </>
  );
}
