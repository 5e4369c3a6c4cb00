import { render, screen } from '@testing-library/react';
import { Footer } from '../Footer';
import { NavBar } from '../NavBar';
import { PhotoCard } from '../PhotoCard';
import { SpaceCard } from '../SpaceCard';
import { ThemeProvider } from '../theme';
import { type CardLinkProps, LinkProvider } from './links';

/** A stand-in for an app's router link, marked so a test can tell it from a plain anchor. */
const RoutedLink = ({ children, ...props }: CardLinkProps) => (
  <a data-routed="provider" {...props}>
    {children}
  </a>
);
const OwnLink = ({ children, ...props }: CardLinkProps) => (
  <a data-routed="own" {...props}>
    {children}
  </a>
);
const navItems = [{ id: 'discover', name: 'Discover', link: '/discover', public: true }];
const image = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

describe('LinkProvider', () => {
  it('renders the links of the nav bar, the footer, a card and a photo tile with its component', () => {
    render(
      <ThemeProvider>
        <LinkProvider component={RoutedLink}>
          <NavBar items={navItems} signedIn={false} currentPath="/discover" />
          <SpaceCard spaceId="s1" title="Wedding" startDate="2026-07-10" />
          <PhotoCard src={image} alt="First dance" href="/photos/1" />
          <Footer onSubscribe={() => undefined} supportEmail="help@lense.example" year={2026} />
        </LinkProvider>
      </ThemeProvider>,
    );
    expect(screen.getAllByRole('link', { name: 'Discover' })[0]).toHaveAttribute('data-routed', 'provider');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('data-routed', 'provider');
    expect(screen.getByRole('link', { name: /View/ })).toHaveAttribute('data-routed', 'provider');
    expect(screen.getByRole('link', { name: /First dance/ })).toHaveAttribute('data-routed', 'provider');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('data-routed', 'provider');
  });

  it("gives way to a component's own linkComponent, and the deprecated renderLink to both", () => {
    render(
      <ThemeProvider>
        <LinkProvider component={RoutedLink}>
          <NavBar items={navItems} signedIn={false} currentPath="/" linkComponent={OwnLink} />
          <PhotoCard
            src={image}
            alt="First dance"
            href="/photos/1"
            linkComponent={OwnLink}
            renderLink={({ href, children, className }) => (
              <a href={href} className={className} data-routed="render">
                {children}
              </a>
            )}
          />
        </LinkProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('data-routed', 'own');
    expect(screen.getByRole('link', { name: /First dance/ })).toHaveAttribute('data-routed', 'render');
  });

  it('leaves plain anchors without a provider', () => {
    render(
      <ThemeProvider>
        <NavBar items={navItems} signedIn={false} currentPath="/" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Login' })).not.toHaveAttribute('data-routed');
  });
});
