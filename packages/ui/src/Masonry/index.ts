export { BackToTop, type BackToTopProps } from './BackToTop';
export {
  columnCountFor,
  computeMasonryLayout,
  filledColumns,
  fixedColumns,
  type MasonryColumns,
  type MasonryLayout,
  type ScrollMetrics,
  shouldLoadMore,
  visibleTiles,
} from './layout';
export { Masonry, type MasonryHandle, type MasonryProps } from './Masonry';
