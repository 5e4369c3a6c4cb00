/**
 * The widths the web app's photo tiles show their images at (`sizes`), published in the contract so the app
 * (through the client's generated constants) and the server's first-view preloads read the same text: a
 * preload names the same image the tile will pick only when both use one rule.
 */

/** Discover's feed column: 384px less its borders, or on a phone the screen less the page's margins. */
export const PHOTO_COLUMN_SIZES = '(max-width: 415px) calc(100vw - 34px), 382px';

/**
 * A space's gallery (the web app's `PHOTO_GALLERY`), which fills its row with columns of at least 384px and
 * 8px gutters, never fewer than two: on a phone (to the theme's 768px tablet breakpoint) half the screen less
 * its 16px margins, the gutter and the card's borders; two columns up to the width that fits three; then
 * three or more of about 400px.
 */
export const GALLERY_PHOTO_SIZES = '(max-width: 768px) calc(50vw - 21px), (max-width: 1215px) 50vw, 410px';

/** A published site's tiles: three columns from a tablet up, two on a phone. */
export const SITE_PHOTO_SIZES = '(min-width: 769px) 33vw, 50vw';
