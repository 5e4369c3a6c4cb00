import { lenseMocks } from '@lense/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ClockProvider } from '../lib/clock';
import { page } from '../lib/page';
import { SIGNED_IN } from '../testing/fakes';
import { atLayout, screenMeta } from '../testing/screen';
import { AppRoutes } from './routes';
import { Shell } from './Shell';

// The shell around a short screen, so the NavBar and the Footer both show. Signed out, the public feed
// answers empty; signed in, the space never answers: the screen is the space wrapper's spinner.
const SIGNED_OUT_ROUTE = { route: '/discover', handlers: [lenseMocks.photoFeed({ variant: 'empty' })] };
const SIGNED_IN_ROUTE = {
  route: '/spaces/7/view',
  session: SIGNED_IN,
  handlers: [lenseMocks.space({ variant: 'slow' })],
};

// A fixed day, so the footer's copyright year in a snapshot never changes with the calendar.
const TODAY = () => new Date('2026-05-04T12:00:00Z');

const meta = {
  title: 'Screens/Shell',
  component: AppRoutes,
  ...screenMeta,
  decorators: [
    (Story) => (
      <ClockProvider value={TODAY}>
        <Story />
      </ClockProvider>
    ),
    ...screenMeta.decorators,
  ],
  parameters: { ...screenMeta.parameters, screen: SIGNED_OUT_ROUTE },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The footer comes in its own chunk, below the fold: a snapshot waits for it. */
/** The footer's chunk loads after the screen's; the first story of a run may wait for it to be built. */
async function footerShown(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-ui="Footer"]')).not.toBeNull(), {
    timeout: 10_000,
  });
}

async function menuLinks(canvasElement: HTMLElement) {
  const nav = await within(canvasElement).findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** Mobile, signed out: logo and hamburger only. */
export const SignedOutMobile: Story = {
  ...atLayout('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await expect(window.innerWidth).toBe(375);
    await expect(await canvas.findByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

/** Tablet, signed out: Discover and a Login link. */
export const SignedOutTablet: Story = {
  ...atLayout('tablet'),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await expect(window.innerWidth).toBe(900);
    await expect(await menuLinks(canvasElement)).toEqual(['Discover']);
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** Desktop, signed out: Discover (active) and a Login link; the footer with 'Get in Touch'. */
export const SignedOutDesktop: Story = {
  ...atLayout('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await expect(window.innerWidth).toBe(1280);
    await expect(await menuLinks(canvasElement)).toEqual(['Discover']);
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(await canvas.findByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
  },
};

/** Mobile, signed in: the hamburger; no profile menu. */
export const SignedInMobile: Story = {
  ...atLayout('mobile', SIGNED_IN_ROUTE),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Profile menu' })).toBeNull();
    // The space's screen and the footer under its spinner.
    await expect(await canvas.findByRole('heading', { name: 'Get in Touch' })).toBeInTheDocument();
  },
};

/** Tablet, signed in: Spaces, Collections, Sites, Discover; Spaces active by path prefix. */
export const SignedInTablet: Story = {
  ...atLayout('tablet', SIGNED_IN_ROUTE),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await expect(await menuLinks(canvasElement)).toEqual(['Spaces', 'Collections', 'Sites', 'Discover']);
    await expect(canvas.getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  },
};

/** Desktop, signed in: the menu and the profile picture (letter image from the first name). */
export const SignedInDesktop: Story = {
  ...atLayout('desktop', SIGNED_IN_ROUTE),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await expect(await menuLinks(canvasElement)).toEqual(['Spaces', 'Collections', 'Sites', 'Discover']);
    await expect(canvas.getByRole('img', { name: "Amani Otieno's profile picture" })).toHaveTextContent('A');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

/** Mobile, signed in, hamburger menu open: every entry, Upgrade plan and Settings, and Logout. */
export const MobileMenuOpen: Story = {
  ...atLayout('mobile', SIGNED_IN_ROUTE),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const menu = within(canvas.getByRole('navigation', { name: 'Mobile' }));
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Spaces',
      'Collections',
      'Sites',
      'Discover',
      'Upgrade plan',
      'Settings',
    ]);
    await expect(menu.getByRole('link', { name: 'Spaces' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Desktop, profile menu open: 'basic plan', name, e-mail; Upgrade plan and Help muted. */
export const ProfileMenuOpen: Story = {
  ...atLayout('desktop', SIGNED_IN_ROUTE),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Profile menu' }));
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await expect(within(menu).getByText('basic plan')).toBeVisible();
    await expect(within(menu).getByText('Amani Otieno')).toBeVisible();
    await expect(within(menu).getByText('amani@example.com')).toBeVisible();
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Upgrade plan', 'Settings', 'Help', 'Sign out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Upgrade plan' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Help' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Sign out pressed while DELETE /logout runs: the item reads 'Signing you out...'. */
export const SigningOut: Story = {
  ...atLayout('desktop', {
    ...SIGNED_IN_ROUTE,
    handlers: [...SIGNED_IN_ROUTE.handlers, lenseMocks.logout({ variant: 'slow' })],
  }),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Profile menu' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sign out' }));
    await expect(await body.findByRole('menuitem', { name: 'Signing you out...' })).toBeVisible();
  },
};

/** The footer's newsletter: a valid address is subscribed and the success toast shows. */
export const NewsletterSubscribed: Story = {
  ...atLayout('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'jo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Your email has been added to our monthly newsletter')).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: '+254 700 000 000' })).toBeVisible();
    await expect(footer.getByText('© 2026 Lense. All rights reserved.')).toBeVisible();
  },
};

/** The newsletter signup fails on the server: 'Subscription failed, please try again later', the address kept. */
export const NewsletterFailed: Story = {
  ...atLayout('desktop', {
    ...SIGNED_OUT_ROUTE,
    handlers: [lenseMocks.subscribeNewsletter({ variant: 'error' }), ...SIGNED_OUT_ROUTE.handlers],
  }),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'jo@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Subscription failed, please try again later')).toBeVisible();
    await expect(field).toHaveValue('jo@example.com');
  },
};

/** The footer's newsletter with an invalid address: 'Please use a valid email', nothing sent. */
export const NewsletterInvalidEmail: Story = {
  ...atLayout('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(field, 'jo@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText('Please use a valid email')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

function Broken(): never {
  throw new Error('Rendering failed');
}

/** A screen that fails to render: 'Oops! Something went wrong' with Home and Reload, inside the shell. */
export const RenderingError: Story = {
  ...atLayout('desktop'),
  render: () => (
    <Routes>
      <Route element={<Shell />}>
        <Route path="*" element={<Broken />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    const reload = spyOn(page, 'reload').mockImplementation(() => {});
    try {
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Oops! Something went wrong');
      await expect(canvas.getByRole('button', { name: 'Home' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
      await expect(reload).toHaveBeenCalledTimes(1);
      // The fallback stays until the page reloads.
      await expect(canvas.getByRole('alert')).toBeVisible();
    } finally {
      reload.mockRestore();
    }
  },
};

/** An unknown path inside the shell: 'Error 404' / 'Page not found!'. */
export const NotFound: Story = {
  ...atLayout('desktop', { route: '/no-such-page' }),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await expect(await canvas.findByText('Error 404')).toBeVisible();
    await expect(canvas.getByText('Page not found!')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
  },
};

/** The first Tab on a page: 'Skip to main content' shows over the bar's corner. */
export const SkipLinkFocused: Story = {
  ...atLayout('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await canvas.findByRole('navigation', { name: 'Main' });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip).toBeVisible();
  },
};

/** After a route change the focus is on the new screen's main heading, not left on the menu's link. */
export const FocusAfterRouteChange: Story = {
  ...atLayout('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await footerShown(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Login' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
