import { swahiliStrings } from '@lense/ui';
import type { Catalogue } from './messageTypes';

/** The design system's Kiswahili, in the same file: a Kiswahili page needs both. */
export { swahiliStrings };

// Every area's Kiswahili, bundled as one file: a Kiswahili reader needs most of them in a visit.
const files = import.meta.glob<Catalogue>('./sw/*.json', { eager: true, import: 'default' });

/** Kiswahili catalogues by area (the file's name). */
export const swahiliCatalogues: ReadonlyMap<string, Catalogue> = new Map(
  Object.entries(files).map(([path, catalogue]) => [path.slice('./sw/'.length, -'.json'.length), catalogue]),
);
