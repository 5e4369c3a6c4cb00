import type { Plugin, Rolldown } from 'vite';

/**
 * The design system's page pieces most screens show, photo pages or not: headers and layout, the layout
 * primitives, links, the not-found, error and empty views.
 */
const PAGE_FRAME =
  /[\\/]packages[\\/]ui[\\/]src[\\/](Page|Box|Stack|Inline|Grid|Typography|Heading|VisuallyHidden|TextLink|NotFound|ErrorView|EmptyState)[\\/]|[\\/](visuallyHidden|layoutProps|responsive)\.ts$/;

/**
 * What the photo pages (the feed, an event's view, a published site) share: the tiles, the masonry, the
 * viewer's loader, the space and photo helpers, the text formats of their headers, the API's queries and
 * the paged photo list.
 */
const PHOTO_PAGES = new RegExp(
  [
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/](photoImage|photoName|photoViewer|space|spaceState|textLines|imageAddress)\.ts$`,
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]components[\\/](PhotoViewer|SpaceNotFound)\.tsx$`,
    String.raw`[\\/]apps[\\/]web[\\/]src[\\/]config[\\/]layout\.ts$`,
    String.raw`[\\/]packages[\\/]ui[\\/]src[\\/](PhotoCard|Masonry|card|text)[\\/]`,
    String.raw`[\\/]packages[\\/]api-client[\\/]src[\\/]hooks[\\/](queries|photoList)\.ts$`,
  ].join('|'),
);

/**
 * The ICU formatter, which every catalogue with arguments imports, photo pages' or not: a file of its own,
 * or the photo pages' group would take it along and every other screen with a count would load that group.
 */
const MESSAGE_FORMAT =
  /[\\/]intl-messageformat[\\/]|[\\/]@formatjs[\\/]|[\\/]src[\\/]i18n[\\/]formatter\.ts$/;

/** Screens without photos, which must never download the photo pages' chunk. */
const LIGHT_SCREENS = /[\\/]features[\\/](not-found|auth|help|faq|policies|closure|account|landing)[\\/]/;

/**
 * Chunk groups for what a photo page loads before its first screen, after the entry. Left to itself the
 * bundler makes a chunk of each set of screens that share modules: an event's view waited for about twenty
 * small files, the published site for seventeen, and a phone on HTTP/1.1 fetches six at a time. The
 * modules they share with other screens become two files:
 *
 * - `page-frame`: the design system's page pieces, which the 404, sign-in and help screens use too (a few
 *   KB, no photo code);
 * - `photo-pages`: the rest (with what it imports), which the screens without photos never download.
 *   Signed-in screens showing photos (sites, collections, a space's management) load it too.
 *
 * A group also takes the modules its modules import, so the page frame comes first. `screenChunkCheck`
 * fails the build if a screen without photos ends up importing the photo pages' chunk.
 */
export function screenChunkGroups(): Rolldown.CodeSplittingGroup[] {
  return [
    { name: 'message-format', test: MESSAGE_FORMAT },
    { name: 'page-frame', test: PAGE_FRAME },
    { name: 'photo-pages', test: PHOTO_PAGES },
  ];
}

/**
 * The photo image helpers (`photoSources` and its placeholder decoder, thumbhash) only photo screens use.
 * The API client's index, which the entry imports, re-exports them: without this group, placed before the
 * entry's, they would ride in the entry every page waits for.
 */
const PHOTO_DECODER = /[\\/]api-client[\\/]src[\\/]rules[\\/]photoSources\.ts$|[\\/]thumbhash[\\/]/;

/** The group putting the photo image helpers with the photo pages (before the entry's group). */
export function photoDecoderGroups(): Rolldown.CodeSplittingGroup[] {
  return [{ name: 'photo-pages', test: PHOTO_DECODER }];
}

/** Fails the build when a screen without photos would download the photo pages' chunk. */
export function screenChunkCheck(): Plugin {
  return {
    name: 'lense-screen-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file]] : [])),
      );
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !LIGHT_SCREENS.test(chunk.facadeModuleId ?? '')) continue;
        const seen = new Set<string>();
        const queue = [...chunk.imports];
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          const imported = chunks.get(next);
          if (seen.has(next) || !imported) continue;
          seen.add(next);
          if (imported.name === 'photo-pages') {
            this.error(
              `${chunk.facadeModuleId} imports the photo pages' chunk: move what it shares with them out of PHOTO_PAGES (plugins/screen-chunks.ts).`,
            );
          }
          queue.push(...imported.imports);
        }
      }
    },
  };
}
