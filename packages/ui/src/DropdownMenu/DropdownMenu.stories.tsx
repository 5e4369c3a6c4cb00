import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

const onUpgrade = fn();
const onSettings = fn();
const onHelp = fn();
const onSignOut = fn();

const meta = {
  title: 'Design system/Overlays/DropdownMenu',
  component: DropdownMenu,
  // The parts' props show in the docs' table, one tab each.
  subcomponents: {
    DropdownMenuTrigger,
    DropdownMenuContent,
    DropdownMenuLabel,
    DropdownMenuItem,
    DropdownMenuSeparator,
  },
  args: { onOpenChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', width: 360, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <DropdownMenu {...args}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" aria-label="Profile menu">
          J
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel caption="basic plan" title="Jane Doe" description="jane.doe@example.com" />
        <DropdownMenuSeparator />
        <DropdownMenuItem muted onSelect={onUpgrade}>
          Upgrade plan
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onSettings}>Settings</DropdownMenuItem>
        <DropdownMenuItem muted onSelect={onHelp}>
          Help
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>Sign out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  ),
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in profile menu, open: who is signed in, then its entries; two are muted. */
export const ProfileMenu: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    onUpgrade.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByText('basic plan')).toBeVisible();
    await expect(within(menu).getByText('Jane Doe')).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Upgrade plan', 'Settings', 'Help', 'Sign out']);
    const upgrade = within(menu).getByRole('menuitem', { name: 'Upgrade plan' });
    await expect(upgrade).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(upgrade);
    await expect(onUpgrade).not.toHaveBeenCalled();
    await expect(body.getByRole('menu')).toBeVisible();
  },
};

/** Closed: the keyboard opens it, skips muted entries and selects one. */
export const Closed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    onSettings.mockClear();
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Profile menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    // Enter focuses the first selectable entry: the muted "Upgrade plan" is skipped.
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Settings' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onSettings).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
