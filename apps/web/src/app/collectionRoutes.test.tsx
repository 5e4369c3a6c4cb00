import { lenseMocks } from '@lense/api-client/mocks';
import { screen } from '@testing-library/react';
import { collectionLinks } from '../features/collections/fixtures';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('CollectionsPage', () => {
  it('is the screen of /collections in the app routes', async () => {
    renderWithApp(<AppRoutes />, {
      path: '/collections',
      session: SIGNED_IN,
      handlers: [lenseMocks.collections({ variant: 'empty' }), ...collectionLinks()],
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to see here yet' })).toBeInTheDocument();
  });
});
