import { toast } from '@lense/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { NEWSLETTER_FAILURE, NEWSLETTER_SUCCESS } from '../lib/newsletter';
import { page } from '../lib/page';
import { EMAIL_LISTS, SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';
import { Shell } from './Shell';

async function openProfileMenu() {
  const trigger = await screen.findByRole('button', { name: 'Profile menu' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('menu');
}

describe('sign-out', () => {
  it('shows who is signed in, then signs out: DELETE /logout, session cleared, /login', async () => {
    let finish: (value: unknown) => void = () => {};
    const logout = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const app = renderWithApp(<AppRoutes />, { path: '/faq', session: SIGNED_IN, api: { logout } });
    const menu = await openProfileMenu();
    expect(menu).toHaveTextContent('basic plan');
    expect(menu).toHaveTextContent('Amani Otieno');
    expect(menu).toHaveTextContent('amani@example.com');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Upgrade plan',
      'Settings',
      'Help',
      'Sign out',
    ]);

    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('menuitem', { name: 'Signing you out...' })).toBeInTheDocument();
    expect(app.session.getSnapshot().token).not.toBeNull();

    await act(async () => finish({}));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.session.getSnapshot().user).toBeNull();
    expect(app.session.getSnapshot().token).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('clears the session and goes to /login even when the call fails', async () => {
    const logout = vi.fn(async () => {
      throw new Error('offline');
    });
    const app = renderWithApp(<AppRoutes />, { path: '/faq', session: SIGNED_IN, api: { logout } });
    await openProfileMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.session.getSnapshot().token).toBeNull();
  });

  it('signs out from the mobile menu Logout button', async () => {
    const logout = vi.fn(async () => ({}));
    const app = renderWithApp(<AppRoutes />, { path: '/faq', session: SIGNED_IN, api: { logout } });
    // jsdom applies the desktop rules that hide the hamburger, so the controls are found by label and text.
    await userEvent.click(await screen.findByLabelText('Open menu'));
    await userEvent.click(screen.getByText('Logout'));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(app.session.getSnapshot().token).toBeNull();
  });
});

describe('newsletter', () => {
  async function subscribe(email: string) {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), email);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  }

  it("subscribes to the list named 'newsletter', whatever its case", async () => {
    const subscribeToEmailList = vi.fn(async (body: { email_list_id: string; email: string }) => ({
      email_list_subscription: { id: 's1', ...body },
    }));
    const emailLists = vi.fn(async () => ({
      email_lists: [
        { id: 'list-a', name: 'Announcements' },
        { id: 'list-n', name: 'NewsLetter' },
        { id: 'list-z', name: 'newsletters' },
      ],
    }));
    renderWithApp(<AppRoutes />, { path: '/faq', api: { emailLists, subscribeToEmailList } });
    await subscribe('jo@example.com');
    await waitFor(() =>
      expect(subscribeToEmailList).toHaveBeenCalledWith({ email_list_id: 'list-n', email: 'jo@example.com' }),
    );
    expect(await screen.findByText(NEWSLETTER_SUCCESS)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('reports a failure when no list is named newsletter', async () => {
    const subscribeToEmailList = vi.fn();
    const emailLists = vi.fn(async () => ({ email_lists: [EMAIL_LISTS[0]!] }));
    renderWithApp(<AppRoutes />, { path: '/faq', api: { emailLists, subscribeToEmailList } });
    await subscribe('jo@example.com');
    expect(await screen.findByText(NEWSLETTER_FAILURE)).toBeInTheDocument();
    expect(subscribeToEmailList).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('jo@example.com');
  });

  it('reports a failed subscription call', async () => {
    const subscribeToEmailList = vi.fn(async () => {
      throw new Error('429');
    });
    renderWithApp(<AppRoutes />, { path: '/faq', api: { subscribeToEmailList } });
    await subscribe('jo@example.com');
    expect(await screen.findByText(NEWSLETTER_FAILURE)).toBeInTheDocument();
  });

  it('does not call the API for an invalid address', async () => {
    const emailLists = vi.fn(async () => ({ email_lists: EMAIL_LISTS }));
    renderWithApp(<AppRoutes />, { path: '/faq', api: { emailLists } });
    await subscribe('not-an-email');
    expect(await screen.findByText('Please use a valid email')).toBeInTheDocument();
    expect(emailLists).not.toHaveBeenCalled();
  });
});

function Broken(): never {
  throw new Error('render failure');
}

describe('rendering-error fallback', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    toast.dismiss();
  });
  afterEach(() => vi.restoreAllMocks());

  const brokenRoutes = (
    <Routes>
      <Route element={<Shell />}>
        <Route path="/home" element={<p>Home page</p>} />
        <Route path="*" element={<Broken />} />
      </Route>
    </Routes>
  );

  it("reads 'Oops! Something went wrong' inside the shell; Home goes to /home, then reloads", async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const app = renderWithApp(brokenRoutes, { path: '/spaces/broken' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Something went wrong');
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(app.location()).toBe('/home');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Reload reloads the page and stays on the same address', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const app = renderWithApp(brokenRoutes, { path: '/spaces/broken' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(app.location()).toBe('/spaces/broken');
  });
});
