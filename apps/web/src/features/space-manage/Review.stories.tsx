import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { spaceHandler } from './fixtures';
import { REVIEW_PHOTOS, reviewApi } from './guestFixtures';
import { at, inKiswahiliAt, type ManageScreen, manageMeta, onMobileAt } from './manageStory';

const meta = {
  title: 'Screens/Space management/To review',
  ...manageMeta,
} satisfies Meta<typeof ManageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const reviewing = () => [spaceHandler({ hideNewItems: true }), ...reviewApi().handlers];
const photoList = () => screen.findByRole('list', { name: 'Photos to review' });

/** Nothing waiting in a space that shows new items: guests' photos appear in it at once. */
export const ReviewEmpty: Story = {
  ...at('review', [spaceHandler(), ...reviewApi([]).handlers], 900),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Nothing to review')).toBeVisible();
    await expect(canvas.getByText(/guests' photos appear in it at once/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit this space' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'To review' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Guests' photos waiting: a tile each with its uploader, Approve and Reject; the keyboard hint. */
export const ReviewFull: Story = {
  ...at('review', reviewing()),
  play: async ({ canvas }) => {
    const list = await photoList();
    await expect(within(list).getAllByRole('group')).toHaveLength(REVIEW_PHOTOS.length);
    await expect(within(list).getAllByText('From Wanjiru')).toHaveLength(2);
    await expect(within(list).getByText('From a guest')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Approve Photo 1 from Wanjiru' })).toBeVisible();
    await expect(canvas.getByText(/press/)).toHaveTextContent('A to approve, R to reject, Space to select');
    await expect(canvas.getByText('4 photos waiting')).toBeVisible();
  },
};

/** Two photos selected: the bar of bulk actions. */
export const ReviewSelected: Story = {
  ...at('review', reviewing()),
  play: async ({ canvas }) => {
    await photoList();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Photo 1 from Wanjiru' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Photo 3 from Otieno' }));
    const bar = canvas.getByRole('group', { name: 'Selected photos' });
    await expect(bar).toHaveTextContent('2 photos selected');
    await expect(within(bar).getByRole('button', { name: 'Approve selected' })).toBeEnabled();
    await expect(within(bar).getByRole('button', { name: 'Reject selected' })).toBeEnabled();
  },
};

/** Rejecting several photos asks first: they are deleted for good. */
export const ReviewRejectConfirm: Story = {
  ...at('review', reviewing()),
  play: async ({ canvas }) => {
    await photoList();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 4 photos?' });
    await expect(dialog).toHaveTextContent('This cannot be undone.');
    await expect(within(dialog).getByRole('button', { name: 'Reject 4 photos' })).toBeVisible();
  },
};

/** One photo rejected on its own: its tile leaves at once, and it can be taken back before it is deleted. */
export const ReviewRejectUndo: Story = {
  ...at('review', reviewing()),
  play: async ({ canvas }) => {
    // By keyboard: a pointer left where the tile was would hover the one that moves into its place.
    within(await photoList())
      .getByRole('group', { name: 'Photo 2 from Wanjiru' })
      .focus();
    await userEvent.keyboard('r');
    await expect(canvas.getByText('Photo 2 from Wanjiru rejected.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeVisible();
    await expect(within(await photoList()).getAllByRole('group')).toHaveLength(REVIEW_PHOTOS.length - 1);
    await expect(canvas.getByText('3 photos waiting')).toBeVisible();
    // The snapshot shows the page, not where the focus went.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The queue on a phone (375px): two tiles a row, nothing wider than the screen. */
export const ReviewMobile: Story = {
  ...onMobileAt('review', reviewing(), 1450),
  play: async ({ canvasElement }) => {
    const list = await photoList();
    await expect(within(list).getAllByRole('group')).toHaveLength(REVIEW_PHOTOS.length);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The queue in Kiswahili on a desktop (1280px): the tab, the counts and each tile's buttons translated. */
export const ReviewKiswahili: Story = {
  ...inKiswahiliAt('review', reviewing(), 'desktop', 1200),
  play: async ({ canvas }) => {
    const list = await screen.findByRole('list', { name: 'Picha za kukagua' });
    await expect(within(list).getAllByRole('group')).toHaveLength(REVIEW_PHOTOS.length);
    await expect(canvas.getByRole('tab', { name: 'Za kukagua 4' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Picha 4 zinasubiri')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kubali Picha 1 kutoka kwa Wanjiru' })).toBeVisible();
  },
};

/** The queue in Kiswahili on a phone (375px): the longer words wrap, nothing wider than the screen. */
export const ReviewKiswahiliMobile: Story = {
  ...inKiswahiliAt('review', reviewing(), 'mobile', 1550),
  play: async ({ canvasElement }) => {
    const list = await screen.findByRole('list', { name: 'Picha za kukagua' });
    await expect(within(list).getAllByRole('group')).toHaveLength(REVIEW_PHOTOS.length);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
