import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/collections.json';

/** The collections' screens: the list, the create form, the delete confirmation and a collection's settings. */
export const useCollectionsMessages = defineMessages('collections', english);

/** A key of the collections catalogue. */
export type CollectionsKey = keyof typeof english;
