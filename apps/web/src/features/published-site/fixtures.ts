import type { PublicSite, SpacePhoto } from '@lense/api-client';
import {
  buildPhoto,
  buildPublicSite,
  buildPublicSpace,
  buildSite,
  buildSpace,
  buildSpaceCover,
  mockEndpoint,
} from '@lense/api-client/mocks';
import { iconPicture, picture } from '../../testing/storyImages';

const WEDDING = buildPublicSpace();
const RECEPTION = buildPublicSpace({
  id: '00000000-0000-4000-8000-000000000602',
  title: 'Wanjiru wedding',
  description: 'An afternoon in the Karura forest.',
  location: 'Nairobi',
  formatted_address: 'Karura Forest, Nairobi',
  start_date: '2026-08-15',
  end_date: '2026-08-15',
  slug: 'wanjiru-wedding',
});

/** A published site with a banner, an icon, contacts and two spaces. */
export const STORY_PUBLIC_SITE: PublicSite = buildPublicSite({
  site: buildSite({
    contact_phone: '+254 700 000 000',
    social_media_username_twitter: '@adaweddings',
    social_media_username_facebook: 'adaweddings',
  }),
  banner: {
    id: '00000000-0000-4000-8000-000000000401',
    url: picture({ from: '#312e81', to: '#0ea5e9', width: 1600, height: 400 }),
    description: 'Mountains at dawn',
  },
  icon: { id: '00000000-0000-4000-8000-000000000501', url: iconPicture('#4338ca'), description: 'Camera' },
  spaces: [WEDDING, RECEPTION],
});

/** The same site with nothing but its name and collection. */
export const BARE_PUBLIC_SITE: PublicSite = buildPublicSite({
  site: buildSite({
    name: 'kamau-birthdays',
    title: null,
    description: null,
    contact_email: null,
    social_media_username_instagram: null,
    banner_id: null,
    icon_id: null,
  }),
  banner: null,
  icon: null,
  spaces: [],
});

const photo = (
  id: string,
  spaceId: string,
  from: string,
  to: string,
  height: number,
  extra: Partial<SpacePhoto> = {},
) => buildPhoto({ id, space_id: spaceId, url: picture({ from, to, width: 480, height }), ...extra });

/** The site without a banner: its first space's cover heads it instead. */
export const COVERED_PUBLIC_SITE: PublicSite = {
  ...STORY_PUBLIC_SITE,
  banner: null,
  spaces: [
    {
      ...WEDDING,
      cover: buildSpaceCover({
        width: 1600,
        height: 1000,
        thumb_url: picture({ from: '#7c2d12', to: '#facc15', width: 1600, height: 1000 }),
        medium_url: null,
        preview_url: null,
      }),
    },
    RECEPTION,
  ],
};

/** The visible (and one hidden) photos of each story space. */
export const STORY_PHOTOS: Record<string, SpacePhoto[]> = {
  [WEDDING.id]: [
    photo('p-1', WEDDING.id, '#f59e0b', '#db2777', 320, { comment: 'First dance' }),
    photo('p-2', WEDDING.id, '#4338ca', '#0ea5e9', 600),
    photo('p-3', WEDDING.id, '#059669', '#0284c7', 360, { price: '500' }),
    photo('p-4', WEDDING.id, '#111827', '#6b7280', 300, { state: 'hidden' }),
  ],
  [RECEPTION.id]: [
    photo('p-5', RECEPTION.id, '#be185d', '#f59e0b', 400),
    photo('p-6', RECEPTION.id, '#0f766e', '#84cc16', 320, { comment: 'Cutting the cake' }),
  ],
};

/** GET /public/sites/{name} answering `site`. */
export const publicSiteHandler = (site: PublicSite = STORY_PUBLIC_SITE) =>
  mockEndpoint('get', '/public/sites/{name}', { populated: site });

/** GET /spaces/{space_id} answering each story space with its photos. */
export const spacePhotosHandler = (photos: Record<string, SpacePhoto[]> = STORY_PHOTOS) =>
  mockEndpoint('get', '/spaces/{space_id}', {
    populated: (request) => {
      const spaceId = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
      return {
        space: buildSpace({ id: spaceId, owner: false }),
        photos: photos[spaceId] ?? [],
        has_more_photos: false,
        watermark: null,
        sales_open: true,
      };
    },
  });
