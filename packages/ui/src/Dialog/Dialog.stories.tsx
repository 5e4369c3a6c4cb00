import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from './Dialog';

const meta = {
  title: 'Design system/Overlays/Dialog',
  component: Dialog,
  // The parts' props show in the docs' table, one tab each.
  subcomponents: { DialogTrigger, DialogContent, DialogActions, DialogClose },
  args: { onOpenChange: fn() },
  // Docs pages show each story in a frame of its own: inline, its portalled modal would cover the page.
  parameters: { docs: { story: { inline: false, height: '420px' } } },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The warning on /sites when the user has no collection yet. */
/** The /sites warning, in either reading direction. */
const collectionRequired = (dir?: 'rtl') => (args: Story['args']) => (
  <Dialog {...args}>
    <DialogContent
      dir={dir}
      tone="warning"
      title="Collection is required"
      description="You need a collection before you can create a site."
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button>Create a collection</Button>
      </DialogActions>
    </DialogContent>
  </Dialog>
);

export const CollectionRequired: Story = {
  args: { defaultOpen: true },
  render: collectionRequired(),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Collection is required' });
    await expect(dialog).toHaveAccessibleDescription('You need a collection before you can create a site.');
    await expect(within(dialog).getByRole('button', { name: 'Create a collection' })).toBeVisible();
  },
};

/** Closed: only the trigger shows; opening and closing round-trips focus. */
export const ClosedWithTrigger: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>New site</Button>
      </DialogTrigger>
      <DialogContent
        tone="warning"
        title="Collection is required"
        description="You need a collection before you can create a site."
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
        </DialogActions>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'New site' });
    await expect(body.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    await expect(await body.findByRole('dialog', { name: 'Collection is required' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A destructive confirmation, opened from its trigger. */
export const ConfirmDelete: Story = {
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button variant="danger">Delete space</Button>
      </DialogTrigger>
      <DialogContent
        tone="danger"
        title="Delete this space?"
        description="Its photos are removed for everyone. This cannot be undone."
      >
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger">Delete</Button>
        </DialogActions>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete space' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this space?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

/** Right to left: the warning badge at the right, the actions gathered at the left. */
export const RightToLeft: Story = {
  args: { defaultOpen: true },
  decorators: [rightToLeft],
  render: collectionRequired('rtl'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Collection is required' });
    const badge = dialog.querySelector('[aria-hidden]') as Element;
    const title = within(dialog).getByRole('heading', { name: 'Collection is required' });
    await expect(centreX(badge)).toBeGreaterThan(centreX(title));
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const create = within(dialog).getByRole('button', { name: 'Create a collection' });
    await expect(centreX(cancel)).toBeGreaterThan(centreX(create));
  },
};
