import { fireEvent, screen } from '@testing-library/react';
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

  it('shows only the FAQ entries flagged for the landing page', () => {
    renderWithApp(<LandingPage />, { path: '/home' });
    expect(screen.getByRole('button', { name: 'What is Lense?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do I get help?' })).not.toBeInTheDocument();
  });
});
