import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { ThemeProvider } from '../theme';
import { TextLink } from './TextLink';

function RouterLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a href={to} data-router="" {...rest} />;
}

describe('TextLink', () => {
  it('renders an anchor with its variant', () => {
    render(
      <ThemeProvider>
        <TextLink href="/terms" variant="muted">
          Terms
        </TextLink>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('data-variant', 'muted');
  });

  it('renders through a router link component with `as`', () => {
    render(
      <ThemeProvider>
        <TextLink as={RouterLink} to="/signup">
          Sign up
        </TextLink>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('data-ui', 'TextLink');
  });

  it('gives its style and props to a router link with `asChild`', () => {
    render(
      <ThemeProvider>
        <TextLink asChild variant="muted">
          <RouterLink to="/plans">Plans</RouterLink>
        </TextLink>
      </ThemeProvider>,
    );
    const link = screen.getByRole('link', { name: 'Plans' });
    expect(link).toHaveAttribute('href', '/plans');
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveAttribute('data-ui', 'TextLink');
    expect(link).toHaveAttribute('data-variant', 'muted');
    expect(link.className).not.toBe('');
  });
});
