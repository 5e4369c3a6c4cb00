import type { SharedPhoto, SpacePhoto, SpaceWithPhotos } from '@lense/api-client';
import { buildPhoto, buildSpace, HttpResponse, http, mockEndpoint } from '@lense/api-client/mocks';
import { photoImage, watermarkImage } from '../../testing/photoImages';

// Data of the space management stories and tests: one space with photos drawn as data: URIs, so
// tiles show a picture without any request.

/** The space of the fixtures. */
export const SPACE_ID = 'space-1';

/** The space's photos: four visible, two hidden, some priced, some with a comment. */
export const SPACE_PHOTOS: SpacePhoto[] = [
  buildPhoto({ id: 'photo-1', url: photoImage('#6366f1', '#0ea5e9'), comment: 'First dance', price: '1500' }),
  buildPhoto({
    id: 'photo-2',
    url: photoImage('#f59e0b', '#ef4444'),
    comment: 'Cake cutting',
    state: 'hidden',
  }),
  buildPhoto({ id: 'photo-3', url: photoImage('#10b981', '#0ea5e9'), price: '250.50' }),
  buildPhoto({ id: 'photo-4', url: photoImage('#8b5cf6', '#ec4899'), comment: 'Sunset on the lake' }),
  buildPhoto({ id: 'photo-5', url: photoImage('#14b8a6', '#84cc16'), state: 'hidden', price: '99' }),
  buildPhoto({ id: 'photo-6', url: photoImage('#f97316', '#facc15'), comment: 'Speeches' }),
];

/** The second page of photos, read by 'Load more photos'. */
export const MORE_PHOTOS: SpacePhoto[] = [
  buildPhoto({ id: 'photo-7', url: photoImage('#0ea5e9', '#22c55e'), comment: 'Late night dancing' }),
];

/** The fixture space's watermark. */
export const WATERMARK: NonNullable<SpaceWithPhotos['watermark']> = {
  id: '00000000-0000-4000-8000-000000000a01',
  url: watermarkImage(),
  original_file_extension: '.svg',
  top: 70,
  left: 60,
  height: 20,
  width: 35,
};

/** Options of {@link spaceHandler}. */
export interface SpaceFixture {
  photos?: SpacePhoto[];
  /** A second page exists (answered with {@link MORE_PHOTOS}). */
  hasMore?: boolean;
  watermark?: SpaceWithPhotos['watermark'];
  useWatermark?: boolean;
  /** The space hides new items (`default_hide_items`): guests' photos wait for review. */
  hideNewItems?: boolean;
}

/** GET /spaces/{space_id}: the fixture space, its photos (two pages when `hasMore`) and its watermark. */
export function spaceHandler({
  photos = SPACE_PHOTOS,
  hasMore = false,
  watermark = null,
  useWatermark = false,
  hideNewItems = false,
}: SpaceFixture = {}) {
  const space = buildSpace({
    id: SPACE_ID,
    title: 'Smith & Jones wedding',
    default_hide_items: hideNewItems,
    use_watermark: useWatermark,
    watermark_id: watermark?.id ?? null,
  });
  return http.get('*/api/spaces/:space_id', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
    const body: SpaceWithPhotos =
      page <= 1
        ? { space, photos, has_more_photos: hasMore, watermark, sales_open: true }
        : { space, photos: hasMore ? MORE_PHOTOS : [], has_more_photos: false, watermark, sales_open: true };
    return HttpResponse.json(body);
  });
}

/**
 * GET /photos/{photo_id}: a photo of the fixture space, as the owner reads it on its own (those of the
 * second page too when `hasMore`); 404 for any other.
 */
export function spacePhotoHandler({ photos = SPACE_PHOTOS, hasMore = false }: SpaceFixture = {}) {
  const space = { id: SPACE_ID, title: 'Smith & Jones wedding' };
  return http.get('*/api/photos/:photo_id', ({ params }) => {
    const photo = [...photos, ...(hasMore ? MORE_PHOTOS : [])].find(
      (candidate) => candidate.id === params.photo_id,
    );
    if (!photo) return HttpResponse.json({ error: 'photo not found' }, { status: 404 });
    return HttpResponse.json({ data: photo, space } satisfies SharedPhoto);
  });
}

/** PATCH /photos/{photo_id}: answers the fixture photo with the comment and price sent, as the API does. */
export function updatePhotoHandler({ photos = SPACE_PHOTOS }: SpaceFixture = {}) {
  return http.patch('*/api/photos/:photo_id', async ({ params, request }) => {
    const photo = photos.find((candidate) => candidate.id === params.photo_id);
    if (!photo) return HttpResponse.json({ error: 'photo not found' }, { status: 404 });
    const changes = (await request.json()) as Pick<SpacePhoto, 'comment' | 'price'>;
    return HttpResponse.json({ data: { ...photo, ...changes } });
  });
}

/** GET /spaces/{space_id} failing (a server error): the screen shows 'Failed to fetch space'. */
export const spaceErrorHandler = () =>
  mockEndpoint(
    'get',
    '/spaces/{space_id}',
    {
      populated: {
        space: buildSpace(),
        photos: [],
        has_more_photos: false,
        watermark: null,
        sales_open: true,
      },
    },
    { variant: 'error', error: { status: 500, error: 'internal server error' } },
  );

/** GET /spaces/{space_id} never answering: the loading state stays. */
export const spaceSlowHandler = () =>
  mockEndpoint(
    'get',
    '/spaces/{space_id}',
    {
      populated: {
        space: buildSpace(),
        photos: [],
        has_more_photos: false,
        watermark: null,
        sales_open: true,
      },
    },
    { variant: 'slow' },
  );

// Upload fixtures shared with other features (guest uploads) live in the app's testing folder.
export { photoFile, presignHandler } from '../../testing/uploads';

/** The image uploaded as the space's new watermark in the stories and tests (default box of the API). */
export const UPLOADED_WATERMARK: NonNullable<SpaceWithPhotos['watermark']> = {
  id: '00000000-0000-4000-8000-000000000a02',
  url: watermarkImage(),
  original_file_extension: 'png',
  top: 75,
  left: 65,
  height: 20,
  width: 30,
};

/** POST /presigned_urls with `type: 'watermark'`: one PUT URL for the watermark image. */
export function watermarkPresignHandler(requests: unknown[] = []) {
  return http.post('*/api/presigned_urls', async ({ request }) => {
    const body = (await request.json()) as { files: { name: string; type?: string }[] };
    requests.push(body);
    const files = body.files.map((file) => ({
      name: file.name,
      path: `watermarks/user-1/${file.name}`,
      url: `https://storage.lense.test/watermarks/user-1/${file.name}?signature=fixture`,
      method: 'PUT' as const,
      content_type: file.type ?? null,
      expires_at: '2026-07-10T13:00:00.000Z',
      photo_id: null,
    }));
    return HttpResponse.json({ presigned_urls: files.map((file) => file.url), files });
  });
}

/** POST /spaces/{space_id}/watermark: answers {@link UPLOADED_WATERMARK}, or an error status. */
export function setWatermarkHandler({
  status,
  requests = [],
}: {
  status?: number;
  requests?: unknown[];
} = {}) {
  return http.post('*/api/spaces/:space_id/watermark', async ({ request }) => {
    requests.push(await request.json());
    if (status) return HttpResponse.json({ error: 'invalid upload' }, { status });
    return HttpResponse.json({ watermark: UPLOADED_WATERMARK }, { status: 201 });
  });
}
