import { collectionNameError, isApiError, MESSAGES } from '@lense/api-client';
import english from '../../i18n/en/collections.json';
import type { CollectionsKey } from './collectionsMessages';

/** The API's answers the create form tells apart, as the API words them. */
const API_ERRORS = {
  invalidName: MESSAGES.invalidCollectionName,
  nameTaken: 'Collection with that name already exists',
} as const;

/** The words a rule writes its messages in: the screen's `t`. */
export type CollectionWords = (key: CollectionsKey) => string;

// Without the screen's words a rule speaks English (its messages have no arguments, so they are plain texts).
const inEnglish: CollectionWords = (key) => String(english[key]);

/** The error of a collection name, or `undefined` when it matches the name pattern. */
export function collectionNameProblem(name: string, say: CollectionWords = inEnglish): string | undefined {
  return collectionNameError(name.trim()) === undefined ? undefined : say('create.error.invalidName');
}

/** Where a failed POST /collections is reported: beside the name, or as a toast. */
export type CreateCollectionFailure = { field: 'name'; message: string } | { toast: string };

/** A taken or invalid name beside the name field; anything else as 'Failed to create collection…'. */
export function createCollectionFailure(
  error: unknown,
  say: CollectionWords = inEnglish,
): CreateCollectionFailure {
  if (isApiError(error)) {
    if (error.status === 409 || error.error === API_ERRORS.nameTaken) {
      return { field: 'name', message: say('create.error.nameTaken') };
    }
    if (error.error === API_ERRORS.invalidName) {
      return { field: 'name', message: say('create.error.invalidName') };
    }
  }
  return { toast: say('create.failed') };
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
