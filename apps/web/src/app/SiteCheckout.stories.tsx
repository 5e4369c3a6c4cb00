import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paths } from '../config/paths';
import { publicSiteHandler, STORY_PUBLIC_SITE } from '../features/published-site/fixtures';
import { siteHeading } from '../features/published-site/siteHeading';
import { checkoutStore } from '../lib/checkoutStore';
import { atLayout, type ScreenParameters, screenMeta } from '../testing/screen';
import { SPACE_ID, spaceHandler, storyPhotos } from '../testing/spaces';
import { PublishedSiteRoutes } from './PublishedSiteRoutes';

const PHOTOS = storyPhotos(2, (index) => ({ price: ['500.00', '250.50'][index] ?? null }));
const SITE = siteHeading(STORY_PUBLIC_SITE.site);
const screen: ScreenParameters = {
  route: paths.space.checkout(SPACE_ID),
  handlers: [publicSiteHandler(), spaceHandler({ owner: false, user_id: 'organiser' }, PHOTOS)],
};

const meta = {
  title: 'Screens/Published site/Checkout',
  component: PublishedSiteRoutes,
  ...screenMeta,
  args: { name: STORY_PUBLIC_SITE.site.name },
  beforeEach: () => {
    screenMeta.beforeEach();
    const checkout = checkoutStore();
    checkout.clearCart(SPACE_ID);
    for (const photo of PHOTOS) {
      checkout.addToCart(SPACE_ID, { photoId: photo.id, price: photo.price ?? '0', thumbUrl: photo.url });
    }
  },
  parameters: { ...screenMeta.parameters, screen },
} satisfies Meta<typeof PublishedSiteRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A buyer who filled the cart on a site pays on the site: its bar leads back to the albums (the route test follows it). */
const play: Story['play'] = async ({ canvas }) => {
  await expect(await canvas.findByRole('button', { name: 'Pay Ksh 750.50' })).toBeVisible();
  const home = await canvas.findByRole('link', { name: SITE });
  await expect(home).toHaveAttribute('href', '/');
  await expect(canvas.getByText('Published with Lense')).toBeVisible();
};

export const OnAPhone: Story = { ...atLayout('mobile', screen), play };

export const OnALaptop: Story = { ...atLayout('desktop', screen), play };
