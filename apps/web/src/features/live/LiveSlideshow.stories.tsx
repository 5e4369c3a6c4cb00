import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { type ScreenParameters, screenMeta } from '../../testing/screen';
import { SPACE_ID, STORY_SPACES } from '../../testing/spaces';
import { liveHandlers, livePhotos } from './fixtures';
import { LiveSlideshowPage } from './LiveSlideshowPage';
import { DEFAULT_LIVE_SETTINGS, type LiveSettings, LiveSettingsProvider } from './liveSettings';
import { silentStream } from './liveStream';

/** Ten minutes: no story waits that long, so the show holds its first photo and the controls stay put. */
const HELD = 10 * 60_000;
/** The slideshow held still for a pixel snapshot: no real stream, no timer firing, a fixed link origin. */
const STILL: LiveSettings = {
  ...DEFAULT_LIVE_SETTINGS,
  openStream: silentStream,
  slideMs: HELD,
  pollMs: HELD,
  controlsIdleMs: HELD,
  origin: 'https://lense.app',
};

function LiveRoute() {
  return (
    <LiveSettingsProvider value={STILL}>
      <Routes>
        <Route path={paths.space.live.path} element={<LiveSlideshowPage />} />
      </Routes>
    </LiveSettingsProvider>
  );
}

const SPACE = STORY_SPACES[0]!;
const VISITORS_SPACE = { ...SPACE, owner: false, user_id: 'user-2' };
const PHOTOS = livePhotos(4, (index) =>
  index === 0 ? { uploader_name: 'Wanjiru', comment: 'First dance under the lights' } : {},
);

/** A screen `width` by `height` at the slideshow's address, signed in as the owner or not. */
function onScreen(
  handlers: MockHandlers,
  { width = 1280, height = 720, owner = true }: { width?: number; height?: number; owner?: boolean } = {},
) {
  const screen: ScreenParameters = {
    route: paths.space.live(SPACE_ID),
    handlers,
    ...(owner ? { session: SIGNED_IN } : {}),
  };
  return {
    parameters: {
      screen,
      viewport: {
        options: { screen: { name: 'Screen', styles: { width: `${width}px`, height: `${height}px` } } },
      },
    },
    globals: { viewport: { value: 'screen', isRotated: false } },
  };
}

const meta = {
  title: 'Screens/Live slideshow',
  component: LiveRoute,
  ...screenMeta,
} satisfies Meta<typeof LiveRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The photo on screen has loaded (and the next is not shown): the snapshot sees it whole. */
async function photoShown(
  canvas: { findByRole: (role: string, options: { name: string }) => Promise<HTMLElement> },
  alt: string,
) {
  const image = (await canvas.findByRole('img', { name: alt })) as HTMLImageElement;
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  return image;
}

/** The space and its photos are loading. */
export const Loading: Story = {
  ...onScreen([lenseMocks.space({ variant: 'slow' }), lenseMocks.livePhotos({ variant: 'slow' })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading the slideshow' })).toBeVisible();
  },
};

/** An unknown or private space (404): the API's message. */
export const NotFound: Story = {
  ...onScreen(
    [
      lenseMocks.space({ variant: 'error', error: { status: 404, error: 'Space not found' } }),
      lenseMocks.livePhotos({ variant: 'error', error: { status: 404, error: 'Space not found' } }),
    ],
    { owner: false },
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Space not found' })).toBeVisible();
  },
};

/** No photo yet: the owner's guest link, large, for the first guests to scan. */
export const Empty: Story = {
  ...onScreen(liveHandlers(SPACE, [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Photos will appear here as they are shared')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'QR code of the guest link' })).toBeVisible();
    await expect(canvas.getByText('Scan to add your photos')).toBeVisible();
  },
};

/**
 * On the venue's TV (1280x720), opened by the owner: the newest photo whole on black, who shared it and
 * what they wrote, the event's name, and the guest link's code. The controls wait for the mouse.
 */
export const Showing: Story = {
  ...onScreen(liveHandlers(SPACE, PHOTOS)),
  play: async ({ canvas }) => {
    const photo = await photoShown(canvas, 'First dance under the lights');
    await expect(
      canvas.getByRole('main', { name: 'Slideshow of Summer Festival By The Lake' }),
    ).toBeVisible();
    await expect(photo).toHaveAttribute('src', PHOTOS[0]!.preview_url);
    await expect(canvas.getByText('by Wanjiru')).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Summer Festival By The Lake' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'QR code of the guest link' })).toBeVisible();
    await expect(canvas.getByText('Scan to add your photos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause' })).not.toBeVisible();
  },
};

/** A visitor's screen: the code leads to the space's photos. */
export const ShowingVisitor: Story = {
  ...onScreen(
    liveHandlers(
      VISITORS_SPACE,
      livePhotos(3, () => ({ uploader_name: 'Baraka' })),
    ),
    {
      owner: false,
    },
  ),
  play: async ({ canvas }) => {
    await photoShown(canvas, 'Photo by Baraka');
    await expect(canvas.getByText('by Baraka')).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'QR code for Summer Festival By The Lake' }),
    ).toBeVisible();
    await expect(canvas.getByText('Scan to see the photos')).toBeVisible();
  },
};

const [LANDSCAPE, PORTRAIT, SQUARE] = livePhotos(3);
/** A portrait photo the newest, so it is on screen first. */
const PORTRAIT_FIRST = [
  {
    ...PORTRAIT!,
    uploader_name: 'Achieng',
    comment: 'Grandma on the dance floor',
    created_at: '2026-07-10T20:05:00Z',
  },
  LANDSCAPE!,
  SQUARE!,
];

/**
 * A portrait photo on a 1920x1080 TV: the bars beside it filled with a blurred, darkened copy of it (the
 * same image address, read from the cache), and the event's name large enough to read across the room.
 */
export const PortraitOnATv: Story = {
  ...onScreen(liveHandlers(SPACE, PORTRAIT_FIRST), { width: 1920, height: 1080 }),
  play: async ({ canvas }) => {
    const photo = await photoShown(canvas, 'Grandma on the dance floor');
    const backdrop = photo.parentElement?.querySelector<HTMLElement>('[data-slide-backdrop]');
    await expect(backdrop).toBeTruthy();
    await expect(backdrop!.style.backgroundImage).toBe(`url("${photo.getAttribute('src')}")`);
    await expect(getComputedStyle(backdrop!).filter).toContain('blur(');
    // It covers the screen behind the photo: the sides of a portrait photo are no longer black bars.
    const screen = canvas.getByRole('main').getBoundingClientRect();
    await expect(backdrop!.getBoundingClientRect().width).toBeGreaterThanOrEqual(screen.width);
    const title = canvas.getByRole('heading', { level: 1, name: 'Summer Festival By The Lake' });
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThanOrEqual(48);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(screen.width);
  },
};

/** Space pauses the show: the controls stay, with Play. */
export const Paused: Story = {
  ...onScreen(liveHandlers(SPACE, PHOTOS)),
  play: async ({ canvas }) => {
    await photoShown(canvas, 'First dance under the lights');
    await userEvent.keyboard(' ');
    await expect(await canvas.findByRole('button', { name: 'Play' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Slideshow controls' })).toBeVisible();
  },
};

/** A phone held upright (375px): the photo fits the width, the caption wraps beside the code. */
export const Mobile: Story = {
  ...onScreen(
    liveHandlers(
      VISITORS_SPACE,
      livePhotos(3, (index) =>
        index === 0
          ? { uploader_name: 'Wanjiru', comment: 'The whole family on the dance floor, finally together' }
          : {},
      ),
    ),
    { width: 375, height: 812, owner: false },
  ),
  play: async ({ canvas }) => {
    await photoShown(canvas, 'The whole family on the dance floor, finally together');
    await expect(window.innerWidth).toBe(375);
    await expect(await canvas.findByText('Scan to see the photos')).toBeVisible();
  },
};
