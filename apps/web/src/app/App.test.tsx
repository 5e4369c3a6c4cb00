import { render, screen } from '@testing-library/react';
import { App } from './App';

describe('App', () => {
  it('shows the published site a subdomain names instead of the app’s routes', async () => {
    render(<App siteName="ada-weddings" />);
    expect((await screen.findAllByRole('status', { name: 'Loading site' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the app itself on its own host', async () => {
    render(<App siteName={null} />);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
