import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { type ScreenParameters, screenMeta } from '../../testing/screen';
import { SPACE_ID, STORY_SPACES, spaceHandler } from '../../testing/spaces';
import { GuestPosterPage } from './GuestPosterPage';

function PosterRoute() {
  return (
    <Routes>
      <Route path={paths.space.poster.path} element={<GuestPosterPage />} />
    </Routes>
  );
}

const SPACE = STORY_SPACES[0]!;

/** The poster's address, signed in as the owner, with `handlers` answering. */
const at = (handlers: MockHandlers, width = 1000, locale?: ScreenParameters['locale']) => {
  const screen: ScreenParameters = {
    route: paths.space.poster(SPACE_ID),
    handlers,
    session: SIGNED_IN,
    ...(locale ? { locale } : {}),
  };
  return {
    parameters: {
      screen,
      viewport: { options: { page: { name: 'Page', styles: { width: `${width}px`, height: '1300px' } } } },
    },
    globals: { viewport: { value: 'page', isRotated: false } },
  };
};

const meta = {
  title: 'Screens/Guest poster',
  component: PosterRoute,
  ...screenMeta,
} satisfies Meta<typeof PosterRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An A4 poster of the guest link: the event, its dates, a large QR code and how to use it. */
export const A4: Story = {
  ...at([spaceHandler(SPACE, []), lenseMocks.guestLink()]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Poster, A4' })).toBeVisible();
    await expect(canvas.getByText('Scan to add your photos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'A4' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** On a phone the whole A4 sheet shows, zoomed out to the screen's width; the page does not pan. */
export const A4OnAPhone: Story = {
  ...at([spaceHandler(SPACE, []), lenseMocks.guestLink()], 375),
  play: async ({ canvas }) => {
    const sheet = await canvas.findByRole('article', { name: 'Poster, A4' });
    await expect(window.innerWidth).toBe(375);
    await waitFor(() => expect(sheet.getBoundingClientRect().right).toBeLessThanOrEqual(375));
    await expect(sheet.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** The same on A5, for tables. */
export const A5: Story = {
  ...at([spaceHandler(SPACE, []), lenseMocks.guestLink()]),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'A5' }));
    await expect(await canvas.findByRole('article', { name: 'Poster, A5' })).toBeVisible();
  },
};

/** Guest uploads are off: nothing to print, and where to turn them on. */
export const GuestUploadsOff: Story = {
  ...at([spaceHandler(SPACE, []), lenseMocks.guestLink({ variant: 'empty' })], 375),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Guest uploads are off' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Turn on guest uploads' })).toBeVisible();
  },
};

/** The A4 poster in Kiswahili on a 1280px desktop: the call to scan and the toolbar in the guest's words. */
export const A4InKiswahili: Story = {
  ...at([spaceHandler(SPACE, []), lenseMocks.guestLink()], 1280, 'sw'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Bango, A4' })).toBeVisible();
    await expect(canvas.getByText('Changanua ili uongeze picha zako')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Chapisha' })).toBeVisible();
  },
};
