import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { gradientImage } from '../storyImages/gradientImage';
import { PhotoViewer, type PhotoViewerProps, type ViewerPhoto } from './PhotoViewer';

const PHOTOS: ViewerPhoto[] = [
  {
    id: 'p1',
    src: gradientImage({ from: '#f97316', to: '#db2777', width: 1600, height: 1200 }),
    width: 4000,
    height: 3000,
    alt: 'Guests dancing at sunset',
    price: null,
    comment: null,
    downloadUrl: '/images/p1-preview.jpg',
    shareUrl: 'https://lense.example/spaces/7/view?photo=p1',
  },
  {
    id: 'p2',
    src: gradientImage({ from: '#0ea5e9', to: '#6366f1', width: 1200, height: 1600 }),
    width: 3000,
    height: 4000,
    alt: 'The first dance',
    price: '1500',
    downloadUrl: '/images/p2-preview.jpg',
    shareUrl: 'https://lense.example/spaces/7/view?photo=p2',
    comment:
      'The first dance of the evening, captured from the balcony while the band played the couple’s song; every guest turned to watch.',
  },
  {
    id: 'p3',
    src: gradientImage({ from: '#22c55e', to: '#0ea5e9', width: 1600, height: 800 }),
    width: 8000,
    height: 4000,
    alt: 'The lake at dawn',
    price: 250,
    comment: 'Dawn over the lake',
    shareUrl: 'https://lense.example/spaces/7/view?photo=p3',
  },
];

const EVENT = { name: 'Wanjiku & Otieno’s Wedding at the Lake', href: '/spaces/7/view' };

/**
 * Gives the page a Web Share API (`share`) or takes it away (null), and a clipboard that always copies, for
 * one story: Chromium's own depend on the machine.
 */
function browserSharing(share: ((data: ShareData) => Promise<void>) | null) {
  return () => {
    const saved = ['share', 'clipboard'].map(
      (name) => [name, Object.getOwnPropertyDescriptor(navigator, name)] as const,
    );
    Object.defineProperty(navigator, 'share', { value: share ?? undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.resolve() },
      configurable: true,
    });
    return () => {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(navigator, name, descriptor);
        else Reflect.deleteProperty(navigator, name);
      }
    };
  };
}

/** The bar shows all of its buttons inside the screen's width, and the page does not scroll sideways. */
async function expectBarFits() {
  const bar = screen.getByRole('button', { name: 'Close' }).parentElement!;
  for (const control of bar.querySelectorAll('a, button')) {
    const box = control.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The viewer with its index held as the app holds it. */
function Controlled({ index: initial, onIndexChange, ...rest }: PhotoViewerProps) {
  const [index, setIndex] = useState(initial);
  return (
    <PhotoViewer
      {...rest}
      index={index}
      onIndexChange={(next) => {
        onIndexChange(next);
        setIndex(next);
      }}
    />
  );
}

const meta = {
  title: 'Design system/Media/PhotoViewer',
  component: PhotoViewer,
  // Docs pages show each story in a frame of its own: inline, its portalled viewer would cover the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: { photos: PHOTOS, index: 1, onIndexChange: fn(), event: EVENT },
  beforeEach: browserSharing(null),
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PhotoViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A portrait photo with its price and its whole comment, between a previous and a next one. */
export const Open: Story = {
  ...atViewport('lenseDesktop'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'The first dance' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByText('2 of 3')).toBeVisible();
    await expect(screen.getByText('Ksh 1,500')).toBeVisible();
    await expect(screen.getByText(/every guest turned to watch\.$/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Previous photo' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Next photo' })).toBeVisible();
  },
};

/** The app's action for the open photo (a Buy button) sits in the top bar, before zoom and close. */
export const WithBuyAction: Story = {
  ...atViewport('lenseDesktop'),
  args: {
    actions: (
      <Button size="small" onClick={fn()}>
        Buy · Ksh 1,500
      </Button>
    ),
  },
  play: async () => {
    await screen.findByRole('dialog', { name: 'The first dance' });
    const buy = screen.getByRole('button', { name: 'Buy · Ksh 1,500' });
    await expect(buy).toBeVisible();
    const zoom = screen.getByRole('button', { name: 'Zoom in' });
    await expect(buy.compareDocumentPosition(zoom) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** The arrow keys move between photos; the ends have no further button; Escape closes. */
export const KeyboardNavigation: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'The first dance' });
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen.findByRole('dialog', { name: 'The lake at dawn' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(await screen.findByRole('dialog', { name: 'Guests dancing at sunset' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
  parameters: { screenshot: { skip: 'closed at the end: nothing left to show' } },
};

/** Zoomed, the photo shows at its full size and the stage scrolls over it. */
export const Zoomed: Story = {
  ...atViewport('lenseDesktop'),
  args: { index: 0 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Guests dancing at sunset' });
    const zoom = screen.getByRole('button', { name: 'Zoom in' });
    await userEvent.click(zoom);
    const fit = screen.getByRole('button', { name: 'Fit to screen' });
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
    const image = screen.getByRole('img', { name: 'Guests dancing at sunset' });
    await expect(image.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth);
    fit.blur();
  },
};

/** On a phone: no side buttons, a swipe to the left shows the next photo. */
export const Mobile: Story = {
  ...atViewport('lenseMobile'),
  args: { index: 0 },
  play: async () => {
    const image = await screen.findByRole('img', { name: 'Guests dancing at sunset' });
    await expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    await userEvent.pointer([
      { keys: '[TouchA>]', target: image, coords: { clientX: 300, clientY: 300 } },
      { pointerName: 'TouchA', target: image, coords: { clientX: 120, clientY: 300 } },
      { keys: '[/TouchA]', target: image, coords: { clientX: 120, clientY: 300 } },
    ]);
    await expect(await screen.findByRole('dialog', { name: 'The first dance' })).toBeVisible();
    await expect(screen.getByText('2 of 3')).toBeVisible();
  },
};

/** Right to left: previous at the right and next at the left, arrows mirrored; ArrowLeft goes on. */
export const RightToLeft: Story = {
  ...atViewport('lenseDesktop'),
  decorators: [rightToLeft],
  args: { dir: 'rtl' },
  play: async () => {
    await screen.findByRole('dialog', { name: 'The first dance' });
    const previous = screen.getByRole('button', { name: 'Previous photo' });
    const next = screen.getByRole('button', { name: 'Next photo' });
    await expect(centreX(previous)).toBeGreaterThan(centreX(next));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await screen.findByRole('dialog', { name: 'The lake at dawn' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen.findByRole('dialog', { name: 'The first dance' })).toBeVisible();
  },
};

/** A free photo: its event, Download (its largest image) and Share in the bar, on the black stage. */
export const FreePhoto: Story = {
  ...atViewport('lenseDesktop'),
  args: { index: 0 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Guests dancing at sunset' });
    await expect(screen.getByRole('link', { name: EVENT.name })).toHaveAttribute('href', EVENT.href);
    const download = screen.getByRole('link', { name: 'Download' });
    await expect(download).toHaveAttribute('href', '/images/p1-preview.jpg');
    await expect(download).toHaveAttribute('download');
    await expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    await expectBarFits();
  },
};

/** The free photo on a phone: the event's name on the first row beside close, the buttons on the second. */
export const FreePhotoMobile: Story = {
  ...atViewport('lenseMobile'),
  args: { index: 0 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Guests dancing at sunset' });
    await expect(screen.getByRole('link', { name: 'Download' })).toBeVisible();
    await expectBarFits();
  },
};

const buy = (
  <Button size="small" onClick={fn()}>
    Buy · Ksh 1,500
  </Button>
);

/** A priced photo: Buy, Share, no Download. */
export const PricedWithBuy: Story = {
  ...atViewport('lenseDesktop'),
  args: { actions: buy },
  play: async () => {
    await screen.findByRole('dialog', { name: 'The first dance' });
    await expect(screen.getByRole('button', { name: 'Buy · Ksh 1,500' })).toBeVisible();
    await expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
    await expectBarFits();
  },
};

/** The priced photo on a phone: Buy keeps its whole label and the bar stays within the screen. */
export const PricedWithBuyMobile: Story = {
  ...atViewport('lenseMobile'),
  args: { actions: buy },
  play: async () => {
    await screen.findByRole('dialog', { name: 'The first dance' });
    await expect(screen.getByRole('button', { name: 'Buy · Ksh 1,500' })).toBeVisible();
    await expectBarFits();
  },
};

/** Where the browser has the Web Share API, Share opens the system's share sheet with the photo's link. */
export const WithShareApi: Story = {
  ...atViewport('lenseDesktop'),
  args: { index: 0 },
  beforeEach: browserSharing(fn(() => Promise.resolve()).mockName('navigator.share')),
  play: async () => {
    await screen.findByRole('dialog', { name: 'Guests dancing at sunset' });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await expect(navigator.share).toHaveBeenCalledWith({
      title: 'Guests dancing at sunset',
      url: 'https://lense.example/spaces/7/view?photo=p1',
    });
    await expect(screen.getByRole('status')).toHaveTextContent('');
  },
  parameters: { screenshot: { skip: 'the same bar as FreePhoto' } },
};

/** Without the Web Share API (most desktops), Share copies the link and says 'Link copied'. */
export const NoShareApi: Story = {
  ...atViewport('lenseDesktop'),
  args: { index: 0 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Guests dancing at sunset' });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await expect(await screen.findByText('Link copied')).toBeVisible();
  },
};

/** Without the Web Share API on a phone: 'Link copied' under the bar. */
export const NoShareApiMobile: Story = {
  ...atViewport('lenseMobile'),
  args: { index: 0 },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Guests dancing at sunset' });
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await expect(await screen.findByText('Link copied')).toBeVisible();
    await expectBarFits();
  },
};

/** Closing gives focus back to the tile that opened the viewer. */
export const FocusReturnsToTile: Story = {
  ...atViewport('lenseDesktop'),
  args: { index: null },
  render: function Render(args) {
    const [index, setIndex] = useState<number | null>(null);
    return (
      <>
        <button type="button" onClick={() => setIndex(0)}>
          Open the photo
        </button>
        <PhotoViewer {...args} index={index} onIndexChange={setIndex} />
      </>
    );
  },
  play: async () => {
    const tile = screen.getByRole('button', { name: 'Open the photo' });
    await userEvent.click(tile);
    await screen.findByRole('dialog', { name: 'Guests dancing at sunset' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tile).toHaveFocus());
  },
  parameters: { screenshot: { skip: 'closed at the end: nothing left to show' } },
};
