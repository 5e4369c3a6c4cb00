import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Masonry } from './Masonry';

const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `p${i}`, height: 200 + (i % 4) * 50 }));
const getHeight = (item: { height: number }) => item.height;

function setPage(scrollY: number, pageHeight: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: pageHeight });
  // jsdom has no layout: the grid starts at the top of the page, so it moves up as the page scrolls.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: -scrollY, width: 1200, height: 0 }),
  );
}

function renderGrid(props: Partial<React.ComponentProps<typeof Masonry<(typeof items)[number]>>> = {}) {
  return render(
    <ThemeProvider>
      <Masonry
        aria-label="Photos"
        items={items}
        columnWidth={384}
        gutter={16}
        getItemHeight={getHeight}
        renderItem={(item) => <span>{item.id}</span>}
        getItemKey={(item) => item.id}
        {...props}
      />
    </ThemeProvider>,
  );
}

describe('Masonry', () => {
  beforeEach(() => setPage(0, 100_000));
  afterEach(() => {
    setPage(0, 0);
    vi.restoreAllMocks();
  });

  it('gives a container narrower than one column a single column of its own width', () => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343);
    const getItemHeight = vi.fn((_item: unknown, _index: number, width: number) => width / 2);
    renderGrid({ items: items.slice(0, 2), columnWidth: 480, getItemHeight });
    const grid = screen.getByRole('list', { name: 'Photos' });
    expect(grid.style.width).toBe('343px');
    for (const tile of within(grid).getAllByRole('listitem')) expect(tile.style.width).toBe('343px');
    expect(getItemHeight).toHaveBeenLastCalledWith(items[1], 1, 343);
  });

  it('mounts only the tiles near the viewport', () => {
    renderGrid();
    const tiles = within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem');
    expect(tiles.length).toBeGreaterThan(3);
    expect(tiles.length).toBeLessThanOrEqual(100);
    expect(screen.getByText('p0')).toBeInTheDocument();
    expect(screen.queryByText('p9999')).not.toBeInTheDocument();
  });

  it('moves the mounted window when the page scrolls and shows Back to top', async () => {
    renderGrid();
    expect(screen.queryByRole('button', { name: /Back to top/ })).not.toBeInTheDocument();
    await act(async () => {
      setPage(300_000, 1_000_000);
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(screen.queryByText('p0')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThanOrEqual(100);
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    await userEvent.click(screen.getByRole('button', { name: /Back to top/ }));
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('asks for more past 70% of the page, unless loading or at the end', async () => {
    const onLoadMore = vi.fn();
    const view = renderGrid({ onLoadMore, hasMore: true });
    expect(onLoadMore).not.toHaveBeenCalled();
    await act(async () => {
      setPage(69_500, 100_000);
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // Scrolling on before the parent reports loading does not ask again for the same items.
    await act(async () => {
      setPage(72_000, 100_000);
      fireEvent.scroll(window);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    view.unmount();
    onLoadMore.mockClear();
    renderGrid({ onLoadMore, hasMore: true, loading: true });
    renderGrid({ onLoadMore, hasMore: false });
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('shows a spinner while loading more and an empty state without items', () => {
    renderGrid({ loading: true });
    expect(screen.getByRole('status', { name: 'Loading more' })).toBeInTheDocument();
    renderGrid({ items: [] });
    expect(screen.getByText('Nothing to see here yet')).toBeInTheDocument();
  });
});
