import { fireEvent, screen } from '@testing-library/react';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { type RecordedRequest, recordRequests } from '../../testing/requests';

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));

import { SettingsPage } from './SettingsPage';

describe('SettingsPage', () => {
  it('shows the name and e-mail of the signed-in user', async () => {
    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('mails a password-reset link to the user', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN, handlers: [handler] });
    await screen.findByText('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Reset password instructions sent to your email')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { path: '/users/initiate_password_change', body: { email: 'ada@example.com' } },
    ]);
  });

  it("follows the device's colours until the user picks some, and remembers the pick in this browser", async () => {
    localStorage.removeItem('lense.colorScheme');
    const first = renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN });
    const root = document.documentElement;
    expect(root).toHaveAttribute('data-lense-color-scheme', 'system');
    fireEvent.click(await screen.findByRole('radio', { name: 'Dark' }));
    expect(root).toHaveAttribute('data-lense-color-scheme', 'dark');
    first.unmount();

    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN });
    expect(root).toHaveAttribute('data-lense-color-scheme', 'dark');
    expect(await screen.findByRole('radio', { name: 'Dark' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(root).toHaveAttribute('data-lense-color-scheme', 'system');
    expect(localStorage.getItem('lense.colorScheme')).toBe('system');
  });

  it('asks for the deletion link and tells the user to check their e-mail', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN, handlers: [handler] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/Check your e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(posts(requests)).toEqual([{ path: '/users/initiate_account_deletion', body: undefined }]);
  });
});
