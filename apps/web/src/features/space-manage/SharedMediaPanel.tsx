import {
  initialPhotoListState,
  MESSAGES,
  type PhotoStateFilter,
  photoListReducer,
  type SpacePhoto,
} from '@lense/api-client';
import { useDeletePhoto, useLenseClient, useSetPhotoState } from '@lense/api-client/hooks';
import {
  Button,
  Dialog,
  DialogActions,
  DialogClose,
  DialogContent,
  EmptyState,
  media,
  OptionPicker,
  PhotoCard,
  TextLink,
  toast,
  vars,
} from '@lense/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { photoCardImage } from '../../lib/photoImage';

const FILTERS: { value: PhotoStateFilter; label: string }[] = [
  { value: 'all', label: 'all' },
  { value: 'visible', label: 'visible' },
  { value: 'hidden', label: 'hidden' },
];

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Count = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    aspect-ratio: 3 / 2;
    object-fit: cover;
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space[3]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
`;

const ActionsText = styled.p`
  flex: 1 1 200px;
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

/** One page of a space's photos. */
interface PhotoPage {
  photos: readonly SpacePhoto[];
  hasMore: boolean;
}

/** Props of {@link SharedMediaPanel}. */
export interface SharedMediaPanelProps {
  /** The space. */
  spaceId: string;
  /** Its first page of photos (from the space read). */
  firstPage: readonly SpacePhoto[];
  /** Whether more pages follow. */
  hasMore: boolean;
}

/**
 * Manage shared media: the space's photos filtered all / visible / hidden, one selected at a time, which
 * can be shown or hidden, deleted (after a confirmation) or opened for its details.
 */
export function SharedMediaPanel({ spaceId, firstPage, hasMore }: SharedMediaPanelProps) {
  const client = useLenseClient();
  const [filter, setFilter] = useState<PhotoStateFilter>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [failedUrls, setFailedUrls] = useState<readonly string[]>([]);
  const [morePages, setMorePages] = useState<readonly PhotoPage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // The list state comes from the client's photo list rules: pages deduplicated by url, the
  // visibility filter, a single selection and images that failed to load dropped.
  const list = useMemo(() => {
    const pages: PhotoPage[] = [{ photos: firstPage, hasMore }, ...morePages];
    let state = initialPhotoListState<SpacePhoto>();
    for (const page of pages) {
      state = photoListReducer(state, { type: 'addPage', photos: page.photos, hasMore: page.hasMore });
    }
    state = photoListReducer(state, { type: 'setFilter', state: filter });
    if (selectedId !== null) state = photoListReducer(state, { type: 'select', id: selectedId });
    for (const url of failedUrls) state = photoListReducer(state, { type: 'dropFailedImage', url });
    return state;
  }, [firstPage, hasMore, morePages, filter, selectedId, failedUrls]);
  const selected = list.selected[0];
  // The actions act on the selected photo.
  const setState = useSetPhotoState(selected?.id);
  const deletePhoto = useDeletePhoto(selected?.id, spaceId);

  // Further pages are read again when the first page changes (after a change to a photo).
  const reloadMorePages = useCallback(
    async (count: number) => {
      const pages: PhotoPage[] = [];
      for (let page = 2; page < count + 2; page += 1) {
        const answer = await client.spaces.get(spaceId, page);
        pages.push({ photos: answer.photos, hasMore: answer.has_more_photos });
        if (!answer.has_more_photos) break;
      }
      setMorePages(pages);
    },
    [client, spaceId],
  );
  const extraCount = morePages.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new first page triggers a reload.
  useEffect(() => {
    if (extraCount > 0) void reloadMorePages(extraCount).catch(() => undefined);
  }, [firstPage]);

  const loadMore = async () => {
    setLoadingMore(true);
    try {
      const answer = await client.spaces.get(spaceId, list.page);
      setMorePages((pages) => [...pages, { photos: answer.photos, hasMore: answer.has_more_photos }]);
    } catch {
      toast.error(MESSAGES.genericError);
    } finally {
      setLoadingMore(false);
    }
  };

  const toggleVisibility = async (photo: SpacePhoto) => {
    try {
      await setState.trigger(photo.state === 'hidden' ? 'visible' : 'hidden');
    } catch {
      toast.error(MESSAGES.genericError);
    }
  };

  const remove = async () => {
    try {
      await deletePhoto.trigger();
      setSelectedId(null);
      setConfirmDelete(false);
    } catch {
      setConfirmDelete(false);
      toast.error(MESSAGES.genericError);
    }
  };

  if (list.data.length === 0) {
    return (
      <EmptyState
        title="Nothing to see here yet"
        description="Photos uploaded to this space appear here."
        action={
          <TextLink as={Link} to={paths.space.upload(spaceId)}>
            Upload the first photos
          </TextLink>
        }
      />
    );
  }

  return (
    <>
      <Toolbar>
        <OptionPicker
          label="Show"
          options={FILTERS}
          value={filter}
          onValueChange={(value) => setFilter(value as PhotoStateFilter)}
        />
        <Count aria-live="polite">
          {list.filtered.length} of {list.data.length} photos
        </Count>
      </Toolbar>
      <Actions aria-label="Selected photo" role="group">
        {selected ? (
          <>
            <ActionsText>
              Selected: {selected.comment || 'a photo without a comment'}
              {selected.state === 'hidden' ? ' (hidden)' : ''}
            </ActionsText>
            <Button
              variant="secondary"
              size="small"
              loading={setState.isMutating}
              onClick={() => void toggleVisibility(selected)}
            >
              {selected.state === 'hidden' ? 'Show' : 'Hide'}
            </Button>
            <TextLink as={Link} to={paths.space.photo(spaceId, selected.id)}>
              Edit details
            </TextLink>
            <Dialog open={confirmDelete} onOpenChange={setConfirmDelete}>
              <Button variant="danger" size="small" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
              <DialogContent
                tone="danger"
                title="Delete this photo?"
                description="It is removed from the space and from every site showing it. This cannot be undone."
              >
                <DialogActions>
                  <DialogClose asChild>
                    <Button variant="secondary">Cancel</Button>
                  </DialogClose>
                  <Button variant="danger" loading={deletePhoto.isMutating} onClick={() => void remove()}>
                    Delete photo
                  </Button>
                </DialogActions>
              </DialogContent>
            </Dialog>
          </>
        ) : (
          <ActionsText>Select a photo to show, hide or delete it, or to edit its details.</ActionsText>
        )}
      </Actions>
      {list.filtered.length === 0 ? (
        <EmptyState title="Nothing to see here yet" description={`No ${filter} photos in this space.`} />
      ) : (
        <Grid aria-label="Photos">
          {list.filtered.map((photo, index) => (
            <li key={photo.id}>
              <PhotoCard
                {...photoCardImage(photo, '(max-width: 767px) 50vw, 240px')}
                alt={photo.comment?.trim() || `Photo ${index + 1}`}
                price={photo.price}
                comment={photo.comment}
                hidden={photo.state === 'hidden'}
                selected={selected?.id === photo.id}
                onSelect={() => setSelectedId(photo.id)}
                onError={() => setFailedUrls((urls) => [...urls, photo.url])}
              />
            </li>
          ))}
        </Grid>
      )}
      {list.hasMorePhotos ? (
        <More>
          <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
            Load more photos
          </Button>
        </More>
      ) : null}
    </>
  );
}
