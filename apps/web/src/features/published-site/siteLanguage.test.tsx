import type { PublicSite } from '@lense/api-client';
import { HttpResponse, http } from '@lense/api-client/mocks';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/renderApp';
import { publicSiteHandler, STORY_PHOTOS, STORY_PUBLIC_SITE, spacePhotosHandler } from './fixtures';
import { PublishedSitePage } from './PublishedSitePage';

const [wedding] = Object.keys(STORY_PHOTOS);
// The priced photo: its viewer offers it for sale in the catalogue's words.
const PRICED = STORY_PHOTOS[wedding!]!.find((photo) => photo.price === '500')!;

const siteIn = (language: PublicSite['site']['language']): PublicSite => ({
  ...STORY_PUBLIC_SITE,
  site: { ...STORY_PUBLIC_SITE.site, language },
});

/** The published site with the priced photo open, as a visitor who has not chosen a language sees it. */
const openSite = (site: PublicSite) =>
  renderWithApp(<PublishedSitePage name={site.site.name} />, {
    path: `/?photo=${PRICED.id}`,
    handlers: [
      publicSiteHandler(site),
      spacePhotosHandler(),
      http.get('*/api/photos/:id', () =>
        HttpResponse.json({ data: PRICED, space: { id: wedding, title: 'Wedding' }, sales_open: true }),
      ),
    ],
  });

afterEach(() => localStorage.clear());

describe('a published site in the language its organiser chose', () => {
  it('speaks Kiswahili to a reader who chose no language', async () => {
    openSite(siteIn('sw'));
    expect(await screen.findByRole('button', { name: /^Nunua · Ksh\s500$/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('sw');
  });

  it("keeps the reader's own language when the site has none, or the reader chose one", async () => {
    const { unmount } = openSite(siteIn(null));
    expect(await screen.findByRole('button', { name: /^Buy · Ksh\s500$/ })).toBeInTheDocument();
    unmount();

    localStorage.setItem('lense.locale', 'en');
    openSite(siteIn('sw'));
    expect(await screen.findByRole('button', { name: /^Buy · Ksh\s500$/ })).toBeInTheDocument();
  });
});
