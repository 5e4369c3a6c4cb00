import type { PublicChange } from './public-changes.ts';

/**
 * Tags of cached public answers: an answer is tagged with what it shows, and a change forgets the answers
 * holding its tags. The feed's pages are tagged `feed` (a photo shown anywhere can move every page);
 * a space's page `space:<id>`; an answer listing spaces (a site) would carry their `space:<id>` tags too.
 */
export type CacheTag = 'feed' | `space:${string}` | `site:${string}`;

/** The tag of every public feed page. */
export const FEED_TAG: CacheTag = 'feed';
/** The tag of a space's public page. */
export const spaceTag = (spaceId: string): CacheTag => `space:${spaceId}`;
/** The tag of a published site's answer. */
export const siteTag = (name: string): CacheTag => `site:${name}`;

/** What one process does about changes: forget cached answers, wake live walls. */
export interface ChangeTargets {
  /** Forget the cached public answers holding any of `tags`. */
  forgetPublic(tags: readonly CacheTag[]): void;
  /** Forget every cached public answer. */
  forgetAllPublic(): void;
  /** Tell the live views of `spaceId` that its visible photos changed. */
  notifySpace(spaceId: string): void;
  /** Tell every live view (after a gap in which changes may have been missed). */
  notifyAllSpaces(): void;
}

/**
 * Applies `changes` to this process. A space's view and a site are also shown in the detailed feed (its
 * spaces and sites), so both forget the feed too; a live wall change only wakes the wall.
 */
export function applyChanges(targets: ChangeTargets, changes: readonly PublicChange[]): void {
  if (changes.includes('everything')) {
    targets.forgetAllPublic();
    targets.notifyAllSpaces();
    return;
  }
  const tags = new Set<CacheTag>();
  const walls: string[] = [];
  for (const change of changes) {
    if (change === 'feed') tags.add(FEED_TAG);
    else if (change.startsWith('space:')) tags.add(spaceTag(change.slice(6))).add(FEED_TAG);
    else if (change.startsWith('site:')) tags.add(siteTag(change.slice(5))).add(FEED_TAG);
    else if (change.startsWith('live:')) walls.push(change.slice(5));
  }
  if (tags.size > 0) targets.forgetPublic([...tags]);
  for (const spaceId of walls) targets.notifySpace(spaceId);
}
