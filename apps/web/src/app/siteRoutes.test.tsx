import { lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sitesHandler, storyReads } from '../features/sites/fixtures';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('SitesPage', () => {
  it('warns "Collection is required" instead of opening the panel when there is no collection', async () => {
    const app = renderWithApp(<AppRoutes />, {
      path: '/sites',
      session: SIGNED_IN,
      handlers: [sitesHandler(), ...storyReads([])],
    });
    await screen.findByRole('heading', { level: 3, name: 'Ada Weddings' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'new site' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'new site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Collection is required' });
    expect(screen.queryByRole('region', { name: 'Create a new site' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go to collections' }));
    expect(app.location()).toBe('/collections');
  });

  it('is the screen of /sites in the app routes', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/sites',
      session: SIGNED_IN,
      handlers: [lenseMocks.sites({ variant: 'error' }), ...storyReads()],
    });
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
  });
});
