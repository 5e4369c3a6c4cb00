import { lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { paths } from '../config/paths';
import { SPACE_ID } from '../features/spaces/testSupport';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('space wrapper', () => {
  const unknownSpace = lenseMocks.space({
    variant: 'error',
    error: { status: 404, error: 'space not found' },
  });

  it.each([
    ['view', paths.space.view(SPACE_ID)],
    ['manage screens', paths.space.manage.option(SPACE_ID, 'api')],
    ['edit', paths.space.edit(SPACE_ID)],
  ])('shows the 404 page with a way back to the spaces for an unknown space (%s)', async (_screen, path) => {
    const app = renderWithApp(<AppRoutes />, { path, session: SIGNED_IN, handlers: [unknownSpace] });
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch space')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to spaces' }));
    await waitFor(() => expect(app.location()).toBe('/spaces'));
  });

  it('offers Discover as the way back to a visitor who is not signed in', async () => {
    renderWithApp(<AppRoutes />, { path: paths.space.view(SPACE_ID), handlers: [unknownSpace] });
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Discover' })).toHaveAttribute('href', '/discover');
  });
});

describe('app routes of spaces', () => {
  it('opens the list at /spaces', async () => {
    renderWithApp(<AppRoutes />, { path: '/spaces', session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spaces' })).toBeInTheDocument();
  });

  it('opens the public view at /spaces/{id}', async () => {
    renderWithApp(<AppRoutes />, { path: `/spaces/${SPACE_ID}`, session: SIGNED_IN });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Festival' })).toBeInTheDocument();
  });

  it('puts the management screens inside the space wrapper', async () => {
    renderWithApp(<AppRoutes />, {
      path: `/spaces/${SPACE_ID}/manage/api`,
      session: SIGNED_IN,
      handlers: [lenseMocks.space({ variant: 'error' })],
    });
    expect(await screen.findByText('Failed to fetch space')).toBeInTheDocument();
  });
});
