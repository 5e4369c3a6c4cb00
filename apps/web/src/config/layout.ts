// The app's grid layouts (specification, section 9). The viewport breakpoints (desktop above 1100px,
// tablet above 768px) are the design system's: `media` from '@lense/ui'.

/** Masonry column widths (px) per grid. */
export const MASONRY_COLUMN_WIDTHS = {
  sites: 480,
  collections: 480,
  banners: 384,
  icons: 256,
  photos: 384,
  collectionSpaces: 256,
} as const;

/** Masonry gutter (px); the collection spaces grid uses the narrow one. */
export const MASONRY_GUTTER = { default: 16, collectionSpaces: 8 } as const;

/**
 * A space's photo gallery: edge to edge across the page's column from its heading's left edge, columns
 * near 384px with narrow 8px gutters, and never fewer than two, so a phone shows a gallery rather than
 * a feed.
 */
export const PHOTO_GALLERY = {
  fill: true,
  align: 'start',
  columnWidth: MASONRY_COLUMN_WIDTHS.photos,
  minColumns: 2,
  gutter: 8,
} as const;
