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
