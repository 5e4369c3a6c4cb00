import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../config/paths';
import {
  publicSiteHandler,
  STORY_PHOTOS,
  STORY_PUBLIC_SITE,
  spacePhotosHandler,
} from '../features/published-site/fixtures';
import { siteHeading } from '../features/published-site/siteHeading';
import { checkoutStore } from '../lib/checkoutStore';
import { renderWithApp } from '../testing/renderApp';
import { PublishedSiteRoutes } from './PublishedSiteRoutes';

// The site's first space and its priced photo, captioned.
const SPACE_ID = STORY_PUBLIC_SITE.spaces[0]!.id;
const PHOTOS = {
  ...STORY_PHOTOS,
  [SPACE_ID]: STORY_PHOTOS[SPACE_ID]!.map((photo) =>
    photo.price ? { ...photo, comment: 'Vows at the altar' } : photo,
  ),
};
const PRICED = PHOTOS[SPACE_ID]!.find((photo) => photo.price)!;
const SITE_HEADING = siteHeading(STORY_PUBLIC_SITE.site);

afterEach(() => {
  checkoutStore().clearCart(SPACE_ID);
});

const renderSite = (path: string) =>
  renderWithApp(<PublishedSiteRoutes name="ada-weddings" />, {
    path,
    handlers: [publicSiteHandler(), spacePhotosHandler(PHOTOS)],
  });

describe("buying from a published site's viewer", () => {
  it("adds the photo with its caption and thumbnail, then the space's cart link opens the checkout on the site, naming it", async () => {
    const site = renderSite(`/?photo=${PRICED.id}`);
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy · Ksh 500' }));
    expect(await within(dialog).findByText('In cart')).toBeInTheDocument();
    expect(checkoutStore().cart(SPACE_ID)).toEqual([
      {
        photoId: PRICED.id,
        price: PRICED.price,
        thumbUrl: PRICED.thumb_url ?? PRICED.preview_url ?? PRICED.url,
        caption: 'Vows at the altar',
      },
    ]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const space = screen.getByRole('region', { name: 'Smith & Jones Wedding' });
    await userEvent.click(within(space).getByRole('link', { name: 'Cart (1)' }));
    expect(site.location()).toBe(paths.space.checkout(SPACE_ID));
    const cart = await screen.findByRole('list', { name: 'Your cart' });
    expect(within(cart).getByText('Vows at the altar')).toBeInTheDocument();
    expect(within(cart).queryByText('Photo 1')).not.toBeInTheDocument();
    expect(within(cart).getByRole('button', { name: 'Remove Vows at the altar' })).toBeInTheDocument();
    // The viewer's code loads on first use: a cold start may take a few seconds.
  }, 15_000);

  it('shows no cart link on the site while the cart is empty', async () => {
    renderSite('/');
    const space = await screen.findByRole('region', { name: 'Smith & Jones Wedding' });
    await within(space).findByRole('list', { name: 'Photos of Smith & Jones Wedding' });
    expect(within(space).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument();
  });

  it('still names a line by its place when the cart was kept without a caption', async () => {
    checkoutStore().addToCart(SPACE_ID, { photoId: PRICED.id, price: '500.00', thumbUrl: null });
    renderSite(paths.space.checkout(SPACE_ID));
    const cart = await screen.findByRole('list', { name: 'Your cart' });
    expect(within(cart).getByText('Photo 1')).toBeInTheDocument();
  });

  it("keeps the buyer on the site at checkout: the site's bar leads back to it, and its footer ends the page", async () => {
    checkoutStore().addToCart(SPACE_ID, { photoId: PRICED.id, price: '500.00', thumbUrl: null });
    const site = renderSite(paths.space.checkout(SPACE_ID));
    await screen.findByRole('list', { name: 'Your cart' });
    const home = await screen.findByRole('link', { name: SITE_HEADING });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Published with Lense');
    await userEvent.click(home);
    expect(site.location()).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: SITE_HEADING })).toBeInTheDocument();
  });
});
