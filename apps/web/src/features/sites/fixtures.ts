import type { Banner, Collection, Icon, Site } from '@lense/api-client';
import {
  buildBanner,
  buildCollection,
  buildIcon,
  buildSite,
  buildSubscription,
  mockEndpoint,
} from '@lense/api-client/mocks';
import { iconPicture, picture } from '../../testing/storyImages';

/** Banners with offline pictures. */
export const STORY_BANNERS: Banner[] = [
  buildBanner({ url: picture({ from: '#4338ca', to: '#0ea5e9', width: 960, height: 320 }) }),
  buildBanner({
    id: '00000000-0000-4000-8000-000000000402',
    url: picture({ from: '#f59e0b', to: '#db2777', width: 960, height: 320 }),
    description: 'Sunset over the lake',
  }),
  buildBanner({
    id: '00000000-0000-4000-8000-000000000403',
    url: picture({ from: '#059669', to: '#0284c7', width: 960, height: 320 }),
    description: null,
    public: false,
    owner: true,
  }),
];

/** Icons with offline pictures. */
export const STORY_ICONS: Icon[] = [
  buildIcon({ url: iconPicture('#4338ca') }),
  buildIcon({
    id: '00000000-0000-4000-8000-000000000502',
    url: iconPicture('#be185d'),
    description: 'Heart',
  }),
  buildIcon({
    id: '00000000-0000-4000-8000-000000000503',
    url: iconPicture('#047857'),
    description: null,
    public: false,
    owner: true,
  }),
];

/** The user's collections. */
export const STORY_COLLECTIONS: Collection[] = [
  buildCollection(),
  buildCollection({ id: '00000000-0000-4000-8000-000000000202', name: 'Birthdays', description: null }),
];

/** The user's sites: one with banner and icon, one with an icon only, one bare. */
export const STORY_SITES: Site[] = [
  buildSite(),
  buildSite({
    id: '00000000-0000-4000-8000-000000000102',
    name: 'kamau-birthdays',
    title: 'Kamau Birthdays',
    description: null,
    collection_id: '00000000-0000-4000-8000-000000000202',
    banner_id: null,
    icon_id: '00000000-0000-4000-8000-000000000502',
  }),
  buildSite({
    id: '00000000-0000-4000-8000-000000000103',
    name: 'nairobi-marathon',
    title: null,
    description: 'Every runner, every mile.',
    banner_id: '00000000-0000-4000-8000-000000000402',
    icon_id: null,
  }),
];

/** Names the availability check reports as taken. */
export const TAKEN_NAMES = ['ada-weddings', 'taken'];

/**
 * GET /sites: the user's sites without `name`; with `name` the availability check, which finds the
 * names of {@link TAKEN_NAMES}.
 */
export function sitesHandler(sites: Site[] = STORY_SITES) {
  return mockEndpoint('get', '/sites', {
    populated: (request) => {
      const name = new URL(request.url).searchParams.get('name');
      if (name === null) return { sites };
      const taken = TAKEN_NAMES.includes(name.toLowerCase());
      return { sites: taken ? [buildSite({ name: name.toLowerCase() })] : [] };
    },
  });
}

/** GET /banners, /icons and /collections with the story data. */
/** The stories' organiser is on premium, which publishes more than one site. */
const PREMIUM = buildSubscription({
  subscription_type_id: 'subscription-type-premium',
  subscription_type_name: 'premium',
  status: 'active',
  trial_ends_at: null,
});

export const storyReads = (collections: Collection[] = STORY_COLLECTIONS) => [
  mockEndpoint('get', '/subscriptions', { populated: { subscriptions: [PREMIUM] } }),
  mockEndpoint('get', '/banners', { populated: { banners: STORY_BANNERS, has_more: false } }),
  mockEndpoint('get', '/icons', { populated: { icons: STORY_ICONS, has_more: false } }),
  mockEndpoint('get', '/collections', { populated: { collections } }),
];
