import { HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderApp';
import {
  BARE_PUBLIC_SITE,
  publicSiteHandler,
  STORY_PHOTOS,
  STORY_PUBLIC_SITE,
  spacePhotosHandler,
} from './fixtures';
import { PublishedSitePage } from './PublishedSitePage';
import { usePublishedSiteMessages } from './publishedSiteMessages';
import { siteHeading } from './siteHeading';
import { siteLinks } from './socialLinks';

const render = (name = 'ada-weddings', handlers = [publicSiteHandler(), spacePhotosHandler()]) =>
  renderWithApp(<PublishedSitePage name={name} />, { path: '/', handlers });

describe('PublishedSitePage', () => {
  it('shows the site’s title, description, contacts and the visible photos of its spaces', async () => {
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Weddings' })).toBeInTheDocument();
    expect(screen.getByText('Photos of every wedding we shot.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Weddings' })).toBeInTheDocument();
    const photos = await screen.findByRole('list', { name: 'Photos of Smith & Jones Wedding' });
    // Three visible photos; the hidden one is left out.
    expect(within(photos).getAllByRole('listitem')).toHaveLength(3);
    expect(within(photos).getByText('Ksh 500')).toBeInTheDocument();
  });

  it('renders a later space’s photos when it comes near the viewport, its height kept until then', async () => {
    const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
    class Observer {
      constructor(private callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        observed.push({ element, callback: this.callback });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    try {
      render();
      await screen.findByRole('list', { name: 'Photos of Smith & Jones Wedding' });
      const later = screen.getByRole('region', { name: 'Wanjiru Wedding' });
      expect(
        await within(later).findByRole('status', { name: 'Loading the photos of Wanjiru Wedding' }),
      ).toBeInTheDocument();
      const { element, callback } = observed.find((entry) => entry.element === later)!;
      act(() =>
        callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never),
      );
      expect(
        await within(later).findByRole('list', { name: 'Photos of Wanjiru Wedding' }),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('names each photo by its comment, else by its place in the space, then its price', async () => {
    const [wedding] = Object.keys(STORY_PHOTOS);
    // An emptied comment comes back as '': the tile is still named by its place, not by 'Free' alone.
    const photos = {
      ...STORY_PHOTOS,
      [wedding!]: STORY_PHOTOS[wedding!]!.map((p) => ({ ...p, comment: p.comment ?? '' })),
    };
    render('ada-weddings', [publicSiteHandler(), spacePhotosHandler(photos)]);
    const list = await screen.findByRole('list', { name: 'Photos of Smith & Jones Wedding' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(within(list).getByRole('link', { name: 'First dance Free' })).toBe(links[0]);
    expect(within(list).getByRole('link', { name: 'Photo 2 of Smith & Jones Wedding Free' })).toBe(links[1]);
    expect(within(list).getByRole('link', { name: 'Photo 3 of Smith & Jones Wedding Ksh 500' })).toBe(
      links[2],
    );
  });

  it('opens a shared photo past a space’s first page in that space’s viewer, once', async () => {
    const [, other] = Object.keys(STORY_PHOTOS);
    const shared = { ...STORY_PHOTOS[other!]![0]!, id: 'p-far', comment: 'Late dance' };
    renderWithApp(<PublishedSitePage name="ada-weddings" />, {
      path: '/?photo=p-far',
      handlers: [
        publicSiteHandler(),
        spacePhotosHandler(),
        http.get('*/api/photos/:id', () =>
          HttpResponse.json({ data: shared, space: { id: other, title: 'x' } }),
        ),
      ],
    });
    const viewer = await screen.findByRole('dialog', { name: 'Late dance' });
    expect(within(viewer).getByText('1 of 1')).toBeInTheDocument();
    // One viewer, not one per space of the site.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('drops a photo whose image fails to load', async () => {
    render();
    const photos = await screen.findByRole('list', { name: 'Photos of Wanjiru Wedding' });
    const images = within(photos).getAllByRole('img');
    expect(images).toHaveLength(2);
    fireEvent.error(images[0]!);
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(1));
  });

  it('title-cases the spaces’ titles as every screen does', async () => {
    render();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Smith & Jones Wedding' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Wanjiru Wedding' })).toBeInTheDocument();
    expect(screen.queryByText('Smith & Jones wedding')).not.toBeInTheDocument();
  });

  it('shows the name as words, not as a raw slug, and the empty state for a site without a title', async () => {
    render('kamau-birthdays', [publicSiteHandler(BARE_PUBLIC_SITE), spacePhotosHandler()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kamau Birthdays' })).toBeInTheDocument();
    expect(screen.queryByText('kamau-birthdays')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nothing to see here yet' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown site, and an error view when loading fails', async () => {
    render('nobody', [
      lenseMocks.publicSite({ variant: 'error', error: { status: 404, error: 'site not found' } }),
    ]);
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('Page not found!')).toBeInTheDocument();
  });

  it('shows an error view with Reload when the site cannot be loaded', async () => {
    render('ada-weddings', [lenseMocks.publicSite({ variant: 'error' })]);
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});

describe('siteLinks', () => {
  it('lists e-mail, phone and the social accounts that are set, with their addresses', () => {
    const english = renderHook(() => usePublishedSiteMessages()).result.current;
    expect(siteLinks(STORY_PUBLIC_SITE.site, english)).toEqual([
      { label: 'E-mail', text: 'ada@example.com', href: 'mailto:ada@example.com' },
      { label: 'Phone', text: '+254 700 000 000', href: 'tel:+254700000000' },
      { label: 'Twitter', text: '@adaweddings', href: 'https://twitter.com/adaweddings' },
      { label: 'Instagram', text: '@ada.lovelace', href: 'https://www.instagram.com/ada.lovelace' },
      { label: 'Facebook', text: '@adaweddings', href: 'https://www.facebook.com/adaweddings' },
    ]);
    expect(siteLinks(BARE_PUBLIC_SITE.site, english)).toEqual([]);
  });
});

describe('siteHeading', () => {
  it('keeps the organiser’s title as written', () => {
    expect(siteHeading({ name: 'ada-weddings', title: 'Ada Weddings by the sea' })).toBe(
      'Ada Weddings by the sea',
    );
  });

  it('reads a name without a title as title-cased words', () => {
    expect(siteHeading({ name: 'kamau-family', title: null })).toBe('Kamau Family');
    expect(siteHeading({ name: 'kamau--family_2026', title: '  ' })).toBe('Kamau Family 2026');
  });
});
