import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { NavBar, type NavBarProps } from './NavBar';
import { isActivePath, visibleNavItems } from './navItems';
import { lenseNavItems } from './navItems.fixture';

const renderNav = (props: Partial<NavBarProps> = {}) =>
  render(
    <ThemeProvider>
      <NavBar items={lenseNavItems} signedIn={false} currentPath="/home" {...props} />
    </ThemeProvider>,
  );

describe('navItems', () => {
  it('shows only public items when signed out', () => {
    expect(visibleNavItems(lenseNavItems, false).map((i) => i.name)).toEqual(['Discover']);
    expect(visibleNavItems(lenseNavItems, true)).toHaveLength(6);
  });

  it('matches the active item by path prefix', () => {
    expect(isActivePath('/spaces', '/spaces')).toBe(true);
    expect(isActivePath('/spaces', '/spaces/12/manage/edit')).toBe(true);
    expect(isActivePath('/spaces', '/spacesX')).toBe(false);
    expect(isActivePath('/sites', '/spaces')).toBe(false);
  });
});

// jsdom lays out a desktop-sized window, where CSS hides the hamburger and the mobile menu (so they
// have no accessible name here); these tests reach them through the toggle's aria-controls. The
// stories check names and visibility per layout in a real browser.
const toggleButton = () => screen.getByRole('button', { hidden: true, expanded: false });
const mobileMenu = () => {
  const id = screen.getByRole('button', { hidden: true, expanded: true }).getAttribute('aria-controls')!;
  return document.getElementById(id);
};
const linkIn = (menu: HTMLElement, text: string) => within(menu).getByText(text).closest('a');

describe('NavBar', () => {
  it('links the logo to /home and shows Login when signed out', () => {
    renderNav();
    expect(screen.getByRole('link', { name: /Lense/ })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Discover']);
  });

  it('shows the signed-in bar without mobile-only items and marks the active one', () => {
    renderNav({ signedIn: true, currentPath: '/collections/4/settings', profileMenu: <span>Profile</span> });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Spaces', 'Collections', 'Sites', 'Discover']);
    expect(within(main).getByRole('link', { name: 'Collections' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Spaces' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Profile')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('toggles the mobile menu, which has every item and Logout', async () => {
    const onLogout = vi.fn();
    renderNav({ signedIn: true, currentPath: '/settings', onLogout });
    const toggle = toggleButton();
    expect(toggle).toHaveAttribute('aria-label', 'Open menu');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-label', 'Close menu');
    const menu = mobileMenu()!;
    expect(menu).toHaveAttribute('aria-label', 'Mobile');
    expect(linkIn(menu, 'Upgrade plan')).toHaveAttribute('href', '/plans/select');
    expect(linkIn(menu, 'Settings')).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByText('Logout'));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[data-ui="MobileMenu"]')).toBeNull();
  });

  it('closes the mobile menu on Escape and uses renderLink for links', async () => {
    renderNav({
      defaultMenuOpen: true,
      renderLink: ({ href, children, ...rest }) => (
        <a href={`#${href}`} {...rest}>
          {children}
        </a>
      ),
    });
    const menu = mobileMenu()!;
    expect(linkIn(menu, 'Discover')).toHaveAttribute('href', '#/discover');
    expect(linkIn(menu, 'Login')).toHaveAttribute('href', '#/login');
    await userEvent.keyboard('{Escape}');
    expect(document.querySelector('[data-ui="MobileMenu"]')).toBeNull();
  });
});
