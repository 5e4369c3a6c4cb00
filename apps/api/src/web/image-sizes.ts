/**
 * The widths the web app's photo tiles show their images at (`sizes`), published in the contract so the app
 * (through the client's generated constants) and the server's first-view preloads read the same text: a
 * preload names the same image the tile will pick only when both use one rule.
 */

/** A photo grid's column: 384px less its borders, or on a phone the screen less the page's margins. */
export const PHOTO_COLUMN_SIZES = '(max-width: 415px) calc(100vw - 34px), 382px';

/** A published site's tiles: a third of the window from a tablet up, the window on a phone. */
export const SITE_PHOTO_SIZES = '(min-width: 768px) 33vw, 100vw';
