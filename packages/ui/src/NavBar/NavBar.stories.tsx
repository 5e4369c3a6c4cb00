import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileAvatar } from '../ProfileAvatar';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { atViewport } from '../stories/viewports';
import { NavBar } from './NavBar';
import { lenseNavItems } from './navItems.fixture';

const profile = <ProfileAvatar size="small" user={{ first_name: 'Amina', last_name: 'Otieno' }} />;

const meta = {
  title: 'Design system/Shell/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: { items: lenseNavItems, signedIn: false, currentPath: '/discover', onLogout: fn() },
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, signed out: Discover and Login. */
export const DesktopSignedOut: Story = {
  ...atViewport('lenseDesktop'),
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(1280);
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** Desktop, signed in: the full menu and the profile menu. */
export const DesktopSignedIn: Story = {
  ...atViewport('lenseDesktop'),
  args: { signedIn: true, currentPath: '/spaces/42/view', profileMenu: profile },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(main).getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');
    await expect(within(main).queryByRole('link', { name: 'Settings' })).toBeNull();
  },
};

/** Tablet, signed in. */
export const TabletSignedIn: Story = {
  ...atViewport('lenseTablet'),
  args: { signedIn: true, currentPath: '/sites', profileMenu: profile },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(900);
    await expect(canvas.getByRole('link', { name: 'Sites' })).toBeVisible();
  },
};

/** Mobile: the hamburger replaces the menu. */
export const MobileClosed: Story = {
  ...atViewport('lenseMobile'),
  args: { signedIn: true, currentPath: '/spaces' },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(375);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

/** Mobile, signed in, menu open: every item and Logout. */
export const MobileOpen: Story = {
  ...atViewport('lenseMobile'),
  args: { signedIn: true, currentPath: '/collections' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Upgrade plan' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Collections' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Mobile, signed out, menu open: Discover and Login. */
export const MobileOpenSignedOut: Story = {
  ...atViewport('lenseMobile'),
  args: { defaultMenuOpen: true },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(within(menu).queryByRole('button', { name: 'Logout' })).toBeNull();
  },
};

/** Right to left, desktop: the logo at the right, then the menu, and Login at the left. */
export const DesktopRightToLeft: Story = {
  ...atViewport('lenseDesktop'),
  decorators: [rightToLeft],
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Lense' });
    const discover = canvas.getByRole('link', { name: 'Discover' });
    const login = canvas.getByRole('link', { name: 'Login' });
    await expect(centreX(home)).toBeGreaterThan(centreX(discover));
    await expect(centreX(discover)).toBeGreaterThan(centreX(login));
  },
};

/** Right to left, mobile, menu open: the hamburger at the left. */
export const MobileRightToLeft: Story = {
  ...atViewport('lenseMobile'),
  decorators: [rightToLeft],
  args: { signedIn: true, currentPath: '/spaces', defaultMenuOpen: true },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Close menu' });
    await expect(centreX(toggle)).toBeLessThan(centreX(canvas.getByRole('link', { name: 'Lense' })));
  },
};
