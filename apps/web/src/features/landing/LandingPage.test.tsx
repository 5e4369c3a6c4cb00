import { fireEvent, screen, within } from '@testing-library/react';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { LandingPage } from './LandingPage';

describe('LandingPage', () => {
  it('Get started opens the login page when signed out', () => {
    const app = renderWithApp(<LandingPage />, { path: '/home' });
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(app.location()).toBe('/login');
  });

  it('Get started opens the spaces when signed in', () => {
    const app = renderWithApp(<LandingPage />, { path: '/home', session: SIGNED_IN });
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }));
    expect(app.location()).toBe('/spaces');
  });

  it('shows only the FAQ entries flagged for the landing page', async () => {
    renderWithApp(<LandingPage />, { path: '/home' });
    expect(await screen.findByRole('button', { name: 'What is Lense?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I get help?' })).not.toBeInTheDocument();
  });

  it('shows the hero photo first and the gallery lazily, each with its widths, shape and a description', () => {
    renderWithApp(<LandingPage />, { path: '/home' });
    const hero = screen.getByRole('img', { name: /evening garden reception/ });
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    const gallery = within(screen.getByRole('list', { name: 'Event photos' })).getAllByRole('img');
    expect(gallery).toHaveLength(6);
    for (const image of [hero, ...gallery]) {
      expect(image.getAttribute('alt')).not.toBe('');
      expect(image.getAttribute('srcset')?.split(', ').length).toBeGreaterThan(1);
      expect(image).toHaveAttribute('sizes');
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
    for (const image of gallery) expect(image).toHaveAttribute('loading', 'lazy');
  });
});
