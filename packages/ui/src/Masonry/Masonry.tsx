import {
  type ForwardedRef,
  forwardRef,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIsScrolling } from 'react-window';
import { useIsomorphicLayoutEffect } from '../internal/useIsomorphicLayoutEffect';
import { useComponentStrings } from '../locale/useComponentStrings';
import { Spinner } from '../Spinner';
import { BackToTop } from './BackToTop';
import { englishMasonryStrings } from './englishMasonryStrings';
import { computeMasonryLayout, filledColumns, fixedColumns, visibleTiles } from './layout';
import { MasonryCanvas, MasonryEmpty, MasonryRoot, MasonryStatus, MasonryTile } from './Masonry.styles';
import { useElementWidth } from './useElementWidth';
import { useLoadMore } from './useLoadMore';
import { useWindowScroll } from './useWindowScroll';

/**
 * Props of {@link Masonry}. Other attributes go to the root `div`, except `aria-label`, which names the
 * list of tiles inside it.
 */
export interface MasonryProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'aria-label'> {
  /** The items, in display order. */
  items: readonly T[];
  /**
   * Width of every column in pixels (spec grids: 480, 384 or 256). A container narrower than one column
   * gets one column as wide as itself, so the grid never runs past the screen.
   */
  columnWidth: number;
  /** Space between columns and tiles in pixels. Default 16. */
  gutter?: number | undefined;
  /**
   * Columns widen (or narrow) so the grid spans the container's whole width, edge to edge, as photo
   * galleries do: `columnWidth` is then the width they come nearest to. Default false: columns are
   * exactly `columnWidth` and the room left over is beside the grid (see `align`).
   */
  fill?: boolean | undefined;
  /**
   * The fewest columns, narrowed to fit (two keep a phone's gallery a gallery). Default 1. With `fill`
   * only.
   */
  minColumns?: number | undefined;
  /** Height of an item's tile at the column's width (the third argument): known, or an estimate from its aspect ratio. */
  getItemHeight: (item: T, index: number, columnWidth: number) => number;
  /** Renders an item's tile content; it fills the column's width (the third argument) by the given height. */
  renderItem: (item: T, index: number, columnWidth: number) => ReactNode;
  /** Stable key of an item. Default: its index. */
  getItemKey?: ((item: T, index: number) => string | number) | undefined;
  /** Called when scrolling passes 70% of the page height while `hasMore` and not `loading`. */
  onLoadMore?: (() => void) | undefined;
  /** Whether another page exists. */
  hasMore?: boolean | undefined;
  /** Whether the next page is loading (shows a spinner under the grid). */
  loading?: boolean | undefined;
  /** Extra pixels rendered above and below the viewport. Default 400. */
  overscan?: number | undefined;
  /** Shown when there are no items and nothing is loading. Default 'Nothing to see here yet' (`masonry.empty`). */
  empty?: ReactNode | undefined;
  /** Scroll distance after which the 'Back to top' button appears. Default 600. */
  backToTopAfter?: number | undefined;
  /** Width used before the container is measured (server rendering, tests). Default 1200. */
  initialWidth?: number | undefined;
  /**
   * Where the columns sit when they do not fill the container: 'center' (default) or 'start', in line
   * with a heading above the grid.
   */
  align?: 'start' | 'center' | undefined;
  /** Accessible name of the list of tiles. */
  'aria-label'?: string;
}

/** Imperative handle of {@link Masonry} (its `ref`). */
export interface MasonryHandle {
  /** The root element, the `div` the other props go to. */
  element: HTMLDivElement | null;
  /** Indices of the tiles mounted now. */
  mountedIndices: () => readonly number[];
}

function MasonryInner<T>(
  {
    items,
    columnWidth,
    gutter = 16,
    fill = false,
    minColumns = 1,
    getItemHeight,
    renderItem,
    getItemKey,
    onLoadMore,
    hasMore = false,
    loading = false,
    overscan = 400,
    empty,
    backToTopAfter = 600,
    initialWidth = 1200,
    align = 'center',
    'aria-label': ariaLabel,
    ...rest
  }: MasonryProps<T>,
  ref: ForwardedRef<MasonryHandle>,
) {
  const strings = useComponentStrings('masonry', englishMasonryStrings);
  const rootRef = useRef<HTMLDivElement>(null);
  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(rootRef, initialWidth);
  const { scrollY, innerHeight } = useWindowScroll();
  const isScrolling = useIsScrolling(typeof window === 'undefined' ? null : 'window');
  const [gridTop, setGridTop] = useState(0);

  const { column, columnCount } = fill
    ? filledColumns(width, columnWidth, gutter, minColumns)
    : fixedColumns(width, columnWidth, gutter);
  const layout = useMemo(() => {
    const heights = new Float64Array(items.length);
    items.forEach((item, index) => {
      heights[index] = getItemHeight(item, index, column);
    });
    return computeMasonryLayout(heights, columnCount, column, gutter);
  }, [items, getItemHeight, columnCount, column, gutter]);

  // The grid's distance from the top of the page, so window scrolling maps onto grid offsets;
  // re-measured whenever scrolling or resizing may have moved content above the grid (the listed values
  // are those triggers, not inputs).
  useIsomorphicLayoutEffect(() => {
    const element = rootRef.current;
    if (!element) return;
    setRootElement(element);
    const top = element.getBoundingClientRect().top + window.scrollY;
    setGridTop((prev) => (prev === top ? prev : top));
  }, [scrollY, innerHeight, width]);

  const start = scrollY - gridTop;
  const visible = useMemo(
    () => visibleTiles(layout, start, start + innerHeight, overscan),
    [layout, start, innerHeight, overscan],
  );

  useImperativeHandle(ref, () => ({ element: rootElement, mountedIndices: () => visible }), [
    rootElement,
    visible,
  ]);

  useLoadMore({
    onLoadMore,
    hasMore,
    loading,
    scrollY,
    innerHeight,
    contentHeight: layout.height,
    itemCount: items.length,
  });

  const isEmpty = items.length === 0 && !loading;
  return (
    <MasonryRoot
      ref={rootRef}
      data-ui="Masonry"
      data-scrolling={isScrolling ? '' : undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {isEmpty ? (
        <MasonryEmpty>{empty ?? strings.empty}</MasonryEmpty>
      ) : (
        <MasonryCanvas
          aria-label={ariaLabel}
          data-align={align}
          style={{ width: layout.width, height: layout.height }}
        >
          {visible.map((index) => {
            const item = items[index] as T;
            return (
              <MasonryTile
                key={getItemKey ? getItemKey(item, index) : index}
                data-masonry-tile=""
                data-index={index}
                style={{
                  width: column,
                  height: layout.heights[index],
                  // The x offset counts from the inline start: the sign mirrors it right to left.
                  transform: `translate(calc(${layout.lefts[index]}px * var(--masonry-inline-sign)), ${layout.tops[index]}px)`,
                }}
              >
                {renderItem(item, index, column)}
              </MasonryTile>
            );
          })}
        </MasonryCanvas>
      )}
      {loading ? (
        <MasonryStatus>
          <Spinner size="small" label={strings.loadingMoreLabel} />
          {strings.loadingMore}
        </MasonryStatus>
      ) : null}
      {scrollY > backToTopAfter ? <BackToTop /> : null}
    </MasonryRoot>
  );
}

/**
 * A virtualized masonry grid scrolled by the window: tiles go to the shortest column and only the
 * tiles near the viewport are mounted. Loads the next page past 70% of the page height and offers
 * a 'Back to top' button once scrolled.
 */
export const Masonry = forwardRef(MasonryInner) as <T>(
  props: MasonryProps<T> & { ref?: ForwardedRef<MasonryHandle> | undefined },
) => ReactElement;
