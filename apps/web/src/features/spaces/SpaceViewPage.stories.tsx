import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { atLayout, pageViewport, type ScreenParameters, screenMeta } from '../../testing/screen';
import { SpaceViewPage } from './SpaceViewPage';
import {
  pagedSpaceHandler,
  SPACE_ID,
  SpaceRoute,
  STORY_SPACES,
  spaceHandler,
  storyPhotos,
} from './testSupport';

// The fixture space's list cover stays out of these stories; the Cover stories show one.
const SPACE = { ...STORY_SPACES[0]!, cover: null };
const COVERED = { ...SPACE, cover: STORY_SPACES[0]!.cover, owner: false, user_id: 'user-2' };
const PHOTOS = storyPhotos(6, (index) => ({
  ...(index === 2 ? { state: 'hidden' as const, comment: 'Backstage, before the show' } : {}),
  ...(index === 4 ? { price: '500.00' } : {}),
  ...(index === 5 ? { comment: 'Sunset on the main stage' } : {}),
}));

const at = (handlers: MockHandlers): ScreenParameters => ({
  route: `/spaces/${SPACE_ID}/view`,
  session: SIGNED_IN,
  handlers,
});
const viewport = pageViewport(1400);

const meta = {
  title: 'Screens/Spaces/View',
  component: SpaceViewPage,
  ...screenMeta,
  ...viewport,
  parameters: { ...screenMeta.parameters, ...viewport.parameters, screen: at([spaceHandler(SPACE, PHOTOS)]) },
  render: () => <SpaceRoute path={paths.space.view.path} element={<SpaceViewPage />} />,
} satisfies Meta<typeof SpaceViewPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: every photo, the hidden one marked, and links to edit, upload and manage. */
export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Summer Festival By The Lake' }),
    ).toBeVisible();
    const grid = canvas.getByLabelText('Photos');
    await expect(within(grid).getAllByRole('img')).toHaveLength(6);
    await expect(within(grid).getByText('Hidden')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upload photos' })).toHaveAttribute(
      'href',
      `/spaces/${SPACE_ID}/upload`,
    );
  },
};

/** Another user: only the visible photos, no owner links. */
export const Visitor: Story = {
  parameters: {
    ...viewport.parameters,
    screen: at([spaceHandler({ ...SPACE, owner: false, user_id: 'user-2' }, PHOTOS)]),
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByLabelText('Photos');
    await expect(within(grid).getAllByRole('img')).toHaveLength(5);
    await expect(within(grid).queryByText('Hidden')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'QR code' })).toBeVisible();
  },
};

/** Another user, on a space whose owner lets visitors download: a 'Download all (zip)' link to the previews. */
export const VisitorDownloads: Story = {
  parameters: {
    ...viewport.parameters,
    screen: at([spaceHandler({ ...SPACE, owner: false, user_id: 'user-2', allow_downloads: true }, PHOTOS)]),
  },
  play: async ({ canvas }) => {
    await canvas.findByLabelText('Photos');
    const link = canvas.getByRole('link', { name: 'Download all (zip)' });
    await expect(link).toHaveAttribute('href', `/api/spaces/${SPACE_ID}/download`);
    await expect(link).toHaveAttribute('download');
  },
};

/**
 * Just uploaded: the owner sees the photos whose images are still being made, in their shape, and one whose
 * processing failed; visitors see neither until they are ready. The list is read again until they are.
 */
export const OwnerWithProcessingPhotos: Story = {
  name: 'Owner with photos processing',
  parameters: {
    ...viewport.parameters,
    screen: at([
      spaceHandler(
        SPACE,
        storyPhotos(4, (index) =>
          index === 0
            ? { state: 'processing', thumb_url: null, preview_url: null }
            : index === 1
              ? { state: 'processing', processing_error: 'unsupported image', thumb_url: null }
              : {},
        ),
      ),
    ]),
  },
  play: async ({ canvas }) => {
    const grid = await canvas.findByLabelText('Photos');
    await expect(within(grid).getByText('Processing…')).toBeVisible();
    await expect(within(grid).getByText('Could not process this photo')).toBeVisible();
    await expect(within(grid).getAllByRole('img')).toHaveLength(2);
  },
};

/** A visitor opens a photo's own address: the viewer shows it over the space, with its comment in full. */
export const VisitorPhotoOpen: Story = {
  name: 'Visitor with a photo open',
  parameters: {
    ...viewport.parameters,
    screen: {
      ...at([spaceHandler({ ...SPACE, owner: false, user_id: 'user-2' }, PHOTOS)]),
      route: `/spaces/${SPACE_ID}/view?photo=photo-6`,
    },
  },
  play: async () => {
    const viewer = await screen.findByRole('dialog', { name: 'Sunset on the main stage' });
    // The hidden photo is not among a visitor's: the sixth photo is the fifth of five.
    await expect(within(viewer).getByText('5 of 5')).toBeVisible();
    await expect(within(viewer).getByText('Sunset on the main stage', { selector: 'p' })).toBeVisible();
    await expect(within(viewer).queryByRole('button', { name: 'Next photo' })).toBeNull();
  },
};

/** No photo yet: the owner is invited to upload. */
export const NoPhotos: Story = {
  parameters: { ...viewport.parameters, screen: at([spaceHandler(SPACE, [])]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Upload the first photos of this event.')).toBeVisible();
  },
};

/** A title over 50 characters is title-cased and cut with '...'. */
export const LongTitle: Story = {
  parameters: {
    ...viewport.parameters,
    screen: at([
      spaceHandler(
        { ...SPACE, title: 'the annual lakeside summer music and food festival of springfield' },
        PHOTOS.slice(0, 3),
      ),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'The Annual Lakeside Summer Music And Food Festival...',
      }),
    ).toBeVisible();
  },
};

/** Distinct left edges of a grid's tiles: one per column. */
const columnsOf = (grid: HTMLElement) =>
  new Set(
    within(grid)
      .getAllByRole('listitem')
      .map((tile) => Math.round(tile.getBoundingClientRect().left)),
  ).size;

/** Mobile (375px): a gallery of two columns, no wider than the phone. */
export const Mobile: Story = {
  ...atLayout('mobile', at([spaceHandler(SPACE, PHOTOS.slice(0, 3))])),
  play: async ({ canvas }) => {
    const grid = await canvas.findByLabelText('Photos');
    await expect(grid).toBeVisible();
    await expect(columnsOf(grid)).toBeGreaterThanOrEqual(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A laptop (1280px): the gallery runs across the page's whole column, from the heading's left edge. */
export const Laptop: Story = {
  ...atLayout('desktop', at([spaceHandler(SPACE, PHOTOS)])),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Summer Festival By The Lake' });
    const grid = canvas.getByLabelText('Photos');
    await expect(columnsOf(grid)).toBe(3);
    const page = canvas.getByRole('main');
    const inner = page.getBoundingClientRect().right - parseFloat(getComputedStyle(page).paddingRight);
    await expect(grid.getBoundingClientRect().left).toBe(heading.getBoundingClientRect().left);
    await expect(grid.getBoundingClientRect().right).toBeCloseTo(inner, 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(1280);
  },
};

/** More photos exist: the next page is loading under the grid. */
export const LoadingMorePhotos: Story = {
  parameters: { ...viewport.parameters, screen: at([pagedSpaceHandler(SPACE, [PHOTOS.slice(0, 3)])]) },
  play: async ({ canvas }) => {
    const grid = await canvas.findByLabelText('Photos');
    await expect(within(grid).getAllByRole('img')).toHaveLength(3);
    await expect(await canvas.findByRole('status', { name: 'Loading more' })).toBeVisible();
  },
};

/** Kiswahili on a phone (375px): the owner's links and the photos. */
export const KiswahiliMobile: Story = {
  ...atLayout('mobile', { ...at([spaceHandler(SPACE, PHOTOS.slice(0, 3))]), locale: 'sw' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Picha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pakia picha' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Kiswahili on a desktop (1280px): the owner's view, the hidden photo marked. */
export const KiswahiliDesktop: Story = {
  ...atLayout('desktop', { ...at([spaceHandler(SPACE, PHOTOS)]), locale: 'sw' }),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('list', { name: 'Picha' });
    await expect(within(grid).getAllByRole('img')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Msimbo wa QR' })).toBeVisible();
  },
};

/** The cover on a desktop (1280px): a wide band at the top, the title under it. */
export const CoverDesktop: Story = {
  ...atLayout('desktop', at([spaceHandler(COVERED, PHOTOS)])),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByLabelText('Photos');
    const band = canvasElement.querySelector('[data-ui="CoverPhoto"]') as HTMLElement;
    await expect(band.querySelector('img')).toHaveAttribute('src', COVERED.cover?.thumb_url);
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(band.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      heading.getBoundingClientRect().top,
    );
  },
};

/** The cover on a phone (375px): edge to edge, nothing sideways to scroll. */
export const CoverMobile: Story = {
  ...atLayout('mobile', at([spaceHandler(COVERED, PHOTOS.slice(0, 3))])),
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByLabelText('Photos');
    const band = (
      canvasElement.querySelector('[data-ui="CoverPhoto"]') as HTMLElement
    ).getBoundingClientRect();
    await expect(band.left).toBe(0);
    await expect(band.width).toBe(375);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
