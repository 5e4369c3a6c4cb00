import { collectionNameError, isApiError, MESSAGES } from '@lense/api-client';

/** The screens' wording for collections, verbatim from the specification. */
export const COLLECTION_MESSAGES = {
  invalidName: MESSAGES.invalidCollectionName,
  nameTaken: 'Collection with that name already exists',
  created: 'Collection created successfully',
  createFailed: 'Failed to create collection, please try again',
  deleted: 'Collection deleted',
  generic: MESSAGES.genericError,
  loadFailed: 'Failed to fetch data',
  spacesLoadFailed: 'Failed to fetch your spaces',
  linksLoadFailed: 'Failed to fetch sample collection_spaces',
} as const;

/** The error of a collection name, or `undefined` when it matches the name pattern. */
export function collectionNameProblem(name: string): string | undefined {
  return collectionNameError(name.trim());
}

/** Where a failed POST /collections is reported: beside the name, or as a toast. */
export type CreateCollectionFailure = { field: 'name'; message: string } | { toast: string };

/** A taken or invalid name beside the name field; anything else as 'Failed to create collection…'. */
export function createCollectionFailure(error: unknown): CreateCollectionFailure {
  if (isApiError(error)) {
    if (error.status === 409 || error.error === COLLECTION_MESSAGES.nameTaken) {
      return { field: 'name', message: COLLECTION_MESSAGES.nameTaken };
    }
    if (error.error === COLLECTION_MESSAGES.invalidName) {
      return { field: 'name', message: COLLECTION_MESSAGES.invalidName };
    }
  }
  return { toast: COLLECTION_MESSAGES.createFailed };
}

/** How many spaces each collection holds, from the collection links. */
export function spaceCounts(links: readonly { collection_id: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const link of links) counts.set(link.collection_id, (counts.get(link.collection_id) ?? 0) + 1);
  return counts;
}

/** Which spaces the collection view shows: every own space, or only those in the collection. */
export type CollectionSpacesFilter = 'all' | 'mine';

/** The own spaces to show under a filter, given the ids of the spaces in the collection. */
export function filterCollectionSpaces<T extends { id: string; owner?: boolean | null }>(
  spaces: readonly T[],
  inCollection: ReadonlySet<string>,
  filter: CollectionSpacesFilter,
): T[] {
  return spaces.filter((space) => space.owner && (filter === 'all' || inCollection.has(space.id)));
}
