import { initialPhotoListState, photoListReducer, type SpacePhoto } from '@lense/api-client';
import { type SpaceView, useLenseClient } from '@lense/api-client/hooks';
import { useCallback, useEffect, useReducer, useRef } from 'react';

const firstPage = (view: SpaceView) =>
  photoListReducer(initialPhotoListState<SpacePhoto>(), {
    type: 'addPage',
    photos: view.photos,
    hasMore: view.has_more_photos,
  });

/**
 * The photos of a space: the first page `useSpace` loaded, then further pages on `loadMore()`.
 * Photos are unique by url, and a photo whose image fails to load is dropped (`dropFailed(url)`).
 */
export function useSpacePhotos(spaceId: string, view: SpaceView) {
  const client = useLenseClient();
  const [state, dispatch] = useReducer(photoListReducer<SpacePhoto>, view, firstPage);
  const seen = useRef(view);

  // A new answer for the space (e.g. after a change) starts the list again from its first page.
  useEffect(() => {
    if (seen.current === view) return;
    seen.current = view;
    dispatch({ type: 'reset' });
    dispatch({ type: 'addPage', photos: view.photos, hasMore: view.has_more_photos });
  }, [view]);

  const loading = state.loadingMorePhotos;
  const loadMore = useCallback(() => {
    if (!state.hasMorePhotos || loading) return;
    dispatch({ type: 'setLoading', loadingMorePhotos: true });
    client.spaces.get(spaceId, state.page).then(
      (answer) => dispatch({ type: 'addPage', photos: answer.photos, hasMore: answer.has_more_photos }),
      () => dispatch({ type: 'setLoading', loadingMorePhotos: false }),
    );
  }, [client, spaceId, state.page, state.hasMorePhotos, loading]);

  const dropFailed = useCallback((url: string) => dispatch({ type: 'dropFailedImage', url }), []);

  return { photos: state.data, hasMore: state.hasMorePhotos, loading, loadMore, dropFailed };
}
