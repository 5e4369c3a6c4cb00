import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { centreX } from '../stories/rightToLeft';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Design system/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Remove the photo from this space',
    onOpenChange: fn(),
    children: <IconButton aria-label="Remove" icon={<CloseIcon />} />,
  },
  // The trigger sits low enough for the bubble above it, inside the story's frame.
  decorators: [
    (Story) => (
      <div style={{ padding: '64px 160px' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { story: { inline: false, height: '180px' } } },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the trigger, and nothing in the document describing it. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Remove' })).not.toHaveAttribute('aria-describedby');
    await expect(within(canvasElement.ownerDocument.body).queryByRole('tooltip')).toBeNull();
  },
};

/** Keyboard focus opens it at once; it describes the focused button. */
export const OpenOnFocus: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Remove' });
    await expect(trigger).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Remove the photo from this space');
    await expect(trigger).toHaveAccessibleDescription('Remove the photo from this space');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};

/** Escape closes it and focus stays on the button. */
export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await body.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Below its trigger, a longer text wraps. */
export const BelowAndLong: Story = {
  args: {
    side: 'bottom',
    defaultOpen: true,
    content: 'Guests who already downloaded the photo keep their copy; it leaves the space and the site.',
  },
  play: async ({ canvas, canvasElement }) => {
    const bubble = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(bubble).toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Remove' });
    const shown = canvasElement.ownerDocument.querySelector('[data-ui="Tooltip"]') as Element;
    await expect(shown.getBoundingClientRect().top).toBeGreaterThan(trigger.getBoundingClientRect().bottom);
  },
};

/**
 * Right to left: the bubble is portalled out of the page, so it takes its direction from `<html>` or from its
 * own `dir`; it stays centred on its trigger.
 */
export const RightToLeft: Story = {
  args: { defaultOpen: true, dir: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    const shown = canvasElement.ownerDocument.querySelector('[data-ui="Tooltip"]') as HTMLElement;
    await expect(shown).toHaveAttribute('dir', 'rtl');
    await expect(centreX(shown)).toBeCloseTo(centreX(canvas.getByRole('button', { name: 'Remove' })), -1);
  },
};
