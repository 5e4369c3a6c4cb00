import type { PhotoBatchUpdate, SpacePhoto, SpaceWithPhotos } from '@lense/api-client';
import { buildSpace, HttpResponse, http } from '@lense/api-client/mocks';
import { SPACE_ID, SPACE_PHOTOS } from './fixtures';

// The shared media panel's batch actions against a space that remembers them: its read, the batch edit and
// the batch deletion answer from the same photos, as the API would, and record what was sent.

/** What the batch mocks were sent, in order. */
export type BatchCall = { edit: PhotoBatchUpdate } | { delete: string[] };

/** The fixture space (one page) whose photos the batch actions change; `failing` answers them with a 500. */
export function photoBatchApi({ failing = false }: { failing?: boolean } = {}) {
  let photos: SpacePhoto[] = SPACE_PHOTOS.map((photo) => ({ ...photo }));
  const calls: BatchCall[] = [];
  const space = buildSpace({ id: SPACE_ID, title: 'Smith & Jones wedding' });
  const refused = () => HttpResponse.json({ error: 'internal server error' }, { status: 500 });
  const handlers = [
    http.get('*/api/spaces/:space_id', () =>
      HttpResponse.json({
        space,
        photos,
        has_more_photos: false,
        watermark: null,
        sales_open: true,
      } satisfies SpaceWithPhotos),
    ),
    http.patch('*/api/spaces/:space_id/photos', async ({ request }) => {
      const edit = (await request.json()) as PhotoBatchUpdate;
      calls.push({ edit });
      if (failing) return refused();
      const { photo_ids, state, price } = edit;
      // The API writes prices with two decimals.
      const written = price == null ? price : Number(price).toFixed(2);
      photos = photos.map((photo) =>
        photo_ids.includes(photo.id)
          ? {
              ...photo,
              ...(state ? { state } : {}),
              ...(written !== undefined ? { price: written } : {}),
            }
          : photo,
      );
      return HttpResponse.json({ data: photos.filter((photo) => photo_ids.includes(photo.id)) });
    }),
    http.post('*/api/spaces/:space_id/photos/delete', async ({ request }) => {
      const { photo_ids } = (await request.json()) as { photo_ids: string[] };
      calls.push({ delete: photo_ids });
      if (failing) return refused();
      photos = photos.filter((photo) => !photo_ids.includes(photo.id));
      return HttpResponse.json({
        status: { code: 200, message: 'Photos deleted' },
        deleted: photo_ids.length,
      });
    }),
  ];
  return { handlers, calls, photos: () => photos };
}
