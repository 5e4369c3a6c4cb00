import type { ApiSpace, Collection, CollectionSpace } from '@lense/api-client';
import { buildCollection, buildCollectionSpace, buildSpace, mockEndpoint } from '@lense/api-client/mocks';

/** The user's collections. */
export const STORY_COLLECTIONS: Collection[] = [
  buildCollection(),
  buildCollection({ id: '00000000-0000-4000-8000-000000000202', name: 'Birthdays', description: null }),
  buildCollection({
    id: '00000000-0000-4000-8000-000000000203',
    name: 'Corporate events',
    description: 'Launches, retreats and the annual gala.',
  }),
];

/** The first collection, whose settings the stories open. */
export const WEDDINGS = STORY_COLLECTIONS[0]!;

/** The user's own spaces, and one of someone else's (never listed by the manager). */
export const STORY_SPACES: ApiSpace[] = [
  buildSpace({
    id: 'space-1',
    title: 'Smith & Jones wedding',
    start_date: '2026-06-06',
    end_date: '2026-06-07',
    location: 'Naivasha',
  }),
  buildSpace({
    id: 'space-2',
    title: 'Wanjiru wedding',
    start_date: '2026-08-15',
    end_date: '2026-08-15',
    location: 'Nairobi',
  }),
  buildSpace({
    id: 'space-3',
    title: 'Ochieng wedding reception',
    start_date: '2026-09-19',
    end_date: '2026-09-20',
    location: 'Kisumu',
  }),
  buildSpace({
    id: 'space-4',
    title: 'Company retreat',
    start_date: '2026-10-02',
    end_date: '2026-10-04',
    location: null,
  }),
  buildSpace({ id: 'space-5', title: 'Someone else’s party', owner: false }),
];

/** Links: spaces 1 and 2 are in Weddings, space 4 in Corporate events. */
export const STORY_LINKS: CollectionSpace[] = [
  buildCollectionSpace({ id: 'link-1', space_id: 'space-1', collection_id: WEDDINGS.id }),
  buildCollectionSpace({ id: 'link-2', space_id: 'space-2', collection_id: WEDDINGS.id }),
  buildCollectionSpace({ id: 'link-3', space_id: 'space-4', collection_id: STORY_COLLECTIONS[2]!.id }),
];

/** GET /collections and GET /spaces with the story data. */
export const collectionReads = (collections: Collection[] = STORY_COLLECTIONS) => [
  mockEndpoint('get', '/collections', { populated: { collections } }),
  mockEndpoint('get', '/spaces', { populated: { data: STORY_SPACES, has_more: false } }),
];

/**
 * GET, POST and DELETE of collection links over one list, so a toggle shows: POST adds `postedSpaceId`
 * to Weddings, DELETE removes the link by id.
 */
export function collectionLinks(initial: CollectionSpace[] = STORY_LINKS, postedSpaceId = 'space-3') {
  let links = [...initial];
  return [
    mockEndpoint('get', '/collection_spaces', {
      populated: (request) => {
        const collectionId = new URL(request.url).searchParams.get('collection_id');
        return {
          collection_spaces: collectionId
            ? links.filter((link) => link.collection_id === collectionId)
            : links,
        };
      },
    }),
    mockEndpoint('post', '/collection_spaces', {
      populated: () => {
        const link = buildCollectionSpace({
          id: 'link-new',
          space_id: postedSpaceId,
          collection_id: WEDDINGS.id,
        });
        links = [...links, link];
        return { collection_space: link };
      },
      status: 201,
    }),
    mockEndpoint('delete', '/collection_spaces/{id}', {
      populated: (request) => {
        const id = decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
        links = links.filter((link) => link.id !== id);
        return { status: { code: 200, message: 'Space removed from collection' } };
      },
    }),
  ];
}
