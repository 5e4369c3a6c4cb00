import { fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { SettingsPage } from './SettingsPage';

type Handler = NonNullable<MockHandlers>[number];

function recorder(calls: string[]): Handler {
  return http.post('*/api/*', async ({ request }) => {
    const text = await request.clone().text();
    calls.push(`${new URL(request.url).pathname} ${text}`);
    return undefined;
  }) as unknown as Handler;
}

describe('SettingsPage', () => {
  it('shows the name and e-mail of the signed-in user', async () => {
    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
  });

  it('mails a password-reset link to the user', async () => {
    const calls: string[] = [];
    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN, handlers: [recorder(calls)] });
    await screen.findByText('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Reset password instructions sent to your email')).toBeInTheDocument();
    expect(calls).toEqual(['/api/users/initiate_password_change {"email":"ada@example.com"}']);
  });

  it('asks for the deletion link and tells the user to check their e-mail', async () => {
    const calls: string[] = [];
    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN, handlers: [recorder(calls)] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(/Check your e-mail/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
    expect(calls).toEqual(['/api/users/initiate_account_deletion ']);
  });
});
