import { screen } from '@testing-library/react';
import { paths } from '../config/paths';
import { guestLinkHandler, LINK_TOKEN } from '../features/guest-upload/fixtures';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('GuestUploadPage', () => {
  it('opens outside the app shell for signed-out visitors', async () => {
    renderWithApp(<AppRoutes />, {
      path: paths.guestUpload(LINK_TOKEN),
      handlers: [guestLinkHandler()],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Wedding' })).toBeInTheDocument();
    expect(screen.getByText('Lense')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Get in Touch' })).toBeNull();
  });
});
