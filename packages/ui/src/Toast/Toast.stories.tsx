import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { Toaster, type ToasterProps } from './Toaster';
import { toast } from './toast';

// Long duration so no toast closes while a story is checked; the 5000 ms default is unit-tested.
const STORY_DURATION = 600_000;

/** A story's args: the Toaster's props, and the button that sends the story's toasts. */
interface ToastStoryArgs extends ToasterProps {
  /** Sends the story's toasts. */
  fire: () => void;
  /** The text of the button that sends them. */
  buttonText: string;
}

const shownToasts = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];

const meta = {
  title: 'Design system/Feedback/Toast',
  component: Toaster,
  args: {
    buttonText: 'Notify',
    fire: () => {
      toast.success('Site created successfully');
    },
    duration: STORY_DURATION,
  },
  // The button is the story's own, not a prop of the Toaster: keep it out of the props table.
  argTypes: { fire: { table: { disable: true } }, buttonText: { table: { disable: true } } },
  render: ({ fire, buttonText, ...toaster }) => (
    <>
      <Toaster {...toaster} />
      <Button onClick={fire}>{buttonText}</Button>
    </>
  ),
  parameters: {
    docs: {
      description: {
        component: [
          'Render one `<Toaster />` near the root; then send notifications from anywhere, even outside React:',
          "`toast.success('Site created successfully')`, `toast.error(message)`, `toast.info(message)`.",
          "Each call takes an optional `{ id, duration }` and returns the toast's id; `toast.dismiss(id)` closes",
          'one, `toast.dismiss()` all. At most three show at a time in the top end corner (top right, or top left',
          'right to left); the rest wait their turn. Success and info toasts are polite status messages, errors',
          "are alerts. A swipe past 80% of a toast's width closes it.",
        ].join(' '),
      },
    },
  },
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
} satisfies Meta<ToastStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    await expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  },
};
export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const status = await screen.findByRole('status');
    await expect(status).toHaveTextContent('Site created successfully');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};
export const ErrorToast: Story = {
  name: 'Error',
  args: { fire: () => toast.error('An error occurred, please try again later') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred, please try again later',
    );
  },
};
export const Info: Story = {
  args: { fire: () => toast.info('Reset password instructions sent to your email') },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await expect(await screen.findByRole('status')).toHaveTextContent(
      'Reset password instructions sent to your email',
    );
  },
};
export const LongMessage: Story = {
  args: {
    fire: () =>
      toast.error('Please ensure you are uploading actual photos and each of their size is at most 30mbs'),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await expect(await screen.findByRole('alert')).toBeInTheDocument();
  },
};

const fiveToasts = (): void => {
  toast.success('Site deleted');
  toast.success('Collection deleted');
  toast.error('Failed to upload. Please try again');
  toast.info('Details updated');
  toast.success('Space deleted');
};

export const Queue: Story = {
  args: { fire: fiveToasts, buttonText: 'Send five' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send five' }));
    await waitFor(() => expect(shownToasts()).toHaveLength(3));
    await expect(screen.queryByText('Details updated')).not.toBeInTheDocument();
  },
};
export const QueueAdvances: Story = {
  args: { fire: fiveToasts, buttonText: 'Send five' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send five' }));
    const [first] = await screen.findAllByRole('button', { name: 'Close notification' });
    await userEvent.click(first!);
    await expect(screen.queryByText('Site deleted')).not.toBeInTheDocument();
    await expect(await screen.findByText('Details updated')).toBeInTheDocument();
    await expect(shownToasts()).toHaveLength(3);
  },
};
export const Dismissed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  },
};

const drag = async (distance: number) => {
  const card = await screen.findByRole('status');
  const { left, top } = card.getBoundingClientRect();
  const at = (dx: number) => ({ target: card, coords: { clientX: left + 20 + dx, clientY: top + 20 } });
  await userEvent.pointer([
    { keys: '[MouseLeft>]', ...at(0) },
    at(distance / 2),
    at(distance),
    { keys: '[/MouseLeft]', ...at(distance) },
  ]);
  return { card, width: card.getBoundingClientRect().width };
};

export const SwipedAway: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    await drag(300); // 360px wide: 300px is past 80% (288px)
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  },
};
export const SwipeSpringsBack: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const { card } = await drag(200); // short of 288px
    await expect(card).toBeInTheDocument();
    await expect(card).not.toHaveAttribute('data-dragging');
  },
};

/** Right to left: toasts in the top left corner, the accent and the icon on their right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { dir: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const status = await screen.findByRole('status');
    await expect(status.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
    const icon = status.querySelector('svg') as Element;
    await expect(centreX(icon)).toBeGreaterThan(centreX(screen.getByText('Site created successfully')));
  },
};

/** On a phone, toasts rise from the bottom: the header and the page's heading stay readable. */
export const OnAPhone: Story = {
  ...atViewport('lenseMobile'),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const shown = (await screen.findByRole('status')).getBoundingClientRect();
    await expect(shown.top).toBeGreaterThan(window.innerHeight / 2);
    await expect(shown.right).toBeLessThanOrEqual(375);
  },
};
